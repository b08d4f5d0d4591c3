import { useId, useLayoutEffect, useMemo, useState } from 'react';
import { DIMENSIONS, getDimension, type DimensionKey } from '../../../core/dimensions';
import type { ApiWellbeingEntry } from '../../../core/schemas/wellbeing';
import { formatScore } from '../../../core/scores';
import { Card, CardDescription, CardTitle } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { formatDay } from '../../lib/format-date';
import {
  chartBox,
  chartPositions,
  chartSeries,
  linePath,
  seriesSummary,
  type ChartPoint,
} from './progress-rules';

const GRID = [0, 2.5, 5, 7.5, 10];

/** The width of an element in CSS pixels, kept current as it resizes (0 until it is measured). */
function useWidth(): [(element: Element | null) => void, number] {
  const [element, setElement] = useState<Element | null>(null);
  const [width, setWidth] = useState(0);
  // Measured before the browser paints, so the chart never shows at one size and then another.
  useLayoutEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setWidth(element.getBoundingClientRect().width);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, width];
}

/**
 * The overall score and one chosen area over time, drawn as plain SVG (no chart library: two lines do
 * not justify one). The SVG is an image with a written summary; the exact numbers are in a table below.
 */
export function TrendChart({ entries }: { entries: readonly ApiWellbeingEntry[] }) {
  const id = useId();
  const [area, setArea] = useState<DimensionKey>('sleep');
  const overall = useMemo(() => chartSeries(entries, 'overall'), [entries]);
  const chosen = useMemo(() => chartSeries(entries, area), [entries, area]);
  const { label: areaLabel, color: areaColor } = getDimension(area);
  const [measured, width] = useWidth();
  const box = chartBox(width);

  const firstDay = overall[0]?.day;
  const lastDay = overall[overall.length - 1]?.day;
  if (!firstDay || !lastDay) return null;

  const overallPos = chartPositions(overall, firstDay, lastDay, box);
  const chosenPos = chartPositions(chosen, firstDay, lastDay, box);
  const yOf = (v: number) => box.top + (1 - v / 10) * (box.height - box.top - box.bottom);
  const summary = `${seriesSummary('Overall', overall)} ${seriesSummary(areaLabel, chosen)}`;

  return (
    <Card>
      <div className="flex items-start justify-between gap-3">
        <div>
          <CardTitle>Your Trend</CardTitle>
          <CardDescription className="mt-0.5">
            {overall.length === 1 ? 'Your first check-in' : `Your last ${overall.length} check-ins`}
          </CardDescription>
        </div>
      </div>

      <div className="mt-4 flex items-end gap-3">
        <div className="min-w-0 flex-1 space-y-1.5">
          <Label htmlFor={`${id}-area`}>Compare with</Label>
          <select
            id={`${id}-area`}
            value={area}
            onChange={(e) => setArea(e.target.value as DimensionKey)}
            // Not the shared field classes: they grey out :read-only, which every <select> matches.
            className="h-11 w-full rounded-xl border border-input bg-surface px-3 text-base text-foreground shadow-sm focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
          >
            {DIMENSIONS.map((d) => (
              <option key={d.key} value={d.key}>
                {d.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-sm" aria-label="Legend">
        <li className="flex items-center gap-2">
          <LegendLine className="stroke-primary" />
          Overall
        </li>
        <li className="flex items-center gap-2">
          <LegendLine color={areaColor} dashed />
          {areaLabel}
        </li>
      </ul>

      <svg
        ref={measured}
        viewBox={`0 0 ${box.width} ${box.height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="mt-2 h-auto w-full overflow-visible"
      >
        <title id={`${id}-title`}>{`Overall score and ${areaLabel} over time`}</title>
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
            {v % 5 === 0 && (
              <text
                x={box.left - 8}
                y={yOf(v)}
                textAnchor="end"
                dominantBaseline="middle"
                className="fill-muted-foreground text-[11px]"
              >
                {v}
              </text>
            )}
          </g>
        ))}
        <text
          x={box.left}
          y={box.height - 6}
          textAnchor={firstDay === lastDay ? 'middle' : 'start'}
          className="fill-muted-foreground text-[11px]"
          {...(firstDay === lastDay ? { x: (box.left + box.width - box.right) / 2 } : {})}
        >
          {formatDay(firstDay, 'dayMonth')}
        </text>
        {firstDay !== lastDay && (
          <text
            x={box.width - box.right}
            y={box.height - 6}
            textAnchor="end"
            className="fill-muted-foreground text-[11px]"
          >
            {formatDay(lastDay, 'dayMonth')}
          </text>
        )}
        <Series positions={chosenPos} color={areaColor} dashed />
        <Series positions={overallPos} className="stroke-primary" />
      </svg>
      {overall.length === 1 && (
        <p className="mt-2 text-sm text-muted-foreground">
          Your trend line appears after your second check-in.
        </p>
      )}

      <details className="group mt-3">
        <summary className="flex min-h-11 cursor-pointer items-center text-sm font-medium text-primary">
          Show as table
        </summary>
        <TrendTable overall={overall} chosen={chosen} areaLabel={areaLabel} />
      </details>
    </Card>
  );
}

function Series({
  positions,
  color,
  className,
  dashed,
}: {
  positions: { x: number; y: number }[];
  color?: string;
  className?: string;
  dashed?: boolean;
}) {
  const path = linePath(positions);
  return (
    <g className={className} stroke={color} fill="none">
      {path && (
        <path
          d={path}
          strokeWidth={2.5}
          strokeLinejoin="round"
          strokeLinecap="round"
          strokeDasharray={dashed ? '6 5' : undefined}
        />
      )}
      {positions.length <= 31 &&
        positions.map((p, i) => (
          <circle key={i} cx={p.x} cy={p.y} r={3.5} strokeWidth={2} className="fill-surface" />
        ))}
    </g>
  );
}

function TrendTable({
  overall,
  chosen,
  areaLabel,
}: {
  overall: ChartPoint[];
  chosen: ChartPoint[];
  areaLabel: string;
}) {
  const byDay = new Map(chosen.map((p) => [p.day, p.value]));
  return (
    <div className="mt-2 max-h-72 overflow-y-auto rounded-xl border border-border">
      <table className="w-full text-sm">
        <caption className="sr-only">{`Overall score and ${areaLabel} per check-in`}</caption>
        <thead className="sticky top-0 bg-surface-muted text-left">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Date
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Overall
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {areaLabel}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {[...overall].reverse().map((p) => {
            const value = byDay.get(p.day);
            return (
              <tr key={p.day}>
                <th scope="row" className="px-3 py-2 text-left font-normal">
                  {formatDay(p.day, 'day')}
                </th>
                <td className="px-3 py-2 text-right tabular-nums">{formatScore(p.value)}</td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {value === undefined ? '—' : formatScore(value)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function LegendLine({ color, className, dashed }: { color?: string; className?: string; dashed?: boolean }) {
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
