import { ModalFrame, type DialogProps } from './dialog';

/**
 * A dialog that slides up from the bottom of the screen, at most 85% of the viewport high (docs/product.md §2),
 * scrolling inside when taller. Tapping the backdrop, pressing Escape or the phone's Back button closes
 * it without saving.
 */
export function BottomSheet(props: DialogProps) {
  return (
    <ModalFrame
      {...props}
      frameClassName="fixed inset-x-0 bottom-0 mx-auto max-h-[85vh] w-full max-w-lg animate-sheet-in rounded-t-3xl border-b-0 pb-[env(safe-area-inset-bottom)] shadow-2xl"
      closeOnBack
      handle={<div aria-hidden className="mx-auto mt-2.5 h-1.5 w-10 shrink-0 rounded-full bg-border" />}
    />
  );
}
