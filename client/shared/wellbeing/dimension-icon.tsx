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
import type { DimensionIcon as IconName } from '../../../core/dimensions';

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
