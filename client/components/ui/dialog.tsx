import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button, buttonClasses } from './button';
import { useCloseOnBack } from './close-on-back';
import { useScrollLock } from './scroll-lock';
import { ToastSlot } from './toast';
import { Trans, useLingui } from '@lingui/react/macro';

/** What counts as "the first field" for a dialog's initial focus. */
const FIELD_SELECTOR = [
  'input:not([type="hidden"]):not([disabled])',
  'textarea:not([disabled])',
  'select:not([disabled])',
  '[role="slider"]:not([aria-disabled="true"])',
].join(', ');

/** How a dialog is opened and closed: a component that is a dialog takes these and hands them on. */
export interface DialogOpenProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface DialogProps extends DialogOpenProps {
  title: ReactNode;
  /** Shown under the title and used as the dialog's accessible description. */
  description?: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom (Save, Cancel, …). */
  footer?: ReactNode;
  /** Hides the corner close button (the footer then must offer a way out). */
  hideClose?: boolean;
  className?: string;
}

/**
 * The backdrop is our own element instead of Dialog.Overlay: the overlay brings a scroll lock that
 * injects a <style> tag, which our CSP blocks (see scroll-lock.ts). Clicking the backdrop still closes
 * the dialog through Radix's outside-click handling; focus trapping and aria-hidden are unchanged.
 */
export function Backdrop() {
  return <div aria-hidden className="fixed inset-0 z-40 animate-fade-in bg-backdrop" />;
}

export function DialogCloseButton({ className }: { className?: string }) {
  const { t } = useLingui();
  return (
    <DialogPrimitive.Close
      aria-label={t`Close`}
      className={buttonClasses({ variant: 'ghost', size: 'icon' }, className)}
    >
      <X aria-hidden className="size-5" />
    </DialogPrimitive.Close>
  );
}

/**
 * What a centred dialog and a bottom sheet share: the Radix root and portal, our backdrop, the scroll
 * lock, the header, a scrolling body and the footer. The two differ only in their frame and footer.
 */
export function ModalFrame({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  hideClose,
  className,
  frameClassName,
  footerClassName,
  handle,
  closeOnBack,
}: DialogProps & {
  frameClassName: string;
  /** More classes for the footer's row of buttons. */
  footerClassName?: string;
  handle?: ReactNode;
  /** The phone's Back button closes it (bottom sheets). */
  closeOnBack?: boolean;
}) {
  useScrollLock(open);
  useCloseOnBack(open && closeOnBack === true, () => onOpenChange(false));
  // Our dialogs open without a Radix trigger, so Radix has nowhere to return focus when they close
  // (it would land on <body>). Remember what had focus when the dialog opened (the button, segment or
  // link that opened it) and go back there (decision 102). Read during render, before Radix moves focus.
  const wasOpen = useRef(false);
  const returnTo = useRef<HTMLElement | null>(null);
  if (open && !wasOpen.current) {
    const active = typeof document === 'undefined' ? null : document.activeElement;
    returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }
  wasOpen.current = open;
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <Backdrop />
        <DialogPrimitive.Content
          ref={contentRef}
          onOpenAutoFocus={(event) => {
            // The first field rather than the close button; dialogs without fields keep Radix's choice.
            const field = contentRef.current?.querySelector<HTMLElement>(FIELD_SELECTOR);
            if (field) {
              event.preventDefault();
              field.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            const target = returnTo.current;
            returnTo.current = null;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'z-50 flex flex-col border border-border bg-surface focus:outline-none',
            frameClassName,
            className,
          )}
        >
          {handle}
          <DialogHeader title={title} description={description} hideClose={hideClose} />
          <div className="min-h-0 flex-1 overflow-y-auto px-5 pb-5">{children}</div>
          {/* Toasts raised while it is open show here, above its buttons (decision 259). */}
          <ToastSlot />
          {footer && (
            <div className={cn('flex gap-2 border-t border-border p-4', footerClassName)}>{footer}</div>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** A centred modal dialog. */
export function Dialog(props: DialogProps) {
  return (
    <ModalFrame
      {...props}
      frameClassName="fixed top-1/2 left-1/2 max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 animate-dialog-in rounded-2xl shadow-xl"
      // Side by side even on phones: stacked buttons took the room of a form's last field (decision 102).
      footerClassName="justify-end *:flex-1 sm:*:flex-none"
    />
  );
}

export function DialogHeader({
  title,
  description,
  hideClose,
}: {
  title: ReactNode;
  description?: ReactNode;
  hideClose?: boolean;
}) {
  return (
    <div className="flex items-start gap-2 px-5 pt-4 pb-3">
      <div className="min-w-0 flex-1 pt-2">
        <DialogPrimitive.Title className="text-lg font-semibold tracking-tight">
          {title}
        </DialogPrimitive.Title>
        {description && (
          <DialogPrimitive.Description className="mt-1 text-sm text-muted-foreground">
            {description}
          </DialogPrimitive.Description>
        )}
      </div>
      {!hideClose && <DialogCloseButton className="-me-2" />}
    </div>
  );
}

/** Closes the surrounding Dialog or BottomSheet (wrap a Cancel button: `<DialogClose asChild>`). */
export const DialogClose = DialogPrimitive.Close;

/** The Cancel button of a Dialog's or BottomSheet's footer: closes it; `disabled` while a write is on. */
export function DialogCancel({ disabled, className }: { disabled?: boolean; className?: string }) {
  return (
    <DialogClose asChild>
      <Button variant="outline" className={className} disabled={disabled}>
        <Trans>Cancel</Trans>
      </Button>
    </DialogClose>
  );
}

/**
 * A dialog that asks before a destructive action ("Delete this entry?"): Cancel, then the action's
 * red button. While the action runs (`busy`) it cannot be closed, so its outcome is seen.
 */
export function ConfirmDialog({
  open,
  busy,
  onClose,
  title,
  description,
  action,
  onConfirm,
  children,
}: {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  /** The red button's label ("Delete"). */
  action: ReactNode;
  onConfirm: () => void;
  /** What the action is about (the entry, the passkey's name), or null. */
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
      title={title}
      description={description}
      footer={
        <>
          <DialogCancel disabled={busy} />
          <Button variant="destructive" loading={busy} onClick={onConfirm}>
            {action}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
