import { describe, expect, it } from 'vitest';
import { polar, scoreRadius, segmentAngles, wedgePath, WHEEL } from './wheel-geometry';

describe('wheel geometry', () => {
  it('grows a segment in proportion to its score, from the hub to the outer radius', () => {
    expect(scoreRadius(0)).toBe(WHEEL.hub);
    expect(scoreRadius(10)).toBe(WHEEL.outer);
    expect(scoreRadius(5)).toBe((WHEEL.hub + WHEEL.outer) / 2);
    expect(scoreRadius(7.5) - WHEEL.hub).toBeCloseTo(((WHEEL.outer - WHEEL.hub) * 3) / 4);
    // Out-of-range input cannot draw outside the wheel.
    expect(scoreRadius(12)).toBe(WHEEL.outer);
    expect(scoreRadius(-1)).toBe(WHEEL.hub);
  });

  it('centres the first of eight segments at the top and spaces them evenly', () => {
    const first = segmentAngles(0, 8);
    expect(first.mid).toBeCloseTo(-Math.PI / 2);
    expect(polar(first.mid, 100)).toEqual({ x: WHEEL.centre, y: WHEEL.centre - 100 });
    const second = segmentAngles(1, 8);
    expect(second.mid - first.mid).toBeCloseTo(Math.PI / 4);
    expect(first.end).toBeLessThan(second.start);
  });

  it('draws a closed annular wedge, and nothing for a zero-length one', () => {
    const { start, end } = segmentAngles(0, 8);
    const d = wedgePath(start, end, WHEEL.hub, 100);
    expect(d.startsWith('M ')).toBe(true);
    expect(d.endsWith('Z')).toBe(true);
    expect(d.match(/ A /g)).toHaveLength(2);
    expect(wedgePath(start, end, WHEEL.hub, WHEEL.hub)).toBe('');
  });
});

describe('wheel geometry for 3 to 12 areas (decision 351)', () => {
  for (const count of [3, 5, 12]) {
    it(`splits the circle into ${count} equal slices, the first at the top, icons apart`, () => {
      const slices = Array.from({ length: count }, (_, i) => segmentAngles(i, count));
      expect(slices[0]!.mid).toBeCloseTo(-Math.PI / 2);
      for (let i = 1; i < count; i++)
        expect(slices[i]!.mid - slices[i - 1]!.mid).toBeCloseTo((Math.PI * 2) / count);
      // Adjacent icon bubbles (radius 14) on the icon ring never touch.
      const a = polar(slices[0]!.mid, WHEEL.iconRing);
      const b = polar(slices[1]!.mid, WHEEL.iconRing);
      expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(2 * 14 + 4);
      // Every slice has an arc to tap.
      expect(wedgePath(slices[0]!.start, slices[0]!.end, WHEEL.hub, WHEEL.outer)).toMatch(/^M /);
    });
  }
});
