import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { CORE_FEELING_KEY } from '../../../core/dimensions';
import { useAreas, type Wheel } from '../../shared/areas/use-areas';
import type { ProgressRange } from '../../../core/progress';
import type { ApiProgress } from '../../../core/schemas/progress';
import { formatScore } from '../../../core/scores';
import { Card, CardDescription, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { SegmentedChoice } from '../../components/ui/segmented-choice';
import { useAfterLayout } from '../../lib/after-layout';
import { cn } from '../../lib/cn';
import { formatDay } from '../../lib/format-date';
import { formatDecimal } from '../../lib/i18n';
import { ChartEnds, ChartGrid, ChartSeries, LegendLine, tickLabel } from '../../shared/charts/chart-parts';
import {
  axisTicks,
  chartBox,
  chartPositions,
  chartScale,
  chartSeries,
  isWeekly,
  seriesRuns,
  seriesSummary,
  ticksClearOfEnds,
  type ChartBox,
  type ChartMetric,
  type ChartPoint,
} from '../../shared/charts/chart-rules';
import { RANGE_OPTIONS } from './progress-rules';

const GRID = [0, 2.5, 5, 7.5, 10];
/** The core feeling's line: a colour of its own, apart from the eight areas'. */
const CORE_FEELING_COLOR = '#7c6bb0';
/** The labels' size in the drawing's units (CSS pixels in the SVG), in the class and for spacing them. */
const LABEL_SIZE = 11;
const TEXT = { className: 'fill-muted-foreground text-[11px]' };
const SCREEN_LOOK = { thick: 2.5, thin: 1.75, dot: 3.5 };

/**
 * The box the chart is drawn in, for the width its element is laid out at, kept current as it resizes.
 * Measured when the browser has laid the frame out, before it paints it (decision 543), so the chart never
 * shows at one size and then another, and the first render lays nothing out in the middle of React's
 * commit. The state holds the drawn width, not the measured one: on a phone every width draws the same
 * 340-wide picture, so the first measure changes nothing and draws nothing again (decision 548).
 */
function useChartBox(): [(element: Element | null) => void, ChartBox] {
  const [element, setElement] = useState<Element | null>(null);
  const [drawnWidth, setDrawnWidth] = useState(() => chartBox(0).width);
  useAfterLayout(element, (box) => {
    const next = chartBox(box.width).width;
    if (next !== drawnWidth) flushSync(() => setDrawnWidth(next));
  });
  return [setElement, chartBox(drawnWidth)];
}

/** A series' name and colour; the core feeling and the overall named in the reader's language. */
function metricOf(metric: ChartMetric, wheel: Wheel): { label: string; color: string } {
  if (metric === CORE_FEELING_KEY) return { label: t`Core Feeling`, color: CORE_FEELING_COLOR };
  if (metric === 'overall') return { label: t`Overall`, color: '' };
  const area = wheel.byKey(metric);
  return { label: area?.label ?? metric, color: area?.color ?? CORE_FEELING_COLOR };
}

/**
 * "1095 days with an entry in the last year" (the plain count, without grouping: it is what people
 * compare with), one whole sentence per range in the reader's language. Only "all" can be drawn as
 * weekly means (the fixed ranges are a year at most, drawn day by day).
 */
function countLine(progress: ApiProgress, range: ProgressRange, weekly: boolean): string {
  const total = progress.total;
  const count = String(total);
  switch (range) {
    case '30d':
      return plural(total, {
        one: `${count} day with an entry in the last 30 days`,
        other: `${count} days with an entry in the last 30 days`,
      });
    case '90d':
      return plural(total, {
        one: `${count} day with an entry in the last 90 days`,
        other: `${count} days with an entry in the last 90 days`,
      });
    case '1y':
      return plural(total, {
        one: `${count} day with an entry in the last year`,
        other: `${count} days with an entry in the last year`,
      });
    case 'all': {
      const since = formatDay(progress.from, 'day');
      return weekly
        ? plural(total, {
            one: `${count} day with an entry since ${since}, drawn as weekly means`,
            other: `${count} days with an entry since ${since}, drawn as weekly means`,
          })
        : plural(total, {
            one: `${count} day with an entry since ${since}`,
            other: `${count} days with an entry since ${since}`,
          });
    }
  }
}

/**
 * The overall score and one chosen area (or the core feeling) over 30 days, 90 days, a year or all
 * time, drawn as plain SVG (no chart library: two lines do not justify one). Beyond a year the server
 * sends weekly means, so ten years stay ~520 points; breaks in checking in leave the line open; the
 * axis is labelled by month or year. The SVG is an image with a written summary; the exact numbers
 * are in a table below.
 */
export function TrendChart({
  progress,
  range,
  onRange,
  updating,
}: {
  progress: ApiProgress;
  range: ProgressRange;
  onRange: (range: ProgressRange) => void;
  /** Another range is being read; the one shown stays, dimmed. */
  updating: boolean;
}) {
  const id = useId();
  const { i18n } = useLingui();
  const wheel = useAreas();
  const [metric, setMetric] = useState<ChartMetric>(() => wheel.shown[0]?.key ?? 'sleep');
  const overall = useMemo(() => chartSeries(progress.points, 'overall'), [progress]);
  const chosen = useMemo(() => chartSeries(progress.points, metric), [progress, metric]);
  const { label: metricLabel, color: metricColor } = metricOf(metric, wheel);
  const [measured, box] = useChartBox();
  const [tableOpen, setTableOpen] = useState(false);

  const firstDay = progress.from;
  const lastDay = progress.to;
  const weekly = isWeekly(overall) || isWeekly(chosen);
  // A break from checking in longer than this leaves the line open.
  const maxGap = weekly ? 28 : 7;
  const { span, innerWidth, xOf, yOf } = chartScale(box, firstDay, lastDay);
  const endStyle = span > 120 ? 'shortMonthYear' : 'dayMonth';
  const firstLabel = formatDay(firstDay, span === 0 ? 'dayMonth' : endStyle);
  const lastLabel = span === 0 ? undefined : formatDay(lastDay, endStyle);
  const x1 = box.left;
  const x2 = box.width - box.right;
  // A month's label keeps clear of the end labels (shared/charts).
  const ticks = ticksClearOfEnds(
    axisTicks(firstDay, lastDay, Math.floor(innerWidth / 64) - 1),
    tickLabel,
    xOf,
    {
      x1,
      x2,
      first: firstLabel,
      last: lastLabel,
      fontSize: LABEL_SIZE,
    },
  );
  const overallLabel = t(i18n)`Overall`;
  const summary = `${seriesSummary(overallLabel, overall)} ${seriesSummary(metricLabel, chosen)}`;
  const runsOf = (points: ChartPoint[]) =>
    seriesRuns(points, maxGap).map((run) => chartPositions(run, firstDay, lastDay, box));

  return (
    <Card data-testid="trend">
      <CardTitle>
        <Trans>Your Trend</Trans>
      </CardTitle>
      <CardDescription className="mt-0.5" aria-live="polite">
        {countLine(progress, range, weekly)}
      </CardDescription>

      <fieldset className="mt-4">
        <legend className="sr-only">
          <Trans>Range</Trans>
        </legend>
        <SegmentedChoice
          name={`${id}-range`}
          options={RANGE_OPTIONS.map((o) => ({ value: o.range, label: i18n._(o.label) }))}
          value={range}
          onChange={onRange}
          // A longer language's name wraps to a second line rather than past the edge of a phone.
          segmentClassName="leading-tight"
        />
      </fieldset>

      <Field id={`${id}-area`} label={<Trans>Compare with</Trans>} className="mt-4 space-y-1.5">
        <select
          id={`${id}-area`}
          value={metric}
          onChange={(e) => setMetric(e.target.value as ChartMetric)}
          // Not the shared field classes: they grey out :read-only, which every <select> matches.
          className="h-11 w-full rounded-xl border border-input bg-surface px-3 text-base text-foreground shadow-sm focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
        >
          {wheel.shown.map((d) => (
            <option key={d.key} value={d.key}>
              {d.label}
            </option>
          ))}
          <option value={CORE_FEELING_KEY}>{t(i18n)`Core Feeling`}</option>
        </select>
      </Field>

      <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-sm" aria-label={t(i18n)`Legend`}>
        <li className="flex min-w-0 items-center gap-2">
          <LegendLine className="shrink-0 stroke-primary" />
          <span className="min-w-0 wrap-anywhere">{overallLabel}</span>
        </li>
        <li className="flex min-w-0 items-center gap-2">
          <LegendLine color={metricColor} dashed className="shrink-0" />
          {/* An area's own name can be one long word (up to 40 characters). */}
          <span className="min-w-0 wrap-anywhere">{metricLabel}</span>
        </li>
      </ul>

      <svg
        ref={measured}
        viewBox={`0 0 ${box.width} ${box.height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        aria-busy={updating}
        className={cn('mt-2 h-auto w-full overflow-visible transition-opacity', updating && 'opacity-60')}
      >
        <title id={`${id}-title`}>{t(i18n)`Overall score and ${metricLabel} over time`}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        <ChartGrid
          values={GRID}
          yOf={yOf}
          x1={box.left}
          x2={box.width - box.right}
          labelGap={8}
          labelled={(v) => v % 5 === 0}
          text={TEXT}
        />
        {ticks.map((t) => (
          <g key={t.day}>
            <line
              x1={xOf(t.day)}
              x2={xOf(t.day)}
              y1={box.top}
              y2={yOf(0)}
              className="stroke-border"
              strokeWidth={1}
              strokeDasharray="1 4"
            />
            <text x={xOf(t.day)} y={box.height - 6} textAnchor="middle" className={TEXT.className}>
              {tickLabel(t)}
            </text>
          </g>
        ))}
        <ChartEnds
          x1={x1}
          x2={x2}
          y={box.height - 6}
          first={firstLabel}
          last={lastLabel}
          centreAlone
          text={TEXT}
        />
        <ChartSeries runs={runsOf(chosen)} look={SCREEN_LOOK} color={metricColor} dashed />
        <ChartSeries runs={runsOf(overall)} look={SCREEN_LOOK} className="stroke-primary" />
      </svg>
      {overall.length === 0 && (
        <p className="mt-2 text-sm text-muted-foreground">
          <Trans>No check-ins in this range yet.</Trans>
        </p>
      )}
      {overall.length === 1 && (
        <p className="mt-2 text-sm text-muted-foreground">
          <Trans>Your trend line appears after your second check-in.</Trans>
        </p>
      )}

      {/* The table is made when it is opened: closed, its rows (a row per point) were a third of the
          chart's first drawing for nothing (decision 548). */}
      <details className="group mt-3" onToggle={(e) => setTableOpen(e.currentTarget.open)}>
        <summary className="flex min-h-11 cursor-pointer items-center text-sm font-medium text-primary">
          <Trans>Show as table</Trans>
        </summary>
        {tableOpen && <TrendTable overall={overall} chosen={chosen} label={metricLabel} weekly={weekly} />}
      </details>
    </Card>
  );
}

function TrendTable({
  overall,
  chosen,
  label,
  weekly,
}: {
  overall: ChartPoint[];
  chosen: ChartPoint[];
  label: string;
  weekly: boolean;
}) {
  const { t } = useLingui();
  // Every point with either value, newest first: the core feeling can have days without an entry.
  const rows = useMemo(() => {
    const byDay = new Map<string, { day: string; to: string; overall?: number; chosen?: number }>();
    for (const p of overall) byDay.set(p.day, { day: p.day, to: p.to, overall: p.value });
    for (const p of chosen) {
      const row = byDay.get(p.day) ?? { day: p.day, to: p.to };
      row.chosen = p.value;
      byDay.set(p.day, row);
    }
    return [...byDay.values()].sort((a, b) => (a.day < b.day ? 1 : -1));
  }, [overall, chosen]);
  return (
    // A scrolling box a keyboard can reach and scroll (ten years of weeks are 520 rows).
    <div
      tabIndex={0}
      role="region"
      aria-label={t`${label}: table`}
      className="mt-2 max-h-72 overflow-y-auto rounded-xl border border-border focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className="w-full text-sm">
        <caption className="sr-only">
          {weekly ? t`Overall score and ${label} per week` : t`Overall score and ${label} per day`}
        </caption>
        <thead className="sticky top-0 bg-surface-muted text-start">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {weekly ? t`Week of` : t`Date`}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-medium">
              {t`Overall`}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-medium">
              {label}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((r) => (
            <tr key={r.day}>
              <th scope="row" className="px-3 py-2 text-start font-normal">
                {formatDay(r.day, 'day')}
              </th>
              <td className="px-3 py-2 text-end tabular-nums">
                {r.overall === undefined ? '—' : formatDecimal(formatScore(r.overall))}
              </td>
              <td className="px-3 py-2 text-end tabular-nums">
                {r.chosen === undefined ? '—' : formatDecimal(formatScore(r.chosen))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
