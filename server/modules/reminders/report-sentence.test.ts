import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPORT_SENTENCES } from '../../../core/i18n/report-sentences';
import { DIMENSIONS } from '../../../core/dimensions';
import { buildPeriodReport, type PeriodData } from '../../../core/reports';
import { LOCALES } from '../../../core/i18n/locales';
import { reportSentence } from './report-sentence';

/** A small deterministic generator, so every band, tone and momentum gap comes up. */
function* periods(): Generator<[PeriodData, PeriodData]> {
  let seed = 11;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const score = () => Math.round(next() * 20) / 2;
  for (let i = 0; i < 600; i += 1) {
    const base = score();
    const one = (empty: number): PeriodData => {
      const data: PeriodData = {};
      for (const d of DIMENSIONS) {
        if (next() < empty) continue;
        data[d.key] = Math.min(10, Math.max(0, Math.round((base + (next() - 0.5) * 3) * 2) / 2));
      }
      if (next() < 0.7) data.coreFeeling = score();
      return data;
    };
    yield [one(i % 5 === 0 ? 1 : 0.1), one(i % 7 === 0 ? 1 : 0.1)];
  }
}

describe("the weekly summary's report sentence (decision 440)", () => {
  it("is core/reports' English byte for byte, and every language has its own for every case", () => {
    const seen = new Set<string>();
    for (const [previous, current] of periods()) {
      for (const kind of ['week', 'month'] as const) {
        const report = buildPeriodReport({ previous, current, kind });
        const english = reportSentence(report, 'en');
        expect(english).toBe(report.message.text);
        seen.add(`${report.message.band}.${report.message.tone}.${kind}`);
        for (const locale of LOCALES) {
          if (locale === 'en' || locale === 'en-XA') continue;
          const said = reportSentence(report, locale);
          expect(said, `${locale}: ${english}`).not.toBe(english);
          expect(said.trim()).not.toBe('');
        }
      }
    }
    // Every band with every tone (and momentum both ways), and no data, for a week and a month.
    expect(seen.size).toBe((4 * 3 + 2 + 1) * 2);
  });

  it('says a German week in German', () => {
    const report = buildPeriodReport({ previous: {}, current: {}, kind: 'week' });
    expect(reportSentence(report, 'de')).toBe(
      'Diese Woche noch keine Check-ins. Wann immer du bereit bist, ist ein schneller Check-in ein schöner Anfang.',
    );
  });

  it("is the app's very descriptor: both import core/i18n/report-sentences, neither writes a sentence (decision 421)", () => {
    const root = resolve(import.meta.dirname, '../../..');
    const sources = (dir: string) =>
      readdirSync(resolve(root, dir), { withFileTypes: true, recursive: true })
        .filter((d) => d.isFile() && /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name))
        .map((d) => relative(root, join(d.parentPath, d.name)));
    for (const file of [
      'client/features/reports/report-texts.ts',
      'server/modules/reminders/report-sentence.ts',
    ])
      expect(readFileSync(resolve(root, file), 'utf8'), file).toMatch(/core\/i18n\/report-sentences'/);
    const files = [...sources('client'), ...sources('server')].map((f) => ({
      f,
      text: readFileSync(resolve(root, f), 'utf8'),
    }));
    for (const { message } of Object.values(REPORT_SENTENCES)) {
      // "{kind, select, week {A steady, solid week. …} other {…}}" → the week's sentence.
      const sentence = /week \{(.+?)\} other/.exec(message)![1]!;
      expect(
        files.filter(({ text }) => text.includes(sentence)).map(({ f }) => f),
        sentence,
      ).toEqual([]);
    }
  });
});
