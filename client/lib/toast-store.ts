/**
 * The toast state of docs/product.md §4/§9: at most one toast at a time; showing a new one replaces the old.
 * Plain module state with subscribers, so `toast()` can be called from anywhere (a mutation's
 * onError, an event handler) without a context.
 */
export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title?: string;
  description?: string;
  /** The server's own words, shown after the description — never instead of it (decision 258). */
  detail?: string | undefined;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: number;
  variant: ToastVariant;
}

type Listener = () => void;

export interface ToastStore {
  current(): ToastItem | null;
  show(input: ToastInput): ToastItem;
  /** Removes the toast with this id (or whichever is shown); a stale id is ignored. */
  dismiss(id?: number): void;
  subscribe(listener: Listener): () => void;
}

export function createToastStore(): ToastStore {
  let current: ToastItem | null = null;
  let nextId = 1;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((l) => l());
  return {
    current: () => current,
    show(input) {
      current = { ...input, id: nextId++, variant: input.variant ?? 'default' };
      emit();
      return current;
    },
    dismiss(id) {
      if (!current || (id !== undefined && current.id !== id)) return;
      current = null;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** How long a toast stays before it closes by itself; hovering or focusing it pauses the countdown. */
export function toastDuration(item: ToastItem): number {
  return item.variant === 'destructive' ? 8000 : 5000;
}

/** The app's one toast store: `toast()` from anywhere, lib/ included; components/ui/toast.tsx shows it. */
export const toastStore = createToastStore();

/** Shows a toast, replacing any shown one. Returns a function that dismisses it. */
export function toast(input: ToastInput): () => void {
  const item = toastStore.show(input);
  return () => toastStore.dismiss(item.id);
}
