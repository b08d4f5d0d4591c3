/**
 * Shapes shared by the parts: what each writes to bench/results/<part>.json and what the report reads.
 */
import type { LatencySummary } from '../stats';
import { ENGINE_LABEL, type Engine } from './database';

export type PartName =
  | 'api'
  | 'scale'
  | 'export'
  | 'web'
  | 'history'
  | 'days'
  | 'import'
  | 'insights'
  | 'reminders'
  | 'progress'
  | 'daylio'
  | 'areas'
  | 'screens';
export const PART_NAMES: readonly PartName[] = [
  'api',
  'scale',
  'export',
  'web',
  'history',
  'days',
  'import',
  'insights',
  'reminders',
  'progress',
  'daylio',
  'areas',
  'screens',
];

export interface PartMeta {
  part: PartName;
  startedAt: string;
  finishedAt: string;
  commit: string;
  quick: boolean;
  /** Everything that failed in this part, one line each; empty when all figures were produced. */
  failures: string[];
}

/** One measured request under load. `error` is set instead of figures when it could not be measured. */
export interface LoadFigure {
  id: string;
  label: string;
  connections: number;
  rps?: number;
  p50?: number;
  p90?: number;
  p99?: number;
  statusCounts?: Record<string, number>;
  error?: string;
}

export function figureFromLoad(
  id: string,
  label: string,
  connections: number,
  load: { okRps: number; latency: LatencySummary; statusCounts: Record<string, number> },
): LoadFigure {
  return {
    id,
    label,
    connections,
    rps: load.okRps,
    p50: load.latency.p50,
    p90: load.latency.p90,
    p99: load.latency.p99,
    statusCounts: load.statusCounts,
  };
}

/**
 * Runs one measurement; a failure is logged, recorded in `failures` and returned as an error, and the
 * part goes on with its other measurements.
 */
export async function attempt<T>(
  failures: string[],
  what: string,
  fn: () => Promise<T>,
): Promise<T | { error: string }> {
  try {
    return await fn();
  } catch (err) {
    const message = `${what}: ${(err as Error).message}`;
    console.error(`[bench] FAILED ${message}`);
    failures.push(message);
    return { error: (err as Error).message };
  }
}

/**
 * `measure` on each engine in turn (`part` names it in a failure): an engine that fails is kept as
 * `{ engine, error }` and listed in `failures`, so one engine's failure never hides the other's figures.
 */
export async function perEngine<R>(
  failures: string[],
  part: string,
  engines: readonly Engine[],
  measure: (engine: Engine) => Promise<R>,
): Promise<(R | { engine: Engine; error: string })[]> {
  const results: (R | { engine: Engine; error: string })[] = [];
  for (const engine of engines) {
    const measured = await attempt(failures, `${part} ${ENGINE_LABEL[engine]}`, () => measure(engine));
    results.push(isError(measured) ? { engine, error: measured.error } : measured);
  }
  return results;
}

export function isError(value: unknown): value is { error: string } {
  return typeof value === 'object' && value !== null && 'error' in value;
}
