import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/cn';

/**
 * One way into the account on the security page, a signed-in device or a passkey: its icon, its name
 * with a badge when there is one, and when it was added and last used. The caller's row puts its
 * buttons after it (decision 490).
 */
export function AccessSummary({
  icon: Icon,
  name,
  badge,
  className,
  children,
}: {
  icon: LucideIcon;
  name: string;
  /** "This device", "Synced"; nothing when the badge does not apply. */
  badge?: ReactNode;
  /** The text column's width (`min-w-0` to shrink beside one button, `min-w-40` to push two below). */
  className: string;
  /** When it was added and last used. */
  children: ReactNode;
}) {
  return (
    <>
      <Icon aria-hidden className="size-5 shrink-0 text-muted-foreground" />
      <div className={cn(className, 'flex-1')}>
        <p className="font-medium break-words">
          {name} {badge && <Badge>{badge}</Badge>}
        </p>
        <p className="text-sm text-muted-foreground">{children}</p>
      </div>
    </>
  );
}
