import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CORE_FEELING_KEY } from '../../../core/dimensions';
import { useAreas } from '../../shared/areas/use-areas';
import type {
  ApiRangeReport,
  ApiRangeSummary,
  ApiReportJournalEntry,
  ApiReportReflection,
  ApiReportWho5Point,
} from '../../../core/schemas/report-range';
import { Card, CardDescription, CardTitle } from '../../components/ui/card';
import { Who5Trend } from '../../shared/who5/who5-trend';
import { formatDay, formatDayRange } from '../../lib/format-date';
import { formatDecimal } from '../../lib/i18n';
import { Change, ComparisonTable } from './report-parts';
import { LegendItem, RangeChart, type RangeLine } from './range-chart';
import { OverallRule } from '../../shared/areas/overall-rule';
import { UserText } from '../../components/user-text';

/**
 * The main chart's drawing, scaled to its box: on a phone (310 px) its 12-unit labels read at 9 px;
 * the box stops at 36rem on a screen and 480 px on paper (decision 304), so they stay under 19 px.
 */
const MAIN_CHART = { width: 400, height: 190, left: 24, right: 8, top: 10, bottom: 22 };
/** Each area's small chart. */
const AREA_CHART = { width: 300, height: 120, left: 22, right: 8, top: 8, bottom: 20 };

/** A mean from the API ("6.5"), written as the reader writes decimals ("6,5"); a dash when there is none. */
function meanText(value: string | null): string {
  return value === null ? '—' : formatDecimal(value);
}

/**
 * The read-only report of a range (decision 303): the printable report and a share link's page both
 * draw it, so what a person prints and what they share look the same. It has no control of its own;
 * each part shows only when the report holds it (a link's scope, the person's choices).
 */
export function ReportView({
  report,
  reflections,
}: {
  report: ApiRangeReport;
  /** The reflections to show (the printable report's picks); all of the report's when absent. */
  reflections?: readonly ApiReportReflection[];
}) {
  const shownReflections = reflections ?? report.reflections?.items ?? [];
  const previousRange = formatDayRange(report.previous.from, report.previous.to);
  const days = report.days;
  return (
    <div className="space-y-6 print:space-y-5" data-testid="report-view">
      <div>
        <p className="text-lg font-semibold tracking-tight">{formatDayRange(report.from, report.to)}</p>
        <p className="text-sm text-muted-foreground">
          <Plural
            value={days}
            one={`# day, compared with the # day before (${previousRange}).`}
            other={`# days, compared with the # days before (${previousRange}).`}
          />
        </p>
      </div>
      {report.summary && <SummaryParts summary={report.summary} report={report} />}
      {report.who5 && <Who5Part points={report.who5} />}
      {report.reflections && (
        <ReflectionsPart
          items={shownReflections}
          total={report.reflections.total}
          picked={reflections !== undefined}
        />
      )}
      {report.journal && <JournalPart items={report.journal.items} total={report.journal.total} />}
    </div>
  );
}

function Section({
  title,
  description,
  children,
  testId,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card className="report-section print:border-0 print:p-0 print:shadow-none" data-testid={testId}>
      <CardTitle>{title}</CardTitle>
      {description && <CardDescription className="mt-0.5">{description}</CardDescription>}
      <div className="mt-4">{children}</div>
    </Card>
  );
}

function SummaryParts({ summary, report }: { summary: ApiRangeSummary; report: ApiRangeReport }) {
  const { t } = useLingui();
  const wheel = useAreas();
  const hasTrend = summary.trend.length > 0;
  const overallLines: RangeLine[] = [
    { metric: 'overall', label: t`Overall` },
    { metric: CORE_FEELING_KEY, label: t`Core Feeling`, color: '#7c6bb0', dashed: true },
  ];
  const days = report.days;
  const previousEntries = summary.previousDaysWithEntry;
  const withEntry = summary.daysWithEntry;
  return (
    <>
      <Section title={t`Overview`} testId="report-overview">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 print:grid-cols-4">
          <Fact label={t`Overall mean`}>
            <span className="tabular-nums">{meanText(summary.overall.current)}</span>
            <span className="block text-sm font-normal">
              <Change comparison={summary.overall} />
            </span>
          </Fact>
          <Fact label={t`Days with an entry`}>
            <span className="tabular-nums">
              <Trans>
                {withEntry}
                <span className="text-base font-normal text-muted-foreground"> of {days}</span>
              </Trans>
            </span>
          </Fact>
          <Fact label={t`Core Feeling mean`}>
            <span className="tabular-nums">{meanText(summary.coreFeeling.current)}</span>
            <span className="block text-sm font-normal">
              <Change comparison={summary.coreFeeling} />
            </span>
          </Fact>
          <Fact label={t`Quick check-ins`}>
            <span className="tabular-nums">{summary.quickCheckins}</span>
          </Fact>
        </dl>
        <p className="mt-3 text-xs text-muted-foreground">
          <OverallRule /> <Trans>Means of the days with an entry, on a scale of 0 to 10.</Trans>{' '}
          <Plural
            value={previousEntries}
            one="The days before held # entry."
            other="The days before held # entries."
          />
        </p>
      </Section>

      <Section
        title={t`Areas`}
        description={t`The mean of each area, against the days before.`}
        testId="report-areas"
      >
        <ComparisonTable
          caption={t`Each area's mean in this period and the one before, with the change`}
          firstColumn={t`Area`}
          columns={{ previous: t`Before`, current: t`This period` }}
          rows={summary.areas.map((a) => ({
            key: a.key,
            // The person's name for the area, in the reader's language for a built-in one (decision 350).
            label: wheel.byKey(a.key)?.label ?? a.label,
            dimension: a.key,
            color: wheel.byKey(a.key)?.color,
            comparison: a,
          }))}
        />
      </Section>

      <Section
        title={t`Trends`}
        description={hasTrend ? t`Each day with an entry or a check-in.` : t`No check-ins in this range.`}
        testId="report-trends"
      >
        {hasTrend && (
          <>
            <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm" aria-label={t`Legend`}>
              {overallLines.map((line) => (
                <LegendItem key={line.metric} line={line} />
              ))}
            </ul>
            <div className="report-chart mt-2 max-w-xl print:max-w-[480px]">
              <RangeChart
                points={summary.trend}
                from={report.from}
                to={report.to}
                lines={overallLines}
                title={t`Overall score and core feeling over the period`}
                box={MAIN_CHART}
                labelSize={12}
              />
            </div>
            <ul className="mt-5 grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 print:grid-cols-2">
              {wheel.shown.map((d) => {
                const label = d.label;
                return (
                  <li key={d.key} className="report-chart min-w-0">
                    <p className="text-sm font-medium">{d.label}</p>
                    <RangeChart
                      points={summary.trend}
                      from={report.from}
                      to={report.to}
                      lines={[{ metric: d.key, label: d.label, color: d.color }]}
                      title={t`${label} over the period`}
                      box={AREA_CHART}
                      ticks={false}
                    />
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </Section>
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-xl bg-surface-muted px-3 py-2.5 print:border print:border-border print:bg-transparent">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 text-2xl font-semibold">{children}</dd>
    </div>
  );
}

function Who5Part({ points }: { points: readonly ApiReportWho5Point[] }) {
  const { t } = useLingui();
  return (
    <Section
      title={t`WHO-5 Wellbeing Index`}
      description={
        points.length === 0
          ? t`No WHO-5 answers in this range.`
          : t`Each result covers the two weeks before its day: 0 to 100 percent, higher is better.`
      }
      testId="report-who5"
    >
      {points.length > 0 && (
        <div className="report-chart">
          <Who5Trend points={points} caption={t`WHO-5 results`} showTable />
        </div>
      )}
    </Section>
  );
}

function ReflectionsPart({
  items,
  total,
  picked,
}: {
  items: readonly ApiReportReflection[];
  total: number;
  picked: boolean;
}) {
  const { t } = useLingui();
  const wheel = useAreas();
  const shown = items.length;
  const description =
    shown === 0
      ? picked
        ? t`No reflections chosen.`
        : t`No reflections in this range.`
      : picked
        ? t`${shown} of ${total} chosen.`
        : shown < total
          ? t`The newest ${shown} of ${total} reflections in this range are shown.`
          : undefined;
  return (
    <Section title={t`Reflections`} description={description} testId="report-reflections">
      {items.length > 0 && (
        <ul className="divide-y divide-border">
          {items.map((r) => (
            <li key={r.id} className="report-item py-3 first:pt-0">
              <p className="text-sm font-medium">
                {wheel.label(r.dimension)} · {formatDecimal(r.score)}
                <span className="font-normal text-muted-foreground"> · {formatDay(r.day, 'day')}</span>
              </p>
              <UserText text={r.notes} className="mt-1 text-sm whitespace-pre-line" />
              {r.reflection && (
                <p className="mt-1 text-sm whitespace-pre-line">
                  <span className="font-medium">
                    <Trans>Where to start:</Trans>{' '}
                  </span>
                  <bdi>{r.reflection}</bdi>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function JournalPart({ items, total }: { items: readonly ApiReportJournalEntry[]; total: number }) {
  const { t } = useLingui();
  const shown = items.length;
  return (
    <Section
      title={t`Journal`}
      description={
        shown === 0
          ? t`No journal entries in this range.`
          : shown < total
            ? t`The newest ${shown} of ${total} entries in this range are shown.`
            : undefined
      }
      testId="report-journal"
    >
      {items.length > 0 && (
        <ul className="divide-y divide-border">
          {items.map((j) => {
            const mood = j.mood;
            return (
              <li key={j.id} className="report-item py-3 first:pt-0">
                <p className="text-sm font-medium">
                  <bdi>{j.title ?? t`Untitled`}</bdi>
                  <span className="font-normal text-muted-foreground">
                    {' '}
                    · {formatDay(j.day, 'day')} · <Trans>mood {mood} of 10</Trans>
                  </span>
                </p>
                <p dir="auto" className="mt-1 text-sm whitespace-pre-line">
                  {j.content}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
