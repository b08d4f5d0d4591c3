import { describe, expect, it } from 'vitest';
import {
  checkGoal,
  formatBytes,
  formatMs,
  formatPercent,
  formatRate,
  formatTimes,
  markdownTable,
  percentile,
  ratio,
  summarize,
} from './stats';

describe('percentile (nearest rank)', () => {
  const sorted = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

  it('picks the smallest value with at least p% at or below it', () => {
    expect(percentile(sorted, 50)).toBe(5);
    expect(percentile(sorted, 90)).toBe(9);
    expect(percentile(sorted, 99)).toBe(10);
    expect(percentile(sorted, 100)).toBe(10);
    expect(percentile(sorted, 0)).toBe(1);
  });

  it('is NaN for no values and the value itself for one', () => {
    expect(percentile([], 50)).toBeNaN();
    expect(percentile([7], 99)).toBe(7);
  });
});

describe('summarize', () => {
  it('sorts a copy and reports count, mean and percentiles', () => {
    const input = [5, 1, 4, 2, 3];
    const s = summarize(input);
    expect(s).toEqual({ count: 5, mean: 3, p50: 3, p90: 5, p99: 5, max: 5 });
    expect(input).toEqual([5, 1, 4, 2, 3]);
  });

  it('keeps sub-millisecond precision', () => {
    expect(summarize([0.25, 0.5, 0.75]).p50).toBe(0.5);
  });

  it('reports NaN figures for an empty sample', () => {
    const s = summarize([]);
    expect(s.count).toBe(0);
    expect(s.p99).toBeNaN();
    expect(s.mean).toBeNaN();
  });
});

describe('ratio and formatting', () => {
  it('divides, or gives null when a side is missing or the divisor is not positive', () => {
    expect(ratio(4000, 10_000)).toBe(0.4);
    expect(ratio(undefined, 10)).toBeNull();
    expect(ratio(5, 0)).toBeNull();
    expect(ratio(5, Number.NaN)).toBeNull();
  });

  it('formats percentages, multipliers and rates', () => {
    expect(formatPercent(0.404)).toBe('40%');
    expect(formatPercent(null)).toBe('—');
    expect(formatTimes(1.234)).toBe('1.23×');
    expect(formatRate(12345.6)).toBe('12,346');
    expect(formatRate(undefined)).toBe('—');
  });

  it('formats milliseconds with a precision that suits the size', () => {
    expect(formatMs(0.421)).toBe('0.42 ms');
    expect(formatMs(3.14)).toBe('3.1 ms');
    expect(formatMs(250.4)).toBe('250 ms');
    expect(formatMs(Number.NaN)).toBe('—');
  });

  it('formats bytes in binary units', () => {
    expect(formatBytes(812)).toBe('812 B');
    expect(formatBytes(80 * 1024)).toBe('80.0 KB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.50 MB');
  });
});

describe('checkGoal', () => {
  const ms = (n: number) => `${n} ms`;

  it('meets an upper bound at or below the target', () => {
    expect(checkGoal({ label: 'p99', value: 20, kind: 'max', target: 20, format: ms }).verdict).toBe('met');
  });

  it('treats "under" as strict and reports how far over it is', () => {
    const r = checkGoal({ label: 'p99', value: 24, kind: 'below', target: 20, format: ms });
    expect(r).toEqual({
      label: 'p99',
      verdict: 'not met',
      measured: '24 ms',
      target: '< 20 ms',
      gap: '4 ms over',
    });
    expect(checkGoal({ label: 'p99', value: 20, kind: 'below', target: 20, format: ms }).verdict).toBe(
      'not met',
    );
  });

  it('reports how far short a lower bound is', () => {
    const r = checkGoal({ label: 'rps', value: 7500, kind: 'min', target: 10_000, format: formatRate });
    expect(r.verdict).toBe('not met');
    expect(r.gap).toBe('2,500 short');
    expect(r.target).toBe('≥ 10,000');
  });

  it('says "not measured" rather than guessing when there is no value', () => {
    const r = checkGoal({ label: 'rps', value: null, kind: 'min', target: 1, format: formatRate });
    expect(r.verdict).toBe('not measured');
    expect(r.measured).toBe('—');
  });
});

describe('markdownTable', () => {
  it('renders a header, a separator and escaped rows', () => {
    expect(markdownTable(['a', 'b'], [['1', 'x|y']])).toBe('| a | b |\n| --- | --- |\n| 1 | x\\|y |');
  });
});
