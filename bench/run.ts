/**
 * `npm run bench [-- part…]`: runs the benchmark parts (api, scale, export, web; all by default) on
 * SQLite, and on PostgreSQL too when BENCH_DATABASE_URL is set; writes each part's raw figures to
 * bench/results/<part>.json and renders bench/RESULTS.md from the latest figures of every part.
 * Exits non-zero when any figure could not be produced (a missing route, a failed build, …).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { runApi } from './api';
import { runAreas } from './areas';
import { runDaylio } from './daylio';
import { runDays } from './days';
import { runExport } from './export';
import { runHistory } from './history';
import { runImport } from './import';
import { runInsights } from './insights';
import { runProgress } from './progress';
import { benchEngines } from './lib/database';
import { commit, machine, type Machine } from './lib/machine';
import { installSignalHandlers, runCleanups } from './lib/processes';
import { PART_NAMES, type PartMeta, type PartName } from './lib/results';
import { renderResults, type LatestResults, type RunInfo, type StoredPart } from './report';
import { runReminders } from './reminders';
import { runScale } from './scale';
import { runScreens } from './screens';
import { runWeb } from './web';

const RESULTS_DIR = 'bench/results';
const RESULTS_MD = 'bench/RESULTS.md';

function requestedParts(args: string[]): PartName[] {
  if (args.length === 0) return [...PART_NAMES];
  const unknown = args.filter((a) => !PART_NAMES.includes(a as PartName));
  if (unknown.length > 0) {
    throw new Error(`unknown part(s) ${unknown.join(', ')}; choose from ${PART_NAMES.join(', ')}`);
  }
  return PART_NAMES.filter((p) => args.includes(p));
}

function loadPrevious(part: PartName): StoredPart | undefined {
  const file = join(RESULTS_DIR, `${part}.json`);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as StoredPart;
  } catch {
    return undefined;
  }
}

async function main(): Promise<void> {
  installSignalHandlers();
  const parts = requestedParts(process.argv.slice(2));
  const engines = benchEngines();
  const info: RunInfo = {
    date: new Date().toISOString(),
    commit: commit(),
    machine: machine() satisfies Machine,
    command: `${process.env.BENCH_DATABASE_URL ? 'BENCH_DATABASE_URL=… ' : ''}${process.env.BENCH_QUICK === '1' ? 'BENCH_QUICK=1 ' : ''}npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
    engines,
  };
  console.log(`[bench] parts: ${parts.join(', ')}; engines: ${engines.join(', ')}; commit ${info.commit}`);
  mkdirSync(RESULTS_DIR, { recursive: true });

  const runners: Record<PartName, () => Promise<PartMeta>> = {
    api: () => runApi(info, engines),
    scale: () => runScale(info, engines),
    export: () => runExport(info, engines),
    web: () => runWeb(info),
    history: () => runHistory(info, engines),
    import: () => runImport(info, engines),
    insights: () => runInsights(info, engines),
    days: () => runDays(info, engines),
    reminders: () => runReminders(info, engines),
    progress: () => runProgress(info, engines),
    daylio: () => runDaylio(info, engines),
    areas: () => runAreas(info, engines),
    screens: () => runScreens(info),
  };
  let failed = false;
  for (const part of parts) {
    const started = performance.now();
    let result: PartMeta;
    try {
      result = await runners[part]();
    } catch (err) {
      console.error(`[bench] part ${part} failed: ${(err as Error).stack ?? String(err)}`);
      result = {
        part,
        startedAt: new Date().toISOString(),
        finishedAt: new Date().toISOString(),
        commit: info.commit,
        quick: process.env.BENCH_QUICK === '1',
        failures: [`${part}: ${(err as Error).message}`],
      };
    } finally {
      await runCleanups();
    }
    if (result.failures.length > 0) failed = true;
    const stored: StoredPart = { ...result, run: info };
    writeFileSync(join(RESULTS_DIR, `${part}.json`), `${JSON.stringify(stored, null, 2)}\n`);
    console.log(`[bench] ${part} done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }

  const latest = Object.fromEntries(
    PART_NAMES.map((p) => [p, loadPrevious(p)]).filter(([, r]) => r !== undefined),
  ) as LatestResults;
  // Formatted like every other Markdown file of the repo, so `npm run format:check` stays clean.
  const previous = existsSync(RESULTS_MD) ? readFileSync(RESULTS_MD, 'utf8') : undefined;
  const markdown = renderResults(info, parts, latest, previous);
  const options = (await prettier.resolveConfig(RESULTS_MD)) ?? {};
  writeFileSync(RESULTS_MD, await prettier.format(markdown, { ...options, parser: 'markdown' }));
  console.log(`[bench] wrote ${RESULTS_MD} and ${RESULTS_DIR}/*.json`);
  if (failed) {
    console.error('[bench] some figures could not be produced; see "Failures" in bench/RESULTS.md');
    process.exitCode = 1;
  }
}

main().catch(async (err: unknown) => {
  console.error(`[bench] ${(err as Error).message}`);
  await runCleanups();
  process.exit(1);
});
