/**
 * Renders bench/RESULTS.md from the parts' figures: the run's date, commit, machine and command, the
 * goals (decision 051) with a verdict and the measured gap, then every figure. Pure: no I/O.
 */
import type { ApiEngineResult, ApiResult } from './api';
import { daylioSection, type DaylioBenchResult } from './daylio';
import { areasGoalChecks, areasSection, type AreasResult } from './areas';
import { historySection, type HistoryResult } from './history';
import { daysGoalChecks, daysSection, type DaysResult } from './days';
import { ENGINE_LABEL, type Engine } from './lib/database';
import type { Machine } from './lib/machine';
import type { LoadFigure, PartMeta, PartName } from './lib/results';
import type { ExportResult } from './export';
import { importSection } from './import-report';
import type { ImportBenchResult } from './import';
import type { InsightsResult } from './insights';
import { progressGoalChecks, progressSection, type ProgressResult } from './progress';
import { screensGoalChecks, screensSection, type ScreensResult } from './screens';
import { SCALE_ENDPOINTS, type ScaleEndpoint, type ScalePoint, type ScaleResult } from './scale';
import {
  checkGoal,
  formatBytes,
  formatCount,
  formatMs,
  formatPercent,
  formatRate,
  formatTimes,
  markdownTable,
  ratio,
  type GoalCheck,
  type GoalResult,
} from './stats';
import type { WebResult } from './web';
import { remindersSection, type RemindersResult } from './reminders';

export interface RunInfo {
  date: string;
  commit: string;
  machine: Machine;
  command: string;
  engines: Engine[];
}

/** What run.ts stores per part: the figures plus the run they came from. */
export type StoredPart = PartMeta & { run?: RunInfo };

export type LatestResults = Partial<Record<PartName, StoredPart>>;

const KB = 1024;
const MB = 1024 * 1024;
const intFmt = (n: number) => formatRate(n);
const scoreFmt = (n: number) => String(Math.round(n));

/** Reads must reach this share of the node:http figure. */
export const GOALS = {
  readsRps: 10_000,
  readsP99Ms: 20,
  readsShareOfNodeHttp: 0.4,
  reportP50Ms: 5,
  reportVsWeek: 2,
  exportMs: 1000,
  exportPeakBytes: 150 * MB,
  landingJsBytes: 80 * KB,
  appTotalBytes: 170 * KB,
  /** Issue 34: i18n grows the landing page's and /app's first-load JavaScript by at most 10 KB (decision 458). */
  i18nGrowthBytes: 10 * KB,
  performance: 95,
  accessibility: 100,
  bestPractices: 95,
  readsP99WithLoginsMs: 50,
  /** Login throughput as a share of argon2id alone: the rest of the login path costs under 20%. */
  loginShareOfHash: 0.8,
  whatMovesP50Ms: 50,
  searchP50Ms: 20,
  offlineStartMs: 1000,
} as const;

function endpoint(engine: ApiEngineResult | undefined, id: string): LoadFigure | undefined {
  return engine?.endpoints.find((e) => e.id === id);
}

function scaleFigure(point: ScalePoint | undefined, id: ScaleEndpoint) {
  const f = point?.figures[id];
  return f && !('error' in f) ? f : undefined;
}

export function goalChecks(latest: LatestResults): GoalCheck[] {
  const checks: GoalCheck[] = [];
  const api = latest.api as ApiResult | undefined;
  const nodeHttp = api?.baselines.nodeHttp.rps;
  const sqliteApi = api?.engines.find((e) => e.engine === 'sqlite');
  for (const id of ['user', 'latest']) {
    const f = endpoint(sqliteApi, id);
    const name = id === 'user' ? 'GET /api/user' : 'GET /api/wellbeing-entries/latest';
    checks.push(
      {
        label: `${name}: req/s at 50 connections (SQLite)`,
        value: f?.rps ?? null,
        kind: 'min',
        target: GOALS.readsRps,
        format: intFmt,
      },
      {
        label: `${name}: p99 at 50 connections (SQLite)`,
        value: f?.p99 ?? null,
        kind: 'below',
        target: GOALS.readsP99Ms,
        format: formatMs,
      },
      {
        label: `${name}: share of bare node:http req/s (SQLite)`,
        value: ratio(f?.rps, nodeHttp),
        kind: 'min',
        target: GOALS.readsShareOfNodeHttp,
        format: (n) => formatPercent(n),
      },
    );
  }

  const scale = latest.scale as ScaleResult | undefined;
  // Every goal is listed even when its part has not run: it then shows as not measured.
  for (const engine of scale?.engines ?? [{ engine: 'sqlite' as const, history: [], users: [] }]) {
    const tag = ENGINE_LABEL[engine.engine];
    const week = engine.history.find((p) => p.label === '1 week');
    const decade = engine.history.find((p) => p.label === '10 years');
    for (const id of ['weekly', 'monthly'] as const) {
      const d = scaleFigure(decade, id);
      const w = scaleFigure(week, id);
      checks.push(
        {
          label: `${id} report, 10 years: p50 server-side (${tag})`,
          value: d?.p50 ?? null,
          kind: 'below',
          target: GOALS.reportP50Ms,
          format: formatMs,
        },
        {
          label: `${id} report: 10 years vs 1 week p50 (${tag})`,
          value: ratio(d?.p50, w?.p50),
          kind: 'max',
          target: GOALS.reportVsWeek,
          format: (n) => formatTimes(n),
        },
      );
    }
  }

  const exp = latest.export as ExportResult | undefined;
  for (const engine of exp?.engines ?? [{ engine: 'sqlite' as const, figures: [] }]) {
    const tag = ENGINE_LABEL[engine.engine];
    const figures = (['json', 'csv'] as const).map(
      (format) => engine.figures.find((f) => f.format === format) ?? { format },
    );
    for (const f of figures) {
      checks.push(
        {
          label: `export ${f.format.toUpperCase()}, 10 years: median time (${tag})`,
          value: f.medianMs ?? null,
          kind: 'below',
          target: GOALS.exportMs,
          format: formatMs,
        },
        {
          label: `export ${f.format.toUpperCase()}, 10 years: server peak memory (${tag})`,
          value: f.peakRssKb == null ? null : f.peakRssKb * KB,
          kind: 'below',
          target: GOALS.exportPeakBytes,
          format: formatBytes,
        },
      );
    }
  }

  const web = latest.web as WebResult | undefined;
  {
    const offline = web?.offlineStart && !('error' in web.offlineStart) ? web.offlineStart : undefined;
    checks.push({
      label: '/app cold start offline: cached data shown (median)',
      value: offline?.medianMs ?? null,
      kind: 'below',
      target: GOALS.offlineStartMs,
      format: formatMs,
    });
  }
  {
    const landing = web?.weights.find((w) => w.route === '/');
    const app = web?.weights.find((w) => w.route === '/app');
    checks.push(
      {
        label: 'landing page: JavaScript, gzip',
        value: landing?.byKind?.script?.gzip ?? (landing?.byKind ? 0 : null),
        kind: 'max',
        target: GOALS.landingJsBytes,
        format: formatBytes,
      },
      {
        label: '/app: everything it loads first, gzip',
        value: app?.total?.gzip ?? null,
        kind: 'max',
        target: GOALS.appTotalBytes,
        format: formatBytes,
      },
      // The same build's first-load JavaScript with i18n's modules less without them (decision 458).
      ...(
        [
          ['landing page', landing],
          ['/app', app],
        ] as const
      ).map(([name, w]) => ({
        label: `${name}: i18n's growth of its JavaScript (runtime and messages), gzip`,
        value: w?.i18n?.gzip ?? null,
        kind: 'max' as const,
        target: GOALS.i18nGrowthBytes,
        format: formatBytes,
      })),
    );
    for (const route of ['/', '/app']) {
      const lh = web?.lighthouse.find((l) => l.route === route);
      const name = route === '/' ? 'landing' : '/app (signed in)';
      checks.push(
        {
          label: `Lighthouse mobile performance, ${name}`,
          value: lh?.scores?.performance ?? null,
          kind: 'min',
          target: GOALS.performance,
          format: scoreFmt,
        },
        {
          label: `Lighthouse mobile accessibility, ${name}`,
          value: lh?.scores?.accessibility ?? null,
          kind: 'min',
          target: GOALS.accessibility,
          format: scoreFmt,
        },
        {
          label: `Lighthouse mobile best practices, ${name}`,
          value: lh?.scores?.['best-practices'] ?? null,
          kind: 'min',
          target: GOALS.bestPractices,
          format: scoreFmt,
        },
      );
    }
  }

  for (const engine of api?.engines ?? [{ engine: 'sqlite' as const, endpoints: [], starvation: [] }]) {
    const tag = ENGINE_LABEL[engine.engine];
    const limited = engine.starvation.find((s) => s.limits === 'default');
    checks.push({
      label: `reads p99 while logins hit their rate limit (${tag})`,
      value: limited?.readsWithLogins?.p99 ?? null,
      kind: 'below',
      target: GOALS.readsP99WithLoginsMs,
      format: formatMs,
    });
    const hash = engine.hash && !('error' in engine.hash) ? engine.hash : undefined;
    checks.push({
      label: `login req/s as a share of argon2id alone (${tag})`,
      value: ratio(endpoint(engine, 'login')?.rps, hash?.perSecond),
      kind: 'min',
      target: GOALS.loginShareOfHash,
      format: (n) => formatPercent(n),
    });
  }

  // What moves each area over 10 years (decision 191), search over 20,000 journal entries.
  const insights = latest.insights as InsightsResult | undefined;
  for (const engine of insights?.engines ?? [{ engine: 'sqlite' as const, figures: [] }]) {
    const tag = ENGINE_LABEL[engine.engine];
    const fig = (id: string) => engine.figures.find((f) => f.id === id);
    checks.push({
      label: `GET /api/what-moves, 10 years: p50 (${tag})`,
      value: fig('what-moves')?.p50 ?? null,
      kind: 'below',
      target: GOALS.whatMovesP50Ms,
      format: formatMs,
    });
    for (const id of ['search-common', 'search-rare', 'search-prefix']) {
      checks.push({
        label: `GET /api/search (${id.slice(7)} words), 20,000 entries: p50 (${tag})`,
        value: fig(id)?.p50 ?? null,
        kind: 'below',
        target: GOALS.searchP50Ms,
        format: formatMs,
      });
    }
  }
  checks.push(...daysGoalChecks(latest.days as DaysResult | undefined));
  checks.push(...areasGoalChecks(latest.areas as AreasResult | undefined));
  checks.push(...progressGoalChecks(latest.progress as ProgressResult | undefined));
  checks.push(...screensGoalChecks(latest.screens as ScreensResult | undefined));
  return checks;
}

/**
 * The rows of the goals table in an earlier RESULTS.md, by goal label (cells after the label), so a run
 * of some parts keeps the verdicts of the parts it did not run.
 */
function earlierGoalRows(previous: string | undefined): Map<string, string[]> {
  const rows = new Map<string, string[]>();
  const goals = previous === undefined ? undefined : earlierSection(previous, GOALS_HEADING);
  for (const line of goals?.split('\n') ?? []) {
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    if (cells.length === 5 && cells[0] !== 'Goal' && !/^-+$/.test(cells[0] ?? '')) {
      rows.set(cells[0] ?? '', cells.slice(1));
    }
  }
  return rows;
}

/** The body of a `## heading` section of an earlier RESULTS.md (up to the next `## `), if it has one. */
function earlierSection(previous: string, heading: string): string | undefined {
  const start = previous.indexOf(`\n## ${heading}\n`);
  if (start < 0) return undefined;
  const bodyStart = start + heading.length + 5;
  const end = previous.indexOf('\n## ', bodyStart);
  return previous.slice(bodyStart, end < 0 ? undefined : end).trim();
}

const GOALS_HEADING = 'Goals';

function goalsSection(latest: LatestResults, previous: string | undefined): string {
  const earlier = earlierGoalRows(previous);
  const results: GoalResult[] = goalChecks(latest)
    .map(checkGoal)
    .map((r) => {
      const row = r.verdict === 'not measured' ? earlier.get(r.label) : undefined;
      if (!row || row[2]?.includes('not measured')) return r;
      const [measured = '—', target = r.target, verdictCell = '', gap = '—'] = row;
      const verdict = verdictCell.includes('not met') ? 'not met' : 'met';
      const carried = measured.endsWith('(earlier run)') ? measured : `${measured} (earlier run)`;
      return { ...r, measured: carried, target, verdict, gap };
    });
  // Rows of the earlier run this run has no check for at all (another engine's): kept as they were.
  const labels = new Set(results.map((r) => r.label));
  for (const [label, [measured = '—', target = '—', verdictCell = '', gap = '—'] = []] of earlier) {
    if (labels.has(label) || verdictCell.includes('not measured')) continue;
    const verdict = verdictCell.includes('not met') ? 'not met' : 'met';
    const carried = measured.endsWith('(earlier run)') ? measured : `${measured} (earlier run)`;
    results.push({ label, measured: carried, target, verdict, gap });
  }
  const met = results.filter((r) => r.verdict === 'met').length;
  const mark = { met: '✅ met', 'not met': '❌ not met', 'not measured': '⚠️ not measured' } as const;
  return [
    `${met} of ${results.length} goals met.`,
    '',
    markdownTable(
      ['Goal', 'Measured', 'Target', 'Verdict', 'Gap'],
      results.map((r) => [r.label, r.measured, r.target, mark[r.verdict], r.gap]),
    ),
  ].join('\n');
}

function loadRow(f: LoadFigure, nodeHttp?: number, fastify?: number): string[] {
  if (f.error) return [f.label, 'FAILED', '—', '—', '—', '—', f.error];
  return [
    f.label,
    formatRate(f.rps),
    formatMs(f.p50),
    formatMs(f.p99),
    formatPercent(ratio(f.rps, nodeHttp)),
    formatPercent(ratio(f.rps, fastify)),
    '',
  ];
}

/**
 * Tend's two hottest reads next to the same reads in a bare Fastify on the same SQLite file
 * (bench/baselines/fastify-reads.ts): how far node:http's figure is reachable by any Fastify server
 * that reads the session and an entry per request, and what Tend's contract costs on top.
 */
function floorTable(engine: ApiEngineResult, nodeHttp?: number): string {
  const rows = (engine.floor ?? []).map((bare) => {
    const tend = endpoint(engine, bare.id);
    if (bare.error) return [bare.label, 'FAILED', '—', '—', '—', bare.error];
    return [
      bare.label,
      formatRate(bare.rps),
      formatMs(bare.p50),
      formatPercent(ratio(bare.rps, nodeHttp)),
      formatPercent(ratio(tend?.rps, bare.rps)),
      '',
    ];
  });
  return [
    '**The same reads in a bare Fastify** (the session join and, for /latest, the newest entry, on the same file; ' +
      'no security headers, response schema, logger or other hook), measured right after Tend’s:',
    '',
    markdownTable(['Server', 'req/s', 'p50', 'vs node:http', 'Tend vs it', 'note'], rows),
  ].join('\n');
}

function apiSection(api: ApiResult): string {
  const out: string[] = [];
  const { nodeHttp, fastify } = api.baselines;
  out.push(
    `autocannon in a separate process, ${api.settings.connections} connections, ${api.settings.seconds} s measured after ` +
      `${api.settings.warmupSeconds} s of warm-up per endpoint; browser-like \`accept-encoding\`. Latency of 2xx responses.`,
    '',
    markdownTable(
      ['Baseline', 'req/s (mean)', 'before', 'after', 'p50', 'p99'],
      [nodeHttp, fastify].map((b) =>
        b.error
          ? [b.label, 'FAILED', '—', '—', '—', b.error]
          : [
              b.label,
              formatRate(b.rps),
              formatRate(b.before),
              formatRate(b.after),
              formatMs(b.p50),
              formatMs(b.p99),
            ],
      ),
    ),
  );
  for (const engine of api.engines) {
    out.push('', `### ${ENGINE_LABEL[engine.engine]}`, '');
    if (engine.error) out.push(`FAILED: ${engine.error}`, '');
    if (engine.seed) {
      out.push(
        `Seeded ${engine.seed.users} users, ${formatCount(engine.seed.rows)} rows in ${engine.seed.seconds.toFixed(1)} s ` +
          `(${formatRate(engine.seed.rowsPerSecond)} rows/s).`,
        '',
      );
    }
    out.push(
      markdownTable(
        ['Endpoint', 'req/s', 'p50', 'p99', 'vs node:http', 'vs Fastify', 'note'],
        engine.endpoints.map((f) => loadRow(f, nodeHttp.rps, fastify.rps)),
      ),
    );
    if (engine.floor) out.push('', floorTable(engine, nodeHttp.rps));
    const login = endpoint(engine, 'login');
    if (engine.hash) {
      out.push('');
      if ('error' in engine.hash) out.push(`argon2id alone: FAILED (${engine.hash.error})`);
      else {
        out.push(
          `**Login vs the hash:** argon2id (m=19 MiB, t=2, p=1) alone verifies ${engine.hash.perSecond.toFixed(1)}/s at ` +
            `${engine.hash.concurrency} in flight (one verification: ${formatMs(engine.hash.singleMs)}); login served ` +
            `${login?.rps?.toFixed(1) ?? '—'}/s = ${formatPercent(ratio(login?.rps, engine.hash.perSecond))} of that.`,
        );
      }
    }
    if (engine.starvation.length > 0) {
      out.push(
        '',
        `**Do logins starve reads?** ${api.settings.connections} connections of GET /api/user, alone and while ` +
          `${api.settings.loginFloodConnections} connections hammer POST /api/auth/login with the right password:`,
        '',
        markdownTable(
          [
            'Rate limits',
            'reads alone req/s',
            'p99',
            'reads during logins req/s',
            'p99',
            'login answers/s (statuses)',
          ],
          engine.starvation.map((s) =>
            s.error
              ? [s.limits, 'FAILED', '—', '—', '—', s.error]
              : [
                  s.limits === 'default'
                    ? 'default (30/15 min per IP, 10 per account)'
                    : 'raised (limits never bind)',
                  formatRate(s.readsAlone?.rps),
                  formatMs(s.readsAlone?.p99),
                  formatRate(s.readsWithLogins?.rps),
                  formatMs(s.readsWithLogins?.p99),
                  `${s.loginAttemptsPerSecond?.toFixed(0) ?? '—'} (${Object.entries(s.loginStatusCounts ?? {})
                    .map(([c, n]) => `${formatCount(n)}× ${c}`)
                    .join(', ')})`,
                ],
          ),
        ),
      );
    }
  }
  if (api.sqliteSync) {
    out.push('', '### Write durability cost (SQLite, WAL)', '');
    if ('error' in api.sqliteSync) out.push(`FAILED: ${api.sqliteSync.error}`);
    else {
      const s = api.sqliteSync;
      const sqlite = api.engines.find((e) => e.engine === 'sqlite');
      out.push(
        `One-row upsert per transaction, outside the server: ${formatRate(s.fullPerSecond)}/s at \`synchronous=FULL\` ` +
          `(what Tend uses) vs ${formatRate(s.normalPerSecond)}/s at \`NORMAL\` ` +
          `(${formatTimes(ratio(s.normalPerSecond, s.fullPerSecond))}). Through the API, today's upsert runs at ` +
          `${formatPercent(ratio(endpoint(sqlite, 'upsert')?.rps, endpoint(sqlite, 'latest')?.rps))} of the ` +
          `read rate of GET /latest.`,
      );
    }
  }
  return out.join('\n');
}

function scaleTable(points: ScalePoint[]): string {
  const ids = Object.keys(SCALE_ENDPOINTS) as ScaleEndpoint[];
  const first = points[0];
  const last = points[points.length - 1];
  return markdownTable(
    [
      'Endpoint (p50 / p99)',
      ...points.map((p) => p.label),
      `${last?.label ?? ''} ÷ ${first?.label ?? ''} (p50)`,
    ],
    ids.map((id) => [
      SCALE_ENDPOINTS[id],
      ...points.map((p) => {
        const f = p.figures[id];
        if (!f) return '—';
        return 'error' in f ? 'FAILED' : `${formatMs(f.p50)} / ${formatMs(f.p99)}`;
      }),
      formatTimes(ratio(scaleFigure(last, id)?.p50, scaleFigure(first, id)?.p50)),
    ]),
  );
}

function scaleSection(scale: ScaleResult): string {
  const out: string[] = [
    `One connection (no queueing: the figure is the server's time per request plus a loopback round trip), ` +
      `${scale.settings.seconds} s per endpoint and point. Reports ask for the last full week / month of the history.`,
  ];
  for (const engine of scale.engines) {
    out.push('', `### ${ENGINE_LABEL[engine.engine]}`);
    if (engine.error) out.push('', `FAILED: ${engine.error}`);
    if (engine.history.length > 0) {
      out.push(
        '',
        `History grows (3 users in the database; entries / journal entries of the user: ` +
          `${engine.history.map((p) => `${p.label} ${formatCount(p.entries)} / ${formatCount(p.journalEntries)}`).join(', ')}):`,
        '',
        scaleTable(engine.history),
      );
    }
    if (engine.users.length > 0) {
      out.push(
        '',
        `Users grow (the same user with 1 year of history; other users have ${scale.settings.crowdDays} days each` +
          `${engine.crowdSeed ? `, ${formatCount(engine.crowdSeed.rows)} rows seeded at ${formatRate(engine.crowdSeed.rowsPerSecond)} rows/s` : ''}):`,
        '',
        scaleTable(engine.users),
      );
    }
  }
  out.push(
    '',
    'The whole-list endpoints return every record of the user (no pagination), so they grow with history by design; ' +
      'flat is expected where an index serves a bounded range (reports, latest).',
  );
  return out.join('\n');
}

function exportSection(exp: ExportResult): string {
  const out: string[] = [
    `${exp.runs} exports per format on a fresh server per format; time to the last byte as a browser asks ` +
      `(compression allowed). Peak memory: ${exp.timeAvailable ? '`/usr/bin/time -v` "Maximum resident set size" of the server process over its life' : '`/usr/bin/time` is NOT installed; /proc/<pid>/status VmHWM of the server process instead'}.`,
  ];
  for (const engine of exp.engines) {
    out.push('', `### ${ENGINE_LABEL[engine.engine]}`, '');
    if (engine.error) out.push(`FAILED: ${engine.error}`, '');
    out.push(
      markdownTable(
        ['Format', 'cold', 'median', 'size', 'peak RSS', 'RSS idle before', 'peak before export', 'contents'],
        engine.figures.map((f) =>
          f.error
            ? [f.format.toUpperCase(), 'FAILED', '—', '—', '—', '—', '—', f.error]
            : [
                f.format.toUpperCase(),
                formatMs(f.coldMs),
                formatMs(f.medianMs),
                formatBytes(f.bytes),
                formatBytes(f.peakRssKb == null ? null : f.peakRssKb * KB),
                formatBytes(f.idleRssKb == null ? null : f.idleRssKb * KB),
                formatBytes(f.startupPeakKb == null ? null : f.startupPeakKb * KB),
                f.records ?? '',
              ],
        ),
      ),
    );
  }
  return out.join('\n');
}

function webSection(web: WebResult): string {
  const out: string[] = [
    'Each route loaded once in Chromium (390×844, fresh context) until the network is idle; every response ' +
      'gzipped with zlib (default level). "wire" is what the server actually sent (its own negotiated compression).',
    '',
    markdownTable(
      [
        'Route',
        'JS gzip',
        'CSS gzip',
        'JS+CSS gzip',
        'everything gzip',
        'everything wire',
        'files',
        'h1 shown',
      ],
      web.weights.map((w) =>
        w.error
          ? [`${w.route}${w.signedIn ? ' (signed in)' : ''}`, 'FAILED', '—', '—', '—', '—', '—', w.error]
          : [
              `${w.route}${w.signedIn ? ' (signed in)' : ''}`,
              formatBytes(w.byKind?.script?.gzip ?? 0),
              formatBytes(w.byKind?.stylesheet?.gzip ?? 0),
              formatBytes(w.jsCss?.gzip),
              formatBytes(w.total?.gzip),
              formatBytes(w.total?.wire),
              String(w.total?.files ?? 0),
              w.heading ?? '',
            ],
      ),
    ),
    '',
    'Lighthouse, default (mobile) settings with simulated throttling:',
    '',
    markdownTable(
      [
        'Page',
        'Performance',
        'Accessibility',
        'Best practices',
        'SEO',
        'FCP',
        'LCP',
        'TBT',
        'CLS',
        'benchmarkIndex',
      ],
      web.lighthouse.map((l) =>
        l.error
          ? [l.route, 'FAILED', '—', '—', '—', '—', '—', '—', '—', l.error]
          : [
              `${l.route}${l.signedIn ? ' (signed in)' : ''}`,
              String(l.scores?.performance ?? '—'),
              String(l.scores?.accessibility ?? '—'),
              String(l.scores?.['best-practices'] ?? '—'),
              String(l.scores?.seo ?? '—'),
              formatMs(l.metrics?.fcpMs),
              formatMs(l.metrics?.lcpMs),
              formatMs(l.metrics?.tbtMs),
              l.metrics?.cls == null ? '—' : l.metrics.cls.toFixed(3),
              l.benchmarkIndex == null ? '—' : String(Math.round(l.benchmarkIndex)),
            ],
      ),
    ),
  ];
  const failing = web.lighthouse.flatMap((l) => (l.failing ?? []).map((a) => ({ ...a, route: l.route })));
  if (failing.length > 0) {
    out.push(
      '',
      'Audits that lost points:',
      '',
      ...failing.map(
        (a) => `- ${a.route} · ${a.category} · \`${a.id}\`: ${a.title} (score ${a.score ?? '—'})`,
      ),
    );
  }
  return out.join('\n');
}

function partStamp(part: StoredPart, info: RunInfo): string {
  const same = part.run && part.run.date === info.date;
  return same
    ? ''
    : `_Figures of an earlier run: ${part.startedAt.slice(0, 16).replace('T', ' ')} UTC, commit ${part.commit}` +
        `${part.run ? `, \`${part.run.command}\`` : ''}._\n\n`;
}

/**
 * RESULTS.md from the latest figures of every part (decision 279). `previous` is the RESULTS.md being replaced: a part
 * with no stored figures here (bench/results/ is per machine) keeps its section and goal rows from it,
 * so running one part never erases what other parts measured earlier.
 */
export function renderResults(
  info: RunInfo,
  ran: PartName[],
  latest: LatestResults,
  previous?: string,
): string {
  const m = info.machine;
  const quick = Object.values(latest).some((p) => p?.quick);
  const sections: string[] = [
    '# Tend benchmarks — results',
    '',
    'Written by `npm run bench` (bench/run.ts); do not edit by hand. Raw figures: `bench/results/*.json` (not committed).',
    '',
    `- **Date:** ${info.date.slice(0, 19).replace('T', ' ')} UTC`,
    `- **Commit:** ${info.commit}`,
    `- **Machine:** ${m.nproc} CPUs (${m.cpu}), ${m.memoryGiB} GiB memory, Node.js ${m.node}, ${m.os}; load average ${m.loadAverage} at the start`,
    `- **Command:** \`${info.command}\` (parts run: ${ran.join(', ')}; engines: ${info.engines.map((e) => ENGINE_LABEL[e]).join(', ')})`,
    '- **Reproduce:** `npm run bench` (SQLite); `BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench` (SQLite and PostgreSQL; a throw-away database is created and dropped); `npm run bench -- api web` runs only those parts.',
  ];
  if (quick) {
    sections.push(
      '',
      '> **QUICK MODE (BENCH_QUICK=1):** short runs and small seeds, to check the harness. Do not compare these figures.',
    );
  }
  sections.push(
    '',
    'Figures are read as ratios against baselines measured in the same run: the machine is shared and noisy.',
    '',
    `## ${GOALS_HEADING}`,
    '',
    goalsSection(latest, previous),
  );
  /** A part's section: from its figures, or carried over from the earlier RESULTS.md. */
  const section = (heading: string, body: (() => string) | undefined): void => {
    const text = body?.() ?? (previous === undefined ? undefined : earlierSection(previous, heading));
    if (text !== undefined) sections.push('', `## ${heading}`, '', text);
  };
  const api = latest.api as (ApiResult & StoredPart) | undefined;
  section('API capacity', api && (() => partStamp(api, info) + apiSection(api)));
  const scale = latest.scale as (ScaleResult & StoredPart) | undefined;
  section('Latency as data grows', scale && (() => partStamp(scale, info) + scaleSection(scale)));
  const exp = latest.export as (ExportResult & StoredPart) | undefined;
  section('Export of 10 years', exp && (() => partStamp(exp, info) + exportSection(exp)));
  const web = latest.web as (WebResult & StoredPart) | undefined;
  section('Page weight and Lighthouse', web && (() => partStamp(web, info) + webSection(web)));
  const history = latest.history as (HistoryResult & StoredPart) | undefined;
  section('A long-time user', history && (() => partStamp(history, info) + historySection(history)));
  const imp = latest.import as (ImportBenchResult & StoredPart) | undefined;
  section('Import of 10 years', imp && (() => partStamp(imp, info) + importSection(imp)));
  const days = latest.days as (DaysResult & StoredPart) | undefined;
  section('Any day: calendar and streaks', days && (() => partStamp(days, info) + daysSection(days)));
  const progress = latest.progress as (ProgressResult & StoredPart) | undefined;
  section(
    'The long view: progress over 10 years',
    progress && (() => partStamp(progress, info) + progressSection(progress)),
  );
  const reminders = latest.reminders as (RemindersResult & StoredPart) | undefined;
  section('Reminders', reminders && (() => partStamp(reminders, info) + remindersSection(reminders)));

  const daylio = latest.daylio as (DaylioBenchResult & StoredPart) | undefined;
  section(
    'Switching from Daylio: 10 years of CSV',
    daylio && (() => partStamp(daylio, info) + daylioSection(daylio)),
  );

  const areas = latest.areas as (AreasResult & StoredPart) | undefined;
  section(
    'Your wheel: days and reports with custom areas',
    areas && (() => partStamp(areas, info) + areasSection(areas)),
  );

  const screens = latest.screens as (ScreensResult & StoredPart) | undefined;
  section(
    'Every signed-in screen with three years of history',
    screens && (() => partStamp(screens, info) + screensSection(screens)),
  );

  const failures = Object.values(latest).flatMap((p) => p?.failures ?? []);
  sections.push('', '## Failures', '');
  sections.push(
    failures.length === 0 ? 'None: every figure was produced.' : failures.map((f) => `- ${f}`).join('\n'),
  );
  sections.push(
    '',
    '## Method',
    '',
    '- The server is the production start (`node [flags] scripts/start.mjs` with the node flags of the start script in package.json, what `npm start` runs) with `LOG_LEVEL=warn`, serving a client built by `vite build`; each part gets a fresh database (SQLite file, or a new PostgreSQL database) seeded by `bench/seed.ts`, and drops it afterwards.',
    '- Load comes from autocannon in a second process (`bench/lib/load-driver.ts`); latencies are taken from its per-response timings at full precision. Any non-2xx answer under load fails the figure instead of being measured.',
    '- Seeded users authenticate with a session token written by the seeder (as login would), so reads measure the session check, not the password hash. Rate limits are raised for every figure except the "default limits" starvation row.',
    '- Scale curves use one connection, so they show the time the server spends per request rather than queueing.',
  );
  return `${sections.join('\n')}\n`;
}
