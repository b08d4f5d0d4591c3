import type { SVGProps } from 'react';
/**
 * The drawn parts every line chart over days shares (decision 322): the value grid with its labels,
 * the x axis's end and tick labels, the lines with their dots, and a legend's stroke. Progress's trend,
 * the report's charts and the WHO-5 trend each compose them; the geometry is in chart-rules.ts.
 *
 * Time runs left to right in every language, right-to-left ones too (decision 435): the labels are set
 * `direction="ltr"`, so an end label's `start`/`end` anchor stays at the left or right end of the axis
 * rather than flipping with an Arabic page's direction (which pushed it outside the drawing). The
 * words inside a label (an Arabic month name) are still laid out in their own direction.
 */
import { formatDay } from '../../lib/format-date';
import { linePath } from './chart-rules';

/** How a chart's labels are set: a class, and a size in the drawing's units where it is scaled. */
export interface ChartText {
  className: string;
  fontSize?: number;
}

/** A number or a date on a chart, in the chart's text look: always left to right, whatever the page's direction. */
export function ChartLabel({ text, ...rest }: SVGProps<SVGTextElement> & { text: ChartText }) {
  return <text direction="ltr" className={text.className} fontSize={text.fontSize} {...rest} />;
}

/** The horizontal grid lines at `values` (the lowest solid, the others dashed) and their labels. */
export function ChartGrid({
  values,
  yOf,
  x1,
  x2,
  labelGap,
  labelled = () => true,
  text,
}: {
  values: readonly number[];
  yOf: (value: number) => number;
  x1: number;
  x2: number;
  /** How far left of the grid a value's label ends. */
  labelGap: number;
  /** Which values are labelled (all by default). */
  labelled?: (value: number) => boolean;
  text: ChartText;
}) {
  return values.map((v) => (
    <g key={v}>
      <line
        x1={x1}
        x2={x2}
        y1={yOf(v)}
        y2={yOf(v)}
        className="stroke-border"
        strokeWidth={1}
        strokeDasharray={v === 0 ? undefined : '3 4'}
      />
      {labelled(v) && (
        <ChartLabel x={x1 - labelGap} y={yOf(v)} textAnchor="end" dominantBaseline="middle" text={text}>
          {v}
        </ChartLabel>
      )}
    </g>
  ));
}

/** A tick's label on the x axis: its year, or its month's short name. */
export function tickLabel(tick: { day: string; style: 'month' | 'year' }): string {
  return tick.style === 'year' ? tick.day.slice(0, 4) : formatDay(tick.day, 'shortMonth');
}

/**
 * The x axis's end labels on the baseline `y`: `first` at the left end and `last` at the right; with
 * no `last` (a single day), `first` alone, in the middle when `centreAlone`, else at the left end.
 */
export function ChartEnds({
  x1,
  x2,
  y,
  first,
  last,
  centreAlone,
  text,
}: {
  x1: number;
  x2: number;
  y: number;
  first: string;
  last?: string;
  centreAlone?: boolean;
  text: ChartText;
}) {
  const alone = last === undefined && centreAlone;
  return (
    <>
      <ChartLabel x={alone ? (x1 + x2) / 2 : x1} y={y} textAnchor={alone ? 'middle' : 'start'} text={text}>
        {first}
      </ChartLabel>
      {last !== undefined && (
        <ChartLabel x={x2} y={y} textAnchor="end" text={text}>
          {last}
        </ChartLabel>
      )}
    </>
  );
}

/** A line's look at two sizes: up to 120 points (`thick`) and beyond, and its dots' radius up to a month. */
export interface SeriesLook {
  thick: number;
  thin: number;
  dot: number;
}

/**
 * One series drawn as its runs (a break from checking in leaves the line open): a line through each
 * run, and dots while they fit (a month); a lone point between breaks always gets one.
 */
export function ChartSeries({
  runs,
  look,
  color,
  className,
  dashed,
}: {
  runs: readonly (readonly { x: number; y: number }[])[];
  look: SeriesLook;
  color?: string;
  className?: string;
  dashed?: boolean;
}) {
  const count = runs.reduce((n, run) => n + run.length, 0);
  return (
    <g className={className} stroke={color} fill="none">
      {runs.map((run, i) => (
        <g key={i}>
          {run.length > 1 && (
            <path
              d={linePath(run)}
              strokeWidth={count > 120 ? look.thin : look.thick}
              strokeLinejoin="round"
              strokeLinecap="round"
              strokeDasharray={dashed ? '6 5' : undefined}
            />
          )}
          {(count <= 31 || run.length === 1) &&
            run.map((p, j) => (
              <circle
                key={j}
                cx={p.x}
                cy={p.y}
                r={count <= 31 ? look.dot : 2}
                strokeWidth={2}
                className="fill-surface"
              />
            ))}
        </g>
      ))}
    </g>
  );
}

/** A legend's short stroke in a line's colour and style. */
export function LegendLine({
  color,
  className,
  dashed,
}: {
  color?: string;
  className?: string;
  dashed?: boolean;
}) {
  return (
    <svg aria-hidden viewBox="0 0 24 8" className={`h-2 w-6 ${className ?? ''}`} stroke={color}>
      <line
        x1="2"
        y1="4"
        x2="22"
        y2="4"
        strokeWidth="3"
        strokeLinecap="round"
        strokeDasharray={dashed ? '5 4' : undefined}
      />
    </svg>
  );
}
