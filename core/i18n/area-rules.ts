import type { MessageDescriptor } from '@lingui/core';

/**
 * The wheel's rules (decision 476), written once as descriptors with their values: core says them in
 * English from here (`AREA_MESSAGES` of core/areas.ts, the text the API answers and the import stores),
 * and the server's field messages and the app's rule list say the same descriptors in the reader's
 * language. lingui.config.ts extracts this file into the `client` and `server` catalogues. The limits
 * come in as values from core/areas.ts; the too-long messages of a label and a description are
 * core/i18n/too-long.ts's.
 */
export function areaRules(limits: { shownMin: number; areasMax: number; ownMax: number }) {
  return {
    labelRequired: /*i18n*/ { id: 'error.areaLabelRequired', message: 'Label is required' },
    labelTaken: /*i18n*/ { id: 'error.areaLabelTaken', message: 'You already have an area with this label' },
    iconUnknown: /*i18n*/ { id: 'error.areaIcon', message: 'Choose an icon from the set' },
    colorUnknown: /*i18n*/ { id: 'error.areaColor', message: 'Choose a colour from the set' },
    tooFewShown: /*i18n*/ {
      id: 'error.areasTooFewShown',
      message: 'At least {min} areas must stay shown',
      values: { min: String(limits.shownMin) },
    },
    tooMany: /*i18n*/ {
      id: 'error.areasTooMany',
      message: 'A wheel holds at most {max} areas',
      values: { max: String(limits.areasMax) },
    },
    tooManyOwn: /*i18n*/ {
      id: 'error.tooManyOwnAreas',
      message: 'You can add at most {max} areas of your own',
      values: { max: String(limits.ownMax) },
    },
    builtInDelete: /*i18n*/ {
      id: 'error.areaBuiltInDelete',
      message: 'Built-in areas cannot be deleted; hide it instead',
    },
    positionInvalid: /*i18n*/ { id: 'error.areaPosition', message: 'Position must be a whole number from 0' },
    notFound: /*i18n*/ { id: 'error.areaNotFound', message: 'Area not found' },
  } as const satisfies Record<string, MessageDescriptor>;
}

/**
 * A descriptor's English with its values in place: its `message` with each `{name}` replaced. For the
 * plain messages above only (no plural, no select), which is what core writes without a catalogue.
 */
export function englishOf(descriptor: MessageDescriptor): string {
  const values = (descriptor.values ?? {}) as Record<string, unknown>;
  return (descriptor.message ?? '').replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
