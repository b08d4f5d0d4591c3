/**
 * A WHO-5 trend (decision 291): a small line chart of the percentage scores over time, with the low
 * and very low ranges shaded, and the same results as a table — the table is what assistive
 * technology reads (the chart is hidden from it). Presentational only: Progress and the report view
 * hand it their points. Its words are in the `client` catalogue (decision 385: Progress and the report
 * view, of the `insights` group, show it; the app's catalogue is always loaded). Time runs left to right
 * in right-to-left languages too (decision 435).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { daysBetween } from '../../../core/dates';
import {
  WHO5_LOW_MAX_RAW,
  WHO5_PERCENT_PER_POINT,
  WHO5_VERY_LOW_MAX_RAW,
  type Who5Band,
} from '../../../core/who5';
import { Badge } from '../../components/ui/badge';
import { useAfterLayout } from '../../lib/after-layout';
import { cn } from '../../lib/cn';
import { formatDay } from '../../lib/format-date';
import { ChartEnds, ChartGrid } from '../charts/chart-parts';

export interface Who5TrendPoint {
  /** The local day of the result, YYYY-MM-DD. */
  day: string;
  /** 0–100 (raw × 4). */
  percent: number;
  band: Who5Band;
}

export interface Who5TrendProps {
  /** Oldest first. */
  points: readonly Who5TrendPoint[];
  /** The table's caption (visually hidden unless `showTable` shows it). */
  caption?: string;
  /** Show the table under the chart (the report view); otherwise it is read by screen readers only. */
  showTable?: boolean;
  /** Newest first in the table (Progress's list). Default: as the chart, oldest first. */
  newestFirst?: boolean;
  className?: string;
}

const HEIGHT = 176;
const BOX = { left: 34, right: 14, top: 10, bottom: 26 };
/** The top of each shaded range: the highest percentage of its band. */
const LOW_TOP = WHO5_LOW_MAX_RAW * WHO5_PERCENT_PER_POINT;
const VERY_LOW_TOP = WHO5_VERY_LOW_MAX_RAW * WHO5_PERCENT_PER_POINT;
/** The shaded ranges, the wider first: the very low one is drawn over it, darker. */
const SHADED = [
  { top: LOW_TOP, opacity: 0.4 },
  { top: VERY_LOW_TOP, opacity: 0.9 },
];
const TEXT = { className: 'fill-muted-foreground text-[11px]' };
/** A low band's short name, where the table and the shaded ranges have little room; none for the rest. */
const LOW_NAMES = { 'very-low': msg`Very low`, low: msg`Low` } as const;
const BAND_SHORT_NAMES: Record<Who5Band, MessageDescriptor | null> = { ...LOW_NAMES, none: null };

/**
 * The width the chart is drawn at, in CSS pixels, so its text stays its own size at any width: the
 * fallback until the browser has laid the frame out, then the measured width, committed before that
 * frame is painted (decision 543) — no second drawing after the first paint, and no layout forced in
 * the middle of React's commit.
 */
function useWidth(fallback: number) {
  const [element, ref] = useState<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(fallback);
  useAfterLayout(element, (box) => {
    const w = Math.round(box.width);
    if (w > 0) flushSync(() => setWidth(w));
  });
  return { ref, width };
}

export function Who5Trend({ points, caption, showTable, newestFirst, className }: Who5TrendProps) {
  const id = useId();
  const { i18n, t } = useLingui();
  const { ref, width } = useWidth(320);
  const first = points[0];
  const last = points.at(-1);
  const span = first && last ? Math.max(0, daysBetween(first.day, last.day)) : 0;
  const plotWidth = Math.max(1, width - BOX.left - BOX.right);
  const plotHeight = HEIGHT - BOX.top - BOX.bottom;
  const xOf = (day: string) =>
    BOX.left + (span === 0 || !first ? plotWidth / 2 : (daysBetween(first.day, day) / span) * plotWidth);
  const yOf = (percent: number) => BOX.top + plotHeight - (percent / 100) * plotHeight;
  const line = points.map(
    (p, i) => `${i === 0 ? 'M' : 'L'}${xOf(p.day).toFixed(1)},${yOf(p.percent).toFixed(1)}`,
  );
  const rows = newestFirst ? [...points].reverse() : points;

  return (
    <div className={cn('min-w-0', className)}>
      <div ref={ref} className="w-full" aria-hidden>
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
          width="100%"
          height={HEIGHT}
          className="block overflow-visible"
          direction="ltr"
          data-testid="who5-chart"
        >
          {/* The low range (raw ≤ 12) and, inside it, the very low range (raw ≤ 7). */}
          {SHADED.map(({ top, opacity }) => (
            <rect
              key={top}
              x={BOX.left}
              width={plotWidth}
              y={yOf(top)}
              height={yOf(0) - yOf(top)}
              className="fill-accent"
              opacity={opacity}
            />
          ))}
          <ChartGrid
            values={[0, 50, 100]}
            yOf={yOf}
            x1={BOX.left}
            x2={BOX.left + plotWidth}
            labelGap={8}
            text={TEXT}
          />
          {/* Each shaded range named at its top left, under the line's usual height. */}
          {(
            [
              ['low', LOW_TOP],
              ['very-low', VERY_LOW_TOP],
            ] as const
          ).map(([band, top]) => (
            <text
              key={band}
              x={BOX.left + 6}
              y={yOf(top) + 13}
              className="fill-accent-foreground text-[10px] font-medium"
            >
              {i18n._(LOW_NAMES[band])}
            </text>
          ))}
          {first && last && (
            <ChartEnds
              x1={BOX.left}
              x2={BOX.left + plotWidth}
              y={HEIGHT - 6}
              first={formatDay(first.day, 'day')}
              last={span > 0 ? formatDay(last.day, 'day') : undefined}
              centreAlone
              text={TEXT}
            />
          )}
          {points.length > 1 && (
            <path
              d={line.join(' ')}
              fill="none"
              className="stroke-primary"
              strokeWidth={2.5}
              strokeLinejoin="round"
              strokeLinecap="round"
            />
          )}
          {points.map((p) => (
            <circle
              key={p.day}
              cx={xOf(p.day)}
              cy={yOf(p.percent)}
              r={points.length > 40 ? 2.5 : 4}
              strokeWidth={2}
              className="fill-surface stroke-primary"
            />
          ))}
        </svg>
      </div>
      {points.length === 0 && (
        <p className="mt-2 text-sm text-muted-foreground">
          <Trans>No results yet.</Trans>
        </p>
      )}
      <table className={cn('w-full text-sm', showTable ? 'mt-3' : 'sr-only')} aria-describedby={`${id}-note`}>
        <caption className={cn('text-start font-medium', !showTable && 'sr-only')}>
          {caption ?? t`WHO-5 results`}
        </caption>
        <thead>
          <tr className="border-b border-border text-muted-foreground">
            <th scope="col" className="py-1.5 pe-2 text-start font-medium">
              <Trans>Date</Trans>
            </th>
            <th scope="col" className="py-1.5 ps-2 text-end font-medium">
              <Trans>Wellbeing (of 100)</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((p) => {
            const name = BAND_SHORT_NAMES[p.band];
            const label = name && i18n._(name);
            return (
              <tr key={p.day}>
                <th scope="row" className="py-2 pe-2 text-start font-normal whitespace-nowrap">
                  <time dateTime={p.day}>{formatDay(p.day, 'day')}</time>
                </th>
                <td className="py-2 ps-2 text-end">
                  <span className="inline-flex flex-wrap items-center justify-end gap-2">
                    {label && <Badge variant="accent">{label}</Badge>}
                    <span className="font-semibold tabular-nums">{p.percent}</span>
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p id={`${id}-note`} className="sr-only">
        <Trans>Scores of 48 or less are low wellbeing, 28 or less very low.</Trans>
      </p>
    </div>
  );
}
