import { Zap } from 'lucide-react';
import { useCurrentUser } from '../lib/current-user';
import { cn } from '../lib/cn';

/** The current streak next to a lightning symbol (docs/product.md §2 Home header); nothing when no user is loaded. */
export function StreakBadge({ className }: { className?: string }) {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  const days = user.currentStreak;
  return (
    <span
      className={cn(
        'inline-flex min-h-9 items-center gap-1 rounded-full bg-accent px-3 text-sm font-semibold text-accent-foreground tabular-nums',
        className,
      )}
      aria-label={`Current streak: ${days} ${days === 1 ? 'day' : 'days'}`}
      title={`Current streak: ${days} ${days === 1 ? 'day' : 'days'}`}
    >
      <Zap aria-hidden className="size-4 fill-streak text-streak" />
      {days}
    </span>
  );
}
