import { describe, expect, it } from 'vitest';
import {
  AREA_COLORS,
  AREA_ICONS,
  AREA_MESSAGES,
  AREAS_MAX,
  DEFAULT_AREAS,
  OWN_AREAS_MAX,
  overallOfAreas,
  shownAreaKeys,
  validateAreaChange,
  validateAreaDelete,
  validateWheel,
  wheelOrder,
  withPositions,
  type Area,
} from './areas';
import { DIMENSIONS } from './dimensions';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const own = (n: number, extra: Partial<Area> = {}): Area => ({
  key: `own-${String(n).padStart(10, '0')}`,
  label: `Own ${n}`,
  icon: 'Sun',
  color: '#DB2777',
  hidden: false,
  position: 8 + n,
  builtIn: false,
  description: null,
  ...extra,
});

describe('areas: the curated sets', () => {
  it('every colour has at least 3:1 contrast on white and on the dark background', () => {
    for (const c of AREA_COLORS) {
      expect(c).toMatch(/^#[0-9A-F]{6}$/);
      expect(contrast(c, '#FFFFFF'), c).toBeGreaterThanOrEqual(3);
      expect(contrast(c, '#0F172A'), c).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(AREA_COLORS).size).toBe(AREA_COLORS.length);
  });

  it('holds the eight built-in icons and colours, and more', () => {
    for (const d of DIMENSIONS) {
      expect(AREA_ICONS).toContain(d.icon);
      expect(AREA_COLORS).toContain(d.color);
    }
    expect(AREA_ICONS.length).toBeGreaterThanOrEqual(24);
    expect(new Set(AREA_ICONS).size).toBe(AREA_ICONS.length);
  });

  it('the default wheel is the eight, shown, in the spec order', () => {
    expect(shownAreaKeys(DEFAULT_AREAS)).toEqual(DIMENSIONS.map((d) => d.key));
    expect(OWN_AREAS_MAX).toBe(4);
  });
});

describe('areas: order and positions', () => {
  it('orders by position, built-ins first on a tie', () => {
    const wheel = [own(1, { position: 0 }), ...DEFAULT_AREAS];
    expect(wheelOrder(wheel).map((a) => a.key)[0]).toBe('sleep');
    expect(wheelOrder(wheel).map((a) => a.key)[1]).toBe('own-0000000001');
  });

  it('moves one area and renumbers without gaps', () => {
    const moved = withPositions(DEFAULT_AREAS, 'finance', 0);
    expect(moved.map((a) => a.key)).toEqual([
      'finance',
      'sleep',
      'exercise',
      'diet',
      'social',
      'achievements',
      'relationships',
      'creativity',
    ]);
    expect(moved.map((a) => a.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(withPositions(DEFAULT_AREAS, 'sleep', 99).at(-1)?.key).toBe('sleep');
  });
});

describe('areas: the overall rule (decision 342)', () => {
  it('is the mean of the shown areas that have data', () => {
    expect(overallOfAreas({ a: 4, b: 6, c: null, d: 10 }, ['a', 'b', 'c'])).toBe(5);
  });
  it('falls back to every area with data when no shown one has any', () => {
    expect(overallOfAreas({ a: 4, b: 8 }, ['c'])).toBe(6);
    expect(overallOfAreas({}, ['c'])).toBeNull();
  });
});

describe('areas: validation', () => {
  it('labels: required, at most 40 after trimming, unique case-insensitively', () => {
    expect(validateAreaChange(DEFAULT_AREAS, 'sleep', { label: '   ' })).toEqual([
      { path: 'label', message: AREA_MESSAGES.labelRequired },
    ]);
    expect(validateAreaChange(DEFAULT_AREAS, 'sleep', { label: ` ${'x'.repeat(40)} ` })).toEqual([]);
    expect(validateAreaChange(DEFAULT_AREAS, 'sleep', { label: 'x'.repeat(41) })[0]?.path).toBe('label');
    expect(validateAreaChange(DEFAULT_AREAS, 'sleep', { label: ' DIET ' })).toEqual([
      { path: 'label', message: AREA_MESSAGES.labelTaken },
    ]);
    expect(validateAreaChange(DEFAULT_AREAS, 'sleep', { label: 'sleep' })).toEqual([]);
  });

  it('icons and colours from the sets; a new area needs label, icon and colour', () => {
    expect(
      validateAreaChange(DEFAULT_AREAS, 'sleep', { icon: 'Skull', color: '#000000' }).map((i) => i.path),
    ).toEqual(['icon', 'color']);
    expect(validateAreaChange(DEFAULT_AREAS, 'sleep', { color: '#db2777' })).toEqual([]);
    expect(validateAreaChange(DEFAULT_AREAS, null, {}).map((i) => i.path)).toEqual([
      'label',
      'icon',
      'color',
    ]);
  });

  it('at most 12 areas, 4 of one own, 3 shown', () => {
    const full = [...DEFAULT_AREAS, own(1), own(2), own(3), own(4)];
    expect(full).toHaveLength(AREAS_MAX);
    expect(validateAreaChange(full, null, { label: 'More', icon: 'Sun', color: '#DB2777' })).toEqual([
      { path: '', message: AREA_MESSAGES.tooMany },
    ]);
    const three = DEFAULT_AREAS.map((a, i) => ({ ...a, hidden: i >= 3 }));
    expect(validateAreaChange(three, 'sleep', { hidden: true })).toEqual([
      { path: 'hidden', message: AREA_MESSAGES.tooFewShown },
    ]);
    expect(validateAreaChange(three, 'finance', { hidden: true })).toEqual([]);
  });

  it('deleting: never a built-in, never below 3 shown', () => {
    expect(validateAreaDelete(DEFAULT_AREAS, 'sleep')[0]?.message).toBe(AREA_MESSAGES.builtInDelete);
    const wheel = [...DEFAULT_AREAS.map((a, i) => ({ ...a, hidden: i >= 2 })), own(1)];
    expect(validateAreaDelete(wheel, 'own-0000000001')[0]?.message).toBe(AREA_MESSAGES.tooFewShown);
    expect(validateAreaDelete([...DEFAULT_AREAS, own(1)], 'own-0000000001')).toEqual([]);
  });

  it('a whole wheel (import)', () => {
    expect(validateWheel([...DEFAULT_AREAS, own(1)])).toEqual([]);
    expect(validateWheel([...DEFAULT_AREAS, own(1), own(1, { label: 'Other' })]).length).toBeGreaterThan(0);
    expect(validateWheel([...DEFAULT_AREAS, own(1, { label: 'sleep' })]).map((i) => i.message)).toContain(
      AREA_MESSAGES.labelTaken,
    );
  });
});
