import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cn } from '../../lib/cn';
import { Backdrop, DialogHeader, type DialogProps } from './dialog';
import { useScrollLock } from './scroll-lock';

/**
 * A dialog that slides up from the bottom of the screen, at most 85% of the viewport high (spec §2),
 * scrolling inside when taller. Tapping the backdrop or pressing Escape closes it without saving.
 */
export function BottomSheet({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  hideClose,
  className,
}: DialogProps) {
  useScrollLock(open);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <Backdrop />
        <DialogPrimitive.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[85vh] w-full max-w-lg flex-col',
            'animate-sheet-in rounded-t-3xl border border-b-0 border-border bg-surface shadow-2xl focus:outline-none',
            'pb-[env(safe-area-inset-bottom)]',
            className,
          )}
        >
          <div aria-hidden className="mx-auto mt-2.5 h-1.5 w-10 shrink-0 rounded-full bg-border" />
          <DialogHeader title={title} description={description} hideClose={hideClose} />
          <div className="min-h-0 flex-1 overflow-y-auto px-5 pb-5">{children}</div>
          {footer && <div className="flex gap-2 border-t border-border p-4">{footer}</div>}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
