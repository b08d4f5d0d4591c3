/**
 * The eight wellbeing areas (docs/product.md §3), in the order the spec lists them. That order is used
 * wherever areas are shown or tie-broken, so it lives here once.
 */
export const DIMENSION_KEYS = [
  'sleep',
  'exercise',
  'diet',
  'social',
  'achievements',
  'relationships',
  'creativity',
  'finance',
] as const;

export type DimensionKey = (typeof DIMENSION_KEYS)[number];

/** lucide-react icon names; kept as strings so core/ does not depend on React. */
export type DimensionIcon =
  'Moon' | 'Footprints' | 'Apple' | 'Users' | 'Trophy' | 'Heart' | 'Palette' | 'Wallet';

export interface Dimension {
  key: DimensionKey;
  label: string;
  icon: DimensionIcon;
  /** Mid-tone hex with at least 3:1 contrast on both white and the dark theme background (#0F172A). */
  color: string;
  /** Shown on the 8 Areas page. */
  emoji: string;
}

export const DIMENSIONS: readonly Dimension[] = [
  { key: 'sleep', label: 'Sleep', icon: 'Moon', color: '#6366F1', emoji: '😴' },
  // The key stays `exercise` for API compatibility; people see "Movement" (docs/product.md §3).
  { key: 'exercise', label: 'Movement', icon: 'Footprints', color: '#EA580C', emoji: '🏃' },
  { key: 'diet', label: 'Diet', icon: 'Apple', color: '#16A34A', emoji: '🥗' },
  { key: 'social', label: 'Social', icon: 'Users', color: '#0284C7', emoji: '👥' },
  { key: 'achievements', label: 'Achievements', icon: 'Trophy', color: '#D97706', emoji: '🏆' },
  { key: 'relationships', label: 'Relationships', icon: 'Heart', color: '#F43F5E', emoji: '❤️' },
  { key: 'creativity', label: 'Creativity', icon: 'Palette', color: '#A855F7', emoji: '🎨' },
  { key: 'finance', label: 'Finance', icon: 'Wallet', color: '#0D9488', emoji: '💰' },
];

const BY_KEY = new Map<string, Dimension>(DIMENSIONS.map((d) => [d.key, d]));

/** In reports the core feeling of quick check-ins acts as a ninth key (docs/product.md §3). */
export const CORE_FEELING_KEY = 'coreFeeling' as const;
export const CORE_FEELING_LABEL = 'Core Feeling';

export type ReportKey = DimensionKey | typeof CORE_FEELING_KEY;

export function isDimensionKey(value: unknown): value is DimensionKey {
  return typeof value === 'string' && BY_KEY.has(value);
}

export function getDimension(key: DimensionKey): Dimension {
  const dimension = BY_KEY.get(key);
  // Unreachable for a typed key; a clear error beats an undefined label if a cast lied.
  if (!dimension) throw new RangeError(`Unknown dimension: ${String(key)}`);
  return dimension;
}

export function dimensionLabel(key: DimensionKey): string {
  return getDimension(key).label;
}
