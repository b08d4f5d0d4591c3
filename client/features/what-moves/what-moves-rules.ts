import {
  describePair,
  describeTagFinding,
  NOTABLE_CORRELATION,
  NOTABLE_DIFFERENCE,
  reportKeyLabel,
  type AreaMoves,
} from '../../../core/what-moves';

export interface Finding {
  id: string;
  direction: 'up' | 'down' | 'together' | 'apart';
  sentence: string;
}

const MAX_TAGS = 4;
const MAX_PAIRS = 3;

/** The sentences shown for one area: notable tags first (largest difference), then notable pairs. */
export function findingsFor(area: AreaMoves): Finding[] {
  const tags = area.tags
    .filter((f) => Math.abs(f.difference) >= NOTABLE_DIFFERENCE)
    .slice(0, MAX_TAGS)
    .map((f): Finding => ({
      id: `tag-${f.tagId}`,
      direction: f.difference > 0 ? 'up' : 'down',
      sentence: describeTagFinding(area.label, f),
    }));
  const pairs = area.together
    .filter((p) => Math.abs(p.correlation) >= NOTABLE_CORRELATION)
    .slice(0, MAX_PAIRS)
    .map((p): Finding => ({
      id: `pair-${p.other}`,
      direction: p.correlation > 0 ? 'together' : 'apart',
      sentence: describePair(area.label, reportKeyLabel(p.other), p),
    }));
  return [...tags, ...pairs];
}
