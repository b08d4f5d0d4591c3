import { DIMENSIONS } from '../../../core/dimensions';
import type { ApiArea } from '../../api/areas';

/** One area as every screen draws it (decision 350): the person's label, icon, colour and place. */
export type WheelArea = ApiArea;

/** At most this many areas in all: the eight built-in and four of one's own (DESIGN §6). */
export const AREAS_MAX = 12;
/** Areas of one's own at most (DESIGN §6). */
export const OWN_AREAS_MAX = 4;
/** At least this many areas stay shown (DESIGN §6). */
export const SHOWN_MIN = 3;
/** An area's label: 1–40 characters after trimming (issue rule, checked by the server too). */
export const AREA_LABEL_MAX = 40;
/** An area's description (one's own areas, on the 8 Areas screen): at most this many characters. */
export const AREA_DESCRIPTION_MAX = 500;

/** The eight built-in areas as they are before anyone changes them: the offline and loading fallback. */
export const BUILT_IN_WHEEL: readonly WheelArea[] = DIMENSIONS.map((d, position) => ({
  key: d.key,
  label: d.label,
  icon: d.icon,
  color: d.color,
  hidden: false,
  position,
  builtIn: true,
  description: null,
}));

/** The person's wheel in order; the built-in eight while it has not been read (never an empty wheel). */
export function wheelOf(list: readonly ApiArea[] | null | undefined): readonly WheelArea[] {
  if (!list || list.length === 0) return BUILT_IN_WHEEL;
  return [...list].sort((a, b) => a.position - b.position);
}

export function shownOf(wheel: readonly WheelArea[]): WheelArea[] {
  return wheel.filter((a) => !a.hidden);
}

/** A label's problem, or null: 1–40 characters after trimming, unique among the person's areas (any case). */
export function labelProblem(label: string, key: string | null, wheel: readonly WheelArea[]): string | null {
  const trimmed = label.trim();
  if (trimmed.length === 0) return 'Label is required';
  if (trimmed.length > AREA_LABEL_MAX) return `Label must be at most ${AREA_LABEL_MAX} characters`;
  const lower = trimmed.toLocaleLowerCase();
  if (wheel.some((a) => a.key !== key && a.label.trim().toLocaleLowerCase() === lower))
    return 'You already have an area with this label';
  return null;
}

export const tooFewShownMessage = `At least ${SHOWN_MIN} areas must stay shown`;

/** Whether hiding `key` would leave fewer than three shown. */
export function hidingLeavesTooFew(key: string, wheel: readonly WheelArea[]): boolean {
  return shownOf(wheel).filter((a) => a.key !== key).length < SHOWN_MIN;
}

/** The position `key` moves to one step up (-1) or down (+1), or null at an end. */
export function stepPosition(key: string, step: -1 | 1, wheel: readonly WheelArea[]): number | null {
  const index = wheel.findIndex((a) => a.key === key);
  if (index < 0) return null;
  const to = index + step;
  return to < 0 || to >= wheel.length ? null : to;
}

/** A label for a key, whatever the wheel holds: a deleted area's key reads as itself. */
export function labelOf(key: string, wheel: readonly WheelArea[]): string {
  return wheel.find((a) => a.key === key)?.label ?? key;
}

/**
 * Said briefly wherever an overall score is shown (decision 352): a period's overall is the mean of the
 * areas shown now that have ratings in that period.
 */
export const OVERALL_NOTE = 'The mean of the areas shown on your wheel now.';

/** A description's problem, or null (at most 500 characters after trimming). */
export function descriptionProblem(description: string): string | null {
  return description.trim().length > AREA_DESCRIPTION_MAX
    ? `Description must be at most ${AREA_DESCRIPTION_MAX} characters`
    : null;
}
