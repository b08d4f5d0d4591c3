import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { serverDetail, serverMessage } from '../../lib/api-error';
import { toast, toastStore as store, type ToastInput } from '../../lib/toast-store';
import { preloadOnIntent } from '../../lib/preload-on-intent';
import { trackLastUsedControl } from './toast-placement';
import type * as ToasterExports from './toaster';

export { toast };

/**
 * The toast of a failure: the spec's `title` and `text` (docs/product.md §8) as they are, followed by
 * the server's detail when it explains the refusal — a detail never replaces the spec's text
 * (decision 258).
 */
export function failureToastInput(title: string, text: string, error: unknown): ToastInput {
  const detail = serverDetail(error);
  return {
    title,
    description: text,
    ...(detail && detail !== text ? { detail } : {}),
    variant: 'destructive',
  };
}

/** An `onError` for a write: `failureToastInput`'s toast. */
export function failureToast(title: string, text: string): (error: unknown) => void {
  return (error) => void toast(failureToastInput(title, text, error));
}

/**
 * Only where the spec says the server's message is the text (login and sign-up failures, §8): the
 * server's message, or `fallback` when it sent none.
 */
export function serverMessageToast(title: string, fallback: string): (error: unknown) => void {
  return (error) =>
    void toast({ title, description: serverMessage(error, fallback), variant: 'destructive' });
}

export function dismissToast(): void {
  store.dismiss();
}

/** `const { toast } = useToast(); toast({ title, description, variant })` */
export function useToast() {
  const current = useSyncExternalStore(store.subscribe, store.current, store.current);
  return { toast, dismiss: dismissToast, current };
}

/**
 * Where a dialog shows toasts: in its own flow, between its content and its buttons (decision 259). The
 * newest open dialog's slot wins; a toast shown elsewhere would lie over its title, close button or
 * buttons, and outside its focus trap.
 */
const slots: HTMLElement[] = [];
const slotListeners = new Set<() => void>();
export const topSlot = () => slots[slots.length - 1] ?? null;
export function subscribeSlots(listener: () => void): () => void {
  slotListeners.add(listener);
  return () => slotListeners.delete(listener);
}
function changeSlots(change: () => void): void {
  change();
  for (const listener of slotListeners) listener();
}

/** The place of a dialog's toasts (ModalFrame renders one between its body and its footer). */
export function ToastSlot() {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    changeSlots(() => slots.push(element));
    return () => changeSlots(() => slots.splice(slots.indexOf(element), 1));
  }, []);
  return <div ref={ref} className="shrink-0 px-4 pb-3 empty:hidden" />;
}

type ToasterModule = typeof ToasterExports;
let toasterModule: Promise<ToasterModule> | undefined;
let loadedToaster: ToasterModule | undefined;

/** The toaster's chunk, asked for once (again after a failure: the next toast tries anew). */
function loadToaster(): Promise<ToasterModule> {
  toasterModule ??= import('./toaster').then(
    (module) => (loadedToaster = module),
    (error: unknown) => {
      toasterModule = undefined;
      throw error;
    },
  );
  return toasterModule;
}

/**
 * Renders the current toast. Mount once (the root layout does). In an open dialog it shows inside the
 * dialog (`ToastSlot`). Otherwise it sits at the bottom, just above the bottom navigation when there is
 * one (`aboveBottomNav`), so it never covers the header or a page's actions there ("New Entry") on
 * phones (decision 102); from medium screens it sits bottom-right, at most 420 px wide, and from `lg`
 * (where the navigation is a side rail) in the corner. While it shows, the page keeps room for it and
 * the control just used (the Save that failed) is scrolled above it (decision 259).
 *
 * What draws it (`toaster.tsx`) is a chunk of its own that no first render waits for (decision 535):
 * like a screen's sheets, it loads on the first sign of intent (a toast answers something the person
 * did) or after a quiet while (`preloadOnIntent`), and at once when a toast is shown before that. The
 * control used last is remembered from the start.
 */
export function Toaster({ aboveBottomNav = false }: { aboveBottomNav?: boolean }) {
  const [module, setModule] = useState(loadedToaster);
  const current = useSyncExternalStore(store.subscribe, store.current, store.current);
  useEffect(() => trackLastUsedControl(), []);
  useEffect(() => {
    if (module) return;
    let cancelled = false;
    const load = () =>
      void loadToaster().then(
        (loaded) => cancelled || setModule(loaded),
        () => undefined,
      );
    if (current) load();
    const cancelLater = preloadOnIntent(load);
    return () => {
      cancelled = true;
      cancelLater();
    };
  }, [module, current]);
  return module ? <module.ToasterView aboveBottomNav={aboveBottomNav} /> : null;
}
