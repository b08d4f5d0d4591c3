import { lazy, Suspense, useEffect, useState } from 'react';
import type { StreakMilestone } from '../../../core/streak';
import { useCurrentUser } from '../../lib/current-user';
import { claimCelebration } from './celebration-rules';

const CelebrationDialog = lazy(() =>
  import('./celebration-dialog').then((m) => ({ default: m.CelebrationDialog })),
);

function localStore(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Spec §4 streak celebration: when the user's streak is exactly a milestone not celebrated before in
 * this browser, a modal with confetti says so, once. Mount it where the streak can change (home).
 */
export function StreakCelebration() {
  const { data: user } = useCurrentUser();
  const streak = user?.currentStreak;
  const [milestone, setMilestone] = useState<StreakMilestone | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (streak === undefined) return;
    const due = claimCelebration(streak, localStore());
    if (due) {
      setMilestone(due);
      setOpen(true);
    }
  }, [streak]);

  if (!milestone) return null;
  return (
    <Suspense fallback={null}>
      <CelebrationDialog milestone={milestone} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
