import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages as de } from '../../../core/i18n/insights/de';
import { messages as en } from '../../../core/i18n/insights/en';
import { customRangeProblem, monthsBefore, rangeOf } from './range-rules';

beforeAll(() => {
  i18n.load({ en, de });
  i18n.activate('en');
});

describe('range rules', () => {
  it('goes back whole calendar months, keeping the day inside the shorter month', () => {
    expect(monthsBefore('2026-06-15', 1)).toBe('2026-05-15');
    expect(monthsBefore('2026-03-31', 1)).toBe('2026-02-28');
    expect(monthsBefore('2024-05-31', 3)).toBe('2024-02-29');
    expect(monthsBefore('2026-01-10', 3)).toBe('2025-10-10');
  });

  it('makes the past month and three months end today', () => {
    const custom = { from: '2026-01-01', to: '2026-01-31' };
    expect(rangeOf('month', '2026-06-15', custom)).toEqual({ from: '2026-05-16', to: '2026-06-15' });
    expect(rangeOf('three-months', '2026-06-15', custom)).toEqual({ from: '2026-03-16', to: '2026-06-15' });
    expect(rangeOf('custom', '2026-06-15', custom)).toEqual(custom);
  });

  it('words what is wrong with a chosen range', () => {
    expect(customRangeProblem('2026-01-01', '2026-01-31', '2026-06-15')).toBeNull();
    expect(customRangeProblem('', '2026-01-31', '2026-06-15')).toBe('Choose a first and a last day.');
    expect(customRangeProblem('2026-02-01', '2026-01-31', '2026-06-15')).toBe(
      'The last day must not be before the first.',
    );
    expect(customRangeProblem('2025-01-01', '2026-01-31', '2026-06-15')).toMatch(/at most a year/);
    expect(customRangeProblem('2026-07-01', '2026-07-31', '2026-06-15')).toMatch(/future/);
    expect(customRangeProblem('2025-06-15', '2026-06-14', '2026-06-15')).toBeNull();
  });

  it("words the problem in the reader's language", () => {
    i18n.activate('de');
    try {
      expect(customRangeProblem('', '2026-01-31', '2026-06-15')).toBe(
        'Wähle einen ersten und einen letzten Tag.',
      );
      expect(customRangeProblem('2025-01-01', '2026-01-31', '2026-06-15')).toBe(
        'Wähle höchstens ein Jahr: 396 Tage sind zu lang.',
      );
    } finally {
      i18n.activate('en');
    }
  });
});
