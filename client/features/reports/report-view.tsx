import type { ReactNode } from 'react';
import { CORE_FEELING_KEY, CORE_FEELING_LABEL } from '../../../core/dimensions';
import { useAreas } from '../../shared/areas/use-areas';
import { OVERALL_NOTE } from '../../shared/areas/wheel-rules';
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
import { Change, ComparisonTable } from './report-parts';
import { LegendItem, RangeChart, type RangeLine } from './range-chart';

/**
 * The main chart's drawing, scaled to its box: on a phone (310 px) its 12-unit labels read at 9 px;
 * the box stops at 36rem on a screen and 480 px on paper (decision 304), so they stay under 19 px.
 */
const MAIN_CHART = { width: 400, height: 190, left: 24, right: 8, top: 10, bottom: 22 };
/** Each area's small chart. */
const AREA_CHART = { width: 300, height: 120, left: 22, right: 8, top: 8, bottom: 20 };

const OVERALL_LINES: RangeLine[] = [
  { metric: 'overall', label: 'Overall' },
  { metric: CORE_FEELING_KEY, label: CORE_FEELING_LABEL, color: '#7c6bb0', dashed: true },
];

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
  return (
    <div className="space-y-6 print:space-y-5" data-testid="report-view">
      <div>
        <p className="text-lg font-semibold tracking-tight">{formatDayRange(report.from, report.to)}</p>
        <p className="text-sm text-muted-foreground">
          {report.days} {report.days === 1 ? 'day' : 'days'}, compared with the {report.days}{' '}
          {report.days === 1 ? 'day' : 'days'} before (
          {formatDayRange(report.previous.from, report.previous.to)}).
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
  const wheel = useAreas();
  const hasTrend = summary.trend.length > 0;
  return (
    <>
      <Section title="Overview" testId="report-overview">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 print:grid-cols-4">
          <Fact label="Overall mean">
            <span className="tabular-nums">{summary.overall.current ?? '—'}</span>
            <span className="block text-sm font-normal">
              <Change comparison={summary.overall} />
            </span>
          </Fact>
          <Fact label="Days with an entry">
            <span className="tabular-nums">
              {summary.daysWithEntry}
              <span className="text-base font-normal text-muted-foreground"> of {report.days}</span>
            </span>
          </Fact>
          <Fact label={`${CORE_FEELING_LABEL} mean`}>
            <span className="tabular-nums">{summary.coreFeeling.current ?? '—'}</span>
            <span className="block text-sm font-normal">
              <Change comparison={summary.coreFeeling} />
            </span>
          </Fact>
          <Fact label="Quick check-ins">
            <span className="tabular-nums">{summary.quickCheckins}</span>
          </Fact>
        </dl>
        <p className="mt-3 text-xs text-muted-foreground">
          {OVERALL_NOTE} Means of the days with an entry, on a scale of 0 to 10. The days before held{' '}
          {summary.previousDaysWithEntry} {summary.previousDaysWithEntry === 1 ? 'entry' : 'entries'}.
        </p>
      </Section>

      <Section
        title="Areas"
        description="The mean of each area, against the days before."
        testId="report-areas"
      >
        <ComparisonTable
          caption="Each area's mean in this period and the one before, with the change"
          firstColumn="Area"
          columns={{ previous: 'Before', current: 'This period' }}
          rows={summary.areas.map((a) => ({
            key: a.key,
            label: a.label,
            dimension: a.key,
            color: wheel.byKey(a.key)?.color,
            comparison: a,
          }))}
        />
      </Section>

      <Section
        title="Trends"
        description={hasTrend ? 'Each day with an entry or a check-in.' : 'No check-ins in this range.'}
        testId="report-trends"
      >
        {hasTrend && (
          <>
            <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm" aria-label="Legend">
              {OVERALL_LINES.map((line) => (
                <LegendItem key={line.metric} line={line} />
              ))}
            </ul>
            <div className="report-chart mt-2 max-w-xl print:max-w-[480px]">
              <RangeChart
                points={summary.trend}
                from={report.from}
                to={report.to}
                lines={OVERALL_LINES}
                title="Overall score and core feeling over the period"
                box={MAIN_CHART}
                labelSize={12}
              />
            </div>
            <ul className="mt-5 grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 print:grid-cols-2">
              {wheel.shown.map((d) => (
                <li key={d.key} className="report-chart min-w-0">
                  <p className="text-sm font-medium">{d.label}</p>
                  <RangeChart
                    points={summary.trend}
                    from={report.from}
                    to={report.to}
                    lines={[{ metric: d.key, label: d.label, color: d.color }]}
                    title={`${d.label} over the period`}
                    box={AREA_CHART}
                    ticks={false}
                  />
                </li>
              ))}
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
  return (
    <Section
      title="WHO-5 Wellbeing Index"
      description={
        points.length === 0
          ? 'No WHO-5 answers in this range.'
          : 'Each result covers the two weeks before its day: 0 to 100 percent, higher is better.'
      }
      testId="report-who5"
    >
      {points.length > 0 && (
        <div className="report-chart">
          <Who5Trend points={points} caption="WHO-5 results" showTable />
        </div>
      )}
    </Section>
  );
}

function countNote(shown: number, total: number, what: string): string | undefined {
  if (shown >= total) return undefined;
  return `The newest ${shown} of ${total} ${what} in this range are shown.`;
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
  const wheel = useAreas();
  const description =
    items.length === 0
      ? picked
        ? 'No reflections chosen.'
        : 'No reflections in this range.'
      : picked
        ? `${items.length} of ${total} chosen.`
        : countNote(items.length, total, 'reflections');
  return (
    <Section title="Reflections" description={description} testId="report-reflections">
      {items.length > 0 && (
        <ul className="divide-y divide-border">
          {items.map((r) => (
            <li key={r.id} className="report-item py-3 first:pt-0">
              <p className="text-sm font-medium">
                {wheel.label(r.dimension)} · {r.score}
                <span className="font-normal text-muted-foreground"> · {formatDay(r.day, 'day')}</span>
              </p>
              {r.notes && <p className="mt-1 text-sm whitespace-pre-line">{r.notes}</p>}
              {r.reflection && (
                <p className="mt-1 text-sm whitespace-pre-line">
                  <span className="font-medium">Where to start: </span>
                  {r.reflection}
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
  return (
    <Section
      title="Journal"
      description={
        items.length === 0 ? 'No journal entries in this range.' : countNote(items.length, total, 'entries')
      }
      testId="report-journal"
    >
      {items.length > 0 && (
        <ul className="divide-y divide-border">
          {items.map((j) => (
            <li key={j.id} className="report-item py-3 first:pt-0">
              <p className="text-sm font-medium">
                {j.title ?? 'Untitled'}
                <span className="font-normal text-muted-foreground">
                  {' '}
                  · {formatDay(j.day, 'day')} · mood {j.mood} of 10
                </span>
              </p>
              <p className="mt-1 text-sm whitespace-pre-line">{j.content}</p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
