import { CloudOff, RefreshCw, TriangleAlert } from 'lucide-react';
import { lazy, Suspense, useRef, useState, useSyncExternalStore } from 'react';
import { useOnline } from '../lib/offline/online';
import { reloadIntoUpdate, subscribeUpdate, updateWaiting } from '../lib/offline/service-worker';
import { queuedWrites, refusedFor, subscribeQueue, waitingFor } from '../api/http/write-queue';
import { Button } from './ui/button';
import { withCatalogueGroup } from '../lib/i18n';
import { Plural, Trans } from '@lingui/react/macro';

// The review dialog (and with it the Radix dialog) loads when it is first opened: the strip is part
// of every signed-in first screen, the dialog almost never is (decision 185). Its messages come with
// it (the `later` group, decision 478).
const RefusedWritesDialog = lazy(() => withCatalogueGroup('later', () => import('./refused-writes-dialog')));

/**
 * The calm strip above every signed-in screen that says what the device is doing with the network:
 * offline (showing what is kept here), writes waiting to sync, writes the server refused (with their
 * content, to review), and a new version waiting for a reload. Nothing is shown when all is well.
 */
export function OfflineStatus({ userId }: { userId: string }) {
  const online = useOnline();
  const all = useSyncExternalStore(subscribeQueue, queuedWrites, queuedWrites);
  const update = useSyncExternalStore(subscribeUpdate, updateWaiting, () => false);
  const waiting = all.filter((w) => w.userId === userId && !w.refused).length;
  const refused = refusedFor(userId);
  const [reviewing, setReviewing] = useState(false);
  // Mounted from the first opening on, so later closings keep their animation.
  const [dialogWanted, setDialogWanted] = useState(false);
  if (reviewing && !dialogWanted) setDialogWanted(true);
  const reviewButton = useRef<HTMLButtonElement>(null);

  if (online && waiting === 0 && refused.length === 0 && !update) return null;
  return (
    <div className="mb-4 space-y-2 print:hidden">
      {(!online || waiting > 0) && (
        <p
          role="status"
          className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl border border-border bg-surface px-3 py-2 text-sm text-muted-foreground"
        >
          {!online && (
            <span className="inline-flex items-center gap-1.5 font-medium text-foreground">
              <CloudOff aria-hidden className="size-4" />
              <Trans>Offline</Trans>
            </span>
          )}
          {!online && (
            <span>
              <Trans>Showing what’s saved on this device.</Trans>
            </span>
          )}
          {waiting > 0 && (
            <span className="inline-flex items-center gap-1.5">
              <RefreshCw aria-hidden className="size-4" />
              <Trans>Waiting to sync ({waiting})</Trans>
            </span>
          )}
        </p>
      )}
      {refused.length > 0 && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-destructive/40 bg-surface px-3 py-2 text-sm"
        >
          <span className="inline-flex items-center gap-1.5">
            <TriangleAlert aria-hidden className="size-4 text-destructive" />
            <Plural
              value={refused.length}
              one="# change couldn’t be saved"
              other="# changes couldn’t be saved"
            />
          </span>
          <Button ref={reviewButton} size="sm" variant="outline" onClick={() => setReviewing(true)}>
            <Trans>Review</Trans>
          </Button>
        </div>
      )}
      {update && (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-border bg-surface px-3 py-2 text-sm"
        >
          <span>
            <Trans>Update available</Trans>
          </span>
          <Button size="sm" onClick={reloadIntoUpdate}>
            <Trans>Reload</Trans>
          </Button>
        </div>
      )}
      {dialogWanted && (
        <Suspense fallback={null}>
          <RefusedWritesDialog
            open={reviewing && refused.length > 0}
            userId={userId}
            onOpenChange={(open) => {
              setReviewing(open);
              if (!open) reviewButton.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

/** For screens that show one record: whether writes of this user are still waiting to sync. */
export function useWaitingWrites(userId: string): number {
  return useSyncExternalStore(
    subscribeQueue,
    () => waitingFor(userId).length,
    () => 0,
  );
}

/** Shown instead of a spinner when there is no network and nothing kept on this device yet. */
export function OfflineNothingYet() {
  return (
    <div className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-center">
      <CloudOff aria-hidden className="size-8 text-muted-foreground" />
      <h1 className="text-lg font-semibold">
        <Trans>You’re offline</Trans>
      </h1>
      <p className="max-w-xs text-muted-foreground">
        <Trans>Nothing is saved on this device yet. Tend will open as soon as you’re back online.</Trans>
      </p>
    </div>
  );
}
