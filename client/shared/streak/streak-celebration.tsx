import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { StreakMilestone } from '../../../core/streak';
import { markCelebrated, setCurrentUser, useCurrentUser } from '../../api/user';
import { claimCelebration } from './celebration-rules';
import { withCatalogueGroup } from '../../lib/i18n';

// The modal and its confetti load only on the day a milestone is reached (decision 101), with their
// messages (the `later` group, decision 478).
const CelebrationDialog = lazy(() =>
  withCatalogueGroup('later', () => import('./celebration-dialog')).then((m) => ({
    default: m.CelebrationDialog,
  })),
);

function localStore(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * docs/product.md §4 streak celebration, kept with the account (decision 118): when the server reports a milestone
 * the account has not celebrated (`pendingMilestone`), a modal with confetti says so, once — in this
 * browser (the spec's localStorage list) and on every other device (POST /api/user/celebrations).
 * Mount it where the streak can change (home, the calendar).
 */
export function StreakCelebration() {
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const pending = user?.pendingMilestone;
  const [milestone, setMilestone] = useState<StreakMilestone | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (pending === undefined || pending === null) return;
    const { show, mark } = claimCelebration(pending, localStore());
    if (show) {
      setMilestone(show);
      setOpen(true);
    }
    if (mark !== null) {
      // Marked as soon as it is shown, so a device opened meanwhile does not show it too. A failure is
      // harmless: this browser's list keeps it from repeating here, and the next read retries the mark.
      void markCelebrated(mark)
        .then((next) => {
          if (next) setCurrentUser(queryClient, next);
        })
        .catch(() => undefined);
    }
  }, [pending, queryClient]);

  if (!milestone) return null;
  return (
    <Suspense fallback={null}>
      <CelebrationDialog milestone={milestone} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
