import { AREA_COLORS, AREA_ICONS } from '../../../core/areas';

/**
 * The curated icons and colours an area may take are core's (`AREA_ICONS`, `AREA_COLORS`, contrast
 * checked there); this file names them for a screen reader (decision 353).
 */
export { AREA_COLORS, AREA_ICONS as AREA_ICON_NAMES };

const ICON_NAMES: Record<(typeof AREA_ICONS)[number], string> = {
  Moon: 'Moon',
  Footprints: 'Footprints',
  Apple: 'Apple',
  Users: 'People',
  Trophy: 'Trophy',
  Heart: 'Heart',
  Palette: 'Palette',
  Wallet: 'Wallet',
  BookOpen: 'Book',
  Briefcase: 'Briefcase',
  Brain: 'Brain',
  Coffee: 'Coffee',
  Dumbbell: 'Dumbbell',
  Flower2: 'Flower',
  GraduationCap: 'Graduation cap',
  House: 'House',
  Leaf: 'Leaf',
  Music: 'Music',
  PawPrint: 'Paw print',
  Plane: 'Plane',
  Smile: 'Smile',
  Sparkles: 'Sparkles',
  Sun: 'Sun',
  HandHeart: 'Helping hand',
};

const COLOR_NAMES: Record<(typeof AREA_COLORS)[number], string> = {
  '#6366F1': 'Indigo',
  '#EA580C': 'Orange',
  '#16A34A': 'Green',
  '#0284C7': 'Sky blue',
  '#D97706': 'Amber',
  '#F43F5E': 'Rose',
  '#A855F7': 'Purple',
  '#0D9488': 'Teal',
  '#DB2777': 'Pink',
  '#2563EB': 'Blue',
  '#65A30D': 'Lime',
  '#C026D3': 'Fuchsia',
  '#DC2626': 'Red',
  '#0891B2': 'Cyan',
  '#8B5CF6': 'Violet',
  '#059669': 'Emerald',
};

/** An icon's name for a screen reader ("Paw print"); the name itself outside the set. */
export function iconName(icon: string): string {
  return Object.hasOwn(ICON_NAMES, icon) ? ICON_NAMES[icon as keyof typeof ICON_NAMES] : icon;
}

/** A colour's name for a screen reader ("Teal"); the hex outside the set. */
export function colorName(color: string): string {
  const upper = color.toUpperCase();
  return Object.hasOwn(COLOR_NAMES, upper) ? COLOR_NAMES[upper as keyof typeof COLOR_NAMES] : color;
}
