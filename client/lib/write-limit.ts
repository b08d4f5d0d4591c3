import { t } from '@lingui/core/macro';
import { toast } from './toast-store';
import { ApiError, serverMessage } from './api-error';

export function isRateLimited(error: unknown): boolean {
  return error instanceof ApiError && error.status === 429;
}

/**
 * A write refused by the per-account limit (429) gets a kind toast instead of a screen's generic
 * "Failed to …". Shown after the screen's own onError has run (one toast at a time, the newest wins),
 * so every form stays as it was — nothing typed is lost — and no screen needs to know about the limit.
 */
export function announceRateLimit(error: unknown): void {
  if (!isRateLimited(error)) return;
  window.setTimeout(() => {
    toast({
      title: t`One moment, please`,
      // What the server says with its 429 (server/plugins/write-limit.ts), should the body be unreadable.
      description: serverMessage(
        error,
        t`You're saving faster than Tend can keep up with. Please wait a moment and try again — nothing you wrote is lost.`,
      ),
      variant: 'destructive',
    });
  }, 0);
}
