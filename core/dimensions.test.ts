import { describe, it, expect } from 'vitest';
import {
  CORE_FEELING_KEY,
  CORE_FEELING_LABEL,
  DIMENSION_KEYS,
  DIMENSIONS,
  dimensionLabel,
  getDimension,
  isDimensionKey,
  type DimensionKey,
} from './dimensions';

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

describe('dimensions', () => {
  it('lists the eight keys in spec order', () => {
    expect(DIMENSION_KEYS).toEqual([
      'sleep',
      'exercise',
      'diet',
      'social',
      'achievements',
      'relationships',
      'creativity',
      'finance',
    ]);
    expect(DIMENSIONS.map((d) => d.key)).toEqual(DIMENSION_KEYS);
  });

  it('uses the spec labels verbatim', () => {
    expect(DIMENSIONS.map((d) => d.label)).toEqual([
      'Sleep',
      'Movement',
      'Diet',
      'Social',
      'Achievements',
      'Relationships',
      'Creativity',
      'Finance',
    ]);
  });

  it('gives every area a distinct icon, colour and emoji', () => {
    for (const field of ['icon', 'color', 'emoji'] as const) {
      expect(new Set(DIMENSIONS.map((d) => d[field])).size).toBe(8);
    }
    for (const d of DIMENSIONS) {
      expect(d.color).toMatch(/^#[0-9A-F]{6}$/);
      expect(d.emoji.length).toBeGreaterThan(0);
    }
  });

  it('picks colours that stay visible on white and on the dark background', () => {
    for (const d of DIMENSIONS) {
      expect(contrast(d.color, '#FFFFFF'), d.key).toBeGreaterThanOrEqual(3);
      expect(contrast(d.color, '#0F172A'), d.key).toBeGreaterThanOrEqual(3);
    }
  });

  it('recognises only the eight keys', () => {
    for (const key of DIMENSION_KEYS) expect(isDimensionKey(key)).toBe(true);
    for (const bad of [
      'Sleep',
      'movement',
      'coreFeeling',
      '',
      ' sleep',
      'toString',
      '__proto__',
      null,
      1,
      {},
    ]) {
      expect(isDimensionKey(bad)).toBe(false);
    }
  });

  it('labels keys', () => {
    expect(dimensionLabel('exercise')).toBe('Movement');
    expect(dimensionLabel('finance')).toBe('Finance');
    expect(getDimension('sleep').icon).toBe('Moon');
    expect(() => getDimension('nope' as DimensionKey)).toThrow(RangeError);
  });

  it('names the core feeling as the ninth report key', () => {
    expect(CORE_FEELING_KEY).toBe('coreFeeling');
    expect(CORE_FEELING_LABEL).toBe('Core Feeling');
  });
});
