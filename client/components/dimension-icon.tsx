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
import {
  getDimension,
  type DimensionIcon as DimensionIconName,
  type DimensionKey,
} from '../../core/dimensions';

// core/ names the icons as strings so it stays free of React; this is the one map to components.
const ICONS: Record<DimensionIconName, LucideIcon> = {
  Moon,
  Footprints,
  Apple,
  Users,
  Trophy,
  Heart,
  Palette,
  Wallet,
};

/** The lucide icon of an area, decorative (the area's label is always written beside it). */
export function DimensionIcon({ dimension, ...props }: { dimension: DimensionKey } & LucideProps) {
  const Icon = ICONS[getDimension(dimension).icon];
  return <Icon aria-hidden {...props} />;
}
