import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../core/i18n/insights/en';
import type { ApiReportArea } from '../../../core/schemas/reports';
import type { ApiTargets } from '../../../core/schemas/targets';
import { describeProgress, targetProgress } from './target-progress';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages }));

const area = (key: ApiReportArea['key'], previous: string | null, current: string | null): ApiReportArea => ({
  key,
  label: key[0]!.toUpperCase() + key.slice(1),
  previous,
  current,
  change: null,
  direction: null,
});
const targets: ApiTargets = {
  sleep: '8.0',
  exercise: '7.0',
  diet: '6.0',
  social: '9.0',
  achievements: null,
  relationships: null,
  creativity: null,
  finance: null,
};

describe('targetProgress', () => {
  it('measures movement toward each target, only for areas that have one', () => {
    const rows = targetProgress(
      [
        area('sleep', '6.0', '6.5'),
        area('exercise', '6.5', '6.0'),
        area('diet', '5.0', '6.5'),
        area('social', null, '7.0'),
        area('finance', '1.0', '9.0'),
      ],
      targets,
    );
    expect(rows.map((r) => [r.key, r.moved, r.reached])).toEqual([
      ['sleep', 0.5, false],
      ['exercise', -0.5, false],
      ['diet', 1, true],
      ['social', null, false],
    ]);
    expect(rows.map((r) => describeProgress(r, 'week'))).toEqual([
      '6.5 of 8.0 · 0.5 closer than last week',
      '6.0 of 7.0 · 0.5 further than last week',
      '6.5 of 6.0 · target reached',
      '7.0 of 9.0 · 2.0 to go',
    ]);
    expect(
      targetProgress([area('sleep', null, null)], targets).map((r) => describeProgress(r, 'month')),
    ).toEqual(['No check-ins this month · target 8.0']);
    expect(targetProgress([area('sleep', '1.0', '2.0')], undefined)).toEqual([]);
  });
});
