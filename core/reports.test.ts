import { describe, it, expect } from 'vitest';
import { addDays, localDay, weekStartOf } from './dates';
import { DIMENSION_KEYS, type DimensionKey } from './dimensions';
import { formatScore } from './scores';
import {
  buildPeriodReport,
  changeDirection,
  compareMeans,
  exactOverallMean,
  exactPeriodMean,
  INSIGHT_TITLE,
  monthReportRange,
  ONE_PURSUIT_TITLE,
  overallMean,
  periodMean,
  reportCards,
  reportMessage,
  strengthStory,
  weekRange,
  type AreaComparison,
  type Comparison,
  type PeriodData,
  type ReportKind,
} from './reports';

/** Every area at the same mean, with optional overrides. */
function period(value: number | null, overrides: Partial<PeriodData> = {}): PeriodData {
  const data: PeriodData = {};
  for (const key of DIMENSION_KEYS) data[key] = value;
  return { ...data, ...overrides };
}

function overall(previous: number | null, current: number | null): Comparison {
  return compareMeans(previous, current);
}

function areasFrom(previous: PeriodData, current: PeriodData): AreaComparison[] {
  return buildPeriodReport({ previous, current, kind: 'week' }).areas;
}

describe('periodMean', () => {
  it('divides the sum by the count, one decimal', () => {
    expect(periodMean({ sum: 21, count: 3 })).toBe(7);
    expect(periodMean({ sum: 12.5, count: 2 })).toBe(6.3); // 6.25
    expect(periodMean({ sum: 121, count: 20 })).toBe(6.1); // 6.05
    expect(periodMean({ sum: 37, count: 6 })).toBe(6.2); // 6.1666…
  });

  it('accepts what SQL drivers return', () => {
    expect(periodMean({ sum: '21.0', count: '3' })).toBe(7);
    expect(periodMean({ sum: 21, count: 3n })).toBe(7);
  });

  it('accepts an already computed mean', () => {
    expect(periodMean(6.25)).toBe(6.3);
    expect(periodMean('7.5')).toBe(7.5);
    expect(periodMean(0)).toBe(0);
  });

  it('is null when there is no data, never the default 5', () => {
    expect(periodMean(undefined)).toBeNull();
    expect(periodMean(null)).toBeNull();
    expect(periodMean({ sum: null, count: 0 })).toBeNull();
    expect(periodMean({ sum: 0, count: 0 })).toBeNull();
    expect(periodMean({ sum: 5, count: -1 })).toBeNull();
    expect(periodMean({ sum: 'abc', count: 2 })).toBeNull();
    expect(periodMean('')).toBeNull();
    expect(periodMean(NaN)).toBeNull();
  });
});

describe('changeDirection and compareMeans', () => {
  it.each([
    [0.2, 'up'],
    [0.1, 'flat'],
    [0, 'flat'],
    [-0.1, 'flat'],
    [-0.2, 'down'],
  ])('calls a change of %j %s', (change, direction) => {
    expect(changeDirection(change)).toBe(direction);
  });

  it('calls anything beyond ±0.1 a change: +0.11 is up, -0.11 is down', () => {
    expect(changeDirection(0.11)).toBe('up');
    expect(changeDirection(-0.11)).toBe('down');
    expect(changeDirection(0.1 + Number.EPSILON)).toBe('up');
  });

  it('compares exact means and rounds once: the change is exact current minus exact previous', () => {
    // 6.14 vs 6.25: shown as 6.1 → 6.3; the exact change 0.11 rounds to +0.1, which is flat
    expect(compareMeans(6.14, 6.25)).toEqual({ previous: 6.1, current: 6.3, change: 0.1, direction: 'flat' });
    // 6.2 vs 6.31: a change of 0.11, +0.1, flat
    expect(compareMeans(6.2, 6.31)).toMatchObject({ change: 0.1, direction: 'flat' });
  });

  it('treats +0.1 as flat and +0.2 as up, even with float noise', () => {
    // 6.3 - 6.2 = 0.09999999999999964 and 0.3 - 0.2 = 0.09999999999999998 in floating point
    expect(compareMeans(6.2, 6.3)).toEqual({ previous: 6.2, current: 6.3, change: 0.1, direction: 'flat' });
    expect(compareMeans(0.2, 0.3).direction).toBe('flat');
    expect(compareMeans(6.2, 6.4)).toEqual({ previous: 6.2, current: 6.4, change: 0.2, direction: 'up' });
    expect(compareMeans(6.4, 6.3)).toEqual({ previous: 6.4, current: 6.3, change: -0.1, direction: 'flat' });
    expect(compareMeans(6.4, 6.2)).toEqual({ previous: 6.4, current: 6.2, change: -0.2, direction: 'down' });
  });

  it('computes the change from the exact means, not the rounded ones', () => {
    // 6.04 → 6.25: shown as 6.0 → 6.3, but the change is +0.21, shown as +0.2 (not +0.3)
    const previous = exactPeriodMean({ sum: 60.4, count: 10 });
    const current = exactPeriodMean({ sum: 12.5, count: 2 });
    expect(compareMeans(previous, current)).toEqual({
      previous: 6,
      current: 6.3,
      change: 0.2,
      direction: 'up',
    });
  });

  it('shows +0.2 (up) where rounded means would have shown +0.1 (flat): the figures of decision 100', () => {
    // 5.25 (two entries) → 5.41666… (three entries): shown 5.3 → 5.4, exact change +0.1666… → +0.2
    const previous = exactPeriodMean({ sum: 10.5, count: 2 });
    const current = exactPeriodMean({ sum: 16.25, count: 3 });
    expect(compareMeans(previous, current)).toEqual({
      previous: 5.3,
      current: 5.4,
      change: 0.2,
      direction: 'up',
    });
  });

  it('has no change when either side is missing', () => {
    expect(compareMeans(null, 7)).toEqual({ previous: null, current: 7, change: null, direction: null });
    expect(compareMeans(7, null)).toEqual({ previous: 7, current: null, change: null, direction: null });
    expect(compareMeans(null, null)).toEqual({
      previous: null,
      current: null,
      change: null,
      direction: null,
    });
  });
});

describe('exact means, rounded once (decision 100)', () => {
  // Two entries: every area mean is a multiple of 0.25, and the eight exact means average 5.8125.
  const twoEntries: PeriodData = Object.fromEntries(
    DIMENSION_KEYS.map((key, i) => [key, { sum: i < 7 ? 11.5 : 12.5, count: 2 }]), // 5.75 ×7 (shown 5.8) and 6.25 (6.3)
  );

  it('shows 5.8 for exact area means averaging 5.8125 (the rounded means would give 5.9)', () => {
    const report = buildPeriodReport({ current: twoEntries, previous: {}, kind: 'week' });
    expect(report.areas.map((a) => a.current)).toEqual([5.8, 5.8, 5.8, 5.8, 5.8, 5.8, 5.8, 6.3]);
    expect(overallMean(report.areas.map((a) => a.current))).toBe(5.9); // the old, wrong way
    expect(report.overall.current).toBe(5.8);
    expect(formatScore(report.overall.current ?? NaN)).toBe('5.8');
  });

  it('shows 4.4 for October 2026 whose exact overall is 4.4375 (the rounded means would give 4.5)', () => {
    // Four entries: area means are multiples of 0.125; 4.375 ×7 and 4.875 average 4.4375.
    const october: PeriodData = Object.fromEntries(
      DIMENSION_KEYS.map((key, i) => [key, { sum: i < 7 ? 17.5 : 19.5, count: 4 }]), // 4.375 ×7 (4.4) and 4.875 (4.9)
    );
    const report = buildPeriodReport({ current: october, previous: {}, kind: 'month' });
    expect(exactOverallMean([4.375, 4.375, 4.375, 4.375, 4.375, 4.375, 4.375, 4.875])).toBe(4.4375);
    expect(overallMean(report.areas.map((a) => a.current))).toBe(4.5); // the old, wrong way
    expect(report.overall.current).toBe(4.4);
  });

  it('takes the overall change from the exact overall means and picks the band from it', () => {
    // Previous week: all areas 5.25 (shown 5.3). This week: all 5.41666… (shown 5.4).
    const all = (sum: number, count: number): PeriodData =>
      Object.fromEntries(DIMENSION_KEYS.map((key) => [key, { sum, count }]));
    const report = buildPeriodReport({ current: all(16.25, 3), previous: all(10.5, 2), kind: 'week' });
    expect(report.overall).toEqual({ previous: 5.3, current: 5.4, change: 0.2, direction: 'up' });
    expect(report.message).toMatchObject({ band: 'room-to-flourish', tone: 'rising' });
    expect(report.strengthStory.variant).toBe('positive');
  });

  it('speaks from the core feeling after only a quick check-in, never "No check-ins yet"', () => {
    const report = buildPeriodReport({
      current: { coreFeeling: { sum: 9, count: 1 } },
      previous: {},
      kind: 'week',
    });
    expect(report.overall.current).toBeNull();
    expect(report.coreFeeling.current).toBe(9);
    expect(report.message).toMatchObject({ band: 'thriving', tone: 'steady' });
    expect(report.message.text).not.toMatch(/No check-ins yet/);
  });
});

describe('overallMean', () => {
  it('averages the areas with data only', () => {
    expect(overallMean([6, 7, null, null])).toBe(6.5);
    expect(overallMean([6, 6.5])).toBe(6.3);
    expect(overallMean([0, null])).toBe(0);
  });

  it('is null without any data', () => {
    expect(overallMean([])).toBeNull();
    expect(overallMean([null, null])).toBeNull();
  });
});

describe('reportMessage', () => {
  const text = (prev: number | null, cur: number | null, kind: ReportKind = 'week') =>
    reportMessage(overall(prev, cur), kind);

  it('places scores in the four message bands at their edges', () => {
    expect(text(null, 0).band).toBe('needs-nurturing');
    expect(text(null, 3.5).band).toBe('needs-nurturing');
    expect(text(null, 4).band).toBe('room-to-flourish');
    expect(text(null, 5.5).band).toBe('room-to-flourish');
    expect(text(null, 6).band).toBe('doing-well');
    expect(text(null, 8.5).band).toBe('doing-well');
    expect(text(null, 9).band).toBe('thriving');
    expect(text(null, 10).band).toBe('thriving');
  });

  it('picks the tone from the change: rising above +0.1, falling below -0.1', () => {
    expect(text(4.8, 5).tone).toBe('rising');
    expect(text(4.9, 5).tone).toBe('steady');
    expect(text(5.1, 5).tone).toBe('steady');
    expect(text(5.2, 5).tone).toBe('falling');
    expect(text(null, 5).tone).toBe('steady');
  });

  it('has a distinct, warm text for every band and tone', () => {
    const seen = new Set<string>();
    for (const score of [2, 5, 7, 9.5]) {
      for (const previous of [score - 1, score, score + 1]) {
        const m = text(previous, score);
        expect(m.text).toMatch(/\bweek\b/i);
        seen.add(m.text);
      }
    }
    expect(seen.size).toBe(12);
  });

  describe('in the gaps between bands', () => {
    it.each([
      [3.6, 'needs-nurturing'],
      [3.9, 'needs-nurturing'],
      [5.6, 'room-to-flourish'],
      [5.9, 'room-to-flourish'],
      [8.6, 'doing-well'],
      [8.9, 'doing-well'],
    ])('shows momentum at %j for a change above 0.3', (score, lowerBand) => {
      expect(text(score - 0.4, score)).toMatchObject({ band: 'momentum', tone: 'rising' });
      expect(text(score + 0.4, score)).toMatchObject({ band: 'momentum', tone: 'falling' });
      // exactly ±0.3 is not "above 0.3": the nearest lower band's message, with its tone
      expect(text(score - 0.3, score)).toMatchObject({ band: lowerBand, tone: 'rising' });
      expect(text(score + 0.3, score)).toMatchObject({ band: lowerBand, tone: 'falling' });
      expect(text(score, score)).toMatchObject({ band: lowerBand, tone: 'steady' });
      expect(text(null, score)).toMatchObject({ band: lowerBand, tone: 'steady' });
    });

    it('writes a different momentum message for each gap', () => {
      const rising = new Set([3.8, 5.8, 8.8].map((s) => text(s - 1, s).text));
      const falling = new Set([3.8, 5.8, 8.8].map((s) => text(s + 1, s).text));
      expect(rising.size).toBe(3);
      expect(falling.size).toBe(3);
    });

    it('treats 3.5 and 4.0 as band edges, not gaps, whatever the change', () => {
      expect(text(2.5, 3.5)).toMatchObject({ band: 'needs-nurturing', tone: 'rising' });
      expect(text(4.5, 3.5)).toMatchObject({ band: 'needs-nurturing', tone: 'falling' });
      expect(text(3, 4)).toMatchObject({ band: 'room-to-flourish', tone: 'rising' });
      expect(text(5, 4)).toMatchObject({ band: 'room-to-flourish', tone: 'falling' });
      expect(text(5, 5.5)).toMatchObject({ band: 'room-to-flourish', tone: 'rising' });
      expect(text(5, 6)).toMatchObject({ band: 'doing-well', tone: 'rising' });
      expect(text(9.5, 8.5)).toMatchObject({ band: 'doing-well', tone: 'falling' });
      expect(text(10, 9)).toMatchObject({ band: 'thriving', tone: 'falling' });
      // Just inside the gap the same changes earn momentum.
      expect(text(3, 3.6)).toMatchObject({ band: 'momentum', tone: 'rising' });
      expect(text(4.5, 3.9)).toMatchObject({ band: 'momentum', tone: 'falling' });
    });

    it('does not use momentum inside a band', () => {
      expect(text(3, 3.5).band).toBe('needs-nurturing');
      expect(text(3.5, 4).band).toBe('room-to-flourish');
      expect(text(8, 9).band).toBe('thriving');
    });
  });

  it('is kind when there is no data', () => {
    expect(text(null, null)).toEqual({
      band: 'no-data',
      tone: null,
      text: "No check-ins yet this week. Whenever you're ready, a quick check-in is a lovely place to start.",
    });
    expect(text(7, null).band).toBe('no-data');
    expect(text(null, null, 'month').text).toMatch(/^No check-ins yet this month\./);
  });

  it('speaks of the month in monthly reports', () => {
    expect(text(5, 7, 'month').text).toMatch(/this month/);
    expect(text(5, 7, 'month').text).not.toMatch(/week/);
  });
});

describe('strengthStory', () => {
  it('names the area with the biggest rise', () => {
    const story = strengthStory(areasFrom(period(5), period(5, { diet: 6, finance: 7, sleep: 4 })), 'week');
    expect(story.variant).toBe('positive');
    expect(story.area).toEqual({ key: 'finance', label: 'Finance', change: 2 });
    expect(story.text).toContain('Finance');
    expect(story.text).toContain('from 5.0 to 7.0');
  });

  it('uses the label, not the key', () => {
    const story = strengthStory(areasFrom(period(5), period(5, { exercise: 8 })), 'week');
    expect(story.text).toMatch(/^Movement /);
  });

  it('breaks ties in dimension order', () => {
    const story = strengthStory(areasFrom(period(5), period(5, { creativity: 6, social: 6 })), 'week');
    expect(story.area?.key).toBe('social');
  });

  it('tells the gentle story of the biggest fall when nothing rose', () => {
    const story = strengthStory(areasFrom(period(6), period(6, { social: 5, relationships: 4 })), 'week');
    expect(story.variant).toBe('negative');
    expect(story.area).toEqual({ key: 'relationships', label: 'Relationships', change: -2 });
    expect(story.text).toContain('Relationships');
  });

  it('counts +0.2 as a rise and +0.1 as steady', () => {
    expect(strengthStory(areasFrom(period(6), period(6, { sleep: 6.2 })), 'week').variant).toBe('positive');
    expect(strengthStory(areasFrom(period(6), period(6, { sleep: 6.1 })), 'week').variant).toBe('flat');
    expect(strengthStory(areasFrom(period(6), period(6, { sleep: 5.9 })), 'week').variant).toBe('flat');
    expect(strengthStory(areasFrom(period(6), period(6, { sleep: 5.8 })), 'week').variant).toBe('negative');
  });

  it('is flat and steady when nothing moved', () => {
    const story = strengthStory(areasFrom(period(6), period(6)), 'month');
    expect(story).toMatchObject({ variant: 'flat', area: null });
    expect(story.text).toMatch(/held steady this month/);
  });

  it('is flat without claiming steadiness when there is nothing to compare', () => {
    for (const [previous, current] of [
      [period(null), period(6)],
      [period(6), period(null)],
      [period(null), period(null)],
    ] as const) {
      const story = strengthStory(areasFrom(previous, current), 'week');
      expect(story.variant).toBe('flat');
      expect(story.text).not.toMatch(/steady/);
      expect(story.text).toMatch(/two weeks in a row/);
    }
  });
});

describe('reportCards', () => {
  const cards = (current: PeriodData, kind: ReportKind = 'week') => reportCards(areasFrom({}, current), kind);

  it('shows One Pursuit, Many Wins for two or more areas at 5.5 or lower', () => {
    const [card, ...rest] = cards(period(7, { finance: 5.5, sleep: 3 }));
    expect(rest).toEqual([]);
    expect(card).toMatchObject({ id: 'one-pursuit-many-wins', title: 'One Pursuit, Many Wins' });
    expect(card?.areas).toEqual(['sleep', 'finance']);
    expect(card?.body).toMatch(/^Sleep and Finance /);
  });

  it('does not count 5.6 as low', () => {
    const [card] = cards(period(7, { finance: 5.6, sleep: 5.5 }));
    expect(card).toMatchObject({ id: 'insight', title: "This Week's Insight", areas: ['sleep'] });
    expect(card?.body).toMatch(/^Sleep could use a little extra care this week/);
  });

  it('names the strongest area when none is low', () => {
    const [card] = cards(period(6, { creativity: 9.5, diet: 9.5 }));
    expect(card).toMatchObject({ id: 'insight', areas: ['diet'] });
    expect(card?.body).toContain('Diet is shining brightest at 9.5');
  });

  it('summarises long lists of low areas', () => {
    const [card] = cards(period(2, { sleep: 1 }));
    expect(card?.areas).toEqual([
      'sleep',
      'exercise',
      'diet',
      'social',
      'achievements',
      'relationships',
      'creativity',
      'finance',
    ]);
    expect(card?.body).toMatch(/^Sleep, Movement, Diet and 5 more could use some extra care/);
  });

  it('ignores areas without data', () => {
    const current: PeriodData = { sleep: 3 };
    const [card] = cards(current);
    expect(card).toMatchObject({ id: 'insight', areas: ['sleep'] });
  });

  it('still offers the insight card, kindly, without data', () => {
    const [card] = cards(period(null));
    expect(card).toMatchObject({ id: 'insight', title: "This Week's Insight", areas: [] });
    expect(card?.body).toMatch(/Once you've checked in this week/);
  });

  it('keeps the spec titles in monthly reports but speaks of the month', () => {
    expect(ONE_PURSUIT_TITLE).toBe('One Pursuit, Many Wins');
    expect(INSIGHT_TITLE).toBe("This Week's Insight");
    const [card] = cards(period(3), 'month');
    expect(card?.title).toBe('One Pursuit, Many Wins');
    expect(card?.body).toContain('this month');
  });
});

describe('buildPeriodReport', () => {
  it('builds a complete, JSON-safe report', () => {
    const current = period(null, {
      sleep: { sum: 42, count: 6 },
      exercise: { sum: 30, count: 6 },
      diet: { sum: 36, count: 6 },
      social: { sum: 33, count: 6 },
      achievements: { sum: 39, count: 6 },
      relationships: { sum: 45, count: 6 },
      creativity: { sum: 27, count: 6 },
      finance: { sum: 36, count: 6 },
      coreFeeling: { sum: 13, count: 2 },
    });
    const previous = period(6, { coreFeeling: 6 });
    const report = buildPeriodReport({ current, previous, kind: 'week' });

    expect(report.kind).toBe('week');
    expect(report.areas.map((a) => [a.key, a.label, a.previous, a.current, a.change, a.direction])).toEqual([
      ['sleep', 'Sleep', 6, 7, 1, 'up'],
      ['exercise', 'Movement', 6, 5, -1, 'down'],
      ['diet', 'Diet', 6, 6, 0, 'flat'],
      ['social', 'Social', 6, 5.5, -0.5, 'down'],
      ['achievements', 'Achievements', 6, 6.5, 0.5, 'up'],
      ['relationships', 'Relationships', 6, 7.5, 1.5, 'up'],
      ['creativity', 'Creativity', 6, 4.5, -1.5, 'down'],
      ['finance', 'Finance', 6, 6, 0, 'flat'],
    ]);
    expect(report.coreFeeling).toEqual({ previous: 6, current: 6.5, change: 0.5, direction: 'up' });
    // (7 + 5 + 6 + 5.5 + 6.5 + 7.5 + 4.5 + 6) / 8 = 6
    expect(report.overall).toEqual({ previous: 6, current: 6, change: 0, direction: 'flat' });
    expect(report.message).toMatchObject({ band: 'doing-well', tone: 'steady' });
    expect(report.strengthStory).toMatchObject({ variant: 'positive', area: { key: 'relationships' } });
    expect(report.cards.map((c) => c.id)).toEqual(['one-pursuit-many-wins']);
    expect(report.cards[0]?.areas).toEqual(['creativity', 'exercise', 'social']);
    expect(JSON.parse(JSON.stringify(report))).toEqual(report);
  });

  it('excludes the core feeling from the overall score', () => {
    const report = buildPeriodReport({ current: period(8, { coreFeeling: 0 }), previous: {}, kind: 'week' });
    expect(report.overall.current).toBe(8);
  });

  it('uses nulls, not invented numbers, for a period without data', () => {
    const report = buildPeriodReport({ current: {}, previous: {}, kind: 'month' });
    expect(report.areas.every((a) => a.previous === null && a.current === null && a.change === null)).toBe(
      true,
    );
    expect(report.coreFeeling).toEqual({ previous: null, current: null, change: null, direction: null });
    expect(report.overall).toEqual({ previous: null, current: null, change: null, direction: null });
    expect(report.message.band).toBe('no-data');
    expect(report.strengthStory.variant).toBe('flat');
    expect(report.cards.map((c) => c.id)).toEqual(['insight']);
  });

  it('reports a week without data kindly, in weekly words', () => {
    const report = buildPeriodReport({ current: {}, previous: period(6, { coreFeeling: 6 }), kind: 'week' });
    expect(report.areas.every((a) => a.previous === 6 && a.current === null && a.direction === null)).toBe(
      true,
    );
    expect(report.overall).toEqual({ previous: 6, current: null, change: null, direction: null });
    expect(report.coreFeeling).toEqual({ previous: 6, current: null, change: null, direction: null });
    expect(report.message.text).toMatch(/^No check-ins yet this week\./);
    expect(report.strengthStory.text).toMatch(/two weeks in a row/);
    expect(report.cards[0]?.body).toMatch(/this week/);
  });

  it('averages only the areas that have data for the overall score', () => {
    const current: PeriodData = { sleep: { sum: 8, count: 1 }, diet: { sum: 6, count: 1 } };
    const report = buildPeriodReport({ current, previous: {}, kind: 'week' });
    expect(report.overall.current).toBe(7);
    expect(report.areas.find((a) => a.key === ('finance' satisfies DimensionKey))?.current).toBeNull();
  });

  it('averages the exact area means, not the rounded ones shown in the table', () => {
    // Areas 6.25 (shown 6.3) ×4 and 6 ×4: exactly 6.125 → 6.1 (the rounded means would give 6.2)
    const half: PeriodData = {};
    DIMENSION_KEYS.forEach((key, i) => (half[key] = i < 4 ? { sum: 12.5, count: 2 } : 6));
    expect(buildPeriodReport({ current: half, previous: {}, kind: 'week' }).overall.current).toBe(6.1);
  });
});

describe('weekRange', () => {
  it('gives the week and the week before, end exclusive', () => {
    expect(weekRange('2026-03-09')).toEqual({
      start: '2026-03-09',
      end: '2026-03-16',
      previousStart: '2026-03-02',
      previousEnd: '2026-03-09',
    });
  });

  it('moves any day back to its Monday', () => {
    expect(weekRange('2026-03-15').start).toBe('2026-03-09'); // Sunday
    expect(weekRange('2026-03-11').start).toBe('2026-03-09'); // Wednesday
  });

  it('crosses month and year ends', () => {
    expect(weekRange('2025-12-29')).toEqual({
      start: '2025-12-29',
      end: '2026-01-05',
      previousStart: '2025-12-22',
      previousEnd: '2025-12-29',
    });
    expect(weekRange('2026-01-01').start).toBe('2025-12-29');
    expect(weekRange('2024-02-26').end).toBe('2024-03-04'); // leap February
  });
});

describe('weekRange across a DST change', () => {
  /** Every hour from `from` (inclusive) to `to` (exclusive), as instants. */
  function hours(from: string, to: string): Date[] {
    const out: Date[] = [];
    for (let t = Date.parse(from); t < Date.parse(to); t += 3_600_000) out.push(new Date(t));
    return out;
  }

  it.each([
    // Los Angeles springs forward on Sunday 2026-03-08: the local week is 167 hours long.
    ['America/Los_Angeles', '2026-03-02', '2026-03-02T08:00:00Z', '2026-03-09T07:00:00Z', 167],
    // Auckland falls back on Sunday 2026-04-05: 169 hours, and the week also crosses a month end.
    ['Pacific/Auckland', '2026-03-30', '2026-03-29T11:00:00Z', '2026-04-05T12:00:00Z', 169],
  ])('in %s the week of %s is still seven local days, Monday to Sunday', (zone, monday, from, to, length) => {
    const range = weekRange(monday);
    const inside = hours(from, to);
    expect(inside).toHaveLength(length);
    const days = new Set(inside.map((instant) => localDay(instant, zone)));
    expect([...days]).toEqual(Array.from({ length: 7 }, (_, i) => addDays(range.start, i)));
    for (const day of days) {
      expect(weekStartOf(day)).toBe(range.start);
      expect(day >= range.start && day < range.end).toBe(true);
    }
    // The hours just outside belong to the neighbouring weeks.
    expect(localDay(new Date(Date.parse(from) - 1), zone)).toBe(addDays(range.start, -1));
    expect(localDay(new Date(to), zone)).toBe(range.end);
  });
});

describe('monthReportRange', () => {
  it('gives the month and the month before', () => {
    expect(monthReportRange('2026-03')).toEqual({
      start: '2026-03-01',
      end: '2026-04-01',
      previousStart: '2026-02-01',
      previousEnd: '2026-03-01',
      previousMonth: '2026-02',
    });
  });

  it('crosses the year end both ways', () => {
    expect(monthReportRange('2026-01')).toMatchObject({
      previousStart: '2025-12-01',
      previousMonth: '2025-12',
    });
    expect(monthReportRange('2025-12')).toMatchObject({ start: '2025-12-01', end: '2026-01-01' });
  });
});
