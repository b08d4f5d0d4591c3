import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { History, Lightbulb } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatScore, readScore } from '../../../core/scores';
import { REFLECTION_TEXT_MAX } from '../../../core/limits';
import { DayField } from '../../components/day-field';
import { shownCounterId } from '../../components/length-counter';
import { lengthError } from '../../lib/text-length';
import { BottomSheet } from '../../components/ui/bottom-sheet';
import { Button } from '../../components/ui/button';
import { DialogCancel } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Slider } from '../../components/ui/slider';
import { Textarea } from '../../components/ui/textarea';
import { fieldErrorsFrom, invalidProps, useFieldErrors } from '../../lib/field-errors';
import { UpdateDimensionReflectionSchema } from '../../../core/schemas/reflections';
import { toast } from '../../components/ui/toast';
import { useTargets } from '../../api/targets';
import { updateUserAfterWrite } from '../../api/user';
import { useSignedInUser } from '../../api/user';
import { dayProblem, describeDay, todayIn } from '../../lib/edit-day';
import { useIdempotencyKey } from '../../lib/idempotency';
import { BandBadge } from './band-badge';
import { daysRangeQuery } from '../../api/days';
import { DimensionBubble } from './dimension-icon';
import { SAVED_ON_DEVICE } from '../../lib/offline/messages';
import { pendingId } from '../../api/http/write-queue';
import { applyQueuedRatings, applySavedEntry } from '../../api/days.rating-cache';
import { ratingRequest, reflectionTexts } from './rating-rules';
import {
  applyQueuedReflectionEdit,
  refreshAfterReflectionEdit,
  updateReflection,
} from '../../api/reflections';
import { guidanceFor } from './things-to-consider';
import { scoreInWords, shownScore } from './score-words';
import { isDimensionKey } from '../../../core/dimensions';
import { useAreas } from '../areas/use-areas';
import { scoreOfDay } from '../areas/entry-scores';
import type { WheelArea } from '../areas/wheel-rules';
import type { SheetRequest } from './use-dimension-sheet';
import { rateDay } from '../../api/days';

export interface DimensionSheetProps {
  request: SheetRequest | null;
  /** The area's current score (latest entry, 5 when there is none). */
  currentScore: (dimension: string) => number;
  /** Called with the area when the sheet closes (saved, cancelled or dismissed). */
  onClose: (dimension: string) => void;
}

/**
 * docs/product.md §2 dimension rating sheet: a bottom sheet that rates one area and optionally reflects on it.
 * Each opening mounts a fresh form (docs/product.md §4: the dimension and reflection are reset on reopening).
 */
export function DimensionSheet({ request, currentScore, onClose }: DimensionSheetProps) {
  if (!request) return null;
  return (
    <SheetForm
      key={request.id}
      request={request}
      startScore={request.editReflection?.score ?? request.startScore ?? currentScore(request.dimension)}
      onDone={() => onClose(request.dimension)}
    />
  );
}

function SheetTitle({ area }: { area: WheelArea }) {
  return (
    <span className="flex items-center gap-3">
      <DimensionBubble dimension={area} className="size-10" iconClassName="size-5" />
      <span className="min-w-0 wrap-anywhere">{area.label}</span>
    </span>
  );
}

function SheetForm({
  request,
  startScore,
  onDone,
}: {
  request: SheetRequest;
  startScore: number;
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const { dimension, editReflection: edit } = request;
  const wheel = useAreas();
  // A key the wheel does not hold (an area deleted on another device) still opens, named by its key.
  const area: WheelArea = wheel.byKey(dimension) ?? {
    key: dimension,
    label: dimension,
    icon: 'Sparkles',
    color: '#0891B2',
    hidden: false,
    position: 0,
    builtIn: false,
    description: null,
  };
  const guidance = guidanceFor(dimension, area.label, i18n);
  // Every area takes notes and a reflection (decision 374); an area of one's own has no built-in guidance,
  // so the person's own description of it, if any, heads the things to consider.
  const ownWords = isDimensionKey(dimension) ? null : area.description;
  const queryClient = useQueryClient();
  const [score, setScore] = useState(startScore);
  const [notes, setNotes] = useState(edit?.notes ?? '');
  const [changeNeeded, setChangeNeeded] = useState(edit?.changeNeeded ?? '');
  const notesId = useId();
  const changeId = useId();
  const changeHelpId = useId();
  const formId = useId();
  const fields = useFieldErrors<'notes' | 'reflection'>();
  // Text over its limit is an error as soon as it is there, never cut (decision 260).
  const notesError = fields.errors.notes ?? lengthError(notes, REFLECTION_TEXT_MAX, 'Notes');
  const changeError =
    fields.errors.reflection ?? lengthError(changeNeeded, REFLECTION_TEXT_MAX, 'Where to start');

  const user = useSignedInUser();
  const today = todayIn(user.timeZone);
  const [day, setDay] = useState(request.day ?? today);
  const dayValid = dayProblem(day, today) === null;
  const keyFor = useIdempotencyKey();
  // A past day's own score of this area, shown above the slider (the opener passes it when it knows it).
  const showPast = !edit && dayValid && day !== today;
  const pastDay = useQuery({ ...daysRangeQuery(day, day), enabled: showPast && day !== request.day });
  const panel: { label: string; score: number | null | undefined } =
    !showPast || (day !== request.day && pastDay.isError)
      ? { label: edit ? t`Score of this reflection` : t`Current score`, score: startScore }
      : {
          label: t`Score on that day`,
          score:
            day === request.day
              ? (request.startScore ?? null)
              : pastDay.isSuccess
                ? readScore(
                    scoreOfDay(
                      pastDay.data.find((d) => d.day === day),
                      dimension,
                    ),
                  )
                : undefined,
        };

  const save = useMutation({
    // Without a network the save waits on this device and syncs later (decision 150).
    networkMode: 'always',
    mutationFn: async (): Promise<{ queued: boolean }> => {
      const texts = reflectionTexts(notes, changeNeeded);
      const content = [texts.notes, texts.reflection].filter(Boolean).join('\n\n') || undefined;
      if (edit) {
        // The area of a reflection never changes here, so it is not sent (any area key, decision 350).
        const body = { score: formatScore(score), ...texts };
        const label = area.label;
        const outcome = await updateReflection(edit.id, body, {
          userId: user.id,
          summary: t`${label} reflection edited`,
          content,
        });
        if (outcome.queued) {
          applyQueuedReflectionEdit(queryClient, dimension, edit.id, body);
          return { queued: true };
        }
        // Editing a reflection changes only that reflection (docs/product.md §4).
        await refreshAfterReflectionEdit(queryClient, dimension);
        return { queued: false };
      }
      const call = ratingRequest({ day, dimension, score, notes, changeNeeded });
      const key = keyFor({ path: call.path, body: call.body });
      const [label, rated, ratedFor] = [area.label, formatScore(score), describeDay(day, today)];
      const outcome = await rateDay(call, key, {
        userId: user.id,
        summary: t`${label} rated ${rated} for ${ratedFor}`,
        content,
      });
      if (outcome.queued) {
        applyQueuedRatings(queryClient, {
          day,
          today,
          ratings: { [dimension]: score },
          pendingId: pendingId(key),
        });
        return { queued: true };
      }
      applySavedEntry(queryClient, outcome.data.entry, { today, reflection: outcome.data.reflection });
      await updateUserAfterWrite(queryClient, outcome.data.user);
      return { queued: false };
    },
    onSuccess: ({ queued }) => {
      if (queued) {
        toast(SAVED_ON_DEVICE);
        onDone();
        return;
      }
      const name = area.label;
      const when = describeDay(day, today);
      toast({
        title: t`Success`,
        // A past day's save says which day it went to.
        description: edit
          ? t`${name} reflection updated successfully`
          : day === today
            ? t`${name} score updated successfully`
            : t`${name} score updated successfully for ${when}`,
        variant: 'success',
      });
      onDone();
    },
    // The sheet stays open with everything typed; Save again retries with the same key.
    onError: () => {
      toast({ title: t`Error`, description: t`Failed to update score.`, variant: 'destructive' });
    },
  });

  const ratedDay = dayValid ? describeDay(day, today) : '';
  const areaName = area.label;
  // Mid-sentence the area's name is written small ("with your sleep"), except in German, whose nouns
  // keep their capital ("mit deinem Schlaf").
  const areaLower = i18n.locale === 'de' ? areaName : areaName.toLocaleLowerCase(i18n.locale);
  return (
    <BottomSheet
      open
      onOpenChange={(open) => {
        if (!open) onDone();
      }}
      title={<SheetTitle area={area} />}
      // A date typed half-way is no day: the header never claims "Today" for it.
      description={
        edit
          ? t`Editing a reflection`
          : dayValid
            ? t`Rating for ${ratedDay}`
            : t`Choose a whole day for this rating below`
      }
      hideClose
      footer={
        <>
          <DialogCancel className="flex-1" disabled={save.isPending} />
          <Button
            type="submit"
            form={formId}
            className="flex-1"
            loading={save.isPending}
            disabled={!edit && !dayValid}
          >
            {save.isPending ? t`Saving...` : t`Save`}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          if (save.isPending || !(edit || dayValid)) return;
          // The texts against the server's schema (core/schemas/reflections), errors at the field.
          const errors = fieldErrorsFrom<'notes' | 'reflection'>(UpdateDimensionReflectionSchema, {
            notes,
            reflection: changeNeeded,
          });
          if (!fields.show(errors, { notes: notesId, reflection: changeId })) save.mutate();
        }}
        className="space-y-6"
      >
        <div className="flex items-center justify-between gap-3 rounded-2xl bg-surface-muted px-4 py-3">
          <div>
            <p className="text-sm text-muted-foreground">{panel.label}</p>
            <p className="text-xl font-semibold tabular-nums">
              {panel.score === null ? (
                t`Not rated yet`
              ) : panel.score === undefined ? (
                '…'
              ) : (
                <>
                  {shownScore(panel.score)}{' '}
                  <span className="text-sm font-normal text-muted-foreground">
                    <Trans>/ 10</Trans>
                  </span>
                </>
              )}
            </p>
          </div>
          {typeof panel.score === 'number' && <BandBadge score={panel.score} />}
        </div>

        <div className="space-y-2">
          <Slider
            label={guidance.question}
            value={score}
            onValueChange={setScore}
            min={0}
            max={10}
            step={0.5}
            valueText={(v) => scoreInWords(v, i18n)}
            endLabels={[t`0 · Not at all`, t`10 · Completely`]}
          />
          <p
            className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground"
            aria-hidden
          >
            <Trans>
              Your rating: <BandBadge score={score} wrap />
            </Trans>
          </p>
          <TargetGap dimension={dimension} score={score} />
        </div>

        <Field
          id={notesId}
          label={<Trans>Notes</Trans>}
          error={notesError}
          counted={{ value: notes, max: REFLECTION_TEXT_MAX }}
        >
          <Textarea
            id={notesId}
            value={notes}
            onChange={fields.editText('notes', setNotes)}
            rows={3}
            placeholder={t`What is going well, or not so well, with your ${areaLower}?`}
            {...invalidProps(notesId, notesError, shownCounterId(notesId, notes, REFLECTION_TEXT_MAX))}
          />
        </Field>

        <Field
          id={changeId}
          label={<Trans>Where to start</Trans>}
          error={changeError}
          counted={{ value: changeNeeded, max: REFLECTION_TEXT_MAX }}
        >
          <p id={changeHelpId} className="text-sm text-muted-foreground">
            <Trans>One small change you could try. Small steps count.</Trans>
          </p>
          <Textarea
            id={changeId}
            value={changeNeeded}
            onChange={fields.editText('reflection', setChangeNeeded)}
            rows={2}
            placeholder={guidance.whereToStartHint}
            {...invalidProps(
              changeId,
              changeError,
              changeHelpId,
              shownCounterId(changeId, changeNeeded, REFLECTION_TEXT_MAX),
            )}
          />
        </Field>

        {/* The sheet's description names the day at the top; the control to change it follows the texts,
            so the keyboard path slider → notes → where to start stays as it was. */}
        {!edit && <DayField value={day} onChange={setDay} today={today} label={t`Day of this rating`} />}

        <section aria-labelledby={`${formId}-tips`} className="rounded-2xl bg-primary-soft p-4">
          <h3
            id={`${formId}-tips`}
            className="flex items-center gap-2 font-semibold text-primary-soft-foreground"
          >
            <Lightbulb aria-hidden className="size-4" />
            <Trans>Things To Consider</Trans>
          </h3>
          {ownWords && (
            <p className="mt-3 text-sm leading-relaxed break-words whitespace-pre-wrap text-primary-soft-foreground">
              {ownWords}
            </p>
          )}
          <ul className="mt-3 space-y-2.5">
            {guidance.tips.map((tip) => (
              <li key={tip} className="flex gap-2.5 text-sm leading-relaxed text-primary-soft-foreground">
                <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" />
                {tip}
              </li>
            ))}
          </ul>
        </section>

        <Link
          to={`/reflections?dimension=${dimension}`}
          className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <History aria-hidden className="size-4" />
          <Trans>See past {areaName} reflections</Trans>
        </Link>
      </form>
    </BottomSheet>
  );
}

/** The gap between the rating and the area's target (decision 130), following the slider as it moves. */
function TargetGap({ dimension, score }: { dimension: string; score: number }) {
  const { t } = useLingui();
  const targets = useTargets();
  const raw = (targets.data as Record<string, string | null | undefined> | undefined)?.[dimension] ?? null;
  if (raw === null) {
    return targets.isSuccess ? (
      <Link
        to="/targets"
        className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <Trans>Set a target</Trans>
      </Link>
    ) : null;
  }
  const target = Number(raw);
  const gap = target - score;
  const shownTarget = shownScore(target);
  const shownGap = shownScore(Math.abs(gap));
  return (
    <p className="rounded-xl bg-surface-muted px-3.5 py-2.5 text-sm" data-testid="target-gap">
      <span className="font-medium">
        <Trans>Target {shownTarget}</Trans>
      </span>
      <span className="text-muted-foreground">
        {' · '}
        {gap > 0 ? t`${shownGap} to go` : gap === 0 ? t`right on target` : t`${shownGap} above target`}
      </span>
    </p>
  );
}
