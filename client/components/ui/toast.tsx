import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { serverMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { createToastStore, toastDuration, type ToastInput, type ToastItem } from './toast-store';

const store = createToastStore();

/** Shows a toast, replacing any shown one. Returns a function that dismisses it. */
export function toast(input: ToastInput): () => void {
  const item = store.show(input);
  return () => store.dismiss(item.id);
}

/** An `onError` for a write: toasts `title` with the server's message, or `fallback` when it sent none. */
export function failureToast(title: string, fallback: string): (error: unknown) => void {
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

const icons = { default: Info, success: CircleCheck, destructive: CircleAlert };

/**
 * Renders the current toast. Mount once (the root layout does). It sits at the bottom, just above the
 * bottom navigation when there is one (`aboveBottomNav`), so it never covers the header or a page's
 * actions there ("New Entry") on phones (issue 15); from medium screens it sits bottom-right, at most
 * 420 px wide, and from `lg` (where the navigation is a side rail) in the corner.
 */
export function Toaster({ aboveBottomNav = false }: { aboveBottomNav?: boolean }) {
  const { current } = useToast();
  return (
    <section
      aria-label="Notifications"
      // Not a live region itself (each toast is role=status/alert): the attribute makes Radix's modal
      // dialogs leave this section visible to assistive technology (aria-hidden keeps [aria-live]
      // elements), so an error raised while a dialog is open is still announced.
      aria-live="off"
      className={cn(
        // tend-toaster: moved to the top on phones while a dialog is open (styles.css).
        'tend-toaster pointer-events-none fixed inset-x-0 z-[100] flex flex-col p-4 md:right-0 md:left-auto md:w-full md:max-w-[420px]',
        aboveBottomNav
          ? 'bottom-[calc(4rem+env(safe-area-inset-bottom))] lg:bottom-0'
          : 'bottom-0 pb-[max(1rem,env(safe-area-inset-bottom))]',
      )}
    >
      {current && <ToastView key={current.id} item={current} />}
    </section>
  );
}

function ToastView({ item }: { item: ToastItem }) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toastDuration(item));
  const close = useCallback(() => store.dismiss(item.id), [item.id]);

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = window.setTimeout(close, remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, close]);

  const destructive = item.variant === 'destructive';
  const Icon = icons[item.variant];
  return (
    <div
      role={destructive ? 'alert' : 'status'}
      aria-atomic="true"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={cn(
        'pointer-events-auto flex w-full animate-toast-in items-start gap-3 rounded-2xl border p-4 pr-2 shadow-lg',
        destructive
          ? 'border-destructive/40 bg-destructive-soft text-destructive-soft-foreground'
          : 'border-border bg-surface text-foreground',
      )}
    >
      <Icon
        aria-hidden
        className={cn(
          'mt-0.5 size-5 shrink-0',
          destructive
            ? 'text-destructive-soft-foreground'
            : item.variant === 'success'
              ? 'text-primary'
              : 'text-muted-foreground',
        )}
      />
      <div className="min-w-0 flex-1 py-0.5">
        {item.title && <p className="text-[0.95rem] leading-snug font-semibold">{item.title}</p>}
        {item.description && (
          <p
            className={cn(
              'text-sm leading-snug',
              item.title && 'mt-0.5',
              !destructive && 'text-muted-foreground',
            )}
          >
            {item.description}
          </p>
        )}
      </div>
      <button
        type="button"
        onClick={close}
        aria-label="Dismiss notification"
        className="-my-2 inline-flex size-11 shrink-0 items-center justify-center rounded-xl opacity-80 hover:bg-black/5 hover:opacity-100 dark:hover:bg-white/10"
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}
