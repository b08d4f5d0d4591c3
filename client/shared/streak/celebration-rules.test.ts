import { describe, expect, it } from 'vitest';
import { STREAK_MILESTONES } from '../../../core/streak';
import {
  claimCelebration,
  confettiPieces,
  readShown,
  SHOWN_CELEBRATIONS_KEY,
  type CelebrationStorage,
} from './celebration-rules';

function memoryStorage(
  initial: Record<string, string> = {},
): CelebrationStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

describe('streak celebrations', () => {
  it("shows the server's pending milestone once in this browser and asks the server to mark it", () => {
    const storage = memoryStorage();
    expect(claimCelebration(3, storage)).toEqual({
      show: expect.objectContaining({ title: '3-Day Streak!' }),
      mark: 3,
    });
    expect(storage.data[SHOWN_CELEBRATIONS_KEY]).toBe('[3]');
    // Still pending on the server (its mark not yet arrived): not shown again, marked again.
    expect(claimCelebration(3, storage)).toEqual({ show: null, mark: 3 });
    expect(claimCelebration(7, storage).show?.title).toBe('1 Week Streak!');
    expect(readShown(storage.data[SHOWN_CELEBRATIONS_KEY] ?? null)).toEqual([3, 7]);
  });

  it('shows nothing when nothing is pending or the value is not a milestone', () => {
    const storage = memoryStorage();
    for (const pending of [null, undefined, 0, 4, 99]) {
      expect(claimCelebration(pending, storage)).toEqual({ show: null, mark: null });
    }
    expect(storage.data[SHOWN_CELEBRATIONS_KEY]).toBeUndefined();
  });

  it('has the spec titles for every milestone', () => {
    const storage = memoryStorage();
    const titles = [3, 7, 14, 21, 30, 60, 100].map((d) => claimCelebration(d, storage).show?.title);
    expect(titles).toEqual(STREAK_MILESTONES.map((m) => m.title));
    expect(titles).toEqual([
      '3-Day Streak!',
      '1 Week Streak!',
      '2 Week Streak!',
      '3 Week Streak!',
      '30-Day Streak!',
      '2 Month Streak!',
      '100-Day Milestone!',
    ]);
  });

  it('reads a damaged stored list as empty and keeps only whole numbers', () => {
    expect(readShown(null)).toEqual([]);
    expect(readShown('not json')).toEqual([]);
    expect(readShown('{"3":true}')).toEqual([]);
    expect(readShown('[3, "7", 14.5, 21]')).toEqual([3, 21]);
    const storage = memoryStorage({ [SHOWN_CELEBRATIONS_KEY]: 'garbage' });
    expect(claimCelebration(3, storage).show?.days).toBe(3);
    expect(storage.data[SHOWN_CELEBRATIONS_KEY]).toBe('[3]');
  });

  it('still shows it without working storage: the server mark keeps it from repeating', () => {
    expect(claimCelebration(3, undefined)).toMatchObject({ show: { days: 3 }, mark: 3 });
    const failing: CelebrationStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(claimCelebration(3, failing)).toMatchObject({ show: { days: 3 }, mark: 3 });
  });

  it('makes 50 pieces of confetti within the width, cycling the colours', () => {
    let seed = 0;
    const random = () => (seed = (seed * 9301 + 49297) % 233280) / 233280;
    const pieces = confettiPieces(['#a', '#b'], random);
    expect(pieces).toHaveLength(50);
    for (const p of pieces) {
      expect(p.left).toBeGreaterThanOrEqual(0);
      expect(p.left).toBeLessThanOrEqual(100);
    }
    expect(pieces.slice(0, 3).map((p) => p.color)).toEqual(['#a', '#b', '#a']);
  });
});
