import { useId } from 'react';
import type { ApiProgressPoint } from '../../../core/schemas/progress';
import {
  axisTicks,
  chartPositions,
  chartScale,
  chartSeries,
  seriesRuns,
  seriesSummary,
  ticksClearOfEnds,
  type ChartBox,
  type ChartMetric,
} from '../../shared/charts/chart-rules';
import { ChartEnds, ChartGrid, ChartSeries, LegendLine, tickLabel } from '../../shared/charts/chart-parts';
import { formatDay } from '../../lib/format-date';

/** One line of a chart: what it draws and how. */
export interface RangeLine {
  metric: ChartMetric;
  label: string;
  /** A colour, or none for the primary colour (the overall score). */
  color?: string;
  dashed?: boolean;
}

const GRID = [0, 5, 10];
/** A break from checking in longer than this leaves the line open. */
const MAX_GAP_DAYS = 7;
/** The report's lines and dots: a little finer than Progress's trend. */
const PRINT_LOOK = { thick: 2.25, thin: 1.5, dot: 3 };

/**
 * A still line chart of a report's days (decision 304): a fixed drawing scaled to its box, so it looks
 * the same on a phone, a wide screen and paper, with no control to press. The geometry is Progress's
 * (shared/charts); the exact numbers are in the report's table, and the chart has a spoken summary.
 */
export function RangeChart({
  points,
  from,
  to,
  lines,
  title,
  box,
  ticks: withTicks = true,
  labelSize = 11,
}: {
  points: readonly ApiProgressPoint[];
  from: string;
  to: string;
  lines: readonly RangeLine[];
  title: string;
  box: ChartBox;
  /** Month (or year) labels between the ends; small charts have only their ends. */
  ticks?: boolean;
  /** The labels' size in the drawing's units (it is scaled with the drawing). */
  labelSize?: number;
}) {
  const id = useId();
  const { span, innerWidth, xOf, yOf } = chartScale(box, from, to);
  const endStyle = span > 120 ? 'shortMonthYear' : 'dayMonth';
  const first = formatDay(from, endStyle);
  const last = span > 0 ? formatDay(to, endStyle) : undefined;
  const x1 = box.left;
  const x2 = box.width - box.right;
  // A label between the ends keeps clear of the end labels (shared/charts).
  const ticks = withTicks
    ? ticksClearOfEnds(axisTicks(from, to, Math.floor(innerWidth / 70) - 1), tickLabel, xOf, {
        x1,
        x2,
        first,
        last,
        fontSize: labelSize,
      })
    : [];
  const series = lines.map((line) => ({ line, points: chartSeries(points, line.metric) }));
  const summary = series.map((s) => seriesSummary(s.line.label, s.points)).join(' ');
  const text = { className: 'fill-muted-foreground', fontSize: labelSize };
  return (
    <svg
      viewBox={`0 0 ${box.width} ${box.height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      // Time runs left to right in every language, Arabic too (decision 430): the drawing is not
      // mirrored, and its labels anchor as drawn rather than flipping with a right-to-left page.
      direction="ltr"
      className="block h-auto w-full overflow-visible"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{summary}</desc>
      <ChartGrid values={GRID} yOf={yOf} x1={box.left} x2={box.width - box.right} labelGap={6} text={text} />
      {ticks.map((t) => (
        <text
          key={t.day}
          x={xOf(t.day)}
          y={box.height - 4}
          textAnchor="middle"
          className={text.className}
          fontSize={labelSize}
        >
          {tickLabel(t)}
        </text>
      ))}
      <ChartEnds x1={x1} x2={x2} y={box.height - 4} first={first} last={last} text={text} />
      {series.map(({ line, points: linePoints }) => (
        <ChartSeries
          key={line.metric}
          runs={seriesRuns(linePoints, MAX_GAP_DAYS).map((run) => chartPositions(run, from, to, box))}
          look={PRINT_LOOK}
          color={line.color}
          className={line.color ? undefined : 'stroke-primary'}
          dashed={line.dashed}
        />
      ))}
    </svg>
  );
}

/** A line's key: a short stroke in its colour and style, and its name. */
export function LegendItem({ line }: { line: RangeLine }) {
  return (
    <li className="flex min-w-0 items-center gap-2">
      <LegendLine
        color={line.color}
        dashed={line.dashed}
        className={line.color ? 'shrink-0' : 'shrink-0 stroke-primary'}
      />
      <span className="min-w-0 wrap-anywhere">{line.label}</span>
    </li>
  );
}
