import { describe, expect, it } from 'vitest';
import { describePairPlainly, pairNumbers, strengthLabel, tagStrength } from './what-moves';

const finding = (difference: number, withDays: number, withoutDays: number) => ({
  difference,
  withDays,
  withoutDays,
});

describe('tagStrength: a plain word from the difference and the days behind it', () => {
  it('calls a big difference over many days on both sides strong, either way round', () => {
    expect(tagStrength(finding(2.4, 167, 722))).toBe('strong');
    expect(tagStrength(finding(-2.4, 167, 722))).toBe('strong');
    expect(tagStrength(finding(1, 10, 10))).toBe('strong');
  });

  it('calls a middling difference, or a big one on fewer days, some', () => {
    expect(tagStrength(finding(0.5, 5, 5))).toBe('some');
    expect(tagStrength(finding(0.99, 300, 300))).toBe('some');
    expect(tagStrength(finding(-3, 9, 400))).toBe('some');
  });

  it('calls a small difference weak however many days show it, and any difference on a handful of days', () => {
    // The 0.4 of decision 268 is not worded like the 2.4.
    expect(tagStrength(finding(0.4, 167, 722))).toBe('weak');
    expect(tagStrength(finding(0.49, 1000, 1000))).toBe('weak');
    expect(tagStrength(finding(4, 3, 50))).toBe('weak');
    expect(tagStrength(finding(0, 50, 50))).toBe('weak');
  });

  it('is shown as a word, never as a cause', () => {
    expect(['strong', 'some', 'weak'].map((s) => strengthLabel(s as 'strong'))).toEqual([
      'strong link',
      'some link',
      'weak link',
    ]);
  });
});

describe('pairs in plain words', () => {
  it('says they rise and fall together, with the numbers apart', () => {
    const p = { other: 'diet' as const, correlation: 0.43, n: 120 };
    expect(describePairPlainly('Sleep', 'Diet', p)).toBe('Sleep and Diet tend to rise and fall together.');
    expect(pairNumbers(p)).toBe('correlation 0.43 over 120 days rated together');
    expect(describePairPlainly('Sleep', 'Finance', { ...p, correlation: -0.45 })).toBe(
      'When Sleep is higher, Finance tends to be lower.',
    );
    expect(pairNumbers({ ...p, correlation: -0.45, n: 1 })).toBe(
      'correlation −0.45 over 1 day rated together',
    );
    expect(describePairPlainly('Sleep', 'Social', { ...p, correlation: 0.1 })).toBe(
      'Sleep and Social barely move together.',
    );
  });
});
