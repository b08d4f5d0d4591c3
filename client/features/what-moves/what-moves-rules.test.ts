import { describe, expect, it } from 'vitest';
import type { AreaMoves } from '../../../core/what-moves';
import { findingsFor } from './what-moves-rules';

const area: AreaMoves = {
  key: 'sleep',
  label: 'Sleep',
  ratedDays: 10,
  tags: [
    { tagId: 'a', tag: 'exercise', withMean: 8, withoutMean: 6, withDays: 5, withoutDays: 5, difference: 2 },
    {
      tagId: 'b',
      tag: 'alcohol',
      withMean: 5.5,
      withoutMean: 7,
      withDays: 3,
      withoutDays: 7,
      difference: -1.5,
    },
    { tagId: 'c', tag: 'work', withMean: 7, withoutMean: 6.9, withDays: 5, withoutDays: 5, difference: 0.1 },
  ],
  together: [
    { other: 'diet', correlation: 0.62, n: 40 },
    { other: 'finance', correlation: -0.45, n: 40 },
    { other: 'social', correlation: 0.1, n: 40 },
  ],
};

describe('findingsFor', () => {
  it('words notable tags and pairs as "goes with", never "causes", and leaves out the faint ones', () => {
    const found = findingsFor(area);
    expect(found.map((f) => f.direction)).toEqual(['up', 'down', 'together', 'apart']);
    expect(found[0]?.sentence).toBe(
      'On days tagged “exercise”, your Sleep averaged 8.0, against 6.0 on other days (5 days with, 5 days without). “exercise” goes with higher Sleep.',
    );
    expect(found[1]?.sentence).toContain('“alcohol” goes with lower Sleep.');
    expect(found[2]?.sentence).toBe(
      'Sleep and Diet tend to rise and fall together (correlation 0.62 over 40 days rated together).',
    );
    expect(found[3]?.sentence).toBe(
      'When Sleep is higher, Finance tends to be lower (correlation −0.45 over 40 days rated together).',
    );
    for (const f of found) expect(f.sentence).not.toMatch(/caus/i);
  });
});
