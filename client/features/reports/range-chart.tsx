import { useId } from 'react';
import { daysBetween } from '../../../core/dates';
import type { ApiProgressPoint } from '../../../core/schemas/progress';
import {
  axisTicks,
  chartPositions,
  chartSeries,
  linePath,
  seriesRuns,
  seriesSummary,
  type ChartBox,
  type ChartMetric,
} from '../../shared/charts/chart-rules';
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
  const span = daysBetween(from, to);
  const innerWidth = box.width - box.left - box.right;
  const xOf = (day: string) =>
    box.left + (span === 0 ? innerWidth / 2 : (daysBetween(from, day) / span) * innerWidth);
  const yOf = (v: number) => box.top + (1 - v / 10) * (box.height - box.top - box.bottom);
  // A label between the ends keeps clear of the end labels (about 40 units wide each).
  const ticks = withTicks
    ? axisTicks(from, to, Math.floor(innerWidth / 70) - 1).filter(
        (t) => xOf(t.day) - box.left > 64 && box.width - box.right - xOf(t.day) > 64,
      )
    : [];
  const series = lines.map((line) => ({ line, points: chartSeries(points, line.metric) }));
  const summary = series.map((s) => seriesSummary(s.line.label, s.points)).join(' ');
  const endStyle = span > 120 ? 'shortMonthYear' : 'dayMonth';
  return (
    <svg
      viewBox={`0 0 ${box.width} ${box.height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className="block h-auto w-full overflow-visible"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{summary}</desc>
      {GRID.map((v) => (
        <g key={v}>
          <line
            x1={box.left}
            x2={box.width - box.right}
            y1={yOf(v)}
            y2={yOf(v)}
            className="stroke-border"
            strokeWidth={1}
            strokeDasharray={v === 0 ? undefined : '3 4'}
          />
          <text
            x={box.left - 6}
            y={yOf(v)}
            textAnchor="end"
            dominantBaseline="middle"
            className="fill-muted-foreground"
            fontSize={labelSize}
          >
            {v}
          </text>
        </g>
      ))}
      {ticks.map((t) => (
        <text
          key={t.day}
          x={xOf(t.day)}
          y={box.height - 4}
          textAnchor="middle"
          className="fill-muted-foreground"
          fontSize={labelSize}
        >
          {t.style === 'year' ? t.day.slice(0, 4) : formatDay(t.day, 'shortMonth')}
        </text>
      ))}
      <text x={box.left} y={box.height - 4} className="fill-muted-foreground" fontSize={labelSize}>
        {formatDay(from, endStyle)}
      </text>
      {span > 0 && (
        <text
          x={box.width - box.right}
          y={box.height - 4}
          textAnchor="end"
          className="fill-muted-foreground"
          fontSize={labelSize}
        >
          {formatDay(to, endStyle)}
        </text>
      )}
      {series.map(({ line, points: linePoints }) => {
        const runs = seriesRuns(linePoints, MAX_GAP_DAYS).map((run) => chartPositions(run, from, to, box));
        const count = linePoints.length;
        return (
          <g
            key={line.metric}
            stroke={line.color}
            className={line.color ? undefined : 'stroke-primary'}
            fill="none"
          >
            {runs.map((run, i) => (
              <g key={i}>
                {run.length > 1 && (
                  <path
                    d={linePath(run)}
                    strokeWidth={count > 120 ? 1.5 : 2.25}
                    strokeLinejoin="round"
                    strokeLinecap="round"
                    strokeDasharray={line.dashed ? '6 5' : undefined}
                  />
                )}
                {(count <= 31 || run.length === 1) &&
                  run.map((p, j) => (
                    <circle
                      key={j}
                      cx={p.x}
                      cy={p.y}
                      r={count <= 31 ? 3 : 2}
                      strokeWidth={2}
                      className="fill-surface"
                    />
                  ))}
              </g>
            ))}
          </g>
        );
      })}
    </svg>
  );
}

/** A line's key: a short stroke in its colour and style, and its name. */
export function LegendItem({ line }: { line: RangeLine }) {
  return (
    <li className="flex items-center gap-2">
      <svg
        aria-hidden
        viewBox="0 0 24 8"
        className={`h-2 w-6 shrink-0 ${line.color ? '' : 'stroke-primary'}`}
        stroke={line.color}
      >
        <line
          x1="2"
          y1="4"
          x2="22"
          y2="4"
          strokeWidth="3"
          strokeLinecap="round"
          strokeDasharray={line.dashed ? '5 4' : undefined}
        />
      </svg>
      {line.label}
    </li>
  );
}
