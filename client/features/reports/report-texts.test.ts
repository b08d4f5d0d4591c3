import { i18n } from '@lingui/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages as de } from '../../../core/i18n/insights/de';
import { messages as en } from '../../../core/i18n/insights/en';
import { buildPeriodReport, type Comparison, type PeriodData } from '../../../core/reports';
import { DIMENSIONS } from '../../../core/dimensions';
import type { ApiPeriodReport, ApiReportComparison } from '../../../core/schemas/reports';
import { formatChange, formatScore } from '../../../core/scores';
import { cardTexts, messageText, strengthStoryText } from './report-texts';

// The API's shape of a report (as server/modules/reports/reports.mapper.ts writes it).
function api(c: Comparison): ApiReportComparison {
  return {
    previous: c.previous === null ? null : formatScore(c.previous),
    current: c.current === null ? null : formatScore(c.current),
    change: c.change === null ? null : formatChange(c.change),
    direction: c.direction,
  };
}

function report(previous: PeriodData, current: PeriodData, kind: 'week' | 'month'): ApiPeriodReport {
  const r = buildPeriodReport({ previous, current, kind });
  const period = { start: '', end: '', entries: 1, quickCheckins: 1 };
  return {
    kind,
    period,
    previousPeriod: period,
    areas: r.areas.map(({ key, label, ...c }) => ({ key, label, ...api(c) })),
    coreFeeling: api(r.coreFeeling),
    overall: api(r.overall),
    message: r.message,
    strengthStory: {
      ...r.strengthStory,
      area: r.strengthStory.area && {
        ...r.strengthStory.area,
        change: formatChange(r.strengthStory.area.change),
      },
    },
    cards: r.cards,
  };
}

/** A small deterministic generator, so every band, tone, gap, story and card comes up. */
function* periods(): Generator<[PeriodData, PeriodData]> {
  let seed = 7;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const score = () => Math.round(next() * 20) / 2;
  for (let i = 0; i < 600; i += 1) {
    const base = score();
    const spread = next() * 3;
    const one = (empty: number): PeriodData => {
      const data: PeriodData = {};
      for (const d of DIMENSIONS) {
        if (next() < empty) continue;
        data[d.key] = Math.min(10, Math.max(0, Math.round((base + (next() - 0.5) * spread) * 2) / 2));
      }
      if (next() < 0.7) data.coreFeeling = score();
      return data;
    };
    yield [one(i % 5 === 0 ? 1 : 0.1), one(i % 7 === 0 ? 1 : 0.1)];
  }
}

beforeAll(() => {
  vi.stubGlobal('navigator', { language: 'en-US' });
  i18n.loadAndActivate({ locale: 'en', messages: en });
});
afterAll(() => vi.unstubAllGlobals());

describe("a report's sentences", () => {
  it('are the server’s English byte for byte, in every case of message, story and card', () => {
    const seen = new Set<string>();
    for (const [previous, current] of periods()) {
      for (const kind of ['week', 'month'] as const) {
        const r = report(previous, current, kind);
        expect(messageText(r)).toBe(r.message.text);
        expect(strengthStoryText(r)).toBe(r.strengthStory.text);
        for (const card of r.cards)
          expect(cardTexts(r, card)).toEqual({ title: card.title, body: card.body });
        seen.add(`${r.message.band}.${r.message.tone}`);
        seen.add(`story.${r.strengthStory.variant}`);
        for (const card of r.cards)
          seen.add(`card.${card.id}.${card.areas.length > 3 ? 'many' : card.areas.length}`);
      }
    }
    // Every band with every tone, momentum both ways, no data, each story and each card came up.
    for (const band of ['needs-nurturing', 'room-to-flourish', 'doing-well', 'thriving']) {
      for (const tone of ['rising', 'falling', 'steady']) expect(seen).toContain(`${band}.${tone}`);
    }
    for (const key of [
      'momentum.rising',
      'momentum.falling',
      'no-data.null',
      'story.positive',
      'story.negative',
      'story.flat',
    ]) {
      expect(seen).toContain(key);
    }
    for (const key of [
      'card.insight.0',
      'card.insight.1',
      'card.one-pursuit-many-wins.2',
      'card.one-pursuit-many-wins.many',
    ]) {
      expect(seen).toContain(key);
    }
  });

  it('are whole German sentences with the German labels and decimal commas', () => {
    i18n.loadAndActivate({ locale: 'de', messages: de });
    try {
      const r = report({ sleep: 6, diet: 4, finance: 3 }, { sleep: 7.5, diet: 4, finance: 3 }, 'week');
      const labels: Record<string, string> = { sleep: 'Schlaf', diet: 'Ernährung', finance: 'Finanzen' };
      const labelOf = (key: string, fallback: string) => labels[key] ?? fallback;
      expect(strengthStoryText(r, labelOf)).toBe(
        'Schlaf ist diese Woche am stärksten gewachsen, von 6,0 auf 7,5. Was auch immer du dort tust, es wirkt; darauf kannst du aufbauen.',
      );
      expect(messageText(r)).not.toBe(r.message.text);
      const card = r.cards[0];
      expect(card?.id).toBe('one-pursuit-many-wins');
      expect(cardTexts(r, card!, labelOf).body).toMatch(
        /^Finanzen und Ernährung könnten diese Woche etwas mehr Fürsorge gebrauchen\./,
      );
    } finally {
      i18n.loadAndActivate({ locale: 'en', messages: en });
    }
  });
});
