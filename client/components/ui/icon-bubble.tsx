import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

/**
 * A decorative icon on the soft primary colour: a circle or rounded square sized by `className`
 * (`size-16 rounded-full`), the icon by `iconClassName`. One look for empty states and report cards.
 */
export function IconBubble({
  icon: Icon,
  className,
  iconClassName,
}: {
  icon: LucideIcon;
  className: string;
  iconClassName: string;
}) {
  return (
    <span
      aria-hidden
      className={cn(
        'flex shrink-0 items-center justify-center bg-primary-soft text-primary-soft-foreground',
        className,
      )}
    >
      <Icon className={iconClassName} />
    </span>
  );
}
