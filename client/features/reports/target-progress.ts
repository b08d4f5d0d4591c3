import { formatScore } from '../../../core/scores';
import type { ApiReportArea } from '../../../core/schemas/reports';
import type { ApiTargets } from '../../../core/schemas/targets';

export interface TargetProgress {
  key: string;
  label: string;
  target: number;
  /** The period's mean, or null when the area has no data in it. */
  current: number | null;
  /** How far the mean moved toward the target since the previous period (negative: away), or null. */
  moved: number | null;
  reached: boolean;
}

/** One row per area that has a target (decision 130: reports show movement toward the targets). */
export function targetProgress(
  areas: readonly ApiReportArea[],
  targets: ApiTargets | undefined,
): TargetProgress[] {
  if (!targets) return [];
  return areas.flatMap((area) => {
    // Areas of one's own have targets too (decision 375).
    const raw = targets[area.key];
    if (raw === null || raw === undefined) return [];
    const target = Number(raw);
    const current = area.current === null ? null : Number(area.current);
    const previous = area.previous === null ? null : Number(area.previous);
    const gap = (x: number) => Math.max(0, target - x);
    const moved =
      current === null || previous === null ? null : Math.round((gap(previous) - gap(current)) * 10) / 10;
    return [
      {
        key: area.key,
        label: area.label,
        target,
        current,
        moved,
        reached: current !== null && current >= target,
      },
    ];
  });
}

/** "6.5 of 8.0 · 0.5 closer than last week" */
export function describeProgress(p: TargetProgress, kind: 'week' | 'month'): string {
  if (p.current === null) return `No check-ins this ${kind} · target ${formatScore(p.target)}`;
  const head = `${formatScore(p.current)} of ${formatScore(p.target)}`;
  if (p.reached) return `${head} · target reached`;
  const left = `${formatScore(Math.round((p.target - p.current) * 10) / 10)} to go`;
  if (p.moved === null || p.moved === 0) return `${head} · ${left}`;
  return p.moved > 0
    ? `${head} · ${formatScore(p.moved)} closer than last ${kind}`
    : `${head} · ${formatScore(-p.moved)} further than last ${kind}`;
}
