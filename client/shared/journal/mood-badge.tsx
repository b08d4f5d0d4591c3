import { cn } from '../../lib/cn';
import { MOOD_BADGE_CLASSES, MOOD_DOT_CLASSES, moodBadge } from './journal-rules';
import { Trans, useLingui } from '@lingui/react/macro';
import { moodWord } from './mood-words';

/** docs/product.md §9 mood badge: colour and label together, so the mood never depends on seeing colour. */
export function MoodBadge({ mood, className }: { mood: number; className?: string }) {
  const { t, i18n } = useLingui();
  const { color } = moodBadge(mood);
  // The label in the reader's language, with the score: "Good · 7/10" (decision 445).
  const label = moodWord(mood, i18n);
  const text = t`${label} · ${mood}/10`;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        MOOD_BADGE_CLASSES[color],
        className,
      )}
    >
      <span aria-hidden className={cn('size-2 rounded-full', MOOD_DOT_CLASSES[color])} />
      <span>
        <span className="sr-only">
          <Trans>Mood:</Trans>{' '}
        </span>
        {text}
      </span>
    </span>
  );
}
