import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dispatchOpenDimension,
  OPEN_DIMENSION_EVENT,
  readOpenDimensionDetail,
  takePendingOpenDimension,
} from './open-dimension-event';

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
    expect(readOpenDimensionDetail({ dimension: 'mood' })).toBeNull();
    expect(readOpenDimensionDetail({ dimension: 'sleep', editReflection: { score: 5 } })).toBeNull();
    expect(
      readOpenDimensionDetail({ dimension: 'sleep', editReflection: { id: 'r', score: 'x' } }),
    ).toBeNull();
  });
});

describe('dispatchOpenDimension', () => {
  const target = new EventTarget();
  afterEach(() => {
    vi.unstubAllGlobals();
    takePendingOpenDimension();
  });

  it('keeps an unheard request for a screen that mounts shortly after, and only briefly', () => {
    vi.stubGlobal('window', target);
    dispatchOpenDimension({ dimension: 'diet' });
    expect(takePendingOpenDimension()).toEqual({ dimension: 'diet' });
    expect(takePendingOpenDimension()).toBeNull();

    dispatchOpenDimension({ dimension: 'diet' });
    expect(takePendingOpenDimension(Date.now() + 60_000)).toBeNull();
  });

  it('does not keep a request a listener took', () => {
    vi.stubGlobal('window', target);
    const heard: unknown[] = [];
    const listener = (event: Event) => {
      heard.push((event as CustomEvent).detail);
      event.preventDefault();
    };
    target.addEventListener(OPEN_DIMENSION_EVENT, listener);
    dispatchOpenDimension({ dimension: 'social' });
    target.removeEventListener(OPEN_DIMENSION_EVENT, listener);
    expect(heard).toEqual([{ dimension: 'social' }]);
    expect(takePendingOpenDimension()).toBeNull();
  });
});
