import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPageLoad } from './after-load';

/** A page whose `load` event and idle callbacks the test fires by hand. */
function stubPage(readyState: DocumentReadyState, idleCallbacks: boolean) {
  const loadListeners = new Set<() => void>();
  const idle = new Map<number, () => void>();
  let nextId = 1;
  vi.stubGlobal('document', { readyState });
  vi.stubGlobal('window', {
    addEventListener: (type: string, listener: () => void) => type === 'load' && loadListeners.add(listener),
    removeEventListener: (type: string, listener: () => void) =>
      type === 'load' && loadListeners.delete(listener),
    ...(idleCallbacks
      ? {
          requestIdleCallback: (callback: () => void) => {
            idle.set(nextId, callback);
            return nextId++;
          },
          cancelIdleCallback: (id: number) => idle.delete(id),
        }
      : {
          setTimeout: (callback: () => void) => {
            idle.set(nextId, callback);
            return nextId++;
          },
          clearTimeout: (id: number) => idle.delete(id),
        }),
  });
  return {
    load: () => [...loadListeners].forEach((listener) => listener()),
    idle: () => {
      const callbacks = [...idle.values()];
      idle.clear();
      callbacks.forEach((callback) => callback());
    },
    pendingIdle: () => idle.size,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('afterPageLoad', () => {
  it('waits for the load event, then for the next idle moment', () => {
    const page = stubPage('interactive', true);
    const run = vi.fn();
    afterPageLoad(run);
    page.idle();
    expect(run).not.toHaveBeenCalled();
    page.load();
    expect(run).not.toHaveBeenCalled();
    page.idle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('on a page already loaded, waits only for the next idle moment', () => {
    const page = stubPage('complete', true);
    const run = vi.fn();
    afterPageLoad(run);
    expect(run).not.toHaveBeenCalled();
    page.idle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('without idle callbacks, runs in a task after the load', () => {
    const page = stubPage('loading', false);
    const run = vi.fn();
    afterPageLoad(run);
    page.load();
    expect(run).not.toHaveBeenCalled();
    page.idle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('cancelled before the load or before the idle moment, never runs', () => {
    const page = stubPage('interactive', true);
    const early = vi.fn();
    afterPageLoad(early)();
    page.load();
    page.idle();
    expect(early).not.toHaveBeenCalled();

    const late = vi.fn();
    const cancel = afterPageLoad(late);
    page.load();
    expect(page.pendingIdle()).toBe(1);
    cancel();
    expect(page.pendingIdle()).toBe(0);
    page.idle();
    expect(late).not.toHaveBeenCalled();
  });
});
