import { describe, expect, it } from 'vitest';
import type { ApiDimensionReflection } from '../../../core/schemas/reflections';
import { readOpenDimensionDetail } from '../../shared/wellbeing/open-dimension-event';
import { dimensionFromSearch, editEventDetail, withPractice } from './reflection-rules';

const reflection: ApiDimensionReflection = {
  id: 'r1',
  wellbeingEntryId: 'e1',
  dimension: 'diet',
  score: '6.5',
  notes: 'More vegetables',
  reflection: null,
  putIntoPractice: false,
  day: '2026-06-15',
  date: '2026-06-15T12:00:00.000Z',
};

describe('reflections', () => {
  it('reads the area from the query, defaulting to sleep', () => {
    expect(dimensionFromSearch('finance')).toBe('finance');
    expect(dimensionFromSearch(null)).toBe('sleep');
    expect(dimensionFromSearch('mood')).toBe('sleep');
    // An area of one's own has reflections too (decision 374); a malformed key is not an area.
    expect(dimensionFromSearch('own-abcdefghij')).toBe('own-abcdefghij');
    expect(dimensionFromSearch('own-ABC')).toBe('sleep');
  });

  it('builds an edit event carrying id, score, notes and changeNeeded that the sheet accepts', () => {
    const detail = editEventDetail(reflection);
    expect(detail).toEqual({
      dimension: 'diet',
      editReflection: { id: 'r1', score: 6.5, notes: 'More vegetables', changeNeeded: null },
    });
    expect(readOpenDimensionDetail(JSON.parse(JSON.stringify(detail)))).toEqual(detail);
  });

  it('toggles Put Into Practice on one reflection only', () => {
    const other = { ...reflection, id: 'r2' };
    const next = withPractice([reflection, other], 'r1', true);
    expect(next.map((r) => r.putIntoPractice)).toEqual([true, false]);
    expect(reflection.putIntoPractice).toBe(false);
  });
});
