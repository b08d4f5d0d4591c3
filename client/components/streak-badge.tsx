import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Zap } from 'lucide-react';
import { useCurrentUser } from '../api/user';
import { cn } from '../lib/cn';

/** The current streak next to a lightning symbol (docs/product.md §2 Home header); nothing when no user is loaded. */
export function StreakBadge({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const { data: user } = useCurrentUser();
  if (!user) return null;
  const days = user.currentStreak;
  // A plain span's aria-label is not read by screen readers (it has no role), which left a bare "46":
  // as an image with a name the badge reads "46-day streak".
  return (
    <span
      role="img"
      aria-label={streakWords(days, i18n)}
      className={cn(
        'inline-flex min-h-9 items-center gap-1 rounded-full bg-accent px-3 text-sm font-semibold text-accent-foreground tabular-nums',
        className,
      )}
      title={i18n._(msg`Current streak: ${plural(days, { one: '# day', other: '# days' })}`)}
    >
      <Zap aria-hidden className="size-4 fill-streak text-streak" />
      {days}
    </span>
  );
}

/** What the badge says to a screen reader: "46-day streak". */
export function streakWords(days: number, i18n: I18n): string {
  return i18n._(msg`${days}-day streak`);
}
