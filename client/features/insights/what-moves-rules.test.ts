import { i18n } from '@lingui/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages as de } from '../../../core/i18n/insights/de';
import { messages as en } from '../../../core/i18n/insights/en';
import {
  describePair,
  describePairPlainly,
  describeTagFinding,
  pairNumbers,
  type AreaMoves,
  type PairFinding,
  type TagFinding,
} from '../../../core/what-moves';
import { areaView, pairNumbersText, pairSentence, pairSpoken, tagFindingSentence } from './what-moves-rules';

beforeAll(() => {
  vi.stubGlobal('navigator', { language: 'en-US' });
  i18n.loadAndActivate({ locale: 'en', messages: en });
});
afterAll(() => vi.unstubAllGlobals());

const tag = (
  tagId: string,
  withMean: number,
  withoutMean: number,
  withDays: number,
  withoutDays: number,
) => ({
  tagId,
  tag: tagId,
  withMean,
  withoutMean,
  withDays,
  withoutDays,
  difference: Math.round((withMean - withoutMean) * 100) / 100,
});

const area: AreaMoves = {
  key: 'sleep',
  label: 'Sleep',
  ratedDays: 889,
  tags: [
    tag('late night', 3.9, 6.3, 167, 722),
    tag('exercise', 7, 6.2, 300, 589),
    tag('alcohol', 4, 7, 3, 886),
    tag('work', 6.1, 5.7, 250, 639),
    tag('reading', 6.25, 6.2, 100, 789),
  ],
  together: [
    { other: 'diet', correlation: 0.62, n: 40 },
    { other: 'finance', correlation: -0.45, n: 40 },
    { other: 'social', correlation: 0.1, n: 40 },
  ],
};

describe('areaView', () => {
  it('shows tags with a strong link or some link and folds the weak ones under "Show all"', () => {
    const view = areaView(area);
    expect(view.shown.map((r) => [r.tag, r.strength, r.direction])).toEqual([
      ['late night', 'strong', 'lower'],
      ['exercise', 'some', 'higher'],
    ]);
    // A 3.0 difference on three days is weak evidence; 0.4 and 0.05 are small.
    expect(view.folded.map((r) => [r.tag, r.strength, r.direction])).toEqual([
      ['alcohol', 'weak', 'lower'],
      ['work', 'weak', 'higher'],
      ['reading', 'weak', 'about the same'],
    ]);
    expect(view.shown[0]?.spoken).toBe(
      'On days tagged “late night”, your Sleep averaged 3.9, against 6.3 on other days (167 days with, 722 days without). “late night” goes with lower Sleep.',
    );
  });

  it('words pairs as rising and falling together, the coefficient kept aside, and never "causes"', () => {
    const { pairs } = areaView(area);
    expect(pairs.map((p) => [p.sentence, p.numbers])).toEqual([
      ['Sleep and Diet tend to rise and fall together.', 'correlation 0.62 over 40 days rated together'],
      ['When Sleep is higher, Finance tends to be lower.', 'correlation −0.45 over 40 days rated together'],
    ]);
    for (const p of pairs) expect(p.sentence).not.toMatch(/correlation|caus/i);
    for (const r of [...areaView(area).shown, ...areaView(area).folded])
      expect(r.spoken).not.toMatch(/caus/i);
  });
  it('words an area of one’s own and its pairs under the person’s labels (decision 379)', () => {
    const own = {
      ...area,
      key: 'own-aaaaaaaaaa',
      label: 'Garden',
      together: [{ other: 'sleep', correlation: 0.5, n: 9 }],
    };
    const labels: Record<string, string> = { 'own-aaaaaaaaaa': 'Garden', sleep: 'Rest' };
    const view = areaView(own, (k) => labels[k] ?? k);
    expect(view.pairs.map((p) => p.sentence)).toEqual(['Garden and Rest tend to rise and fall together.']);
    expect(view.shown[0]?.spoken).toMatch(/^On days tagged “late night”, your Garden averaged 3\.9/);
    // Pairs with the person's own areas, from a built-in one.
    const sleep = areaView(
      { ...area, together: [{ other: 'own-aaaaaaaaaa', correlation: -0.4, n: 9 }] },
      (k) => labels[k] ?? k,
    );
    expect(sleep.pairs[0]?.sentence).toBe('When Rest is higher, Garden tends to be lower.');
  });

  it('says every finding as core/what-moves.ts does in English, byte for byte (decision 437)', () => {
    const means = [0, 0.1, 3.9, 5, 6.25, 6.3, 6.35, 9.95, 10];
    const counts = [1, 2, 3, 9, 10, 11, 167, 999, 1000, 1095, 12345];
    let checked = 0;
    for (const withMean of means)
      for (const withoutMean of means)
        for (const withDays of counts) {
          const withoutDays = counts[(withDays + means.indexOf(withMean)) % counts.length] as number;
          const f: TagFinding = {
            tagId: 't',
            tag: 'late night',
            withMean,
            withoutMean,
            withDays,
            withoutDays,
            difference: Math.round((withMean - withoutMean) * 100) / 100,
          };
          expect(tagFindingSentence('Core Feeling', f)).toBe(describeTagFinding('Core Feeling', f));
          checked++;
        }
    for (const correlation of [-1, -0.62, -0.45, -0.3, -0.29, -0.05, 0, 0.1, 0.29, 0.3, 0.62, 1])
      for (const n of counts) {
        const p: PairFinding = { other: 'diet', correlation, n };
        expect(pairSentence('Sleep', 'Diet', p)).toBe(describePairPlainly('Sleep', 'Diet', p));
        expect(pairNumbersText(p)).toBe(pairNumbers(p));
        expect(pairSpoken('Sleep', 'Diet', p)).toBe(describePair('Sleep', 'Diet', p));
        checked++;
      }
    expect(checked).toBe(means.length ** 2 * counts.length + 12 * counts.length);
  });

  it('says the findings in German, with German decimals, each sentence whole', () => {
    vi.stubGlobal('navigator', { language: 'de-DE' });
    i18n.loadAndActivate({ locale: 'de', messages: de });
    try {
      const view = areaView(
        area,
        (k) => ({ sleep: 'Schlaf', diet: 'Ernährung', finance: 'Finanzen' })[k] ?? k,
      );
      expect(view.shown[0]?.spoken).toBe(
        'An Tagen mit dem Tag „late night“ lag dein Wert für Schlaf im Schnitt bei 3,9, an anderen Tagen bei 6,3 (167 Tage mit, 722 Tage ohne). „late night“ geht mit niedrigeren Werten bei Schlaf einher.',
      );
      expect(view.pairs.map((p) => [p.sentence, p.numbers])).toEqual([
        [
          'Schlaf und Ernährung steigen und fallen meist gemeinsam.',
          'Korrelation 0,62 über 40 gemeinsam bewertete Tage',
        ],
        [
          'Wenn Schlaf höher ist, ist Finanzen meist niedriger.',
          'Korrelation −0,45 über 40 gemeinsam bewertete Tage',
        ],
      ]);
      expect(pairNumbersText({ other: 'diet', correlation: 0.5, n: 1 })).toBe(
        'Korrelation 0,50 über 1 gemeinsam bewerteten Tag',
      );
    } finally {
      vi.stubGlobal('navigator', { language: 'en-US' });
      i18n.loadAndActivate({ locale: 'en', messages: en });
    }
  });
});
