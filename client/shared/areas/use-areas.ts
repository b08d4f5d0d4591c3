import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { useAreasQuery } from '../../api/areas';
import { shownAreaLabel } from './area-names';
import { BUILT_IN_WHEEL, shownOf, wheelOf, type WheelArea } from './wheel-rules';

export interface Wheel {
  /** Every area in wheel order, hidden ones too. */
  all: readonly WheelArea[];
  /** The areas shown now, in wheel order. */
  shown: readonly WheelArea[];
  /** The area of a key (hidden ones too); undefined for a key the wheel does not hold. */
  byKey: (key: string) => WheelArea | undefined;
  /** Its label; the key itself for one the wheel does not hold (a deleted area). */
  label: (key: string) => string;
  /** True once the person's own wheel has been read (or was kept on this device). */
  ready: boolean;
}

/**
 * The person's wheel (decision 350): order, shown and hidden, labels, icons and colours. While it loads,
 * offline with nothing kept, or when the read fails, it is the eight built-in areas, so no screen ever
 * waits for it or draws an empty wheel. Built-in areas the person has not renamed carry their name in
 * the reader's language (decision 386).
 */
export function useAreas(): Wheel {
  const query = useAreasQuery();
  // `_` changes with the language, so the labels follow a switch.
  const { _ } = useLingui();
  return useMemo(() => {
    const all = (query.data ? wheelOf(query.data) : BUILT_IN_WHEEL).map((a) => {
      const label = shownAreaLabel(a.key, a.label, { _ });
      return label === a.label ? a : { ...a, label };
    });
    const map = new Map(all.map((a) => [a.key, a]));
    return {
      all,
      shown: shownOf(all),
      byKey: (key) => map.get(key),
      label: (key) => map.get(key)?.label ?? key,
      ready: query.isSuccess,
    };
  }, [query.data, query.isSuccess, _]);
}
