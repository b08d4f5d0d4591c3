/**
 * Each person's wheel (DESIGN §6; decisions 340–345): the eight built-in areas, renamed, recoloured,
 * hidden or reordered as the person likes, plus up to four areas of their own. One module for both sides
 * and free of zod: the server's routes, the import and the client's forms read the same limits, the same
 * icon and colour sets and the same rules.
 */
import { DIMENSIONS, type DimensionKey, isDimensionKey } from './dimensions';
import { areaRules, englishOf } from './i18n/area-rules';
import { tooLongMessage } from './limits';

/** An area of the wheel as GET /api/areas answers it (DESIGN §6). */
export interface Area {
  /** One of the eight built-in keys, or a stable key of an area of one's own (`own-…`, never reused). */
  key: string;
  label: string;
  icon: AreaIcon;
  color: AreaColor;
  /** Hidden areas leave the wheel but keep their history; they can still be rated (decision 341). */
  hidden: boolean;
  /** 0-based place on the wheel; the server keeps positions 0…n−1 without gaps. */
  position: number;
  builtIn: boolean;
  /** The person's own words about the area (shown on the Areas screen); null when none. */
  description: string | null;
}

/** GET /api/areas also says how many ratings each area holds (the delete dialog says it; decision 343). */
export interface AreaWithCount extends Area {
  ratingCount: number;
}

// ---- Limits (README "Limits per account"; decision 340) ----

/** Areas on one wheel at most, the eight built-in ones included. */
export const AREAS_MAX = 12;
/** Areas of one's own at most. */
export const OWN_AREAS_MAX = AREAS_MAX - DIMENSIONS.length;
/** Areas that must stay shown: a wheel of fewer is not a wheel. */
export const SHOWN_AREAS_MIN = 3;
/** A label's length after trimming. */
export const AREA_LABEL_MAX = 40;
/** A description's length after trimming. */
export const AREA_DESCRIPTION_MAX = 500;

/** Keys of areas of one's own: `own-` and 10 lower-case letters or digits; made by the server. */
export const OWN_AREA_KEY_PREFIX = 'own-';
const OWN_AREA_KEY = /^own-[a-z0-9]{10}$/;

export function isOwnAreaKey(value: unknown): value is string {
  return typeof value === 'string' && OWN_AREA_KEY.test(value);
}

/** A key any wheel may hold: a built-in key or one of the own-area form. */
export function isAreaKey(value: unknown): value is string {
  return isDimensionKey(value) || isOwnAreaKey(value);
}

// ---- The curated sets ----

/**
 * lucide-react icon names, kept as strings so core/ does not depend on React: the eight built-in icons
 * first, then sixteen more for areas of one's own. The client maps each name to its component.
 */
export const AREA_ICONS = [
  'Moon',
  'Footprints',
  'Apple',
  'Users',
  'Trophy',
  'Heart',
  'Palette',
  'Wallet',
  'BookOpen',
  'Briefcase',
  'Brain',
  'Coffee',
  'Dumbbell',
  'Flower2',
  'GraduationCap',
  'House',
  'Leaf',
  'Music',
  'PawPrint',
  'Plane',
  'Smile',
  'Sparkles',
  'Sun',
  'HandHeart',
] as const;
export type AreaIcon = (typeof AREA_ICONS)[number];

/**
 * Mid-tone colours (upper-case hex), each with at least 3:1 contrast on white and on the dark theme's
 * background #0F172A (checked by core/areas.test.ts): the eight built-in colours first.
 */
export const AREA_COLORS = [
  '#6366F1',
  '#EA580C',
  '#16A34A',
  '#0284C7',
  '#D97706',
  '#F43F5E',
  '#A855F7',
  '#0D9488',
  '#DB2777',
  '#2563EB',
  '#65A30D',
  '#C026D3',
  '#DC2626',
  '#0891B2',
  '#8B5CF6',
  '#059669',
] as const;
export type AreaColor = (typeof AREA_COLORS)[number];

export function isAreaIcon(value: unknown): value is AreaIcon {
  return typeof value === 'string' && (AREA_ICONS as readonly string[]).includes(value);
}

/** Colours are compared case-insensitively ("#6366f1" is in the set); use `normaliseColor` to store. */
export function isAreaColor(value: unknown): value is AreaColor {
  return typeof value === 'string' && (AREA_COLORS as readonly string[]).includes(value.toUpperCase());
}

export function normaliseColor(value: string): string {
  return value.toUpperCase();
}

// ---- The default wheel ----

/** The eight built-in areas as a wheel nobody has changed yet (decision 340: no rows until a change). */
export const DEFAULT_AREAS: readonly Area[] = DIMENSIONS.map((d, position) => ({
  key: d.key,
  label: d.label,
  icon: d.icon,
  color: d.color as AreaColor,
  hidden: false,
  position,
  builtIn: true,
  description: null,
}));

export function defaultArea(key: DimensionKey): Area {
  const area = DEFAULT_AREAS.find((a) => a.key === key);
  if (!area) throw new RangeError(`Unknown built-in area: ${key}`);
  return { ...area };
}

// ---- Pure helpers ----

const BUILT_IN_ORDER = new Map<string, number>(DIMENSIONS.map((d, i) => [d.key, i]));

/**
 * The wheel's order: by position, then built-in areas in the spec's order before areas of one's own,
 * then by key, so two equal positions (an import, a race) still give one order everywhere.
 */
export function wheelOrder<A extends Area>(areas: readonly A[]): A[] {
  return [...areas].sort(
    (a, b) =>
      a.position - b.position ||
      (BUILT_IN_ORDER.get(a.key) ?? 99) - (BUILT_IN_ORDER.get(b.key) ?? 99) ||
      (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
}

/** The areas shown on the wheel, in wheel order. */
export function shownAreas<A extends Area>(areas: readonly A[]): A[] {
  return wheelOrder(areas).filter((a) => !a.hidden);
}

/** The keys of the shown areas, in wheel order. */
export function shownAreaKeys(areas: readonly Area[]): string[] {
  return shownAreas(areas).map((a) => a.key);
}

/** The areas of one's own, in wheel order. */
export function ownAreas<A extends Area>(areas: readonly A[]): A[] {
  return wheelOrder(areas).filter((a) => !a.builtIn);
}

/** An area's label on this wheel, or the built-in label / the key when the wheel lacks it. */
export function areaLabel(areas: readonly Area[], key: string): string {
  const area = areas.find((a) => a.key === key);
  if (area) return area.label;
  return DIMENSIONS.find((d) => d.key === key)?.label ?? key;
}

/** Renumbers positions 0…n−1 in wheel order, after moving `key` (if given) to `to` (clamped). */
export function withPositions<A extends Area>(areas: readonly A[], key?: string, to?: number): A[] {
  const ordered = wheelOrder(areas);
  if (key !== undefined && to !== undefined) {
    const from = ordered.findIndex((a) => a.key === key);
    if (from >= 0) {
      const [moved] = ordered.splice(from, 1) as [A];
      ordered.splice(Math.max(0, Math.min(to, ordered.length)), 0, moved);
    }
  }
  return ordered.map((a, position) => ({ ...a, position }));
}

/**
 * A period's (or a day's) overall score (decision 342): the mean of the areas shown now that have data
 * in that period. `means` holds each area's value for the period (a day's score, or the period's mean),
 * null or absent when it has none. When none of the shown areas has data but others do, the mean of
 * those others is taken, so a day with an entry always has an overall. Null when nothing has data.
 * Not rounded: callers round once (decision 100).
 */
export function overallOfAreas(
  means: Readonly<Record<string, number | null | undefined>>,
  shownKeys: readonly string[],
): number | null {
  let sum = 0;
  let n = 0;
  for (const key of shownKeys) {
    const v = means[key];
    if (v === null || v === undefined) continue;
    sum += v;
    n += 1;
  }
  if (n > 0) return sum / n;
  for (const v of Object.values(means)) {
    if (v === null || v === undefined) continue;
    sum += v;
    n += 1;
  }
  return n > 0 ? sum / n : null;
}

// ---- Validation (field messages, the same words on both sides) ----

export interface AreaIssue {
  path: string;
  message: string;
}

/**
 * The wheel's rules as descriptors with their limits (decision 476): the one source the server's field
 * messages and the app's rule list say in the reader's language.
 */
export const AREA_RULES = areaRules({
  shownMin: SHOWN_AREAS_MIN,
  areasMax: AREAS_MAX,
  ownMax: OWN_AREAS_MAX,
});

/**
 * The same rules in English, said from `AREA_RULES` (the text the API answers and the import stores),
 * and the two too-long messages of core/i18n/too-long.ts's Label and Description.
 */
export const AREA_MESSAGES = {
  labelRequired: englishOf(AREA_RULES.labelRequired),
  labelTooLong: tooLongMessage('Label', AREA_LABEL_MAX),
  labelTaken: englishOf(AREA_RULES.labelTaken),
  iconUnknown: englishOf(AREA_RULES.iconUnknown),
  colorUnknown: englishOf(AREA_RULES.colorUnknown),
  descriptionTooLong: tooLongMessage('Description', AREA_DESCRIPTION_MAX),
  tooFewShown: englishOf(AREA_RULES.tooFewShown),
  tooMany: englishOf(AREA_RULES.tooMany),
  tooManyOwn: englishOf(AREA_RULES.tooManyOwn),
  builtInDelete: englishOf(AREA_RULES.builtInDelete),
  positionInvalid: englishOf(AREA_RULES.positionInvalid),
  notFound: englishOf(AREA_RULES.notFound),
} as const;

/** Labels compare trimmed and case-insensitively ("Sleep" and " sleep " are the same label). */
export function sameLabel(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');
}

export interface AreaChange {
  label?: string;
  icon?: string;
  color?: string;
  hidden?: boolean;
  position?: number;
  description?: string | null;
}

/**
 * Checks a change to one area (`key`, or a new area when `key` is null) against the person's wheel;
 * returns the field messages, empty when it is fine. The one rule of the API, the import and the forms.
 */
export function validateAreaChange(
  areas: readonly Area[],
  key: string | null,
  change: AreaChange,
): AreaIssue[] {
  const issues: AreaIssue[] = [];
  if (change.label !== undefined) {
    const label = change.label.trim();
    if (label === '') issues.push({ path: 'label', message: AREA_MESSAGES.labelRequired });
    else if (label.length > AREA_LABEL_MAX)
      issues.push({ path: 'label', message: AREA_MESSAGES.labelTooLong });
    else if (areas.some((a) => a.key !== key && sameLabel(a.label, label)))
      issues.push({ path: 'label', message: AREA_MESSAGES.labelTaken });
  } else if (key === null) {
    issues.push({ path: 'label', message: AREA_MESSAGES.labelRequired });
  }
  if (change.icon !== undefined && !isAreaIcon(change.icon))
    issues.push({ path: 'icon', message: AREA_MESSAGES.iconUnknown });
  else if (change.icon === undefined && key === null)
    issues.push({ path: 'icon', message: AREA_MESSAGES.iconUnknown });
  if (change.color !== undefined && !isAreaColor(change.color))
    issues.push({ path: 'color', message: AREA_MESSAGES.colorUnknown });
  else if (change.color === undefined && key === null)
    issues.push({ path: 'color', message: AREA_MESSAGES.colorUnknown });
  if (typeof change.description === 'string' && change.description.trim().length > AREA_DESCRIPTION_MAX)
    issues.push({ path: 'description', message: AREA_MESSAGES.descriptionTooLong });
  if (change.position !== undefined && (!Number.isInteger(change.position) || change.position < 0))
    issues.push({ path: 'position', message: AREA_MESSAGES.positionInvalid });
  if (key === null) {
    if (areas.length >= AREAS_MAX) issues.push({ path: '', message: AREA_MESSAGES.tooMany });
    else if (areas.filter((a) => !a.builtIn).length >= OWN_AREAS_MAX)
      issues.push({ path: '', message: AREA_MESSAGES.tooManyOwn });
  } else if (change.hidden === true) {
    const shownAfter = areas.filter((a) => !a.hidden && a.key !== key).length;
    if (shownAfter < SHOWN_AREAS_MIN) issues.push({ path: 'hidden', message: AREA_MESSAGES.tooFewShown });
  }
  return issues;
}

/** Checks deleting `key`: built-in areas cannot be deleted; the wheel must keep 3 shown. */
export function validateAreaDelete(areas: readonly Area[], key: string): AreaIssue[] {
  const area = areas.find((a) => a.key === key);
  if (!area) return [{ path: 'key', message: AREA_MESSAGES.notFound }];
  if (area.builtIn) return [{ path: 'key', message: AREA_MESSAGES.builtInDelete }];
  if (!area.hidden && areas.filter((a) => !a.hidden).length - 1 < SHOWN_AREAS_MIN)
    return [{ path: 'key', message: AREA_MESSAGES.tooFewShown }];
  return [];
}

/**
 * Checks a whole wheel (an import): 12 at most, 4 of one's own, every built-in key once, at least 3
 * shown, labels unique, icons and colours from the sets.
 */
export function validateWheel(areas: readonly Area[]): AreaIssue[] {
  const issues: AreaIssue[] = [];
  if (areas.length > AREAS_MAX) issues.push({ path: 'areas', message: AREA_MESSAGES.tooMany });
  const own = areas.filter((a) => !a.builtIn);
  if (own.length > OWN_AREAS_MAX) issues.push({ path: 'areas', message: AREA_MESSAGES.tooManyOwn });
  if (areas.filter((a) => !a.hidden).length < SHOWN_AREAS_MIN)
    issues.push({ path: 'areas', message: AREA_MESSAGES.tooFewShown });
  const keys = new Set<string>();
  areas.forEach((a, i) => {
    const at = `areas.${i}`;
    if ((a.builtIn ? !isDimensionKey(a.key) : !isOwnAreaKey(a.key)) || keys.has(a.key))
      issues.push({ path: `${at}.key`, message: 'Unknown or repeated area key' });
    keys.add(a.key);
    for (const issue of validateAreaChange(areas.slice(0, i), a.key, {
      label: a.label,
      icon: a.icon,
      color: a.color,
      description: a.description,
    }))
      issues.push({ path: `${at}.${issue.path}`, message: issue.message });
  });
  return issues;
}
