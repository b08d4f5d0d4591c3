import { i18n } from '@lingui/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages as de } from '../../../core/i18n/insights/de';
import { messages as en } from '../../../core/i18n/insights/en';
import type { ApiProgressPoint } from '../../../core/schemas/progress';
import type { ApiWellbeingEntry } from '../../../core/schemas/wellbeing';
import {
  axisTicks,
  chartBox,
  chartPositions,
  chartScale,
  chartSeries,
  isWeekly,
  linePath,
  seriesRuns,
  seriesSummary,
  ticksClearOfEnds,
  type ChartBox,
} from '../../shared/charts/chart-rules';
import { buildProgressExport, progressExportFileName, scorePercent } from './progress-rules';

beforeAll(() => {
  vi.stubGlobal('navigator', { language: 'en-US' });
  i18n.loadAndActivate({ locale: 'en', messages: en });
});
afterAll(() => vi.unstubAllGlobals());

function entry(day: string, sleep: string, overall: string, notes: string | null = null): ApiWellbeingEntry {
  return {
    id: `id-${day}`,
    day,
    date: `${day}T12:00:00.000Z`,
    updatedAt: `${day}T12:00:00.000Z`,
    sleep,
    exercise: '6.0',
    diet: '5.0',
    social: '8.0',
    achievements: '4.5',
    relationships: '9.0',
    creativity: '3.0',
    finance: '10.0',
    overallScore: overall,
    notes,
  };
}

const entries = [
  entry('2026-06-15', '7.5', '6.6', 'A good week.'),
  entry('2026-06-10', '6.0', '6.4'),
  entry('2026-06-08', '4.0', '5.9', 'Tired\n"but" fine'),
];

describe('progress export', () => {
  it('keeps each entry newest first with its day, overall, eight scores and notes, nothing else', () => {
    const rows = buildProgressExport(entries);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual({
      date: '2026-06-15',
      overallScore: '6.6',
      sleep: '7.5',
      exercise: '6.0',
      diet: '5.0',
      social: '8.0',
      achievements: '4.5',
      relationships: '9.0',
      creativity: '3.0',
      finance: '10.0',
      notes: 'A good week.',
    });
    expect(Object.keys(rows[0] ?? {})).toEqual([
      'date',
      'overallScore',
      'sleep',
      'exercise',
      'diet',
      'social',
      'achievements',
      'relationships',
      'creativity',
      'finance',
      'notes',
    ]);
    expect(rows.map((r) => r.date)).toEqual(['2026-06-15', '2026-06-10', '2026-06-08']);
    expect(rows[1]?.notes).toBeNull();
    expect(rows[2]?.notes).toBe('Tired\n"but" fine');
  });

  it('adds the ratings of areas of one’s own by the person’s label, on the days that rate them', () => {
    const wheel = [
      { key: 'sleep', label: 'Rest', builtIn: true },
      { key: 'own-garden0001', label: 'Garden', builtIn: false },
      { key: 'own-music00001', label: 'Music', builtIn: false },
    ];
    const rated = [
      { ...entries[0], areaScores: { 'own-music00001': '9.0', 'own-garden0001': '3.0' } },
      ...entries.slice(1),
    ] as ApiWellbeingEntry[];
    const rows = buildProgressExport(rated, wheel);
    expect(rows[0]?.areaScores).toEqual({ Garden: '3.0', Music: '9.0' });
    expect(Object.keys(rows[0]?.areaScores ?? {})).toEqual(['Garden', 'Music']);
    // The eight keep their keys (a renamed one too); a day without own ratings has no areaScores.
    expect(rows[0]?.sleep).toBe('7.5');
    expect(rows[1]).not.toHaveProperty('areaScores');
  });

  it('names the file after the local day of the download', () => {
    expect(progressExportFileName(new Date(2026, 0, 5, 23, 59))).toBe('wellbeing-data-2026-01-05.json');
  });
});

describe('progress display', () => {
  it('turns a score into a whole percentage of 10', () => {
    expect(scorePercent('7.5')).toBe(75);
    expect(scorePercent('6.6')).toBe(66);
    expect(scorePercent('10.0')).toBe(100);
    expect(scorePercent('0.0')).toBe(0);
    expect(scorePercent(6.35)).toBe(64);
    expect(scorePercent('nonsense')).toBe(0);
  });
});

describe('trend chart', () => {
  const box: ChartBox = { width: 120, height: 120, left: 10, right: 10, top: 10, bottom: 10 };

  const blank = Object.fromEntries(
    ['sleep', 'exercise', 'diet', 'social', 'achievements', 'relationships', 'creativity', 'finance'].map(
      (k) => [k, null],
    ),
  ) as ApiProgressPoint['scores'];
  const point = (
    from: string,
    to: string,
    overall: string | null,
    sleep: string | null,
    core: string | null,
  ) => ({
    from,
    to,
    n: overall === null ? 0 : 1,
    overall,
    scores: { ...blank, sleep },
    coreFeeling: core,
  });
  const points: ApiProgressPoint[] = [
    point('2026-06-08', '2026-06-08', '5.9', '4.0', null),
    point('2026-06-10', '2026-06-10', '6.4', '6.0', '7.5'),
    point('2026-06-12', '2026-06-12', null, null, '3.0'),
    point('2026-06-15', '2026-06-15', '6.6', '7.5', null),
  ];

  it('reads a metric of the points that have it, oldest first: overall, an area or the core feeling', () => {
    expect(chartSeries(points, 'overall').map((p) => [p.day, p.value])).toEqual([
      ['2026-06-08', 5.9],
      ['2026-06-10', 6.4],
      ['2026-06-15', 6.6],
    ]);
    expect(chartSeries(points, 'coreFeeling')).toEqual([
      { day: '2026-06-10', to: '2026-06-10', value: 7.5 },
      { day: '2026-06-12', to: '2026-06-12', value: 3 },
    ]);
    expect(isWeekly(chartSeries(points, 'sleep'))).toBe(false);
    expect(isWeekly(chartSeries([point('2026-06-08', '2026-06-14', '5.0', '5.0', null)], 'sleep'))).toBe(
      true,
    );
  });

  it('leaves the line open across a break longer than the gap allowed', () => {
    const days = ['2026-01-01', '2026-01-05', '2026-01-20', '2026-01-21', '2026-03-01'].map((day) => ({
      day,
    }));
    expect(seriesRuns(days, 7).map((run) => run.map((p) => p.day))).toEqual([
      ['2026-01-01', '2026-01-05'],
      ['2026-01-20', '2026-01-21'],
      ['2026-03-01'],
    ]);
    expect(seriesRuns([], 7)).toEqual([]);
  });

  it('labels the axis by month up to a year and a half, by year beyond, never crowded', () => {
    expect(axisTicks('2026-05-17', '2026-06-15', 4)).toEqual([{ day: '2026-06-01', style: 'month' }]);
    const year = axisTicks('2025-06-16', '2026-06-15', 4);
    expect(year.length).toBeLessThanOrEqual(4);
    expect(year.every((t) => t.style === 'month' && t.day.endsWith('-01'))).toBe(true);
    const ten = axisTicks('2016-06-16', '2026-06-15', 5);
    expect(ten.map((t) => t.day)).toEqual(['2018-01-01', '2020-01-01', '2022-01-01', '2024-01-01']);
    expect(ten.every((t) => t.style === 'year')).toBe(true);
    expect(axisTicks('2026-06-01', '2026-06-15', 4)).toEqual([]);
  });

  it('keeps a tick label clear of the end labels, however long the language writes them', () => {
    // The phone's 30 days: 1 November sits 3 days (30 units) in; "29 paź" ends ~45 units in.
    const phone = chartBox(0);
    const { xOf } = chartScale(phone, '2026-10-29', '2026-11-27');
    const ticks = [{ day: '2026-11-01', style: 'month' as const }];
    const ends = { x1: phone.left, x2: phone.width - phone.right, fontSize: 11 };
    const label = () => 'lis';
    expect(ticksClearOfEnds(ticks, label, xOf, { ...ends, first: '29 paź', last: '27 lis' })).toEqual([]);
    // Mid-range, the same label has room; a longer last label pushes a tick near the right end out.
    const mid = [{ day: '2026-11-13', style: 'month' as const }];
    expect(ticksClearOfEnds(mid, label, xOf, { ...ends, first: '29 paź', last: '27 lis' })).toEqual(mid);
    const late = [{ day: '2026-11-22', style: 'month' as const }];
    expect(ticksClearOfEnds(late, label, xOf, { ...ends, first: '29', last: '27 listopada 2026' })).toEqual(
      [],
    );
    expect(ticksClearOfEnds(late, label, xOf, { ...ends, first: '29', last: '27' })).toEqual(late);
  });

  it('places points by calendar day and by score on 0–10', () => {
    const pos = chartPositions(chartSeries(points, 'sleep'), '2026-06-08', '2026-06-15', box);
    // 100 px wide inner area over 7 days; 100 px high for 0–10.
    expect(pos).toEqual([
      { x: 10, y: 70 },
      { x: 38.57, y: 50 },
      { x: 110, y: 35 },
    ]);
    expect(linePath(pos)).toBe('M10 70 L38.57 50 L110 35');
  });

  it('centres a single day and draws no line for it', () => {
    const pos = chartPositions(
      [{ day: '2026-06-15', to: '2026-06-15', value: 10 }],
      '2026-06-15',
      '2026-06-15',
      box,
    );
    expect(pos).toEqual([{ x: 60, y: 10 }]);
    expect(linePath(pos)).toBe('');
  });

  it('summarises a series in words for screen readers', () => {
    expect(seriesSummary('Sleep', chartSeries(points, 'sleep'))).toBe(
      'Sleep: from 4.0 on Jun 8 to 7.5 on Jun 15, 2026, lowest 4.0, highest 7.5.',
    );
    expect(seriesSummary('Overall', [{ day: '2026-06-15', to: '2026-06-15', value: 6.6 }])).toBe(
      'Overall: 6.6 on Jun 15, 2026.',
    );
    expect(
      seriesSummary('Overall', [
        { day: '2024-01-01', to: '2024-01-07', value: 5 },
        { day: '2026-06-08', to: '2026-06-14', value: 6.5 },
      ]),
    ).toBe(
      'Overall: from 5.0 in the week of Jan 1, 2024 to 6.5 in the week of Jun 8, 2026, lowest 5.0, highest 6.5.',
    );
    expect(seriesSummary('Diet', [])).toBe('Diet: no scores yet.');
    // A weekly series whose last point is a single day (the week has just begun).
    expect(
      seriesSummary('Overall', [
        { day: '2024-01-01', to: '2024-01-07', value: 5 },
        { day: '2026-06-15', to: '2026-06-15', value: 6.5 },
      ]),
    ).toBe('Overall: from 5.0 in the week of Jan 1, 2024 to 6.5 on Jun 15, 2026, lowest 5.0, highest 6.5.');
    expect(seriesSummary('Overall', [{ day: '2024-01-01', to: '2024-01-07', value: 5 }])).toBe(
      'Overall: 5.0 in the week of Jan 1, 2024.',
    );
  });

  it('summarises a series in German, with German dates and decimals', () => {
    vi.stubGlobal('navigator', { language: 'de-DE' });
    i18n.loadAndActivate({ locale: 'de', messages: de });
    try {
      expect(seriesSummary('Schlaf', chartSeries(points, 'sleep'))).toBe(
        'Schlaf: von 4,0 am 8. Juni bis 7,5 am 15. Juni 2026, niedrigster Wert 4,0, höchster 7,5.',
      );
      expect(seriesSummary('Ernährung', [])).toBe('Ernährung: noch keine Werte.');
    } finally {
      vi.stubGlobal('navigator', { language: 'en-US' });
      i18n.loadAndActivate({ locale: 'en', messages: en });
    }
  });
});

describe('trend chart box', () => {
  it('is the 340-wide drawing, scaled to fit, until the chart is measured wider than that', () => {
    for (const width of [0, Number.NaN, 280, 340]) {
      expect(chartBox(width)).toMatchObject({ width: 340, height: 190 });
    }
  });

  it('is drawn at the measured width on a wider screen, one unit a pixel, and taller from 600 px', () => {
    expect(chartBox(480.4)).toMatchObject({ width: 480, height: 190 });
    expect(chartBox(818)).toEqual({ width: 818, height: 240, left: 28, right: 12, top: 12, bottom: 26 });
  });
});
