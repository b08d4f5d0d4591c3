import type { ToastInput } from '../toast-store';

/** What a save made without a network says: it is kept, and it will be sent (decision 150). */
export const SAVED_ON_DEVICE: ToastInput = {
  title: 'Saved on this device',
  description: 'It will sync as soon as you’re back online.',
  variant: 'success',
};

/** Who made a queued write and how to describe it in the "waiting to sync" lists. */
export interface QueueMeta {
  userId: string;
  summary: string;
  content?: string;
}
