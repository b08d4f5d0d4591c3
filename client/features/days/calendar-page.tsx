import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useAreas } from '../../shared/areas/use-areas';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SCORE_BANDS } from '../../../core/bands';
import type { Area } from '../../../core/areas';
import { BAND_NAMES } from '../../shared/wellbeing/band-names';
import { shownScore } from '../../shared/wellbeing/score-words';
import { intlLocale } from '../../lib/i18n';
import type { ApiDay } from '../../../core/schemas/days';
import { Button, buttonClasses, StepButton } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ScreenHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { useSignedInUser } from '../../api/user';
import { describeDay, longDay, todayIn } from '../../lib/edit-day';
import { daysRangeQuery } from '../../api/days';
import { StreakCelebration } from '../../shared/streak/streak-celebration';
import { CELL_CLASSES, PIXEL_CLASSES } from './band-colors';
import {
  addMonths,
  dayOf,
  daysInMonth,
  daySummaryText,
  isMetric,
  metricLabel,
  metricScore,
  metricsOf,
  monthParam,
  monthSpan,
  monthWeeks,
  movePixel,
  scoreColor,
  yearParam,
  yearSpan,
  type CalendarMetric,
} from './calendar-rules';
import { formatDay, monthName } from '../../lib/format-date';
import { weekdaysInOrder } from '../../../core/dates';

// The reads' schemas (zod/mini's, decision 534) start loading with the screen (decision 500); the route's
// preloads hold them too, so they come with the page.
void import('../../../core/schemas/records').catch(() => undefined);

/** Monday to Sunday, short and long, in the reader's language ("Mon"/"Monday", "Mo"/"Montag"). */
function weekdays(locale: string | undefined): [string, string][] {
  // 5 January 2026 is a Monday. The formatters are format-date's cached ones (decision 105).
  const days = Array.from({ length: 7 }, (_, i) => `2026-01-${String(5 + i).padStart(2, '0')}`);
  // Arabic's "short" names are the whole words ("الخميس"), too wide for a phone's column: its narrow
  // letters then, with the whole name in the abbreviation's title.
  const shortNames = days.map((d) => formatDay(d, 'shortWeekday', locale));
  const tooLong = shortNames.some((name) => name.length > 6);
  return days.map((d, i) => [
    tooLong ? formatDay(d, 'narrowWeekday', locale) : shortNames[i]!,
    formatDay(d, 'weekday', locale),
  ]);
}

/** The months' first letters for the year grid's columns ("J", "F", … in English). */
function monthLetters(locale: string | undefined): string[] {
  return Array.from({ length: 12 }, (_, i) =>
    formatDay(`2026-${String(i + 1).padStart(2, '0')}-01`, 'narrowMonth', locale),
  );
}

/**
 * The calendar (decision 117): a month view and a year in pixels, coloured by score band for the overall score,
 * one area or the core feeling. The view, metric, month and year live in the address, so Back and a
 * reload keep them. Each day opens /calendar/{day}.
 */
export default function CalendarPage() {
  const { t, i18n } = useLingui();
  const user = useSignedInUser();
  const today = todayIn(user.timeZone);
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'year' ? 'year' : 'month';
  const rawMetric = params.get('metric');
  const metricId = useId();
  const wheel = useAreas();
  // A metric of the shown areas only: a hidden area's link colours by Overall until it is shown again.
  const metric: CalendarMetric =
    isMetric(rawMetric) && metricsOf(wheel.shown, i18n).some((m) => m.key === rawMetric)
      ? rawMetric
      : 'overall';

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) next.set(key, value);
    setParams(next, { replace: true });
  };

  return (
    <>
      <ScreenHeader
        title={t`Calendar`}
        description={t`Every day you have filled in. Open any day to see it, change it or fill it in.`}
        back={{ to: '/app', label: t`Back to home` }}
      />
      <p className="mb-4 text-sm text-muted-foreground">
        <Trans>Current streak</Trans>{' '}
        <span className="font-semibold text-foreground tabular-nums">
          <Plural value={user.currentStreak} one="# day" other="# days" />
        </span>
        {' · '}
        <Trans>Longest</Trans>{' '}
        <span className="font-semibold text-foreground tabular-nums">
          <Plural value={user.longestStreak} one="# day" other="# days" />
        </span>
      </p>

      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div
          role="group"
          aria-label={t`View`}
          className="flex rounded-xl border border-border bg-surface p-1"
        >
          {(['month', 'year'] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => update({ view: v })}
              className={cn(
                'min-h-11 rounded-lg px-4 text-sm font-medium transition-colors',
                view === v ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-surface-muted',
              )}
            >
              {v === 'month' ? t`Month` : t`Year`}
            </button>
          ))}
        </div>
        <div className="min-w-40 flex-1 space-y-1">
          <label htmlFor={metricId} className="text-sm font-medium">
            <Trans>Colour by</Trans>
          </label>
          <select
            id={metricId}
            value={metric}
            onChange={(event) => update({ metric: event.target.value })}
            className="h-11 w-full rounded-xl border border-input bg-surface px-3 text-base text-foreground"
          >
            {metricsOf(wheel.shown, i18n).map((m) => (
              <option key={m.key} value={m.key}>
                {m.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      {view === 'month' ? (
        <MonthView
          month={monthParam(params.get('month'), today)}
          today={today}
          metric={metric}
          onMonth={(month) => update({ month })}
        />
      ) : (
        <YearView
          year={yearParam(params.get('year'), today)}
          today={today}
          metric={metric}
          onYear={(year) => update({ year: String(year) })}
        />
      )}
      <Legend metric={metric} />
      <StreakCelebration />
    </>
  );
}

function PeriodNav({
  label,
  previous,
  next,
  onPrevious,
  onNext,
  canNext,
  canPrevious,
}: {
  label: string;
  previous: string;
  next: string;
  onPrevious: () => void;
  onNext: () => void;
  canNext: boolean;
  canPrevious: boolean;
}) {
  return (
    <div className="mb-3 flex items-center justify-between gap-2">
      <StepButton step={-1} label={previous} variant="outline" onClick={onPrevious} disabled={!canPrevious} />
      <h2 className="text-lg font-semibold tabular-nums" aria-live="polite">
        {label}
      </h2>
      <StepButton step={1} label={next} variant="outline" onClick={onNext} disabled={!canNext} />
    </div>
  );
}

function useDays(from: string, to: string) {
  const query = useQuery(daysRangeQuery(from, to));
  const byDay = new Map<string, ApiDay>((query.data ?? []).map((d) => [d.day, d]));
  return { query, byDay };
}

function LoadState({ query }: { query: ReturnType<typeof useDays>['query'] }) {
  const { t } = useLingui();
  // Drawn over the grid below (which already has its size), not above it: when the days arrive the
  // grid does not move up (decision 315).
  if (query.isPending) {
    return (
      <div className="relative h-0">
        <Spinner
          label={t`Loading your days`}
          className="absolute start-1/2 top-16 z-10 -translate-x-1/2 rtl:translate-x-1/2"
        />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Card className="mb-3 text-center" role="alert">
        <p className="font-medium">
          <Trans>We couldn't load these days.</Trans>
        </p>
        <Button variant="outline" className="mt-3" onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Card>
    );
  }
  return null;
}

function MonthView({
  month,
  today,
  metric,
  onMonth,
}: {
  month: string;
  today: string;
  metric: CalendarMetric;
  onMonth: (month: string) => void;
}) {
  const { from, to } = monthSpan(month);
  const { t, i18n } = useLingui();
  const { query, byDay } = useDays(from, to);
  const wheel = useAreas();
  // The first column is the account's first day of the week, Monday or Sunday (decision 390).
  const firstDay = useSignedInUser().weekStart;
  const names = weekdays(intlLocale());
  const title = formatDay(from, 'monthYear');
  const label = metricLabel(metric, i18n, wheel.all);
  return (
    <section aria-label={`${title}, ${label}`}>
      <PeriodNav
        label={title}
        previous={t`Previous month`}
        next={t`Next month`}
        onPrevious={() => onMonth(addMonths(month, -1))}
        onNext={() => onMonth(addMonths(month, 1))}
        canPrevious={month > '1900-01'}
        canNext={month < today.slice(0, 7)}
      />
      <LoadState query={query} />
      <table className="w-full table-fixed border-separate border-spacing-0.5">
        <caption className="sr-only">
          <Trans>
            {title}: {label} score of each day
          </Trans>
        </caption>
        <thead>
          <tr>
            {weekdaysInOrder(firstDay)
              .map((isoDay) => names[isoDay - 1]!)
              .map(([short, long]) => (
                <th key={short} scope="col" className="pb-1 text-xs font-medium text-muted-foreground">
                  <abbr title={long} className="no-underline">
                    {short}
                  </abbr>
                </th>
              ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month, firstDay).map((week, i) => (
            <tr key={i}>
              {week.map((day, j) => (
                <td key={day ?? `empty-${i}-${j}`} className="p-0">
                  {day && (
                    <MonthCell
                      day={day}
                      today={today}
                      summary={byDay.get(day)}
                      metric={metric}
                      areas={wheel.all}
                    />
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function MonthCell({
  day,
  today,
  summary,
  metric,
  areas,
}: {
  day: string;
  today: string;
  summary: ApiDay | undefined;
  metric: CalendarMetric;
  areas: readonly Area[];
}) {
  const { t, i18n } = useLingui();
  const score = metricScore(summary, metric);
  const color = scoreColor(score);
  const number = Number(day.slice(8, 10));
  const when = longDay(day);
  const hasOther = summary !== undefined && score === null;
  if (day > today) {
    return (
      <span className="flex min-h-12 flex-col items-center justify-center rounded-lg text-sm text-muted-foreground">
        <span aria-hidden>{number}</span>
        <span className="sr-only">{t`${when}, in the future`}</span>
      </span>
    );
  }
  return (
    <Link
      to={`/calendar/${day}`}
      className={cn(
        'flex min-h-12 flex-col items-center justify-center rounded-lg text-sm leading-tight transition-colors',
        color ? CELL_CLASSES[color] : 'bg-surface-muted text-foreground hover:bg-border',
        day === today && 'ring-2 ring-primary ring-offset-1 ring-offset-background',
      )}
    >
      <span className="sr-only">{`${describeDay(day, today)}: ${daySummaryText(summary, metric, i18n, areas)}`}</span>
      <span aria-hidden className="font-semibold">
        {number}
      </span>
      <span aria-hidden className="text-[0.7rem] tabular-nums">
        {score !== null ? shownScore(score) : hasOther ? '•' : '\u00a0'}
      </span>
    </Link>
  );
}

const GRID_COLUMNS = 'grid grid-cols-[1.5rem_repeat(12,minmax(0,1fr))] items-center gap-0.5';

function YearView({
  year,
  today,
  metric,
  onYear,
}: {
  year: number;
  today: string;
  metric: CalendarMetric;
  onYear: (year: number) => void;
}) {
  const { t, i18n } = useLingui();
  const { from, to } = yearSpan(year);
  const { query, byDay } = useDays(from, to);
  const wheel = useAreas();
  const label = metricLabel(metric, i18n, wheel.all);
  const summaryOf = (day: string) => daySummaryText(byDay.get(day), metric, i18n, wheel.all);
  const last = to < today ? to : today;
  const [active, setActive] = useState<string>(() => (today.startsWith(String(year)) ? today : to));
  const current = active.startsWith(`${String(year).padStart(4, '0')}-`) && active <= last ? active : last;
  const gridRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const hintId = useId();
  const readoutId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  // The day a tap opened, shown beside the finger (decision 267).
  const [openDay, setOpenDay] = useState<{ day: string; cell: HTMLElement } | null>(null);

  const focusDay = (day: string) => {
    setOpenDay(null);
    setActive(day);
    window.setTimeout(() => gridRef.current?.querySelector<HTMLElement>(`[data-day="${day}"]`)?.focus(), 0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = event.key;
    if (key === 'Enter' || key === ' ') {
      event.preventDefault();
      void navigate(`/calendar/${current}`);
      return;
    }
    if (
      key === 'ArrowUp' ||
      key === 'ArrowDown' ||
      key === 'ArrowLeft' ||
      key === 'ArrowRight' ||
      key === 'Home' ||
      key === 'End'
    ) {
      event.preventDefault();
      focusDay(movePixel(current, key, last));
    }
  };

  const summary = byDay.get(current);
  return (
    <section aria-label={t`${year} in pixels, ${label}`}>
      <PeriodNav
        label={String(year)}
        previous={t`Previous year`}
        next={t`Next year`}
        onPrevious={() => onYear(year - 1)}
        onNext={() => onYear(year + 1)}
        canPrevious={year > 1900}
        canNext={year < Number(today.slice(0, 4))}
      />
      <LoadState query={query} />
      <p id={hintId} className="mb-2 text-sm text-muted-foreground">
        <Trans>
          One square per day. Tap a square, or move with the arrow keys, to see its score; Enter opens the
          day.
        </Trans>
      </p>
      {/* The grid's width is capped so its squares stay a finger's size, not bars, on a wide screen. */}
      <div ref={wrapRef} className="relative mx-auto max-w-[26rem]">
        <div
          ref={gridRef}
          role="grid"
          aria-label={t`${year}, ${label} score of each day`}
          aria-describedby={hintId}
          onKeyDown={onKeyDown}
          className="select-none"
        >
          <div role="row" className={GRID_COLUMNS}>
            <span role="columnheader">
              <span className="sr-only">
                <Trans>Day</Trans>
              </span>
            </span>
            {monthLetters(intlLocale()).map((letter, i) => (
              <span
                key={i}
                role="columnheader"
                aria-label={monthName(i)}
                className="text-center text-xs font-medium text-muted-foreground"
              >
                {letter}
              </span>
            ))}
          </div>
          {Array.from({ length: 31 }, (_, r) => r + 1).map((dom) => (
            <div role="row" key={dom} className={cn(GRID_COLUMNS, 'mt-0.5')}>
              <span
                role="rowheader"
                className="pr-1 text-right text-[0.65rem] leading-3 text-muted-foreground tabular-nums"
              >
                <span aria-hidden={dom % 5 !== 0 && dom !== 1}>{dom % 5 === 0 || dom === 1 ? dom : ''}</span>
                <span className="sr-only">{dom}</span>
              </span>
              {Array.from({ length: 12 }, (_, m) => m + 1).map((month) => {
                if (dom > daysInMonth(year, month)) {
                  return <span key={month} role="gridcell" aria-hidden className="aspect-square" />;
                }
                const day = dayOf(year, month, dom);
                const future = day > today;
                const score = metricScore(byDay.get(day), metric);
                const color = scoreColor(score);
                const isCurrent = day === current;
                return (
                  <span
                    key={month}
                    role="gridcell"
                    data-day={day}
                    tabIndex={future ? undefined : isCurrent ? 0 : -1}
                    aria-selected={isCurrent}
                    aria-disabled={future || undefined}
                    aria-label={
                      future ? t`${longDay(day)}, in the future` : `${longDay(day)}: ${summaryOf(day)}`
                    }
                    onClick={(event) => {
                      if (future) return;
                      setActive(day);
                      setOpenDay({ day, cell: event.currentTarget });
                    }}
                    onDoubleClick={() => !future && void navigate(`/calendar/${day}`)}
                    className={cn(
                      // Square at every width: the grid's width (capped) sets the size.
                      'aspect-square rounded-[2px] outline-offset-1',
                      future
                        ? 'border border-dashed border-border'
                        : color
                          ? PIXEL_CLASSES[color]
                          : 'bg-surface-muted ring-1 ring-border ring-inset',
                      isCurrent && 'outline-2 outline-foreground',
                      !future && 'cursor-pointer',
                    )}
                  />
                );
              })}
            </div>
          ))}
        </div>
        {openDay && (
          <DayPopover
            key={openDay.day}
            day={openDay.day}
            cell={openDay.cell}
            wrap={wrapRef.current}
            text={summaryOf(openDay.day)}
            onClose={(returnFocus) => {
              const cell = openDay.cell;
              setOpenDay(null);
              if (returnFocus) cell.focus();
            }}
          />
        )}
      </div>
      <Card className="mt-4" padding="sm">
        <p id={readoutId} aria-live="polite" className="text-sm">
          <span className="font-semibold">{longDay(current)}</span>
          <br />
          <span>{daySummaryText(summary, metric, i18n, wheel.all)}</span>
        </p>
        <Link
          to={`/calendar/${current}`}
          className={buttonClasses({ variant: 'secondary', size: 'sm' }, 'mt-3')}
          aria-describedby={readoutId}
        >
          <Trans>Open this day</Trans>
        </Link>
      </Card>
    </section>
  );
}

/**
 * A tapped day, shown where the finger is: a small non-modal dialog under the square (above it in the
 * lower half of the year) with the day's score, band and records and "Open this day". It takes the
 * focus when it opens; Escape, a tap elsewhere or leaving it closes it, and Escape gives the focus back
 * to the square.
 */
function DayPopover({
  day,
  cell,
  wrap,
  text,
  onClose,
}: {
  day: string;
  cell: HTMLElement;
  wrap: HTMLElement | null;
  text: string;
  onClose: (returnFocus: boolean) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const link = useRef<HTMLAnchorElement>(null);
  const titleId = useId();
  const [place, setPlace] = useState<{ left: number; top: number; above: boolean } | null>(null);

  useLayoutEffect(() => {
    if (!wrap || !ref.current) return;
    const w = wrap.getBoundingClientRect();
    const c = cell.getBoundingClientRect();
    const width = ref.current.offsetWidth;
    const centre = c.left - w.left + c.width / 2;
    const above = c.top - w.top > w.height / 2;
    setPlace({
      left: Math.max(0, Math.min(w.width - width, centre - width / 2)),
      top: above ? c.top - w.top - 6 : c.bottom - w.top + 6,
      above,
    });
  }, [cell, wrap]);

  // Into the popover once it is placed (a hidden element cannot take the focus).
  const placed = place !== null;
  useEffect(() => {
    if (placed) link.current?.focus({ preventScroll: true });
  }, [placed]);
  useEffect(() => {
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!ref.current?.contains(target) && !cell.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [cell, onClose]);

  return (
    <div
      ref={ref}
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          onClose(true);
        }
      }}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (next && !ref.current?.contains(next) && !cell.contains(next)) onClose(false);
      }}
      style={{
        left: place?.left ?? 0,
        top: place?.top ?? 0,
        visibility: place ? 'visible' : 'hidden',
      }}
      className={cn(
        'absolute z-20 w-60 max-w-full rounded-xl border border-border bg-surface p-3 text-sm shadow-lg',
        place?.above && '-translate-y-full',
      )}
    >
      <p id={titleId} className="font-semibold">
        {longDay(day)}
      </p>
      <p className="mt-0.5 text-muted-foreground">{text}</p>
      <div className="mt-3 flex items-center gap-2">
        <Link ref={link} to={`/calendar/${day}`} className={buttonClasses({ size: 'sm' })}>
          <Trans>Open this day</Trans>
        </Link>
        <Button variant="ghost" size="sm" onClick={() => onClose(true)}>
          <Trans>Close</Trans>
        </Button>
      </div>
    </div>
  );
}

function Legend({ metric }: { metric: CalendarMetric }) {
  const { t, i18n } = useLingui();
  const wheel = useAreas();
  const label = metricLabel(metric, i18n, wheel.all);
  return (
    <section aria-label={t`Colour key`} className="mt-5">
      <h2 className="text-sm font-semibold">
        <Trans>
          Colour key (<bdi>{label}</bdi>)
        </Trans>
      </h2>
      <ul className="mt-2 grid grid-cols-1 gap-x-3 gap-y-1.5 text-sm min-[400px]:grid-cols-2">
        {SCORE_BANDS.map((band) => (
          <li key={band.key} className="flex items-center gap-2">
            <span aria-hidden className={cn('size-3.5 shrink-0 rounded-[3px]', PIXEL_CLASSES[band.color])} />
            {i18n._(BAND_NAMES[band.key])}
            <span className="text-muted-foreground tabular-nums">
              {band.min === -Infinity ? t`below ${4}` : band.key === 'thriving' ? '9–10' : `${band.min}+`}
            </span>
          </li>
        ))}
        <li className="flex items-center gap-2">
          <span
            aria-hidden
            className="size-3.5 shrink-0 rounded-[3px] bg-surface-muted ring-1 ring-border ring-inset"
          />
          <Trans>No score</Trans>
        </li>
      </ul>
    </section>
  );
}
