import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearEarlyReads, earlyReadsFor, startEarlyReads, takeEarlyRead } from './early-reads';

let stored: string | null = 'session-1';
const fetched: { path: string; headers: Record<string, string> }[] = [];

beforeEach(() => {
  stored = 'session-1';
  fetched.length = 0;
  vi.stubGlobal('localStorage', {
    getItem: () => stored,
    setItem: () => undefined,
    removeItem: () => undefined,
  });
  vi.stubGlobal('fetch', (path: string, init: RequestInit) => {
    fetched.push({ path, headers: init.headers as Record<string, string> });
    return Promise.resolve(new Response(JSON.stringify({ path }), { status: 200 }));
  });
});

afterEach(() => {
  clearEarlyReads();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('early reads', () => {
  it("starts /journal's first page beside the user", () => {
    startEarlyReads('/journal', true);
    expect(fetched.map((f) => f.path)).toEqual(['/api/user', ...earlyReadsFor('/journal').slice(1)]);
    expect(earlyReadsFor('/journal')).toHaveLength(2);
  });

  it("starts a day view's day and the person's areas beside the user (decisions 319, 526)", () => {
    startEarlyReads('/calendar/2026-11-25', true);
    expect(fetched.map((f) => f.path)).toEqual(['/api/user', '/api/days/2026-11-25', '/api/areas']);
    expect(earlyReadsFor('/calendar/not-a-day')).toEqual([]);
  });

  it("starts the calendar's month on this device's calendar and the areas (decision 526)", () => {
    // The last evening of a 30-day month, the first morning of a leap February, the last day of a year.
    expect(earlyReadsFor('/calendar', new Date(2026, 10, 30, 23, 30))).toEqual([
      '/api/user',
      '/api/areas',
      '/api/days?from=2026-11-01&to=2026-11-30',
    ]);
    expect(earlyReadsFor('/calendar', new Date(2028, 1, 1, 0, 5)).slice(2)).toEqual([
      '/api/days?from=2028-02-01&to=2028-02-29',
    ]);
    expect(earlyReadsFor('/calendar', new Date(2026, 11, 31, 12)).slice(2)).toEqual([
      '/api/days?from=2026-12-01&to=2026-12-31',
    ]);
    startEarlyReads('/calendar', true);
    expect(fetched.map((f) => f.path)).toEqual(earlyReadsFor('/calendar'));
  });

  it("starts /reports' reports of this week and month on this device's calendar (decision 474)", () => {
    // A Friday, a Sunday (the week began on the Monday before) and a Monday, in the device's own zone.
    expect(earlyReadsFor('/reports', new Date(2026, 10, 27, 23, 30))).toEqual([
      '/api/user',
      '/api/areas',
      '/api/targets',
      '/api/reports/weekly?weekStart=2026-11-23',
      '/api/reports/monthly?month=2026-11',
    ]);
    expect(earlyReadsFor('/reports', new Date(2026, 10, 29, 0, 5)).slice(3)).toEqual([
      '/api/reports/weekly?weekStart=2026-11-23',
      '/api/reports/monthly?month=2026-11',
    ]);
    expect(earlyReadsFor('/reports', new Date(2027, 0, 4, 8)).slice(3)).toEqual([
      '/api/reports/weekly?weekStart=2027-01-04',
      '/api/reports/monthly?month=2027-01',
    ]);
    startEarlyReads('/reports', true);
    expect(fetched.map((f) => f.path)).toEqual(earlyReadsFor('/reports'));
  });

  it('starts the user and the home reads for /app, with the session header', () => {
    startEarlyReads('/app', true);
    expect(fetched.map((f) => f.path)).toEqual([
      '/api/user',
      '/api/wellbeing-entries/latest',
      '/api/wellbeing-entries?limit=7',
      '/api/targets',
      '/api/areas',
      '/api/who5/offer',
    ]);
    expect(fetched[0]?.headers['x-session-id']).toBe('session-1');
  });

  it('starts only the user on other signed-in screens, and nothing without a session or off them', () => {
    startEarlyReads('/profile', true);
    expect(fetched.map((f) => f.path)).toEqual(['/api/user']);
    fetched.length = 0;
    startEarlyReads('/login', false);
    stored = null;
    startEarlyReads('/app', true);
    expect(fetched).toEqual([]);
  });

  it('hands each response out once', async () => {
    startEarlyReads('/app', true);
    const first = takeEarlyRead('/api/user');
    expect(first).toBeDefined();
    expect(await (await first!).json()).toEqual({ path: '/api/user' });
    expect(takeEarlyRead('/api/user')).toBeUndefined();
    expect(takeEarlyRead('/api/journal-entries')).toBeUndefined();
  });

  it('never hands a response to another session', () => {
    startEarlyReads('/app', true);
    stored = 'session-2';
    expect(takeEarlyRead('/api/user')).toBeUndefined();
  });

  it('drops a response that is no longer fresh', () => {
    vi.useFakeTimers();
    startEarlyReads('/app', true);
    vi.advanceTimersByTime(16_000);
    expect(takeEarlyRead('/api/user')).toBeUndefined();
  });
});
