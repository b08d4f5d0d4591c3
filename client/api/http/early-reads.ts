import { addDays, monthRange, weekMondayOf, type Day } from '../../../core/dates';
import { DEFAULT_WEEK_START } from '../../../core/i18n/locales';
import { JOURNAL_PAGE_SIZE, REFLECTIONS_PAGE_SIZE } from '../../../core/limits';
import { getSessionId } from '../../lib/session';

/**
 * Reads a signed-in screen needs first, started by `main.tsx` before the app's code has even
 * downloaded, so the cold start is not a waterfall of chunk → user → entries (decision 101).
 * `apiFetch` takes a started read instead of asking again: each response is used once, only by the
 * same session, and only while fresh; anything left over is simply dropped.
 */
const READS_FOR_PATH: Record<string, readonly string[]> = {
  // The entries read must be the very URL Home asks for (newestEntriesQuery(WEEKLY_STREAK_ENTRIES)).
  // Targets draw on the wheel too, and the person's areas shape it (decision 350); features/home/home-reads.ts
  // waits for all of them. The two-week check's offer (who5OfferQuery) leaves with them rather than
  // when Home has mounted, a round trip after the user: its card then comes with the rest of Home
  // (decision 544).
  '/app': [
    '/api/user',
    '/api/wellbeing-entries/latest',
    '/api/wellbeing-entries?limit=7',
    '/api/targets',
    '/api/areas',
    '/api/who5/offer',
  ],
  // /journal's first page (journalPagesQuery's initialPageParam, core's JOURNAL_PAGE_SIZE): read beside
  // the user instead of after it, so the entries are there when the guard lets the page render (decision 086).
  '/journal': ['/api/user', `/api/journal-entries?limit=${JOURNAL_PAGE_SIZE}`],
  // Progress shows its content once the newest entries, the 30-day chart and the WHO-5 history are in
  // (features/progress/progress-page.tsx), so the order they arrive in moves nothing (decision 406):
  // newestEntriesQuery(PROGRESS_ENTRIES), progressTotalQuery('all'), progressQuery('30d'),
  // who5HistoryQuery (WHO5_HISTORY_LIMIT) and the person's areas.
  '/progress': [
    '/api/user',
    '/api/wellbeing-entries?limit=7',
    '/api/areas',
    '/api/progress?range=all&points=none',
    '/api/progress?range=30d',
    '/api/who5?limit=100',
  ],
  // The newest check-in (the slider starts from it), the newest entry (latestEntryQuery), the tags of
  // the tag picker (tagsQuery) and the person's areas (the spotlight's count); today's check-ins are
  // added by earlyReadsFor, guessed like the reports' week (decision 515).
  '/quick-checkin': [
    '/api/user',
    '/api/quick-checkins?limit=1',
    '/api/wellbeing-entries/latest',
    '/api/tags',
    '/api/areas',
  ],
  // The screens without the navigation (decision 515): Spotlight Areas chooses its sliders from the
  // newest entry and the person's wheel; the account screens' lists (sessionsQuery, passkeysQuery), the
  // reminders' settings (reminderSettingsQuery) and the WHO-5 history (who5HistoryQuery).
  '/spotlight-areas': ['/api/user', '/api/wellbeing-entries/latest', '/api/areas'],
  '/account-security': ['/api/user', '/api/sessions', '/api/user/passkeys'],
  '/reminders': ['/api/user', '/api/reminders'],
  '/who5': ['/api/user', '/api/who5?limit=100'],
  // The report's areas and targets; this week's and this month's reports are added by earlyReadsFor.
  '/reports': ['/api/user', '/api/areas', '/api/targets'],
  // Screens of one or two reads, each its query's URL (tagsQuery, targetsQuery, areasQuery, whatMovesQuery).
  '/tags': ['/api/user', '/api/tags'],
  '/targets': ['/api/user', '/api/targets', '/api/areas'],
  '/areas': ['/api/user', '/api/areas'],
  '/what-moves': ['/api/user', '/api/what-moves', '/api/areas'],
};

/**
 * `/calendar/YYYY-MM-DD`: the day view reads the whole day in one answer (dayDetailQuery); the
 * person's areas name its scores (useAreas: areasQuery), read beside it rather than after the first
 * render, which then drew the built-in wheel and was drawn again (decision 526).
 */
const DAY_PATH = /^\/calendar\/(\d{4}-\d{2}-\d{2})$/;

/**
 * The reads started early for a signed-in path (none for other paths); `search` is the address's query
 * (`?dimension=` on /reflections).
 */
export function earlyReadsFor(
  pathname: string,
  now = new Date(),
  search = typeof location === 'undefined' ? '' : location.search,
): readonly string[] {
  const day = DAY_PATH.exec(pathname)?.[1];
  if (day) return ['/api/user', `/api/days/${day}`, '/api/areas'];
  if (pathname === '/reports') return [...READS_FOR_PATH[pathname]!, ...thisWeeksReports(now)];
  if (pathname === '/reflections') return reflectionsReads(search);
  if (pathname === '/quick-checkin') return [...READS_FOR_PATH[pathname]!, todaysCheckins(now)];
  if (pathname === '/calendar') return ['/api/user', '/api/areas', thisMonthsDays(now)];
  return READS_FOR_PATH[pathname] ?? [];
}

/** This device's date, `YYYY-MM-DD`: the guess of the user's today before the user read says it. */
function deviceToday(now: Date): Day {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Today's check-ins as quick-checkin-page.tsx asks for them (daysRangeQuery(today, today)), "today"
 * guessed from this device (decision 515, as decision 474 guesses the reports' week): the user's time
 * zone, which decides it, comes only with the user read. A wrong guess (a zone of another date, a
 * `?day=` from the calendar) is a URL the page never asks for, and it reads its own as before.
 */
function todaysCheckins(now: Date): string {
  const today = deviceToday(now);
  return `/api/days?from=${today}&to=${today}`;
}

/** The area /reflections shows without `?dimension=` (DIMENSION_KEYS[0], dimensionFromSearch's default). */
const FIRST_AREA = 'sleep';

/**
 * /reflections: the person's areas (the tabs, the area's name and colour) and the first page of the
 * area in `?dimension=` (sleep without one), the very URL of reflectionPagesQuery's first page, so
 * neither waits for the user read and the screen's chunk to be asked for (decision 520). The area is
 * not checked here: core's area rules would come into this early chunk (2 KB gzip). An address whose
 * `dimension` is not an area is a read the page never asks for, dropped like any unused early read.
 */
function reflectionsReads(search: string): string[] {
  const dimension = new URLSearchParams(search).get('dimension') ?? FIRST_AREA;
  return [
    '/api/user',
    '/api/areas',
    `/api/dimension-reflections/${encodeURIComponent(dimension)}?limit=${REFLECTIONS_PAGE_SIZE}`,
  ];
}

/**
 * The calendar's first view, its month (decision 526): the URL calendar-page.tsx's MonthView asks
 * for (daysRangeQuery of monthSpan), for this month as the device sees it — the user's month unless
 * their time zone is another day's, or the address names another month or the year view; a wrong
 * guess is dropped like the reports' (decision 474) and the page reads its own as before.
 */
function thisMonthsDays(now: Date): string {
  const { start, end } = monthRange(deviceToday(now).slice(0, 7));
  return `/api/days?from=${start}&to=${addDays(end, -1)}`;
}

/**
 * This week's and this month's reports, the URLs reports-page.tsx asks for (weeklyReportQuery,
 * monthlyReportQuery), as a guess (decision 474): "this week" is the user's, in their time zone and
 * with their first day of the week, which only the user read says. Guessed from this device's zone
 * and the default first day — what an account has unless its person changed it — they leave with
 * the user instead of after it and the page's render. A wrong guess is a URL the page never asks
 * for: that read is dropped, and the page reads its own as before.
 */
function thisWeeksReports(now: Date): string[] {
  const today = deviceToday(now);
  return [
    `/api/reports/weekly?weekStart=${weekMondayOf(today, DEFAULT_WEEK_START)}`,
    `/api/reports/monthly?month=${today.slice(0, 7)}`,
  ];
}

/** Every guarded screen reads the user first (the guard); see GUARDED_PAGES in app/route-loaders.ts. */
const USER_READ = '/api/user';

/** A read older than this is not used: the user may have changed something in the meantime. */
const MAX_AGE_MS = 15_000;

interface EarlyRead {
  sessionId: string;
  startedAt: number;
  response: Promise<Response>;
}

const started = new Map<string, EarlyRead>();

/** Starts the first reads of a signed-in path (nothing without a session or on other paths). */
export function startEarlyReads(pathname: string, guarded: boolean): void {
  const sessionId = getSessionId();
  if (!sessionId || !guarded || typeof fetch !== 'function') return;
  const paths = new Set([USER_READ, ...earlyReadsFor(pathname)]);
  for (const path of paths) {
    const response = fetch(path, {
      credentials: 'include',
      headers: { Accept: 'application/json', 'x-session-id': sessionId },
    });
    // A failed early read is not an error of its own: the caller will simply ask again.
    response.catch(() => undefined);
    started.set(path, { sessionId, startedAt: Date.now(), response });
  }
}

/**
 * The started response for a plain GET of `path`, once, if it belongs to the current session and is
 * still fresh; otherwise undefined (and the caller fetches as usual). A network failure of the early
 * read also yields a normal fetch.
 */
export function takeEarlyRead(path: string): Promise<Response> | undefined {
  const read = started.get(path);
  if (!read) return undefined;
  started.delete(path);
  if (read.sessionId !== getSessionId() || Date.now() - read.startedAt > MAX_AGE_MS) return undefined;
  return read.response;
}

/**
 * Calls `then` if the started read of `path` gets no answer at all (a network error, not an HTTP
 * status): the start has no network, whatever `navigator.onLine` says (decision 151).
 */
export function onEarlyReadNoAnswer(path: string, then: () => void): void {
  started.get(path)?.response.catch(() => then());
}

/** Forgets every started read (sign-out, tests). */
export function clearEarlyReads(): void {
  started.clear();
}
