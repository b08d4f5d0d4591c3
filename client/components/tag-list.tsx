import { useLingui } from '@lingui/react/macro';
import { cn } from '../lib/cn';

/**
 * Tags shown on a saved item. A module of its own, apart from the tag picker: a screen that only shows
 * tags (/journal's list) does not load the picker, its input and the tag rules before it paints
 * (decision 527).
 */
export function TagList({ tags, className }: { tags: readonly string[] | undefined; className?: string }) {
  const { t } = useLingui();
  if (!tags || tags.length === 0) return null;
  return (
    <ul aria-label={t`Tags`} className={cn('flex flex-wrap gap-1.5', className)}>
      {tags.map((tag) => (
        <li
          key={tag}
          className="max-w-full rounded-full bg-surface-muted px-2.5 py-0.5 text-xs font-medium wrap-anywhere text-foreground"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}
