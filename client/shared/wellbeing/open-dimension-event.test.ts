import { describe, expect, it } from 'vitest';
import { openDimensionState, readOpenDimensionDetail, readOpenDimensionState } from './open-dimension-event';

describe('openDimensionModal event detail', () => {
  it('accepts an area alone or with a reflection to edit', () => {
    expect(readOpenDimensionDetail({ dimension: 'sleep' })).toEqual({ dimension: 'sleep' });
    expect(
      readOpenDimensionDetail({
        dimension: 'finance',
        editReflection: { id: 'r1', score: '6.5', notes: 'n', changeNeeded: null },
      }),
    ).toEqual({
      dimension: 'finance',
      editReflection: { id: 'r1', score: 6.5, notes: 'n', changeNeeded: null },
    });
  });

  it('ignores malformed details', () => {
    expect(readOpenDimensionDetail(null)).toBeNull();
    expect(readOpenDimensionDetail('sleep')).toBeNull();
    // Any area key opens (an area of one's own, decision 350); what is no key does not.
    expect(readOpenDimensionDetail({ dimension: 'own-3f2a' })).toEqual({ dimension: 'own-3f2a' });
    expect(readOpenDimensionDetail({ dimension: '../x y' })).toBeNull();
    expect(readOpenDimensionDetail({ dimension: 42 })).toBeNull();
    expect(readOpenDimensionDetail({ dimension: '' })).toBeNull();
    expect(readOpenDimensionDetail({ dimension: 'sleep', editReflection: { score: 5 } })).toBeNull();
    expect(
      readOpenDimensionDetail({ dimension: 'sleep', editReflection: { id: 'r', score: 'x' } }),
    ).toBeNull();
  });
});

describe('router state hand-off', () => {
  it('reads back what Reflections sends', () => {
    const edit = { id: 'r1', score: 6.5, notes: 'n', changeNeeded: 'c' };
    expect(readOpenDimensionState(openDimensionState({ dimension: 'diet' }))).toEqual({ dimension: 'diet' });
    expect(readOpenDimensionState(openDimensionState({ dimension: 'diet', editReflection: edit }))).toEqual({
      dimension: 'diet',
      editReflection: edit,
    });
  });

  it('ignores any other history state', () => {
    expect(readOpenDimensionState(null)).toBeNull();
    expect(readOpenDimensionState(undefined)).toBeNull();
    expect(readOpenDimensionState('diet')).toBeNull();
    expect(readOpenDimensionState({ from: '/reports' })).toBeNull();
    expect(readOpenDimensionState({ openDimension: { dimension: 'a b' } })).toBeNull();
  });
});
