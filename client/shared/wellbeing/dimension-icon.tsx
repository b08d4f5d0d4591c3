import {
  Apple,
  Footprints,
  Heart,
  Moon,
  Palette,
  Trophy,
  Users,
  Wallet,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';
import type { Dimension, DimensionIcon as IconName } from '../../../core/dimensions';
import { cn } from '../../lib/cn';

/** core/ names each area's icon as a string (no React there); this maps the names to lucide components. */
export const DIMENSION_ICONS: Record<IconName, LucideIcon> = {
  Moon,
  Footprints,
  Apple,
  Users,
  Trophy,
  Heart,
  Palette,
  Wallet,
};

export function DimensionIcon({ name, ...props }: { name: IconName } & LucideProps) {
  const Icon = DIMENSION_ICONS[name];
  return <Icon aria-hidden {...props} />;
}

/**
 * An area's icon, white in a circle of the area's colour; the circle's size and the icon's by class
 * (`size-10`, `size-5`). One look for the rating sheet, Spotlight, the reflections and the day view.
 */
export function DimensionBubble({
  dimension,
  className,
  iconClassName,
}: {
  dimension: Pick<Dimension, 'color' | 'icon'>;
  className: string;
  iconClassName: string;
}) {
  return (
    <span
      className={cn('flex shrink-0 items-center justify-center rounded-full text-white', className)}
      style={{ backgroundColor: dimension.color }}
    >
      <DimensionIcon name={dimension.icon} className={iconClassName} />
    </span>
  );
}
