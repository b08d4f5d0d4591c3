import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { AREA_COLORS, AREA_ICONS } from '../../../core/areas';

/**
 * The curated icons and colours an area may take are core's (`AREA_ICONS`, `AREA_COLORS`, contrast
 * checked there); this file names them for a screen reader (decision 353), in the reader's language
 * (decision 445). It sits with Your wheel's screens so the names load with their `wheel` catalogue.
 */
export { AREA_COLORS, AREA_ICONS as AREA_ICON_NAMES };

const ICON_NAMES: Record<(typeof AREA_ICONS)[number], MessageDescriptor> = {
  Moon: msg`Moon`,
  Footprints: msg`Footprints`,
  Apple: msg`Apple`,
  Users: msg`People`,
  Trophy: msg`Trophy`,
  Heart: msg`Heart`,
  Palette: msg`Palette`,
  Wallet: msg`Wallet`,
  BookOpen: msg`Book`,
  Briefcase: msg`Briefcase`,
  Brain: msg`Brain`,
  Coffee: msg`Coffee`,
  Dumbbell: msg`Dumbbell`,
  Flower2: msg`Flower`,
  GraduationCap: msg`Graduation cap`,
  House: msg`House`,
  Leaf: msg`Leaf`,
  Music: msg`Music`,
  PawPrint: msg`Paw print`,
  Plane: msg`Plane`,
  Smile: msg`Smile`,
  Sparkles: msg`Sparkles`,
  Sun: msg`Sun`,
  HandHeart: msg`Helping hand`,
};

const COLOR_NAMES: Record<(typeof AREA_COLORS)[number], MessageDescriptor> = {
  '#6366F1': msg`Indigo`,
  '#EA580C': msg`Orange`,
  '#16A34A': msg`Green`,
  '#0284C7': msg`Sky blue`,
  '#D97706': msg`Amber`,
  '#F43F5E': msg`Rose`,
  '#A855F7': msg`Purple`,
  '#0D9488': msg`Teal`,
  '#DB2777': msg`Pink`,
  '#2563EB': msg`Blue`,
  '#65A30D': msg`Lime`,
  '#C026D3': msg`Fuchsia`,
  '#DC2626': msg`Red`,
  '#0891B2': msg`Cyan`,
  '#8B5CF6': msg`Violet`,
  '#059669': msg`Emerald`,
};

/** An icon's name for a screen reader ("Paw print"); the name itself outside the set. */
export function iconName(icon: string, i18n: Pick<I18n, '_'>): string {
  return Object.hasOwn(ICON_NAMES, icon) ? i18n._(ICON_NAMES[icon as keyof typeof ICON_NAMES]) : icon;
}

/** A colour's name for a screen reader ("Teal"); the hex outside the set. */
export function colorName(color: string, i18n: Pick<I18n, '_'>): string {
  const upper = color.toUpperCase();
  return Object.hasOwn(COLOR_NAMES, upper) ? i18n._(COLOR_NAMES[upper as keyof typeof COLOR_NAMES]) : color;
}
