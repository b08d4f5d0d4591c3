import { i18n } from '@lingui/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages as de } from '../../../core/i18n/insights/de';
import { messages as en } from '../../../core/i18n/insights/en';
import { ApiError } from '../../lib/api-error';
import { importFailureSummary, importIssues, importQuery, nothingNew } from '../../api/import';
import type { ImportResult } from '../../../core/schemas/import';
import {
  CORE_FEELING_STEPS,
  FORMAT_LABELS,
  formatBytes,
  formatHolds,
  initialMoods,
  KIND_LABELS,
  tagList,
  withChoice,
} from './import-format';

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: en });
});

describe('import helpers', () => {
  it('makes or clears a choice in a new map, leaving the old one as it was', () => {
    const before: ReadonlyMap<string, number> = new Map([['rad', 10]]);
    const made = withChoice(before, 'meh', 5);
    expect([...made]).toEqual([
      ['rad', 10],
      ['meh', 5],
    ]);
    expect([...withChoice(made, 'rad', undefined)]).toEqual([['meh', 5]]);
    expect([...before]).toEqual([['rad', 10]]);
  });

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

  it('sends the scales mapped to areas, and says what a file holds', () => {
    expect(importQuery(false, undefined, new Map([['Sleep Quality', 'sleep' as const]]))).toBe(
      `?scales=${encodeURIComponent('{"Sleep Quality":"sleep"}')}`.replace(/%20/g, '+'),
    );
    expect(
      tagList({
        count: 3,
        names: [
          { name: 'running', group: 'Sport' },
          { name: 'family', group: null },
        ],
      }),
    ).toBe('running (Sport), family and 1 more');
    expect(formatHolds('dayone')).toEqual({ moods: false, activities: 'Tags' });
    expect(formatHolds('tend-json').activities).toBeNull();
  });

  it('reads the issues of a refused file', () => {
    const body = JSON.stringify({ message: 'x', issues: [{ path: 'line 3', message: 'bad' }, { nope: 1 }] });
    expect(importIssues(new ApiError(400, body, 'Bad Request'))).toEqual([
      { path: 'line 3', message: 'bad' },
    ]);
    expect(importIssues(new ApiError(500, 'oops', 'x'))).toEqual([]);
    expect(importIssues(new Error('x'))).toEqual([]);
  });

  it("says the labels and the list of names in the reader's language (decision 440)", () => {
    const tags = { count: 3, names: [{ name: 'praca', group: null }] };
    expect(tagList(tags)).toBe('praca and 2 more');
    expect(i18n._(KIND_LABELS.quickCheckins)).toBe('Quick check-ins');
    expect(i18n._(FORMAT_LABELS.daylio)).toBe('Daylio export (CSV)');
    i18n.loadAndActivate({ locale: 'de', messages: de });
    expect(tagList(tags)).toBe('praca und 2 weitere');
    expect(i18n._(KIND_LABELS.quickCheckins)).toBe('Schnelle Check-ins');
    expect(i18n._(FORMAT_LABELS.daylio)).toBe('Daylio-Export (CSV)');
  });

  it('formats sizes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
  });
});

describe('what the import screen says', () => {
  const refused = (message: string, issues: { path: string; message: string }[]) =>
    new ApiError(400, JSON.stringify({ message, issues }), 'Bad Request');

  it('says a bad file’s one problem once: in the list, not again above it', () => {
    const one = refused('The file has a problem: line 2: score: Score must be from 0 to 10', [
      { path: 'line 2', message: 'score: Score must be from 0 to 10' },
    ]);
    expect(importFailureSummary(one, 'Import failed')).toBeNull();
  });

  it('keeps the summary of many problems and the message of a failure without a list', () => {
    const many = refused('The file has 2 problems.', [
      { path: 'line 2', message: 'score: Score is required' },
      { path: 'line 3', message: 'day: Not a day' },
    ]);
    expect(importFailureSummary(many, 'Import failed')).toBe('The file has 2 problems.');
    const plain = new ApiError(413, JSON.stringify({ message: 'Too large.' }), '');
    expect(importFailureSummary(plain, 'Import failed')).toBe('Too large.');
  });

  it('knows when a file holds nothing new', () => {
    const counts = (added: number, updated: number) => ({ added, updated, skipped: 3 });
    const result = (added: number, updated: number) =>
      ({
        format: 'tend-json',
        moods: [],
        wellbeingEntries: counts(0, 0),
        journalEntries: counts(0, 0),
        dimensionReflections: counts(0, 0),
        quickCheckins: counts(added, updated),
        spotlightRatings: counts(0, 0),
        who5: counts(0, 0),
      }) as unknown as ImportResult;
    expect(nothingNew(result(0, 0))).toBe(true);
    expect(nothingNew(result(1, 0))).toBe(false);
    expect(nothingNew(result(0, 1))).toBe(false);
  });
});
