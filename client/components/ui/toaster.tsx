import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { cn } from '../../lib/cn';
import { toastDuration, toastStore as store, type ToastItem } from '../../lib/toast-store';
import { lastUsedControl, overlaps } from './toast-placement';
import { subscribeSlots, topSlot, useToast } from './toast';
import { useLingui } from '@lingui/react/macro';

/**
 * The toaster itself (`Toaster` in toast.tsx mounts it): a chunk of its own, loaded on the first sign
 * of intent, after a quiet while, or when the first toast is shown — no screen's first render shows a
 * toast (decision 535).
 */

const icons = { default: Info, success: CircleCheck, destructive: CircleAlert };

/**
 * Renders the current toast. Mount once (the root layout does). In an open dialog it shows inside the
 * dialog (`ToastSlot`). Otherwise it sits at the bottom, just above the bottom navigation when there is
 * one (`aboveBottomNav`), so it never covers the header or a page's actions there ("New Entry") on
 * phones (decision 102); from medium screens it sits bottom-right, at most 420 px wide, and from `lg`
 * (where the navigation is a side rail) in the corner. While it shows, the page keeps room for it and
 * the control just used (the Save that failed) is scrolled above it (decision 259).
 */
export function ToasterView({ aboveBottomNav = false }: { aboveBottomNav?: boolean }) {
  const { t } = useLingui();
  const { current } = useToast();
  const slot = useSyncExternalStore(subscribeSlots, topSlot, () => null);
  return (
    <section
      aria-label={t`Notifications`}
      // Not a live region itself (each toast is role=status/alert): the attribute makes Radix's modal
      // dialogs leave this section visible to assistive technology (aria-hidden keeps [aria-live]
      // elements), so an error raised while a dialog is open is still announced.
      aria-live="off"
      className={cn(
        'pointer-events-none fixed inset-x-0 z-[100] flex flex-col p-4 md:end-0 md:start-auto md:w-full md:max-w-[420px]',
        aboveBottomNav
          ? 'bottom-[calc(4rem+env(safe-area-inset-bottom))] lg:bottom-0'
          : 'bottom-0 pb-[max(1rem,env(safe-area-inset-bottom))]',
      )}
    >
      {current &&
        (slot ? (
          createPortal(<ToastView key={current.id} item={current} inDialog />, slot)
        ) : (
          <ToastView key={current.id} item={current} inDialog={false} />
        ))}
    </section>
  );
}

/**
 * A toast at the bottom of a page: the page keeps room for it below its end (`--tend-toast-space`, read
 * by styles.css), and the control used last — the button that failed, the one that retries — is scrolled
 * above it when the toast would lie over it.
 */
function useRoomOnThePage(toast: RefObject<HTMLDivElement | null>, active: boolean): void {
  useLayoutEffect(() => {
    const element = toast.current;
    if (!active || !element) return;
    const root = document.documentElement;
    const place = () => {
      const top = element.getBoundingClientRect().top;
      root.style.setProperty('--tend-toast-space', `${Math.ceil(window.innerHeight - top + 8)}px`);
    };
    place();
    const control = lastUsedControl();
    if (control && overlaps(control.getBoundingClientRect(), element.getBoundingClientRect())) {
      control.scrollIntoView({ block: 'nearest' });
    }
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('resize', place);
      root.style.removeProperty('--tend-toast-space');
    };
  }, [toast, active]);
}

function ToastView({ item, inDialog }: { item: ToastItem; inDialog: boolean }) {
  const { t } = useLingui();
  const [paused, setPaused] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useRoomOnThePage(ref, !inDialog);
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
      ref={ref}
      role={destructive ? 'alert' : 'status'}
      aria-atomic="true"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={cn(
        'pointer-events-auto flex w-full animate-toast-in items-start gap-3 rounded-2xl border p-4 pe-2',
        inDialog ? 'shadow-sm' : 'shadow-lg',
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
        {item.detail && (
          <p className={cn('mt-1 text-sm leading-snug', !destructive && 'text-muted-foreground')}>
            {item.detail}
          </p>
        )}
      </div>
      <button
        type="button"
        onClick={close}
        aria-label={t`Dismiss notification`}
        className="-my-2 inline-flex size-11 shrink-0 items-center justify-center rounded-xl opacity-80 hover:bg-black/5 hover:opacity-100 dark:hover:bg-white/10"
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}
