import {
  Apple,
  BookOpen,
  Brain,
  Briefcase,
  Circle,
  Coffee,
  Dumbbell,
  Flower2,
  Footprints,
  GraduationCap,
  HandHeart,
  Heart,
  House,
  Leaf,
  Moon,
  Music,
  Palette,
  PawPrint,
  Plane,
  Smile,
  Sparkles,
  Sun,
  Trophy,
  Users,
  Wallet,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';
import { cn } from '../../lib/cn';
import type { AreaIcon } from '../../../core/areas';

/**
 * core/ and the server name each area's icon as a string (no React there); this maps the curated set's
 * names (decision 350) to lucide components.
 */
export const DIMENSION_ICONS: Record<AreaIcon, LucideIcon> = {
  Moon,
  Footprints,
  Apple,
  Users,
  Trophy,
  Heart,
  Palette,
  Wallet,
  BookOpen,
  Briefcase,
  Brain,
  Coffee,
  Dumbbell,
  Flower2,
  GraduationCap,
  House,
  Leaf,
  Music,
  PawPrint,
  Plane,
  Smile,
  Sparkles,
  Sun,
  HandHeart,
};

/** The component of an icon name; a plain circle for a name outside the set (an older app, a newer server). */
export function iconFor(name: string): LucideIcon {
  return Object.hasOwn(DIMENSION_ICONS, name)
    ? DIMENSION_ICONS[name as keyof typeof DIMENSION_ICONS]
    : Circle;
}

export function DimensionIcon({ name, ...props }: { name: string } & LucideProps) {
  const Icon = iconFor(name);
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
  dimension: { color: string; icon: string };
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
