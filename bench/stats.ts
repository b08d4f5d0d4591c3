/**
 * Pure helpers of the benchmarks: percentiles, ratios, formatting and goal verdicts. No I/O, so they are
 * unit-tested (bench/stats.test.ts) while the timed parts are not.
 */

export interface LatencySummary {
  count: number;
  mean: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

/**
 * The nearest-rank percentile (p in 0–100) of values sorted ascending: the smallest value with at least
 * p% of the values at or below it. NaN when there are none.
 */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  if (p <= 0) return sorted[0] as number;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, rank) - 1] as number;
}

/** Summary of raw latencies in milliseconds (any order; the input is not modified). */
export function summarize(latencies: ArrayLike<number>): LatencySummary {
  const sorted = Float64Array.from(latencies).sort();
  let sum = 0;
  for (const v of sorted) sum += v;
  return {
    count: sorted.length,
    mean: sorted.length ? sum / sorted.length : Number.NaN,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted.length ? (sorted[sorted.length - 1] as number) : Number.NaN,
  };
}

/** a / b, or null when either side is missing or b is not positive. */
export function ratio(a: number | null | undefined, b: number | null | undefined): number | null {
  if (a == null || b == null || !Number.isFinite(a) || !Number.isFinite(b) || b <= 0) return null;
  return a / b;
}

/** A ratio as a percentage with no decimals ("43%"), or "—". */
export function formatPercent(r: number | null): string {
  return r == null ? '—' : `${Math.round(r * 100)}%`;
}

/** A ratio as a multiplier ("1.35×"), or "—". */
export function formatTimes(r: number | null): string {
  return r == null ? '—' : `${r.toFixed(2)}×`;
}

/** Requests per second with thousands separators and no decimals ("12,345"). */
export function formatRate(n: number | null | undefined): string {
  if (n == null || !Number.isFinite(n)) return '—';
  return Math.round(n).toLocaleString('en-US');
}

/** Milliseconds with a precision that suits the size: "0.42 ms", "3.1 ms", "250 ms". */
export function formatMs(ms: number | null | undefined): string {
  if (ms == null || !Number.isFinite(ms)) return '—';
  if (ms < 1) return `${ms.toFixed(2)} ms`;
  if (ms < 10) return `${ms.toFixed(1)} ms`;
  return `${Math.round(ms)} ms`;
}

/** Bytes in binary units: "812 B", "80.0 KB", "1.50 MB" (1 KB = 1024 B, as the goals mean it). */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes == null || !Number.isFinite(bytes)) return '—';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

/** An integer with thousands separators. */
export function formatCount(n: number | null | undefined): string {
  return n == null || !Number.isFinite(n) ? '—' : n.toLocaleString('en-US');
}

/** 'max': at most the target; 'below': strictly under it ("p99 under 20 ms"); 'min': at least it. */
export type Comparison = 'max' | 'below' | 'min';

export interface GoalCheck {
  /** What is measured, e.g. "GET /api/user p99 (SQLite)". */
  label: string;
  /** The measured value, or null when it could not be measured. */
  value: number | null;
  kind: Comparison;
  target: number;
  /** How to print value and target. */
  format: (n: number) => string;
}

export type Verdict = 'met' | 'not met' | 'not measured';

export interface GoalResult {
  label: string;
  verdict: Verdict;
  measured: string;
  target: string;
  /** The distance to the target when it is missed, e.g. "+4.2 ms over" or "2,310 req/s short". */
  gap: string;
}

export function checkGoal(goal: GoalCheck): GoalResult {
  const sign = { max: '≤', below: '<', min: '≥' }[goal.kind];
  const target = `${sign} ${goal.format(goal.target)}`;
  if (goal.value == null || !Number.isFinite(goal.value)) {
    return { label: goal.label, verdict: 'not measured', measured: '—', target, gap: '—' };
  }
  const met =
    goal.kind === 'max'
      ? goal.value <= goal.target
      : goal.kind === 'below'
        ? goal.value < goal.target
        : goal.value >= goal.target;
  const diff = Math.abs(goal.value - goal.target);
  const gap = met ? '—' : `${goal.format(diff)} ${goal.kind === 'min' ? 'short' : 'over'}`;
  return {
    label: goal.label,
    verdict: met ? 'met' : 'not met',
    measured: goal.format(goal.value),
    target,
    gap,
  };
}

/** A Markdown table; cells are escaped so a `|` in a value cannot break the layout. */
export function markdownTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const line = (cells: readonly string[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}
