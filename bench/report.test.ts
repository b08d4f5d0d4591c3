import { describe, expect, it } from 'vitest';
import type { ApiResult } from './api';
import { checkExport } from './export';
import type { HistoryResult } from './history';
import { goalChecks, renderResults, type RunInfo } from './report';
import type { RowCounts } from './seed';
import { checkGoal } from './stats';
import type { RouteWeight, WebResult } from './web';

const info: RunInfo = {
  date: '2026-11-21T12:00:00.000Z',
  commit: 'abc123',
  machine: { nproc: 2, cpu: 'Test CPU', memoryGiB: 4, node: 'v20.20.2', os: 'Linux', loadAverage: 0.5 },
  command: 'npm run bench -- api',
  engines: ['sqlite'],
};

function apiResult(userRps: number, userP99: number, nodeHttpRps: number): ApiResult {
  return {
    part: 'api',
    startedAt: info.date,
    finishedAt: info.date,
    commit: info.commit,
    quick: false,
    failures: ['api SQLite GET /api/journal-entries: the route is missing'],
    settings: { seconds: 10, warmupSeconds: 2, connections: 50, loginFloodConnections: 10 },
    baselines: {
      nodeHttp: {
        label: 'node:http hello-world',
        rps: nodeHttpRps,
        before: nodeHttpRps,
        after: nodeHttpRps,
        p50: 1,
        p99: 2,
      },
      fastify: { label: 'Fastify hello-world', rps: nodeHttpRps / 2, p50: 1, p99: 2 },
    },
    engines: [
      {
        engine: 'sqlite',
        endpoints: [
          { id: 'user', label: 'GET /api/user', connections: 50, rps: userRps, p50: 2, p90: 3, p99: userP99 },
          {
            id: 'journal',
            label: 'GET /api/journal-entries',
            connections: 50,
            error: 'the route is missing',
          },
        ],
        starvation: [],
      },
    ],
  };
}

describe('goalChecks', () => {
  it('judges the read goals against the same run’s node:http figure', () => {
    const results = goalChecks({ api: apiResult(12_000, 15, 20_000) }).map(checkGoal);
    const byLabel = Object.fromEntries(results.map((r) => [r.label, r]));
    expect(byLabel['GET /api/user: req/s at 50 connections (SQLite)']?.verdict).toBe('met');
    expect(byLabel['GET /api/user: p99 at 50 connections (SQLite)']?.verdict).toBe('met');
    expect(byLabel['GET /api/user: share of bare node:http req/s (SQLite)']).toMatchObject({
      verdict: 'met',
      measured: '60%',
    });
    // /latest was not in the figures: not measured, never assumed.
    expect(byLabel['GET /api/wellbeing-entries/latest: req/s at 50 connections (SQLite)']?.verdict).toBe(
      'not measured',
    );
  });

  it('judges i18n’s growth of the landing page’s and /app’s JavaScript against 10 KB (decision 458)', () => {
    const weight = (route: string, i18n: number): RouteWeight => ({
      route,
      signedIn: route !== '/',
      i18n: { files: 3, gzip: i18n },
    });
    const web = {
      part: 'web',
      startedAt: info.date,
      finishedAt: info.date,
      commit: info.commit,
      quick: false,
      failures: [],
      weights: [weight('/', 4_000), weight('/app', 11_000)],
      lighthouse: [],
    } satisfies WebResult;
    const results = goalChecks({ web }).map(checkGoal);
    const byLabel = Object.fromEntries(results.map((r) => [r.label, r]));
    const label = (page: string) => `${page}: i18n's growth of its JavaScript (runtime and messages), gzip`;
    expect(byLabel[label('landing page')]?.verdict).toBe('met');
    expect(byLabel[label('/app')]?.verdict).toBe('not met');
    expect(
      goalChecks({})
        .map(checkGoal)
        .find((r) => r.label === label('/app'))?.verdict,
    ).toBe('not measured');
  });

  it('gives the gap when a goal is missed', () => {
    const results = goalChecks({ api: apiResult(6_000, 31, 20_000) }).map(checkGoal);
    const rps = results.find((r) => r.label === 'GET /api/user: req/s at 50 connections (SQLite)');
    expect(rps).toMatchObject({ verdict: 'not met', gap: '4,000 short' });
  });
});

describe('renderResults', () => {
  it('states date, commit, machine and command, and lists failures', () => {
    const md = renderResults(info, ['api'], { api: { ...apiResult(12_000, 15, 20_000), run: info } });
    expect(md).toContain('2026-11-21 12:00:00 UTC');
    expect(md).toContain('abc123');
    expect(md).toContain('2 CPUs (Test CPU), 4 GiB memory, Node.js v20.20.2');
    expect(md).toContain('`npm run bench -- api`');
    expect(md).toContain('- api SQLite GET /api/journal-entries: the route is missing');
    expect(md).toContain('| GET /api/journal-entries | FAILED |');
  });

  it('shows a cached list’s repeated reads and its first read after an edit, each judged', () => {
    const history: HistoryResult = {
      part: 'history',
      startedAt: info.date,
      finishedAt: info.date,
      commit: info.commit,
      quick: false,
      failures: [],
      sizes: {
        days: 3652,
        checkins: 100_000,
        spotlights: 100_000,
        journals: 20_000,
        journalChars: 20_000,
        pageRequests: 100,
        zoneSpellings: 20_000,
        journalScreenEntries: 1_000,
        onePage: 60,
      },
      engines: [
        {
          engine: 'sqlite',
          firstPages: [
            {
              path: '/api/journal-entries',
              longP50Ms: 1.2,
              longP99Ms: 3,
              weekP50Ms: 0.5,
              pageP50Ms: 1.1,
              items: { long: 50, week: 0, page: 50 },
              ratio: 1.09,
              coldP50Ms: 17.5,
              coldP99Ms: 30,
            },
            {
              path: '/api/quick-checkins',
              longP50Ms: 1,
              longP99Ms: 2,
              weekP50Ms: 0.8,
              pageP50Ms: 1,
              items: { long: 50, week: 9, page: 50 },
              ratio: 1,
            },
          ],
          firstPagesRss: { beforeMb: 150, afterMb: 152 },
        },
      ],
    };
    const md = renderResults(info, ['history'], { history: { ...history, run: info } });
    expect(md).toContain('first read after an edit');
    expect(md).toContain('| `/api/journal-entries` | 1.2 ms | 3 ms | 17.5 ms (30 ms) |');
    expect(md).toContain('✅ repeated (cached), ❌ cold |');
    expect(md).toMatch(/\| `\/api\/quick-checkins` \| 1 ms \| 2 ms \| — \|.* \| ✅ \|/);
    expect(md).toContain('150 → 152 MB');
  });

  it('renders with no figures at all', () => {
    const md = renderResults(info, [], {});
    // 24 goals of decision 051 and one or more of each later part.
    expect(md).toContain(`0 of ${goalChecks({}).length} goals met.`);
    expect(md).not.toContain('✅');
    expect(md).toContain('None: every figure was produced.');
  });
});

describe('checkExport', () => {
  const rows: RowCounts = {
    users: 1,
    sessions: 1,
    wellbeing_entries: 2,
    dimension_reflections: 0,
    journal_entries: 1,
    quick_checkins: 0,
    spotlight_ratings: 0,
  };

  it('accepts a JSON export holding every seeded record', () => {
    const doc = {
      wellbeingEntries: [{}, {}],
      dimensionReflections: [],
      journalEntries: [{}],
      quickCheckins: [],
      spotlightRatings: [],
    };
    expect(checkExport('json', JSON.stringify(doc), rows)).toContain('wellbeingEntries 2');
  });

  it('rejects a JSON export that lost records', () => {
    const doc = {
      wellbeingEntries: [{}],
      dimensionReflections: [],
      journalEntries: [{}],
      quickCheckins: [],
      spotlightRatings: [],
    };
    expect(() => checkExport('json', JSON.stringify(doc), rows)).toThrow('wellbeingEntries 1 of 2');
  });

  it('parses quoted CSV with line breaks and counts its records', () => {
    const csv =
      'Section,Day,Text\nentry,2026-01-01,"a, b"\nentry,2026-01-02,x\njournal,2026-01-02,"line one\nline two"\n';
    expect(checkExport('csv', csv, rows)).toBe('4 CSV records (RFC 4180) for 3 seeded rows');
    expect(() => checkExport('csv', 'Section\nentry\n', rows)).toThrow('incomplete');
  });
});

describe('renderResults with an earlier RESULTS.md', () => {
  it('keeps the sections and goal rows of parts that have no figures in this run', () => {
    const first = renderResults(info, ['api'], { api: { ...apiResult(12_000, 15, 20_000), run: info } });
    const later: RunInfo = { ...info, date: '2026-11-22T12:00:00.000Z', command: 'npm run bench -- history' };
    const md = renderResults(later, ['history'], {}, first);
    expect(md).toContain('## API capacity');
    const apiRow = md
      .split('\n')
      .find((l) => l.startsWith('| GET /api/user: req/s at 50 connections (SQLite)'));
    expect(apiRow).toContain('12,000 (earlier run)');
    expect(apiRow).toContain('met');
    // Without the earlier file the section is simply absent, as before.
    expect(renderResults(later, ['history'], {})).not.toContain('## API capacity');
  });
});

describe('renderResults keeps goal rows it has no check for', () => {
  it("keeps another engine's rows from the earlier RESULTS.md", () => {
    const earlier = [
      '## Goals',
      '',
      '| Goal | Measured | Target | Verdict | Gap |',
      '| --- | --- | --- | --- | --- |',
      '| export JSON, 10 years: median time (PostgreSQL) | 368 ms | < 1000 ms | ✅ met | — |',
      '',
      '## Failures',
    ].join('\n');
    const md = renderResults(info, [], {}, `\n${earlier}\n`);
    const row = md.split('\n').find((l) => l.startsWith('| export JSON, 10 years: median time (PostgreSQL)'));
    expect(row).toContain('368 ms (earlier run)');
  });
});
