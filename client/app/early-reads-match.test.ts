import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearEarlyReads, earlyReadsFor } from '../api/http/early-reads';
import { areasQuery } from '../api/areas';
import { sessionsQuery } from '../api/auth';
import { passkeysQuery } from '../api/passkeys';
import { reminderSettingsQuery } from '../api/reminders';
import { quickCheckinsQuery } from '../api/checkins';
import { dayDetailQuery, daysRangeQuery } from '../api/days';
import { whatMovesQuery } from '../api/insights';
import { progressQuery, progressTotalQuery } from '../api/progress';
import { monthlyReportQuery, weeklyReportQuery } from '../api/reports';
import { tagsQuery } from '../api/tags';
import { targetsQuery } from '../api/targets';
import { currentUserQuery } from '../api/user';
import { latestEntryQuery, newestEntriesQuery } from '../api/wellbeing';
import { who5HistoryQuery, who5OfferQuery } from '../api/who5';
import { WEEKLY_STREAK_ENTRIES } from '../../core/insights';
import { PROGRESS_ENTRIES } from '../features/progress/progress-rules';
import { monthSpan } from '../features/days/calendar-rules';

/**
 * An early read is used only by a query asking for the very same URL (takeEarlyRead): one that no
 * query asks for is a request for nothing. Each screen's early reads are the URLs its queries fetch.
 */
const asked: string[] = [];

beforeEach(() => {
  asked.length = 0;
  vi.stubGlobal('localStorage', { getItem: () => 'session-1', setItem: () => {}, removeItem: () => {} });
  vi.stubGlobal('fetch', (path: string) => {
    asked.push(path);
    return Promise.resolve(new Response('{}', { status: 500 }));
  });
});

afterEach(() => {
  clearEarlyReads();
  vi.unstubAllGlobals();
});

interface FetchingQuery {
  queryKey: readonly unknown[];
  queryFn?: unknown;
}

/** The URL each query's function fetches (its answer is a failure here, which does not matter). */
async function urlsOf(queries: FetchingQuery[]): Promise<string[]> {
  for (const query of queries) {
    const run = query.queryFn as (context: object) => Promise<unknown>;
    await run({ queryKey: query.queryKey, signal: new AbortController().signal, meta: undefined }).catch(
      () => undefined,
    );
  }
  return [...asked];
}

describe("each screen's early reads are its queries' URLs (decision 406)", () => {
  it('/app, the two-week check’s offer included (decision 544)', async () => {
    const urls = await urlsOf([
      currentUserQuery,
      latestEntryQuery,
      newestEntriesQuery(WEEKLY_STREAK_ENTRIES),
      targetsQuery,
      areasQuery,
      who5OfferQuery,
    ]);
    expect([...earlyReadsFor('/app')].sort()).toEqual(urls.sort());
  });

  it('/progress', async () => {
    const urls = await urlsOf([
      currentUserQuery,
      newestEntriesQuery(PROGRESS_ENTRIES),
      areasQuery,
      progressTotalQuery('all'),
      progressQuery('30d'),
      who5HistoryQuery,
    ]);
    expect([...earlyReadsFor('/progress')].sort()).toEqual(urls.sort());
  });

  it('/quick-checkin, with today as the device sees it (decision 515)', async () => {
    const now = new Date(2026, 10, 26, 23, 30);
    const urls = await urlsOf([
      currentUserQuery,
      quickCheckinsQuery,
      latestEntryQuery,
      tagsQuery,
      areasQuery,
      daysRangeQuery('2026-11-26', '2026-11-26'),
    ]);
    expect([...earlyReadsFor('/quick-checkin', now)].sort()).toEqual(urls.sort());
  });

  it('/spotlight-areas', async () => {
    const urls = await urlsOf([currentUserQuery, latestEntryQuery, areasQuery]);
    expect([...earlyReadsFor('/spotlight-areas')].sort()).toEqual(urls.sort());
  });

  it('/account-security', async () => {
    const urls = await urlsOf([currentUserQuery, sessionsQuery, passkeysQuery]);
    expect([...earlyReadsFor('/account-security')].sort()).toEqual(urls.sort());
  });

  it('/reminders', async () => {
    const urls = await urlsOf([currentUserQuery, reminderSettingsQuery]);
    expect([...earlyReadsFor('/reminders')].sort()).toEqual(urls.sort());
  });

  it('/who5', async () => {
    const urls = await urlsOf([currentUserQuery, who5HistoryQuery]);
    expect([...earlyReadsFor('/who5')].sort()).toEqual(urls.sort());
  });

  it('/tags', async () => {
    const urls = await urlsOf([currentUserQuery, tagsQuery]);
    expect([...earlyReadsFor('/tags')].sort()).toEqual(urls.sort());
  });

  it('/targets', async () => {
    const urls = await urlsOf([currentUserQuery, targetsQuery, areasQuery]);
    expect([...earlyReadsFor('/targets')].sort()).toEqual(urls.sort());
  });

  it('/areas', async () => {
    const urls = await urlsOf([currentUserQuery, areasQuery]);
    expect([...earlyReadsFor('/areas')].sort()).toEqual(urls.sort());
  });

  it('/what-moves', async () => {
    const urls = await urlsOf([currentUserQuery, whatMovesQuery, areasQuery]);
    expect([...earlyReadsFor('/what-moves')].sort()).toEqual(urls.sort());
  });

  it('/calendar, with this month as the device sees it (decision 526)', async () => {
    const now = new Date(2026, 10, 26, 12);
    const { from, to } = monthSpan('2026-11');
    const urls = await urlsOf([currentUserQuery, areasQuery, daysRangeQuery(from, to)]);
    expect([...earlyReadsFor('/calendar', now)].sort()).toEqual(urls.sort());
  });

  it('/calendar/:day (decisions 319, 526)', async () => {
    const urls = await urlsOf([currentUserQuery, dayDetailQuery('2026-11-25'), areasQuery]);
    expect([...earlyReadsFor('/calendar/2026-11-25')].sort()).toEqual(urls.sort());
  });

  it('/reports, with this week and month as the device sees them (decision 474)', async () => {
    // Thursday 26 November 2026, local time: its week began on Monday the 23rd.
    const now = new Date(2026, 10, 26, 12);
    const urls = await urlsOf([
      currentUserQuery,
      areasQuery,
      targetsQuery,
      weeklyReportQuery('2026-11-23', 'monday'),
      monthlyReportQuery('2026-11'),
    ]);
    expect([...earlyReadsFor('/reports', now)].sort()).toEqual(urls.sort());
  });
});
