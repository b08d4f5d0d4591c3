import { t } from '@lingui/core/macro';
import { formatDecimal } from '../../lib/i18n';
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
  const target = formatDecimal(p.target);
  if (p.current === null) {
    return kind === 'week'
      ? t`No check-ins this week · target ${target}`
      : t`No check-ins this month · target ${target}`;
  }
  const current = formatDecimal(p.current);
  if (p.reached) return t`${current} of ${target} · target reached`;
  const left = formatDecimal(Math.round((p.target - p.current) * 10) / 10);
  if (p.moved === null || p.moved === 0) return t`${current} of ${target} · ${left} to go`;
  const moved = formatDecimal(Math.abs(p.moved));
  if (p.moved > 0) {
    return kind === 'week'
      ? t`${current} of ${target} · ${moved} closer than last week`
      : t`${current} of ${target} · ${moved} closer than last month`;
  }
  return kind === 'week'
    ? t`${current} of ${target} · ${moved} further than last week`
    : t`${current} of ${target} · ${moved} further than last month`;
}
