import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { importIssues, importQuery } from './import-api';
import { CORE_FEELING_STEPS, defaultCoreFeeling, formatBytes } from './import-format';

describe('import helpers', () => {
  it('offers Daylio defaults only for its own mood names', () => {
    expect(defaultCoreFeeling('Rad')).toBe(10);
    expect(defaultCoreFeeling(' meh ')).toBe(5);
    expect(defaultCoreFeeling('awful')).toBe(0);
    expect(defaultCoreFeeling('over the moon')).toBeUndefined();
    expect(CORE_FEELING_STEPS).toHaveLength(21);
    expect(CORE_FEELING_STEPS.at(-1)).toBe(10);
  });

  it('builds the query string', () => {
    expect(importQuery(false)).toBe('');
    expect(importQuery(true)).toBe('?dryRun=1');
    expect(importQuery(false, { 'so-so 🙂': 5.5 })).toBe(
      `?moods=${encodeURIComponent(JSON.stringify({ 'so-so 🙂': 5.5 }))}`.replace(/%20/g, '+'),
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
