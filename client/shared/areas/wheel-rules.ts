import {
  AREA_COLORS,
  AREA_DESCRIPTION_MAX,
  AREA_LABEL_MAX,
  AREA_MESSAGES,
  AREAS_MAX,
  DEFAULT_AREAS,
  OWN_AREAS_MAX,
  SHOWN_AREAS_MIN,
  sameLabel,
  wheelOrder,
  type Area,
} from '../../../core/areas';
import { ruleMessage } from '../../lib/rule-messages';
import { tooLongText } from '../../lib/text-length';

export { AREA_DESCRIPTION_MAX, AREA_LABEL_MAX, AREAS_MAX, OWN_AREAS_MAX };
export const SHOWN_MIN = SHOWN_AREAS_MIN;

/** One area as every screen draws it (decision 350): the person's label, icon, colour and place. */
export type WheelArea = Area & { ratingCount?: number };

/** The eight built-in areas as they are before anyone changes them: the offline and loading fallback. */
export const BUILT_IN_WHEEL: readonly WheelArea[] = DEFAULT_AREAS;

/** The person's wheel in order; the built-in eight while it has not been read (never an empty wheel). */
export function wheelOf(list: readonly WheelArea[] | null | undefined): readonly WheelArea[] {
  if (!list || list.length === 0) return BUILT_IN_WHEEL;
  return wheelOrder(list);
}

export function shownOf(wheel: readonly WheelArea[]): WheelArea[] {
  return wheel.filter((a) => !a.hidden);
}

/** A label's problem, or null: 1–40 characters after trimming, unique among the person's areas (any case). */
export function labelProblem(label: string, key: string | null, wheel: readonly WheelArea[]): string | null {
  const trimmed = label.trim();
  if (trimmed.length === 0) return ruleMessage(AREA_MESSAGES.labelRequired);
  if (trimmed.length > AREA_LABEL_MAX) return tooLongText('Label', AREA_LABEL_MAX);
  if (wheel.some((a) => a.key !== key && sameLabel(a.label, trimmed)))
    return ruleMessage(AREA_MESSAGES.labelTaken);
  return null;
}

/** "At least 3 areas must stay shown", in the reader's language. */
export const tooFewShownMessage = (): string => ruleMessage(AREA_MESSAGES.tooFewShown);

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

/** A description's problem, or null (at most 500 characters after trimming). */
export function descriptionProblem(description: string): string | null {
  return description.trim().length > AREA_DESCRIPTION_MAX
    ? tooLongText('Description', AREA_DESCRIPTION_MAX)
    : null;
}

/**
 * The wheel a report's own `areas` describe (keys and the person's labels, in wheel order), for a page
 * that cannot read the person's wheel: a share link's reader has no session (decision 302). Built-in
 * areas keep their icon and colour; areas of one's own take the curated colours after the eight's.
 */
export function wheelOfReport(areas: readonly { key: string; label: string }[]): WheelArea[] {
  let own = 0;
  return areas.map(({ key, label }, position) => {
    const builtIn = DEFAULT_AREAS.find((a) => a.key === key);
    if (builtIn) return { ...builtIn, label, position, hidden: false };
    const color = AREA_COLORS[(DEFAULT_AREAS.length + own++) % AREA_COLORS.length] ?? AREA_COLORS[0];
    return {
      key,
      label,
      icon: 'Sparkles',
      color,
      hidden: false,
      position,
      builtIn: false,
      description: null,
    };
  });
}
