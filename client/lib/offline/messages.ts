import { t } from '@lingui/core/macro';
import type { ToastInput } from '../toast-store';

/** What a save made without a network says: it is kept, and it will be sent (decision 150). */
export const SAVED_ON_DEVICE: ToastInput = {
  // Getters: read when the toast is shown, in the language active then (decision 445).
  get title() {
    return t`Saved on this device`;
  },
  get description() {
    return t`It will sync as soon as you’re back online.`;
  },
  variant: 'success',
};

/** Who made a queued write and how to describe it in the "waiting to sync" lists. */
export interface QueueMeta {
  userId: string;
  summary: string;
  content?: string;
}
