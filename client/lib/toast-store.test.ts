import { describe, expect, it, vi } from 'vitest';
import { createToastStore, toastDuration } from './toast-store';

describe('toast store', () => {
  it('shows one toast at a time: a new one replaces the old', () => {
    const store = createToastStore();
    const first = store.show({ title: 'Welcome back!' });
    const second = store.show({ title: 'Login failed', variant: 'destructive' });
    expect(store.current()).toEqual({ id: second.id, title: 'Login failed', variant: 'destructive' });
    expect(second.id).not.toBe(first.id);
  });

  it('ignores dismissal of a toast that was already replaced', () => {
    const store = createToastStore();
    const first = store.show({ title: 'one' });
    store.show({ title: 'two' });
    store.dismiss(first.id);
    expect(store.current()?.title).toBe('two');
    store.dismiss();
    expect(store.current()).toBeNull();
  });

  it('notifies subscribers until they unsubscribe', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.show({ title: 'a' });
    store.dismiss();
    unsubscribe();
    store.show({ title: 'b' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps destructive toasts a little longer', () => {
    const store = createToastStore();
    expect(toastDuration(store.show({ variant: 'destructive' }))).toBeGreaterThan(
      toastDuration(store.show({})),
    );
  });
});
