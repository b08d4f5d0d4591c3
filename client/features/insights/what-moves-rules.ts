import {
  describePair,
  describePairPlainly,
  describeTagFinding,
  NOTABLE_CORRELATION,
  NOTABLE_DIFFERENCE,
  pairNumbers,
  reportKeyLabel,
  tagStrength,
  type AreaMoves,
  type MovesKey,
  type TagStrength,
} from '../../../core/what-moves';

export interface TagRow {
  id: string;
  tag: string;
  direction: 'higher' | 'lower' | 'about the same';
  strength: TagStrength;
  withMean: number;
  withoutMean: number;
  withDays: number;
  withoutDays: number;
  /** The whole finding with its numbers, said by screen readers. */
  spoken: string;
}

export interface PairRow {
  id: string;
  direction: 'together' | 'apart';
  /** "Sleep and Diet tend to rise and fall together." */
  sentence: string;
  /** "correlation 0.62 over 40 days rated together": for screen readers and the details. */
  numbers: string;
  /** The sentence with its numbers, as one string. */
  spoken: string;
}

export interface AreaView {
  /** Tags with a strong link or some link, largest difference first. */
  shown: TagRow[];
  /** The rest (weak links and small differences), behind "Show all". */
  folded: TagRow[];
  pairs: PairRow[];
}

const MAX_SHOWN = 4;
const MAX_PAIRS = 3;

/**
 * One area at a glance (decision 268): each tag as a with/without pair with a strength word, those
 * with a strong link or some link first and the rest folded; the areas that move with it in plain
 * words, their coefficients kept aside. `labelOf` names an area as the person's wheel does (an area of
 * one's own included, decision 379); the answer's label and the built-in ones unless told.
 */
export function areaView(area: AreaMoves, labelOf?: (key: MovesKey) => string): AreaView {
  const label = labelOf?.(area.key) ?? area.label;
  const rows = area.tags.map((f): TagRow => {
    // As the spoken sentence says: below NOTABLE_DIFFERENCE the scores are about the same.
    const same = Math.abs(f.difference) < NOTABLE_DIFFERENCE;
    return {
      id: `tag-${f.tagId}`,
      tag: f.tag,
      direction: same ? 'about the same' : f.difference > 0 ? 'higher' : 'lower',
      strength: tagStrength(f),
      withMean: f.withMean,
      withoutMean: f.withoutMean,
      withDays: f.withDays,
      withoutDays: f.withoutDays,
      spoken: describeTagFinding(label, f),
    };
  });
  const strong = rows.filter((r) => r.strength !== 'weak');
  const shown = strong.slice(0, MAX_SHOWN);
  const folded = [...strong.slice(MAX_SHOWN), ...rows.filter((r) => r.strength === 'weak')];
  const pairs = area.together
    .filter((p) => Math.abs(p.correlation) >= NOTABLE_CORRELATION)
    .slice(0, MAX_PAIRS)
    .map((p): PairRow => {
      const other = labelOf?.(p.other) ?? reportKeyLabel(p.other);
      return {
        id: `pair-${p.other}`,
        direction: p.correlation > 0 ? 'together' : 'apart',
        sentence: describePairPlainly(label, other, p),
        numbers: pairNumbers(p),
        spoken: describePair(label, other, p),
      };
    });
  return { shown, folded, pairs };
}
