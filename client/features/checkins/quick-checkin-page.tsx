import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronRight, Crosshair } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_SCORE, formatScore } from '../../../core/scores';
import { spotlightAreas } from '../../../core/spotlight';
import { Button, buttonClasses } from '../../components/ui/button';
import { TagPicker } from '../../components/tag-picker';
import { Card } from '../../components/ui/card';
import { ScreenHeader } from '../../components/ui/page-header';
import { Slider } from '../../components/ui/slider';
import { NotAvailableOffline, Spinner, useWaitedOffline } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast';
import { BandBadge } from '../../shared/wellbeing/band-badge';
import { useAreas } from '../../shared/areas/use-areas';
import { latestEntryQuery } from '../../api/wellbeing';
import { applySavedCheckin, quickCheckinsQuery, saveQuickCheckin } from '../../api/checkins';
import { DayField } from '../../components/day-field';
import { updateUserAfterWrite } from '../../api/user';
import { useSignedInUser } from '../../api/user';
import { dayProblem, describeDay, todayIn } from '../../lib/edit-day';
import { useIdempotencyKey } from '../../lib/idempotency';
import { clearCheckinDraft, readCheckinDraft, writeCheckinDraft } from './checkin-draft';
import { SAVED_ON_DEVICE } from '../../lib/offline/messages';
import { pendingId } from '../../api/http/write-queue';
import { startingCoreFeeling } from './checkin-rules';
import { daysRangeQuery } from '../../api/days';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatDecimal } from '../../lib/i18n';
import { scoreInWords } from '../../shared/wellbeing/score-words';
import { cn } from '../../lib/cn';

// The reads' schemas (zod/mini's, decision 534) start loading with the screen (decision 500); the route's
// preloads hold them too, so they come with the page.
void import('../../../core/schemas/records').catch(() => undefined);

export default function QuickCheckinPage() {
  const { t } = useLingui();
  const checkins = useQuery(quickCheckinsQuery);
  const latest = useQuery(latestEntryQuery);
  // The shown areas of the person's wheel, areas of one's own too, count for the spotlight (decision 378).
  const wheel = useAreas();
  const waitedOffline = useWaitedOffline();
  return (
    <>
      <ScreenHeader
        title={t`Quick Check-in`}
        description={t`One question, a few seconds. However today feels, it counts.`}
        back={{ to: '/app', label: t`Back to home` }}
      />
      {checkins.isPending && waitedOffline ? (
        <NotAvailableOffline />
      ) : (
        // The form is drawn at once; only the slider waits for the newest check-in, its starting value
        // (decision 518). A failed read still lets the person check in, starting from 5.
        <CheckinForm
          start={checkins.isPending ? undefined : startingCoreFeeling(checkins.data)}
          spotlightCount={spotlightAreas(latest.data, wheel.all).length}
        />
      )}
    </>
  );
}

/**
 * The check-in's form; `start` is the slider's starting value, undefined while the newest check-in is
 * read. Until then the slider holds its room, hidden behind a spinner, and Save waits (decision 518).
 */
function CheckinForm({ start, spotlightCount }: { start: number | undefined; spotlightCount: number }) {
  const { id: userId } = useSignedInUser();
  // A value moved before visiting Spotlight Areas is still here on the way back (decision 102).
  const [moved, setMoved] = useState(() => readCheckinDraft(userId));
  const ready = start !== undefined;
  // Before the start is known the hidden slider is laid out at the default, so it keeps its room.
  const coreFeeling = moved ?? start ?? DEFAULT_SCORE;
  const setCoreFeeling = (value: number) => {
    setMoved(value);
    writeCheckinDraft(userId, value);
  };
  const { t, i18n } = useLingui();
  const [tags, setTags] = useState<string[]>([]);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const today = todayIn(user.timeZone);
  // The calendar's day view links here with ?day= to add a check-in to that day.
  const [params] = useSearchParams();
  const asked = params.get('day');
  const [day, setDay] = useState(asked && dayProblem(asked, today) === null ? asked : today);
  const dayValid = dayProblem(day, today) === null;
  // The chosen day's check-ins so far: each Save adds one more (the day's feeling is their mean).
  const daySummary = useQuery({ ...daysRangeQuery(day, day), enabled: dayValid });
  const keyFor = useIdempotencyKey();
  const save = useMutation({
    // Without a network the check-in waits on this device and syncs later (decision 150).
    networkMode: 'always',
    mutationFn: async () => {
      const body = {
        coreFeeling: formatScore(coreFeeling),
        ...(day === today ? {} : { day }),
        ...(tags.length > 0 ? { tags } : {}),
      };
      const key = keyFor(body);
      const [feeling, checkedFor] = [body.coreFeeling, describeDay(day, today)];
      const outcome = await saveQuickCheckin(body, key, {
        userId: user.id,
        summary: t`Quick check-in of ${feeling} for ${checkedFor}`,
      });
      if (outcome.queued) {
        const now = new Date().toISOString();
        applySavedCheckin(queryClient, {
          id: pendingId(key),
          day,
          date: now,
          coreFeeling: body.coreFeeling,
          tags: body.tags ?? [],
        });
        return { queued: true };
      }
      applySavedCheckin(queryClient, outcome.data);
      await updateUserAfterWrite(queryClient);
      return { queued: false };
    },
    onSuccess: ({ queued }) => {
      clearCheckinDraft(userId);
      if (queued) {
        toast(SAVED_ON_DEVICE);
        void navigate('/app');
        return;
      }
      toast({
        title: t`That's it! Quick check-in complete`,
        description: t`See you tomorrow!`,
        variant: 'success',
      });
      void navigate('/app');
    },
    onError: () => toast({ title: t`Failed to save quick check-in`, variant: 'destructive' }),
  });

  const shownScore = formatDecimal(formatScore(coreFeeling));
  return (
    <form
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (!save.isPending && dayValid && ready) save.mutate();
      }}
    >
      <Card className="space-y-4">
        <div className="relative">
          <div className={cn('space-y-4', !ready && 'invisible')}>
            <Slider
              label={t`Overall, how satisfied do you feel with your life right now?`}
              value={coreFeeling}
              onValueChange={setCoreFeeling}
              formatValue={(v) => formatDecimal(v)}
              valueText={(v) => scoreInWords(v, i18n)}
              endLabels={[t`0 · Not at all`, t`10 · Completely`]}
              disabled={!ready}
            />
            <p
              className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground"
              aria-hidden
            >
              <Trans>
                Right now: <BandBadge score={coreFeeling} wrap />
              </Trans>
            </p>
          </div>
          {!ready && (
            <div className="absolute inset-0 flex items-center justify-center">
              <Spinner label={t`Loading your check-in`} />
            </div>
          )}
        </div>
        <DayField
          value={day}
          onChange={setDay}
          today={today}
          label={t`Day of this check-in`}
          status={(day) => <Trans>Adding a check-in to {day}</Trans>}
        />
        <div
          className="space-y-1 rounded-xl bg-surface-muted px-3.5 py-3 text-sm"
          data-testid="checkin-day-count"
        >
          <p>
            <Trans>Save adds a check-in. A day can hold several; the day's core feeling is their mean.</Trans>
          </p>
          {dayValid && daySummary.isSuccess && (
            <p className="text-muted-foreground">
              <DayCheckins summary={daySummary.data.find((d) => d.day === day)} />
            </p>
          )}
          {/* The day's count holds its line while it loads, so the cards below stay put (decision 315). */}
          {dayValid && daySummary.isPending && <p aria-hidden className="h-5" />}
        </div>
      </Card>

      <Card>
        <TagPicker label={t`What is today about? (optional)`} value={tags} onChange={setTags} />
      </Card>

      <Link
        to="/spotlight-areas"
        className="flex min-h-16 items-center gap-4 rounded-2xl border border-border bg-surface px-4 py-3 shadow-sm transition-colors hover:bg-surface-muted"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Crosshair aria-hidden className="size-5" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-2 font-semibold">
            <Trans>Spotlight Areas</Trans>
            {spotlightCount > 0 && (
              <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-bold text-primary-foreground tabular-nums">
                {spotlightCount}
                <span className="sr-only">
                  {' '}
                  <Plural value={spotlightCount} one="area needs attention" other="areas need attention" />
                </span>
              </span>
            )}
          </span>
          <span className="block text-sm text-muted-foreground">
            <Trans>Rate the areas that were lowest last time</Trans>
          </span>
          {ready && coreFeeling !== start && (
            <span className="mt-0.5 block text-xs text-muted-foreground">
              <Trans>Your {shownScore} stays here until you save it.</Trans>
            </span>
          )}
        </span>
        <ChevronRight aria-hidden className="size-5 shrink-0 text-muted-foreground rtl:-scale-x-100" />
      </Link>

      <div className="flex gap-2 pt-2">
        <Link
          to="/app"
          onClick={() => clearCheckinDraft(userId)}
          className={buttonClasses({ variant: 'outline', size: 'lg' }, 'flex-1')}
        >
          <Trans>Cancel</Trans>
        </Link>
        <Button
          type="submit"
          size="lg"
          className="flex-1"
          loading={save.isPending}
          disabled={!dayValid || !ready}
        >
          {save.isPending ? t`Saving...` : t`Save`}
        </Button>
      </div>
    </form>
  );
}

/**
 * How many check-ins the chosen day already has, from its `GET /api/days` summary: "No check-ins on
 * this day yet." or "This day has 2 check-ins so far; their mean is 6.5." (in the reader's language).
 */
function DayCheckins({
  summary,
}: {
  summary: { checkinCount: number; coreFeeling: string | null } | undefined;
}) {
  const count = summary?.checkinCount ?? 0;
  if (count === 0) return <Trans>No check-ins on this day yet.</Trans>;
  const mean = summary?.coreFeeling;
  if (!mean)
    return (
      <Plural value={count} one="This day has # check-in so far." other="This day has # check-ins so far." />
    );
  const shown = formatDecimal(mean);
  return (
    <Plural
      value={count}
      one={`This day has # check-in so far; its core feeling is ${shown}.`}
      other={`This day has # check-ins so far; their mean is ${shown}.`}
    />
  );
}
