import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { importIssues, importQuery } from './import-api';
import { CORE_FEELING_STEPS, formatBytes, initialMoods } from './import-format';

describe('import helpers', () => {
  it("starts from the server's mappings, and only those", () => {
    const moods = initialMoods([
      { name: 'rad', count: 2, coreFeeling: '10.0', preset: true },
      { name: '__proto__', count: 1, coreFeeling: null, preset: false },
      { name: 'constructor', count: 1, coreFeeling: '3.5', preset: false },
    ]);
    expect([...moods]).toEqual([
      ['rad', 10],
      ['constructor', 3.5],
    ]);
    expect(moods.get('__proto__')).toBeUndefined();
    expect(CORE_FEELING_STEPS).toHaveLength(21);
    expect(CORE_FEELING_STEPS.at(-1)).toBe(10);
  });

  it('builds the query string', () => {
    expect(importQuery(false)).toBe('');
    expect(importQuery(true)).toBe('?dryRun=1');
    expect(importQuery(false, new Map([['so-so 🙂', 5.5]]))).toBe(
      `?moods=${encodeURIComponent(JSON.stringify({ 'so-so 🙂': 5.5 }))}`.replace(/%20/g, '+'),
    );
    expect(importQuery(false, new Map([['__proto__', 7]]))).toBe(
      `?moods=${encodeURIComponent('{"__proto__":7}')}`,
    );
  });

  it('reads the issues of a refused file', () => {
    const body = JSON.stringify({ message: 'x', issues: [{ path: 'line 3', message: 'bad' }, { nope: 1 }] });
    expect(importIssues(new ApiError(400, body, 'Bad Request'))).toEqual([
      { path: 'line 3', message: 'bad' },
    ]);
    expect(importIssues(new ApiError(500, 'oops', 'x'))).toEqual([]);
    expect(importIssues(new Error('x'))).toEqual([]);
  });

  it('formats sizes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
  });
});
