import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BandKey } from '../../../core/bands';

/** The score bands' names (docs/product.md §4) in the reader's language; docs/glossary.md fixes them. */
export const BAND_NAMES: Record<BandKey, MessageDescriptor> = {
  thriving: msg`Thriving`,
  'doing-well': msg`Doing Well`,
  'room-to-flourish': msg`Room to Flourish`,
  'needs-nurturing': msg`Needs Nurturing`,
};
