import { useId, useState, type FormEvent } from 'react';
import {
  CreateJournalEntrySchema,
  UpdateJournalEntrySchema,
  type ApiJournalEntry,
} from '../../../core/schemas/journal';
import { MOOD_MAX, MOOD_MIN } from '../../../core/mood';
import { moodWord } from './mood-words';
import { JOURNAL_CONTENT_MAX, JOURNAL_TITLE_MAX } from '../../../core/limits';
import { shownCounterId } from '../../components/length-counter';
import { TagPicker } from '../../components/tag-picker';
import { lengthError } from '../../lib/text-length';
import { Button } from '../../components/ui/button';
import { Dialog, DialogCancel } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Field } from '../../components/ui/field';
import { Slider } from '../../components/ui/slider';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/toast';
import { DayField } from '../../components/day-field';
import { useSignedInUser } from '../../api/user';
import { fieldErrorsFrom, invalidProps, useFieldErrors } from '../../lib/field-errors';
import { dayProblem, describeDay, todayIn } from '../../lib/edit-day';
import { useIdempotencyKey } from '../../lib/idempotency';
import { SAVED_ON_DEVICE } from '../../lib/offline/messages';
import { useCreateJournalEntry, useUpdateJournalEntry } from '../../api/journal';
import { EMPTY_DRAFT, canSave, createPayload, updatePayload, type JournalDraft } from './journal-rules';
import { MoodBadge } from './mood-badge';
import { Trans, useLingui } from '@lingui/react/macro';

export interface JournalEntryDialogProps {
  open: boolean;
  /** The entry being edited, or null for a new one. */
  entry: ApiJournalEntry | null;
  onClose: () => void;
  /** The day a new entry is for (decision 113); today when absent. */
  defaultDay?: string;
}

/**
 * Create or edit a journal entry (docs/product.md §4 "Journal dialog"). The parent remounts it per opening
 * (`key`), so the fields always start from the entry being edited or from the defaults.
 */
export function JournalEntryDialog({ open, entry, onClose, defaultDay }: JournalEntryDialogProps) {
  const { t, i18n } = useLingui();
  const formId = useId();
  const [draft, setDraft] = useState<JournalDraft>(() =>
    entry ? { title: entry.title ?? '', content: entry.content, mood: entry.mood } : EMPTY_DRAFT,
  );
  const [tags, setTags] = useState<string[]>(() => entry?.tags ?? []);
  const create = useCreateJournalEntry();
  const update = useUpdateJournalEntry();
  const pending = create.isPending || update.isPending;
  const user = useSignedInUser();
  const today = todayIn(user.timeZone);
  const [day, setDay] = useState(defaultDay ?? today);
  const dayValid = entry !== null || dayProblem(day, today) === null;
  const keyFor = useIdempotencyKey();

  const fields = useFieldErrors<'title' | 'content'>();
  const change = (patch: Partial<JournalDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    if ('title' in patch) fields.clear('title');
    if ('content' in patch) fields.clear('content');
  };
  const titleId = `${formId}-title`;
  const contentId = `${formId}-content`;
  // Text over its limit is an error as soon as it is there, never cut (decision 260).
  const titleError = fields.errors.title ?? lengthError(draft.title, JOURNAL_TITLE_MAX, 'Title');
  const contentError = fields.errors.content ?? lengthError(draft.content, JOURNAL_CONTENT_MAX, 'Content');

  const writtenFor = entry ? describeDay(entry.day, today) : '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSave(draft) || !dayValid || pending) return;
    // The server's schema (core/schemas/journal) on what the person wrote, shown at the field.
    const errors = fieldErrorsFrom<'title' | 'content'>(
      entry ? UpdateJournalEntrySchema : CreateJournalEntrySchema,
      { title: draft.title, content: draft.content, mood: draft.mood },
    );
    if (fields.show(errors, { title: titleId, content: contentId })) return;
    // On failure the dialog stays open with everything the person wrote.
    const outcome = (saved: string, failed: string) => ({
      onSuccess: ({ queued }: { queued: boolean }) => {
        toast(queued ? SAVED_ON_DEVICE : { title: saved, variant: 'success' });
        onClose();
      },
      onError: () => toast({ title: t`Error`, description: failed, variant: 'destructive' }),
    });
    if (entry) {
      update.mutate(
        { id: entry.id, body: { ...updatePayload(draft), tags } },
        outcome(t`Journal entry updated successfully`, t`Failed to update journal entry`),
      );
    } else {
      const body = {
        ...createPayload(draft),
        ...(day === today ? {} : { day }),
        ...(tags.length > 0 ? { tags } : {}),
      };
      create.mutate(
        { body, idempotencyKey: keyFor(body) },
        outcome(t`Journal entry created successfully`, t`Failed to create journal entry`),
      );
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onClose();
      }}
      title={entry ? t`Edit Entry` : t`New Journal Entry`}
      description={
        entry ? t`Change what you wrote or how you felt.` : t`Write freely. Only you can see this.`
      }
      footer={
        <>
          <DialogCancel disabled={pending} />
          <Button type="submit" form={formId} disabled={!canSave(draft) || !dayValid} loading={pending}>
            {pending ? t`Saving...` : t`Save`}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="space-y-5">
        <Field
          id={titleId}
          label={
            <Trans>
              Title <span className="font-normal text-muted-foreground">(optional)</span>
            </Trans>
          }
          error={titleError}
          counted={{ value: draft.title, max: JOURNAL_TITLE_MAX }}
        >
          <Input
            id={titleId}
            value={draft.title}
            autoComplete="off"
            placeholder={t`Give this moment a name`}
            onChange={(e) => change({ title: e.target.value })}
            {...invalidProps(titleId, titleError, shownCounterId(titleId, draft.title, JOURNAL_TITLE_MAX))}
          />
        </Field>
        <Field
          id={contentId}
          label={t`What's on your mind?`}
          error={contentError}
          counted={{ value: draft.content, max: JOURNAL_CONTENT_MAX }}
        >
          <Textarea
            id={contentId}
            value={draft.content}
            rows={7}
            // On a short phone (360×640) the mood slider stays in view under the text (decision 102).
            className="max-h-[22dvh]"
            required
            aria-required
            placeholder={t`How was your day? What are you grateful for?`}
            onChange={(e) => change({ content: e.target.value })}
            {...invalidProps(
              contentId,
              contentError,
              shownCounterId(contentId, draft.content, JOURNAL_CONTENT_MAX),
            )}
          />
        </Field>
        <Slider
          label={t`Mood`}
          value={draft.mood}
          onValueChange={(mood) => change({ mood })}
          min={MOOD_MIN}
          max={MOOD_MAX}
          step={1}
          formatValue={(v) => String(v)}
          valueText={(v) => {
            const label = moodWord(v, i18n);
            return t`${v} out of 10, ${label}`;
          }}
          endLabels={[t`1 · Very Low`, t`10 · Excellent`]}
          description={<MoodBadge mood={draft.mood} />}
        />
        {/* After the writing and the mood, so a short phone shows both at once (decision 102); it always
            says which day the entry is for (decision 116). */}
        {entry ? (
          <p className="text-sm text-muted-foreground">
            <Trans>
              Written for <span className="font-semibold text-foreground">{writtenFor}</span>
            </Trans>
          </p>
        ) : (
          <DayField value={day} onChange={setDay} today={today} label={t`Day of this entry`} />
        )}
        <TagPicker label={t`Tags (optional)`} value={tags} onChange={setTags} />
      </form>
    </Dialog>
  );
}
