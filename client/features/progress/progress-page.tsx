import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, ChartLine, Download, Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ApiWellbeingEntry } from '../../../core/schemas/wellbeing';
import type { Trend } from '../../../core/trends';
import type { ScoreValue } from '../../../core/scores';
import { useAreas } from '../../shared/areas/use-areas';
import { scoreIn } from '../../shared/areas/entry-scores';
import { DimensionIcon } from '../../shared/wellbeing/dimension-icon';
import { Badge, type BadgeVariant } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../components/ui/card';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { toast } from '../../components/ui/toast';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/document-title';
import { saveBlob } from '../../lib/download';
import { formatDay } from '../../lib/format-date';
import { formatDecimal, intlLocale } from '../../lib/i18n';
import { allEntries, newestEntriesQuery } from '../../api/wellbeing';
import type { ProgressRange } from '../../../core/progress';
import { useProgress, useProgressTotal } from '../../api/progress';
import {
  PROGRESS_ENTRIES,
  RECENT_ENTRIES,
  areaTrend,
  buildProgressExport,
  progressExportFileName,
  scorePercent,
} from './progress-rules';
import { TrendChart } from './trend-chart';
import { Who5History } from './who5-history';
import { useWho5History } from '../../api/who5';
import { useAreasQuery } from '../../api/areas';
import { QueryView } from '../../components/query-view';
import { OverallRule } from '../../shared/areas/overall-rule';

// The reads' schemas start loading with the screen (decision 500); the WHO-5 history's too: the content
// waits for that read, whose schema otherwise left with its answer. zod/mini's (decision 534): the
// route's preloads hold them too, so they come with the page.
void import('../../../core/schemas/records').catch(() => undefined);
void import('../../../core/schemas/trends').catch(() => undefined);

export default function ProgressPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Progress`);
  // The shared wellbeing queries live in api/wellbeing.ts (decision 330): the newest few entries give
  // the latest score, the breakdown and the recent list; GET /api/progress the total and the chart
  // (decision 265). Nothing else is downloaded unless exported.
  const entries = useQuery(newestEntriesQuery(PROGRESS_ENTRIES));
  // The chart, the all-time total, the WHO-5 history and the areas are read from here, beside the
  // entries rather than after them, and the screen shows its content only once the entries, the
  // chart, the WHO-5 history and the areas are in (or failed, or wait for a network): arriving one
  // after another, each pushed the sections below it down the screen (CLS 0.161; decision 405).
  const [range, setRange] = useState<ProgressRange>('30d');
  const allTime = useProgressTotal('all');
  const chart = useProgress(range);
  const who5 = useWho5History();
  // The person's areas shape the breakdown (the eight built-in ones until they are in).
  const areas = useAreasQuery();
  const loading = [entries, chart, who5, areas].some((q) => q.isPending && q.fetchStatus === 'fetching');

  return (
    <>
      <PageHeader
        title={t`Progress`}
        description={t`See how your areas are changing over time.`}
        back={{ to: '/app', label: t`Back to home` }}
        actions={
          <Link to="/calendar" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            <CalendarDays aria-hidden className="size-4" />
            {/* Below 360 px the icon alone, so a longer language's title keeps its words whole. */}
            <span className="max-[359px]:sr-only">
              <Trans>Calendar</Trans>
            </span>
          </Link>
        }
      />
      <QueryView
        query={{
          isPending: loading || entries.isPending,
          isError: entries.isError,
          data: entries.data,
          refetch: entries.refetch,
        }}
        loading={t`Loading your progress`}
        failed={t`We couldn't load your progress.`}
        checkConnection
        alert
      >
        {(data) => (
          // The WHO-5 history is drawn in the same (deferred, decision 547) render as what goes above it,
          // so it never appears first to be pushed down (decision 405); with or without check-ins (291).
          <>
            {data.items.length === 0 ? (
              <EmptyProgress />
            ) : (
              <ProgressContent
                entries={data.items}
                more={data.next !== null}
                range={range}
                onRange={setRange}
                chart={chart}
                total={allTime.data?.total}
                totalFailed={allTime.isError}
              />
            )}
            <Who5Section />
          </>
        )}
      </QueryView>
      {/* Its own read, shown under the entries' failure too. */}
      {!loading && entries.isError && <Who5Section />}
    </>
  );
}

function Who5Section() {
  return (
    <div className="mt-6">
      <Who5History />
    </div>
  );
}

function EmptyProgress() {
  const { t } = useLingui();
  return (
    <EmptyState
      icon={ChartLine}
      title={t`No progress data yet`}
      action={
        <Link to="/app" className={buttonClasses({}, 'mt-6')}>
          <Trans>Rate an area on your wheel</Trans>
        </Link>
      }
    >
      <Trans>Start tracking your wellbeing to see progress</Trans>
    </EmptyState>
  );
}

interface ProgressContentProps {
  /** The newest PROGRESS_ENTRIES. */
  entries: ApiWellbeingEntry[];
  /** Whether older entries exist (the export then reads them all). */
  more: boolean;
  range: ProgressRange;
  onRange: (range: ProgressRange) => void;
  /** The chosen range's chart read (useProgress). */
  chart: ReturnType<typeof useProgress>;
  /** The all-time total for the summary (the total alone, decision 311), while it loads undefined. */
  total: number | undefined;
  totalFailed: boolean;
}

function ProgressContent({ entries, more, range, onRange, chart, total, totalFailed }: ProgressContentProps) {
  const latest = entries[0] as ApiWellbeingEntry; // the caller only renders this with entries
  const { t } = useLingui();
  const wheel = useAreas();
  const [exporting, setExporting] = useState(false);

  // The export is about the whole history, so only it reads every page (only when asked for).
  const exportData = async () => {
    setExporting(true);
    try {
      const all = more ? await allEntries() : entries;
      const json = JSON.stringify(buildProgressExport(all, wheel.all), null, 2);
      saveBlob(new Blob([json], { type: 'application/json' }), progressExportFileName(new Date()));
      toast({ title: t`Data exported successfully`, variant: 'success' });
    } catch {
      toast({
        title: t`Export failed`,
        description: t`Check your connection and try again.`,
        variant: 'destructive',
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="space-y-6">
      <section
        aria-labelledby="overall-heading"
        className="rounded-2xl bg-primary p-5 text-primary-foreground shadow-sm dark:bg-primary-soft dark:text-primary-soft-foreground"
      >
        <h2 id="overall-heading" className="text-sm font-medium opacity-90">
          <Trans>Overall Progress</Trans>
        </h2>
        <p className="mt-2 flex items-baseline gap-1">
          <span className="text-5xl font-semibold tracking-tight tabular-nums">
            {formatDecimal(latest.overallScore)}
          </span>
          <span className="text-lg opacity-85">/10</span>
        </p>
        <p className="mt-1 text-xs opacity-90">
          <OverallRule />
        </p>
        <dl className="mt-5 grid grid-cols-2 gap-3 border-t border-current/20 pt-4 text-sm">
          <div>
            <dt className="opacity-85">
              <Trans>Last updated</Trans>
            </dt>
            <dd className="mt-0.5 font-semibold">{formatDay(latest.day, 'day')}</dd>
          </div>
          <div>
            <dt className="opacity-85">
              <Trans>Total entries</Trans>
            </dt>
            <dd className="mt-0.5 font-semibold tabular-nums" aria-busy={total === undefined}>
              {total ?? (totalFailed ? '—' : '…')}
            </dd>
          </div>
        </dl>
      </section>

      {chart.data ? (
        <TrendChart
          progress={chart.data}
          range={range}
          onRange={onRange}
          updating={chart.isPlaceholderData}
        />
      ) : (
        <QueryView
          query={chart}
          loading={t`Loading your trend`}
          failed={t`We couldn't load your trend.`}
          checkConnection
        >
          {() => null}
        </QueryView>
      )}

      <ListSection
        headingId="breakdown-heading"
        title={<Trans>Dimension Breakdown</Trans>}
        description={
          entries.length < 2
            ? t`Trends appear once you have two check-ins to compare.`
            : t`Your latest check-in compared with the one before.`
        }
      >
        <ul className="divide-y divide-border">
          {wheel.shown.map((d) => (
            // The trend wraps under the name when a phone has no room for both on one line.
            <li key={d.key} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-5 py-3">
              <span
                aria-hidden
                className="flex size-10 shrink-0 items-center justify-center rounded-xl"
                style={{ backgroundColor: `${d.color}1f`, color: d.color }}
              >
                <DimensionIcon name={d.icon} className="size-5" />
              </span>
              <div className="min-w-[7.5rem] flex-1">
                <p className="font-medium wrap-anywhere">{d.label}</p>
                <p className="text-sm text-muted-foreground tabular-nums">
                  <AreaScore score={scoreIn(latest, d.key)} />
                </p>
              </div>
              <TrendBadge trend={areaTrend(entries, d.key)} />
            </li>
          ))}
        </ul>
      </ListSection>

      <ListSection headingId="recent-heading" title={<Trans>Recent Entries</Trans>}>
        <ol className="divide-y divide-border">
          {entries.slice(0, RECENT_ENTRIES).map((entry, index) => (
            <li key={entry.id} className="flex items-center gap-4 px-5 py-4">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-semibold tabular-nums">
                    {formatDecimal(entry.overallScore)}
                    <span className="font-normal text-muted-foreground">/10</span>
                  </p>
                  {index === 0 && (
                    <Badge variant="primary">
                      <Trans>Latest</Trans>
                    </Badge>
                  )}
                </div>
                <p className="mt-0.5 text-sm text-muted-foreground">
                  <time dateTime={entry.day}>{formatDay(entry.day, 'longDay')}</time>
                </p>
                {entry.notes && (
                  <p
                    dir="auto"
                    className="mt-2 text-sm break-words whitespace-pre-wrap text-foreground/85 italic"
                  >
                    “{entry.notes}”
                  </p>
                )}
              </div>
              <PercentCircle percent={scorePercent(entry.overallScore)} />
            </li>
          ))}
        </ol>
      </ListSection>

      <Card>
        <CardTitle>
          <Trans>Your data</Trans>
        </CardTitle>
        <CardDescription className="mt-0.5">
          <Trans>Download every check-in as a JSON file to keep or use elsewhere.</Trans>
        </CardDescription>
        <Button
          variant="outline"
          block
          className="mt-4"
          loading={exporting}
          onClick={() => void exportData()}
        >
          <Download aria-hidden className="size-4" />
          <Trans>Export Progress Data</Trans>
        </Button>
      </Card>
    </div>
  );
}

/** An area's latest score out of 10 in the reader's notation, or that it was not rated. */
/** A section of the progress page: a card with its heading (and a line under it) over a list. */
function ListSection({
  headingId,
  title,
  description,
  children,
}: {
  headingId: string;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId}>
      <Card padding="none">
        <div className="px-5 pt-5 pb-2">
          <CardTitle id={headingId}>{title}</CardTitle>
          {description !== undefined && <CardDescription className="mt-0.5">{description}</CardDescription>}
        </div>
        {children}
      </Card>
    </section>
  );
}

function AreaScore({ score }: { score: ScoreValue | null | undefined }) {
  if (score === undefined || score === null) return <Trans>Not rated</Trans>;
  return `${formatDecimal(score)}/10`;
}

// The badge words by direction (core's `Trend.label` is the spec's English; decision 436).
const TREND_BADGES: Record<
  Trend['direction'],
  { variant: BadgeVariant; icon: typeof TrendingUp; tone: string; label: MessageDescriptor }
> = {
  up: { variant: 'primary', icon: TrendingUp, tone: 'text-primary', label: msg`Improving` },
  down: { variant: 'accent', icon: TrendingDown, tone: 'text-accent-foreground', label: msg`Declining` },
  stable: { variant: 'neutral', icon: Minus, tone: 'text-muted-foreground', label: msg`Stable` },
};

function TrendBadge({ trend }: { trend: Trend | null }) {
  const { i18n } = useLingui();
  if (!trend) return null;
  const { variant, icon: Icon, tone, label } = TREND_BADGES[trend.direction];
  return (
    <div className="ms-auto flex shrink-0 items-center gap-2">
      <Icon aria-hidden className={cn('size-5', tone)} />
      <Badge variant={variant}>{i18n._(label)}</Badge>
    </div>
  );
}

/** A whole percentage the reader's way ("66%", "66 %" in German). */
function percentText(percent: number): string {
  return new Intl.NumberFormat(intlLocale(), { style: 'percent' }).format(percent / 100);
}

/** A ring filled to the score's percentage, with the number written inside. */
function PercentCircle({ percent }: { percent: number }) {
  const r = 20;
  const circumference = 2 * Math.PI * r;
  return (
    <div className="relative flex size-14 shrink-0 items-center justify-center">
      <svg viewBox="0 0 48 48" aria-hidden className="absolute inset-0 size-full -rotate-90">
        <circle cx="24" cy="24" r={r} fill="none" strokeWidth="4" className="stroke-surface-muted" />
        <circle
          cx="24"
          cy="24"
          r={r}
          fill="none"
          strokeWidth="4"
          strokeLinecap="round"
          className="stroke-primary"
          strokeDasharray={`${(percent / 100) * circumference} ${circumference}`}
        />
      </svg>
      <span className="text-xs font-semibold tabular-nums">{percentText(percent)}</span>
    </div>
  );
}
