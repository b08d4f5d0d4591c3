import { useSyncExternalStore } from 'react';
import { discardWrite, refusedFor, retryWrite, subscribeQueue } from '../api/http/write-queue';
import { Button } from './ui/button';
import { Dialog, type DialogOpenProps } from './ui/dialog';
import { Trans, useLingui } from '@lingui/react/macro';

/** The writes the server refused, with their content, to copy, try again or discard (offline-status.tsx). */
export default function RefusedWritesDialog({
  open,
  userId,
  onOpenChange,
}: DialogOpenProps & { userId: string }) {
  const { t } = useLingui();
  const refused = useSyncExternalStore(
    subscribeQueue,
    () => refusedFor(userId).length,
    () => 0,
  );
  const items = refusedFor(userId);
  return (
    <Dialog
      open={open && refused > 0}
      onOpenChange={onOpenChange}
      title={t`Changes that couldn’t be saved`}
      description={t`The server didn’t accept these when your device came back online. Your words are kept here: copy them, try again, or discard them.`}
    >
      <ul className="space-y-3">
        {items.map((write) => (
          <li key={write.key} className="space-y-2 rounded-xl border border-border p-3">
            <p className="font-medium break-words">{write.summary}</p>
            <p className="text-sm break-words text-destructive">{write.refused?.message}</p>
            {write.content && (
              <p
                dir="auto"
                className="max-h-48 overflow-y-auto rounded-lg bg-surface-muted p-2 text-sm break-words whitespace-pre-wrap select-text"
              >
                {write.content}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              {write.content && (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => void navigator.clipboard?.writeText(write.content ?? '').catch(() => {})}
                >
                  <Trans>Copy text</Trans>
                </Button>
              )}
              <Button size="sm" variant="outline" onClick={() => void retryWrite(write.key)}>
                <Trans>Try again</Trans>
              </Button>
              <Button size="sm" variant="ghost" onClick={() => void discardWrite(write.key)}>
                <Trans>Discard</Trans>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
