import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, NotebookPen, Pencil, Zap } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { addDays } from '../../../core/dates';
import { DIMENSION_KEYS } from '../../../core/dimensions';
import type { ApiQuickCheckin } from '../../../core/schemas/checkins';
import type { ApiJournalEntry } from '../../../core/schemas/journal';
import type { ApiDimensionReflection } from '../../../core/schemas/reflections';
import type { ApiWellbeingEntry } from '../../../core/schemas/wellbeing';
import { readScore } from '../../../core/scores';
import { Button, buttonClasses, IconButton } from '../../components/ui/button';
import { Card, CardTitle } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { cn } from '../../lib/cn';
import { useSignedInUser } from '../../api/user';
import { useDocumentTitle } from '../../lib/document-title';
import { longDay, todayIn } from '../../lib/edit-day';
import { MoodBadge } from '../../shared/journal/mood-badge';
import { BandBadge } from '../../shared/wellbeing/band-badge';
import { dayDetailQuery } from '../../api/days';
import { DimensionBubble } from '../../shared/wellbeing/dimension-icon';
import { useDimensionSheet } from '../../shared/wellbeing/use-dimension-sheet';
import { StreakCelebration } from '../../shared/streak/streak-celebration';
import { preloadOnIntent } from '../../lib/preload-on-intent';
import { dayParam } from './calendar-rules';
import { formatDay, formatInstant, relativeDayName } from '../../lib/format-date';
import { formatDecimal, withCatalogueGroup } from '../../lib/i18n';
import { bandName, shownScore } from '../../shared/wellbeing/score-words';
import { QueryView } from '../../components/query-view';
import { TagList } from '../../components/tag-list';
import { scoreIn } from '../../shared/areas/entry-scores';
import { useAreas } from '../../shared/areas/use-areas';
import { OverallRule } from '../../shared/areas/overall-rule';
import { UserText } from '../../components/user-text';

// The reads' schemas (zod/mini's, decision 534) start loading with the screen (decision 500); the route's
// preloads hold them too, so they come with the page.
void import('../../../core/schemas/records').catch(() => undefined);

/**
 * One day of the calendar (decision 117): its scores, reflections, journal entries and check-ins, each
 * editable, and "Rate this day" for a day with no rating yet. Records are found by their `day`.
 */
export default function DayPage() {
  const { t } = useLingui();
  const user = useSignedInUser();
  const today = todayIn(user.timeZone);
  const params = useParams();
  const day = dayParam(params.day, today);
  useDocumentTitle(day ? longDay(day) : t`Day not found`);
  if (!day) {
    return (
      <>
        <PageHeader title={t`Day not found`} back={{ to: '/calendar', label: t`Back to the calendar` }} />
        <Card className="text-center">
          <p>
            <Trans>This address is not a day you can open: choose a day from 1900 up to today.</Trans>
          </p>
          <Link to="/calendar" className={buttonClasses({}, 'mt-4')}>
            <Trans>Open the calendar</Trans>
          </Link>
        </Card>
      </>
    );
  }
  return <DayView key={day} day={day} today={today} />;
}

/** The day's score of every area it holds: the eight and, under `areaScores`, one's own (decision 350). */
function entryScores(entry: ApiWellbeingEntry): Record<string, string> {
  return { ...entry.areaScores, ...Object.fromEntries(DIMENSION_KEYS.map((k) => [k, entry[k]])) };
}

/** Focus goes back to what opened a dialog once it closes (Radix only does that for its own trigger). */
function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    remember: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    restore: () => {
      const el = opener.current;
      window.setTimeout(() => {
        if (el?.isConnected) el.focus();
      }, 0);
    },
  };
}

// The rating sheet and the journal editor open on a tap, not with the day (decision 408): with them,
// a day's first visit fetched 32 chunks (45 KB gzip) besides the first load's. They load on the first
// sign of intent or after a quiet while, and a tap before that waits for them under Suspense.
const loadDimensionSheet = () => import('../../shared/wellbeing/dimension-sheet');
const DimensionSheet = lazy(() => loadDimensionSheet().then((m) => ({ default: m.DimensionSheet })));
const loadJournalEditor = () =>
  withCatalogueGroup('later', () => import('../../shared/journal/journal-entry-dialog'));
const JournalEntryDialog = lazy(() => loadJournalEditor().then((m) => ({ default: m.JournalEntryDialog })));

function DayView({ day, today }: { day: string; today: string }) {
  const { t } = useLingui();
  // One read holds everything of the day (GET /api/days/{day}).
  const summaryQuery = useQuery(dayDetailQuery(day));
  const detail = summaryQuery.data;
  const scores = detail?.entry ? entryScores(detail.entry) : null;
  const sheet = useDimensionSheet();
  const focus = useReturnFocus();
  const [journal, setJournal] = useState<{ entry: ApiJournalEntry | null; key: number } | null>(null);
  const [sheetWanted, setSheetWanted] = useState(false);
  if (sheet.request && !sheetWanted) setSheetWanted(true);
  useEffect(
    () =>
      preloadOnIntent(() => {
        void loadDimensionSheet().catch(() => undefined);
        void loadJournalEditor().catch(() => undefined);
      }),
    [],
  );

  const rate = (dimension: string) => {
    focus.remember();
    const score = readScore(scores?.[dimension]);
    sheet.open(dimension, undefined, { day, ...(score !== null ? { startScore: score } : {}) });
  };
  const openJournal = (entry: ApiJournalEntry | null) => {
    focus.remember();
    setJournal({ entry, key: Date.now() });
  };

  // "Today" or "Yesterday" in the reader's language (Intl's relative day, capitalised), else nothing.
  const relative = relativeDayName(day, today, { capitalised: true });
  const previousDay = longDay(addDays(day, -1));
  const nextDay = longDay(addDays(day, 1));
  return (
    <>
      <PageHeader
        title={longDay(day)}
        description={relative ?? undefined}
        back={{ to: `/calendar?month=${day.slice(0, 7)}`, label: t`Back to the calendar` }}
      />
      <nav aria-label={t`Other days`} className="-mt-3 mb-5 flex justify-between gap-2">
        <Link
          to={`/calendar/${addDays(day, -1)}`}
          className={buttonClasses({ variant: 'ghost', size: 'sm' })}
        >
          <ChevronLeft aria-hidden className="size-4 rtl:-scale-x-100" />
          <span className="sr-only">
            <Trans>Previous day, {previousDay}</Trans>
          </span>
          <span aria-hidden>{formatDay(addDays(day, -1), 'weekdayDayMonth')}</span>
        </Link>
        {day < today && (
          <Link
            to={`/calendar/${addDays(day, 1)}`}
            className={buttonClasses({ variant: 'ghost', size: 'sm' })}
          >
            <span className="sr-only">
              <Trans>Next day, {nextDay}</Trans>
            </span>
            <span aria-hidden>{formatDay(addDays(day, 1), 'weekdayDayMonth')}</span>
            <ChevronRight aria-hidden className="size-4 rtl:-scale-x-100" />
          </Link>
        )}
      </nav>

      <QueryView
        query={summaryQuery}
        loading={t`Loading this day`}
        failed={t`We couldn't load this day.`}
        alert
      >
        {() => (
          <div className="space-y-5">
            <ScoresCard scores={scores} overall={detail?.entry?.overallScore ?? null} onRate={rate} />
            {(detail?.reflections.length ?? 0) > 0 && (
              <ReflectionsCard
                reflections={detail?.reflections ?? []}
                onEdit={focus.remember}
                openSheet={sheet.open}
              />
            )}
            <JournalCard entries={detail?.journalEntries ?? []} onOpen={openJournal} />
            <CheckinsCard day={day} today={today} checkins={detail?.quickCheckins ?? []} />
          </div>
        )}
      </QueryView>

      {sheetWanted && (
        <Suspense fallback={null}>
          <DimensionSheet
            request={sheet.request}
            currentScore={(dimension) => readScore(scoreIn(detail?.entry, dimension)) ?? 5}
            onClose={() => {
              sheet.close();
              focus.restore();
            }}
          />
        </Suspense>
      )}
      {journal && (
        <Suspense fallback={null}>
          <JournalEntryDialog
            key={journal.key}
            open
            entry={journal.entry}
            defaultDay={day}
            onClose={() => {
              setJournal(null);
              focus.restore();
            }}
          />
        </Suspense>
      )}
      <StreakCelebration />
    </>
  );
}

function ScoresCard({
  scores,
  overall,
  onRate,
}: {
  scores: Record<string, string> | null;
  overall: string | null;
  onRate: (dimension: string) => void;
}) {
  const { t, i18n } = useLingui();
  // The areas shown now, in the person's order (decision 350).
  const wheel = useAreas();
  const overallText = overall === null ? null : formatDecimal(overall);
  return (
    <Card padding="none">
      <div className="px-5 pt-5 pb-2">
        <CardTitle>{scores ? t`Scores` : t`Rate this day`}</CardTitle>
        <p className="mt-1 text-sm text-muted-foreground">
          {scores ? (
            <>
              <Trans>
                Overall <span className="font-semibold text-foreground tabular-nums">{overallText}</span> /
                10. Tap an area to change it; the others stay as they are.
              </Trans>{' '}
              <OverallRule />
            </>
          ) : (
            <Trans>
              Nothing rated on this day yet. Choose an area to rate it; the others start from your ratings
              before this day.
            </Trans>
          )}
        </p>
      </div>
      <ul className="divide-y divide-border">
        {wheel.shown.map((area) => {
          const score = readScore(scores?.[area.key]);
          const label = area.label;
          const value = score === null ? '' : shownScore(score);
          const band = score === null ? '' : bandName(score, i18n);
          return (
            <li key={area.key}>
              <button
                type="button"
                onClick={() => onRate(area.key)}
                className="flex min-h-14 w-full items-center gap-3 px-5 py-2 text-start transition-colors hover:bg-surface-muted"
              >
                <span className="sr-only">
                  {score === null
                    ? t`Rate ${label} for this day`
                    : t`${label}, ${value} out of 10, ${band}. Change it`}
                </span>
                <span aria-hidden className="contents">
                  <DimensionBubble dimension={area} className="size-9" iconClassName="size-4" />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium break-words">{area.label}</span>
                    {score !== null && <BandBadge score={score} plain wrap />}
                  </span>
                  {score === null ? (
                    <span className="text-sm font-medium text-primary">
                      <Trans>Rate</Trans>
                    </span>
                  ) : (
                    <>
                      <span className="font-semibold tabular-nums">{value}</span>
                      <Pencil className="size-4 shrink-0 text-muted-foreground" />
                    </>
                  )}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

function ReflectionsCard({
  reflections,
  onEdit,
  openSheet,
}: {
  reflections: ApiDimensionReflection[];
  onEdit: () => void;
  openSheet: ReturnType<typeof useDimensionSheet>['open'];
}) {
  const { t } = useLingui();
  const wheel = useAreas();
  return (
    <Card>
      <CardTitle>
        <Trans>Reflections</Trans>
      </CardTitle>
      <ul className="mt-3 space-y-3">
        {reflections.map((r) => {
          const label = wheel.label(r.dimension);
          const area = { label };
          const score = readScore(r.score) ?? 5;
          const start = r.reflection;
          return (
            <li key={r.id} className="rounded-xl bg-surface-muted p-3">
              <div className="flex items-center justify-between gap-2">
                <p className="font-medium">
                  {area.label} <span className="tabular-nums">{shownScore(score)}</span>
                </p>
                <IconButton
                  icon={Pencil}
                  label={t`Edit ${label} reflection`}
                  iconClassName="size-4"
                  onClick={() => {
                    onEdit();
                    openSheet(r.dimension, {
                      id: r.id,
                      score,
                      notes: r.notes,
                      changeNeeded: r.reflection,
                    });
                  }}
                />
              </div>
              <UserText text={r.notes} className="mt-1 text-sm break-words whitespace-pre-wrap" />
              {r.reflection && (
                <p className="mt-1 text-sm break-words whitespace-pre-wrap text-muted-foreground">
                  <Trans>
                    Where to start: <bdi>{start}</bdi>
                  </Trans>
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

function JournalCard({
  entries,
  onOpen,
}: {
  entries: ApiJournalEntry[];
  onOpen: (entry: ApiJournalEntry | null) => void;
}) {
  const { t } = useLingui();
  return (
    <Card>
      <CardTitle>
        <Trans>Journal</Trans>
      </CardTitle>
      {entries.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">
          <Trans>No journal entries on this day.</Trans>
        </p>
      ) : (
        <ul className="mt-3 space-y-3">
          {entries.map((entry) => {
            const title = entry.title;
            return (
              <li key={entry.id} className="rounded-xl bg-surface-muted p-3">
                <div className="flex items-center justify-between gap-2">
                  <MoodBadge mood={entry.mood} />
                  <IconButton
                    icon={Pencil}
                    label={title ? t`Edit journal entry ${title}` : t`Edit journal entry`}
                    iconClassName="size-4"
                    onClick={() => onOpen(entry)}
                  />
                </div>
                <UserText text={entry.title} className="mt-1 font-semibold break-words" />
                <p dir="auto" className="mt-1 line-clamp-4 text-sm break-words whitespace-pre-wrap">
                  {entry.content}
                </p>
              </li>
            );
          })}
        </ul>
      )}
      <Button variant="outline" className="mt-3" onClick={() => onOpen(null)}>
        <NotebookPen aria-hidden className="size-4" />
        <Trans>Write about this day</Trans>
      </Button>
    </Card>
  );
}

function CheckinsCard({ day, today, checkins }: { day: string; today: string; checkins: ApiQuickCheckin[] }) {
  return (
    <Card>
      <CardTitle>
        <Trans>Quick check-ins</Trans>
      </CardTitle>
      {checkins.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">
          <Trans>No check-ins on this day.</Trans>
        </p>
      ) : (
        <ul className="mt-3 space-y-2">
          {checkins.map((c) => {
            const score = readScore(c.coreFeeling) ?? 5;
            const time = formatInstant(c.date, 'time');
            const value = shownScore(score);
            return (
              <li
                key={c.id}
                // On a narrow phone the band goes under the time rather than squeezing it into a column.
                className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-surface-muted px-3 py-2 text-sm"
              >
                <Zap aria-hidden className="size-4 text-streak" />
                <span className="flex-1">
                  <Trans>
                    {time} · core feeling <span className="font-semibold tabular-nums">{value}</span>
                  </Trans>
                </span>
                <BandBadge score={score} plain />
                <TagList tags={c.tags} className="basis-full" />
              </li>
            );
          })}
        </ul>
      )}
      <Link
        to={day === today ? '/quick-checkin' : `/quick-checkin?day=${day}`}
        className={cn(buttonClasses({ variant: 'outline' }), 'mt-3')}
      >
        <Trans>Add a check-in for this day</Trans>
      </Link>
    </Card>
  );
}
