import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ScreenHeader } from '../../components/ui/page-header';
import { Slider } from '../../components/ui/slider';
import { toast } from '../../components/ui/toast';
import { BandBadge } from '../../shared/wellbeing/band-badge';
import { DimensionBubble } from '../../shared/wellbeing/dimension-icon';
import { guidanceFor } from '../../shared/wellbeing/things-to-consider';
import { scoreInWords, shownScore } from '../../shared/wellbeing/score-words';
import { useAreas } from '../../shared/areas/use-areas';
import { latestEntryQuery } from '../../api/wellbeing';
import { applyQueuedRatings, applySavedEntry } from '../../api/days.rating-cache';
import { updateUserAfterWrite } from '../../api/user';
import { useSignedInUser } from '../../api/user';
import { todayIn } from '../../lib/edit-day';
import { useIdempotencyKey } from '../../lib/idempotency';
import { SAVED_ON_DEVICE } from '../../lib/offline/messages';
import { pendingId } from '../../api/http/write-queue';
import { applySavedSpotlightRatings, saveSpotlightRatings } from '../../api/checkins';
import { spotlightPayload, spotlightSliders, type SpotlightSlider } from './checkin-rules';
import { QueryView } from '../../components/query-view';

export default function SpotlightPage() {
  const { t } = useLingui();
  const latest = useQuery(latestEntryQuery);
  const wheel = useAreas();
  return (
    <>
      <ScreenHeader
        title={t`Spotlight Areas`}
        description={t`A closer look at the areas that were lowest last time.`}
        back={{ to: '/quick-checkin', label: t`Back to quick check-in` }}
      />
      <QueryView query={latest} loading={t`Loading your areas`} failed={t`We could not load your areas.`}>
        {(data) => (
          // Chosen once: the list must not reshuffle while the person moves the sliders.
          <SpotlightForm
            areas={spotlightSliders(
              data,
              wheel.shown.map((a) => a.key),
            )}
            hasEntry={data !== null}
          />
        )}
      </QueryView>
    </>
  );
}

function SpotlightForm({ areas, hasEntry }: { areas: SpotlightSlider[]; hasEntry: boolean }) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState(() => new Map<string, number>(areas.map((a) => [a.key, a.start])));
  const wheel = useAreas();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const keyFor = useIdempotencyKey();
  const save = useMutation({
    // Without a network the ratings wait on this device and sync later (decision 150).
    networkMode: 'always',
    // One request: the answer holds today's updated entry, which goes straight into the cache.
    mutationFn: async () => {
      // Every area in one spotlight write, areas of one's own too (decision 378).
      const body = spotlightPayload(values);
      const key = keyFor(body);
      const today = todayIn(user.timeZone);
      let queued = false;
      if (Object.keys(body.ratings).length > 0) {
        const outcome = await saveSpotlightRatings(body, key, {
          userId: user.id,
          summary: `Spotlight ratings: ${Object.entries(body.ratings)
            .map(([k, v]) => `${wheel.label(k)} ${v}`)
            .join(', ')}`,
        });
        if (outcome.queued) {
          const ratings = Object.fromEntries(Object.entries(body.ratings).map(([k, v]) => [k, Number(v)]));
          applyQueuedRatings(queryClient, { day: today, today, ratings, pendingId: pendingId(key) });
          queued = true;
        } else {
          applySavedEntry(queryClient, outcome.data.entry, { today });
          applySavedSpotlightRatings(queryClient);
        }
      }
      if (!queued) await updateUserAfterWrite(queryClient);
      return { queued };
    },
    onSuccess: ({ queued }) => {
      toast(
        queued
          ? SAVED_ON_DEVICE
          : { title: t`Your spotlight area ratings have been saved.`, variant: 'success' },
      );
      void navigate('/app');
    },
    onError: () =>
      toast({ title: t`Failed to save your ratings. Please try again.`, variant: 'destructive' }),
  });

  if (areas.length === 0) {
    const threshold = shownScore(5.5);
    return (
      <Card className="flex flex-col items-center px-6 py-8 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
          <CircleCheck aria-hidden className="size-7" />
        </span>
        <h2 className="mt-4 text-lg font-semibold">
          <Trans>No areas need extra attention right now</Trans>
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
          {hasEntry
            ? t`Every area was above ${threshold} at your last check-in. That is worth noticing.`
            : t`Once you have rated your areas on the wheel, any that score ${threshold} or lower will appear here.`}
        </p>
        <Link to="/app" className={buttonClasses({ size: 'lg', block: true }, 'mt-6')}>
          <Trans>Back to Home</Trans>
        </Link>
      </Card>
    );
  }

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!save.isPending) save.mutate();
      }}
    >
      {areas.map((area) => {
        const dimension = wheel.byKey(area.key) ?? wheel.all[0]!;
        const value = values.get(area.key) ?? area.start;
        const last = shownScore(area.score);
        return (
          <Card key={area.key} className="space-y-4">
            <div className="flex items-center gap-3">
              <DimensionBubble dimension={dimension} className="size-10" iconClassName="size-5" />
              <div className="min-w-0 flex-1">
                <h2 className="font-semibold wrap-anywhere">{dimension.label}</h2>
                <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
                  <Trans>
                    Last time {last} <BandBadge score={area.score} plain />
                  </Trans>
                </p>
              </div>
            </div>
            <Slider
              label={guidanceFor(area.key, dimension.label, i18n).question}
              value={value}
              onValueChange={(next) => setValues((prev) => new Map(prev).set(area.key, next))}
              valueText={(v) => scoreInWords(v, i18n)}
              endLabels={['0', '10']}
            />
          </Card>
        );
      })}
      {/* Side by side while both fit; German's "Bewertungen speichern" at 320 px goes under Cancel. */}
      <div className="flex flex-wrap gap-2 pt-2">
        <Link to="/quick-checkin" className={buttonClasses({ variant: 'outline', size: 'lg' }, 'flex-1')}>
          <Trans>Cancel</Trans>
        </Link>
        <Button type="submit" size="lg" className="flex-1" loading={save.isPending}>
          {save.isPending ? t`Saving...` : t`Save Ratings`}
        </Button>
      </div>
    </form>
  );
}
