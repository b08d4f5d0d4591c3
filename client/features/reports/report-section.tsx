import type { UseQueryResult } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDecimal } from '../../lib/i18n';
import { useTargets } from '../../api/targets';
import { describeProgress, targetProgress } from './target-progress';
import { useDeferredValue, useRef } from 'react';
import { CalendarClock, HeartHandshake, Lightbulb, Sparkles, Sprout, Undo2, Users } from 'lucide-react';
import { DIMENSIONS } from '../../../core/dimensions';
import { useAreas } from '../../shared/areas/use-areas';
import type { ApiPeriodReport } from '../../../core/schemas/reports';
import { DimensionIcon } from '../../shared/wellbeing/dimension-icon';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { IconBubble } from '../../components/ui/icon-bubble';
import { Spinner } from '../../components/ui/spinner';
import {
  Change,
  ComparisonTable,
  ComparisonTableSkeleton,
  PeriodNavigator,
  type ComparisonRow,
} from './report-parts';
import {
  aheadText,
  columnNames,
  isAhead,
  thisPeriodName,
  vsPrevious,
  entriesText,
  monthLabel,
  quickCheckinsText,
  relativePeriodName,
  scoreText,
  weekRangeLabel,
  type ReportKind,
} from './report-rules';
import { LoadFailed } from '../../components/load-failed';
import { cardTexts, messageText, strengthStoryText, type LabelOf } from './report-texts';
import { OverallRule } from '../../shared/areas/overall-rule';

const COPY = {
  week: {
    heading: msg`Weekly Check-in`,
    score: msg`Overall score`,
    coreFeeling: msg`Core Feeling`,
    areas: msg`Your 8 Areas`,
  },
  month: {
    heading: msg`Monthly Overview`,
    score: msg`Monthly score`,
    coreFeeling: msg`Monthly Core Feeling`,
    areas: msg`Monthly Areas`,
  },
} as const;

export interface ReportSectionProps {
  kind: ReportKind;
  /** The shown period: a week's first day (Monday, or Sunday; decision 390) or YYYY-MM (month). */
  period: string;
  /** The period containing today, for "This week" wording. */
  current: string;
  query: UseQueryResult<ApiPeriodReport>;
  onMove: (step: -1 | 1) => void;
  /** Back to the period holding today ("This week" / "This month"), offered once elsewhere. */
  onCurrent: () => void;
}

/** One report period (weekly or monthly) with its navigation, score, tables and stories. */
export function ReportSection({ kind, period, current, query, onMove, onCurrent }: ReportSectionProps) {
  const { t, i18n } = useLingui();
  const copy = COPY[kind];
  const headingId = `${kind}-report-heading`;
  const label = kind === 'week' ? weekRangeLabel(period) : monthLabel(period);
  const heading = useRef<HTMLHeadingElement>(null);
  const ahead = isAhead(period, current);
  // A report's first drawing (on arrival, or from the device's cache at mount) is a deferred render,
  // which React does in slices between the browser's frames: in the update that brought it, its two
  // tables, cards and stories (~300 elements) were one long task, the week's and the month's each. Its
  // loading shape holds the place meanwhile, so nothing moves; a later period's report, shown in place
  // of the one before, is drawn at once as before (decision 508).
  const drawn = useDeferredValue<ApiPeriodReport | null | undefined>(query.data, null);
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex min-h-9 items-center justify-between gap-3 px-1">
        <h2
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold tracking-tight outline-none"
        >
          {i18n._(copy.heading)}
        </h2>
        {period !== current && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              onCurrent();
              // The button goes with the jump: the section's heading takes the focus it had.
              heading.current?.focus();
            }}
          >
            <Undo2 aria-hidden className="size-4" />
            {thisPeriodName(kind)}
          </Button>
        )}
      </div>
      <PeriodNavigator
        kind={kind}
        label={label}
        relative={relativePeriodName(kind, period, current)}
        onMove={onMove}
        busy={query.isFetching && !query.isPending}
      />
      {ahead ? (
        <Card className="flex items-start gap-3">
          <IconBubble icon={CalendarClock} className="size-9 rounded-xl" iconClassName="size-5" />
          <p className="text-[0.95rem] leading-relaxed">{aheadText(kind, period, current)}</p>
        </Card>
      ) : query.isPending ? (
        <ReportSkeleton kind={kind} period={period} current={current} />
      ) : query.isError ? (
        <LoadFailed
          message={t`We couldn't load this report.`}
          onRetry={() => void query.refetch()}
          checkConnection
          alert
        />
      ) : drawn == null ? (
        <ReportSkeleton kind={kind} period={period} current={current} />
      ) : (
        // The previous period's figures stay (undimmed, for contrast) until the new ones arrive; the
        // navigator shows a spinner meanwhile.
        <div aria-busy={query.isPlaceholderData || undefined} className="space-y-4">
          <ReportBody kind={kind} period={period} current={current} report={query.data} />
        </div>
      )}
    </section>
  );
}

/**
 * While a report loads, its place is held by the body itself, drawn from an empty report as grey
 * shapes (its cards, without text or lines; its tables' rows as the lines that size them, decision 507):
 * the same cards and tables at the same size, so nothing below moves when the figures arrive (before,
 * a small spinner card gave way to a report five times its height, pushing the monthly section down:
 * a layout shift of 0.36 on a phone; decision 315). The spinner is what is seen and announced.
 */
function ReportSkeleton({ kind, period, current }: { kind: ReportKind; period: string; current: string }) {
  const { t } = useLingui();
  return (
    <div className="relative">
      <div
        aria-hidden
        inert
        className="animate-pulse space-y-4 text-transparent select-none [&_*]:border-transparent [&_*]:text-transparent [&_svg]:invisible"
      >
        <ReportBody kind={kind} period={period} current={current} report={placeholderReport(kind)} skeleton />
      </div>
      <div className="absolute inset-x-0 top-0 flex h-48 items-center justify-center">
        <Spinner
          size="lg"
          label={kind === 'week' ? t`Loading the weekly report` : t`Loading the monthly report`}
        />
      </div>
    </div>
  );
}

const NO_COMPARISON = { previous: null, current: null, change: null, direction: null } as const;

/** A report with no figures and text of a typical length, to give the skeleton the body's size. */
function placeholderReport(kind: ReportKind): ApiPeriodReport {
  const period = { start: '', end: '', entries: 1, quickCheckins: 1 };
  const words = (n: number) => Array.from({ length: n }, () => 'placeholder').join(' ');
  return {
    kind,
    period,
    previousPeriod: period,
    areas: DIMENSIONS.map((d) => ({ ...NO_COMPARISON, key: d.key, label: d.label })),
    coreFeeling: NO_COMPARISON,
    overall: NO_COMPARISON,
    message: { band: 'no-data', tone: null, text: words(8) },
    strengthStory: { variant: 'flat', area: null, text: words(10) },
    cards: [],
  };
}

function ReportBody({
  kind,
  period,
  current,
  report,
  skeleton = false,
}: {
  kind: ReportKind;
  period: string;
  current: string;
  report: ApiPeriodReport;
  /** Drawn as the loading shape: the tables' rows as the lines that size them (decision 507). */
  skeleton?: boolean;
}) {
  const { t, i18n } = useLingui();
  const copy = COPY[kind];
  const coreFeelingTitle = i18n._(copy.coreFeeling);
  const areasTitle = i18n._(copy.areas);
  const wheel = useAreas();
  const columns = columnNames(kind, period, current);
  const { previous: previousName, current: currentName } = columns;
  const noData = report.period.entries === 0 || report.previousPeriod.entries === 0;
  const noCheckins = report.period.quickCheckins === 0 || report.previousPeriod.quickCheckins === 0;
  const areaRows: ComparisonRow[] = report.areas.map((area) => ({
    key: area.key,
    label: wheel.byKey(area.key)?.label ?? area.label,
    dimension: area.key,
    color: wheel.byKey(area.key)?.color,
    comparison: area,
  }));

  return (
    <>
      <Card>
        <h3 className="text-sm font-medium text-muted-foreground">{i18n._(copy.score)}</h3>
        <div className="mt-1 flex items-end justify-between gap-3">
          <p className="flex items-baseline gap-1">
            <span className="text-5xl font-semibold tracking-tight tabular-nums">
              {report.overall.current === null ? (
                <>
                  <span aria-hidden>{scoreText(null)}</span>
                  <span className="sr-only">
                    <Trans>No data</Trans>
                  </span>
                </>
              ) : (
                formatDecimal(report.overall.current)
              )}
            </span>
            <span className="text-lg text-muted-foreground">/10</span>
          </p>
          <div className="pb-1.5 text-right text-sm">
            <Change comparison={report.overall} className="text-base" />
            <p className="text-xs text-muted-foreground">
              {vsPrevious(kind, columns.previous, scoreText(report.overall.previous))}
            </p>
          </div>
        </div>
        <p className="mt-4 rounded-xl bg-primary-soft px-4 py-3 text-[0.95rem] leading-relaxed text-primary-soft-foreground">
          {messageText(report)}
        </p>
        <p className="mt-3 text-xs text-muted-foreground">
          {entriesText(report.period)} · {quickCheckinsText(report.period)}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">
          <OverallRule />
        </p>
      </Card>

      <Card padding="sm">
        <h3 className="font-semibold tracking-tight">{coreFeelingTitle}</h3>
        <p className="mt-0.5 text-sm text-muted-foreground">
          <Trans>Your overall satisfaction from quick check-ins.</Trans>
        </p>
        <div className="mt-3">
          {skeleton ? (
            <ComparisonTableSkeleton firstColumn={t`Rating`} columns={columns} labels={[t`Core Feeling`]} />
          ) : (
            <ComparisonTable
              caption={t`${coreFeelingTitle}: ${previousName} compared with ${currentName}`}
              firstColumn={t`Rating`}
              columns={columns}
              rows={[{ key: 'coreFeeling', label: t`Core Feeling`, comparison: report.coreFeeling }]}
              footnote={noCheckins ? t`— means no quick check-ins yet in that period.` : undefined}
            />
          )}
        </div>
      </Card>

      <Card padding="sm">
        <h3 className="font-semibold tracking-tight">{areasTitle}</h3>
        <p className="mt-0.5 text-sm text-muted-foreground">
          <Trans>Average score per area, out of 10.</Trans>
        </p>
        <div className="mt-3">
          {skeleton ? (
            <ComparisonTableSkeleton
              firstColumn={t`Area`}
              columns={columns}
              labels={areaRows.map((row) => row.label)}
            />
          ) : (
            <ComparisonTable
              caption={t`${areasTitle}: ${previousName} compared with ${currentName}`}
              firstColumn={t`Area`}
              columns={columns}
              rows={areaRows}
              footnote={noData ? t`— means no check-ins yet in that period.` : undefined}
            />
          )}
        </div>
      </Card>

      <TowardTargets kind={kind} report={report} />

      {kind === 'week' && <Stories report={report} />}
    </>
  );
}

const STORY_ICONS = { positive: Sparkles, negative: HeartHandshake, flat: Sprout } as const;

function Stories({ report }: { report: ApiPeriodReport }) {
  const { t } = useLingui();
  const wheel = useAreas();
  const story = report.strengthStory;
  const StoryIcon = STORY_ICONS[story.variant];
  // The reader's label of each area: the wheel's (the built-in eight in the app's language).
  const labelOf: LabelOf = (key, fallback) => wheel.byKey(key)?.label ?? fallback;
  return (
    <>
      <section
        className="rounded-2xl bg-accent p-5 text-accent-foreground shadow-sm"
        aria-label={t`Your Strength Story`}
      >
        <div className="flex items-center gap-2">
          <StoryIcon aria-hidden className="size-5" />
          <h3 className="font-semibold tracking-tight">
            <Trans>Your Strength Story</Trans>
          </h3>
        </div>
        <p className="mt-2 leading-relaxed">{strengthStoryText(report, labelOf)}</p>
      </section>
      {report.cards.map((card) => {
        const CardIcon = card.id === 'one-pursuit-many-wins' ? Users : Lightbulb;
        const texts = cardTexts(report, card, labelOf);
        return (
          <Card key={card.id}>
            <div className="flex items-center gap-2">
              <IconBubble icon={CardIcon} className="size-8 rounded-lg" iconClassName="size-4" />
              <h3 className="font-semibold tracking-tight">{texts.title}</h3>
            </div>
            <p className="mt-2 text-[0.95rem] leading-relaxed text-foreground/90">{texts.body}</p>
            {card.areas.length > 0 && (
              <ul className="mt-3 flex flex-wrap gap-2" aria-label={t`Areas`}>
                {wheel.all
                  .filter((d) => (card.areas as readonly string[]).includes(d.key))
                  .map((d) => (
                    <li
                      key={d.key}
                      className="inline-flex max-w-full min-w-0 items-center gap-1.5 rounded-full border border-border px-2.5 py-1 text-xs font-medium"
                    >
                      <DimensionIcon name={d.icon} className="size-3.5 shrink-0" style={{ color: d.color }} />
                      <span className="min-w-0 wrap-anywhere">{d.label}</span>
                    </li>
                  ))}
              </ul>
            )}
          </Card>
        );
      })}
    </>
  );
}

/** Movement toward the targets (decision 130); shown only when the user has set some. */
function TowardTargets({ kind, report }: { kind: ReportKind; report: ApiPeriodReport }) {
  const { t } = useLingui();
  const targets = useTargets();
  const rows = targetProgress(report.areas, targets.data);
  if (rows.length === 0) return null;
  return (
    <Card padding="sm">
      <h3 className="font-semibold tracking-tight">
        <Trans>Toward your targets</Trans>
      </h3>
      <ul className="mt-3 space-y-2" aria-label={t`Toward your targets`}>
        {rows.map((row) => (
          <li key={row.key} className="flex items-baseline justify-between gap-3 text-sm">
            <span className="font-medium">{row.label}</span>
            <span className="text-right text-muted-foreground">{describeProgress(row, kind)}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
