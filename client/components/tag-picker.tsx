import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import {
  normaliseTagName,
  SUGGESTED_TAGS,
  TAG_NAME_MAX,
  TAGS_PER_ACCOUNT_MAX,
  TAGS_PER_ITEM_MAX,
  tagKey,
} from '../../core/tags';
import { invalidProps } from '../lib/field-errors';
import { lengthError } from '../lib/text-length';
import { LengthCounter, shownCounterId } from './length-counter';
import { FieldError } from './ui/field-error';
import { cn } from '../lib/cn';
import { useTags } from '../api/tags';
import { Button } from './ui/button';
import { Input } from './ui/input';

/**
 * The chips to offer: the user's own tags (most used first), then the suggestions they lack — none once
 * the account holds TAGS_PER_ACCOUNT_MAX tags, since a new name would be refused (decision 252).
 */
export function tagChoices(
  own: readonly { name: string; uses: number }[],
  chosen: readonly string[],
  suggestions: readonly string[] = SUGGESTED_TAGS,
): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const add = (name: string) => {
    const key = tagKey(name);
    if (seen.has(key)) return;
    seen.add(key);
    out.push(name);
  };
  for (const t of [...own].sort((a, b) => b.uses - a.uses)) add(t.name);
  if (own.length < TAGS_PER_ACCOUNT_MAX) for (const name of suggestions) add(name);
  for (const name of chosen) add(name);
  return out;
}

export interface TagPickerProps {
  value: string[];
  onChange: (tags: string[]) => void;
  /** Visible group label. */
  label?: string;
}

/**
 * Tags chosen in one tap (decision 131): each tag is a toggle button (aria-pressed); a small field adds
 * the user's own. New names become tags when the item is saved.
 */
export function TagPicker({ value, onChange, label }: TagPickerProps) {
  const { t } = useLingui();
  const own = useTags();
  const [draft, setDraft] = useState('');
  const [limitNote, setLimitNote] = useState(false);
  const labelId = useId();
  const inputId = useId();
  const chosen = new Set(value.map(tagKey));
  // The suggestions in the reader's language (decision 440): once chosen, a tag is the person's text.
  const suggestions = [
    t({ id: 'tag.suggested.sleep', message: 'sleep' }),
    t({ id: 'tag.suggested.work', message: 'work' }),
    t({ id: 'tag.suggested.family', message: 'family' }),
    t({ id: 'tag.suggested.friends', message: 'friends' }),
    t({ id: 'tag.suggested.exercise', message: 'exercise' }),
    t({ id: 'tag.suggested.outdoors', message: 'outdoors' }),
    t({ id: 'tag.suggested.alcohol', message: 'alcohol' }),
    t({ id: 'tag.suggested.screens', message: 'screens' }),
  ];
  const choices = tagChoices(own.data ?? [], value, suggestions);
  const full = value.length >= TAGS_PER_ITEM_MAX;

  const toggle = (name: string) => {
    if (chosen.has(tagKey(name))) onChange(value.filter((v) => tagKey(v) !== tagKey(name)));
    else if (!full) onChange([...value, name]);
  };
  const name = normaliseTagName(draft);
  // A longer name is refused at the field, never cut to fit (decision 260).
  const tooLong = lengthError(name, TAG_NAME_MAX, 'A tag');
  const addDraft = () => {
    if (!name || tooLong) return;
    const ownKeys = new Set((own.data ?? []).map((t) => tagKey(t.name)));
    if ((own.data?.length ?? 0) >= TAGS_PER_ACCOUNT_MAX && !ownKeys.has(tagKey(name))) {
      setLimitNote(true);
      return;
    }
    if (!chosen.has(tagKey(name)) && !full) onChange([...value, name]);
    setDraft('');
  };

  return (
    <div role="group" aria-labelledby={labelId} className="space-y-2">
      <p id={labelId} className="text-sm font-medium">
        {label ?? t`Tags`}
      </p>
      <ul className="flex flex-wrap gap-2">
        {choices.map((name) => {
          const on = chosen.has(tagKey(name));
          return (
            <li key={tagKey(name)} className="max-w-full">
              <button
                type="button"
                aria-pressed={on}
                onClick={() => toggle(name)}
                disabled={!on && full}
                className={cn(
                  'inline-flex min-h-11 max-w-full items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium wrap-anywhere transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-50',
                  on
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-border bg-surface text-foreground hover:bg-surface-muted',
                )}
              >
                {on && <Check aria-hidden className="size-4 shrink-0" />}
                {name}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          <Trans>Add your own tag</Trans>
        </label>
        <Input
          id={inputId}
          value={draft}
          placeholder={t`Add your own tag`}
          className="h-11 min-w-0 flex-1"
          onChange={(event) => {
            setDraft(event.target.value);
            setLimitNote(false);
          }}
          {...invalidProps(inputId, tooLong, shownCounterId(inputId, name, TAG_NAME_MAX))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              addDraft();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={addDraft} disabled={!draft.trim() || full}>
          <Plus aria-hidden className="size-4" />
          <Trans>Add</Trans>
        </Button>
      </div>
      <LengthCounter fieldId={inputId} value={name} max={TAG_NAME_MAX} />
      <FieldError fieldId={inputId} message={tooLong} />
      <p role="status" className="text-sm text-muted-foreground empty:hidden">
        {limitNote
          ? t`An account can have at most ${TAGS_PER_ACCOUNT_MAX} tags: use one you have, or merge or delete some first.`
          : ''}
      </p>
    </div>
  );
}
