import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DIMENSIONS, isDimensionKey, type DimensionKey } from '../../../core/dimensions';

/** The eight built-in areas' names in the reader's language (docs/glossary.md). */
export const BUILT_IN_AREA_NAMES: Record<DimensionKey, MessageDescriptor> = {
  sleep: msg`Sleep`,
  exercise: msg`Movement`,
  diet: msg`Diet`,
  social: msg`Social`,
  achievements: msg`Achievements`,
  relationships: msg`Relationships`,
  creativity: msg`Creativity`,
  finance: msg`Finance`,
};

/**
 * The name an area is shown with: a built-in area's name in the reader's language while it keeps the
 * spec's English label; the person's own words, as written, once they renamed it (decision 386).
 */
export function shownAreaLabel(key: string, label: string, i18n: Pick<I18n, '_'>): string {
  if (!isDimensionKey(key)) return label;
  const english = DIMENSIONS.find((d) => d.key === key)?.label;
  return label === english ? i18n._(BUILT_IN_AREA_NAMES[key]) : label;
}
