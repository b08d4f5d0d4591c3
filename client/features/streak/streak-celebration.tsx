import { Award, Flame, Gem, Sparkles, Sprout, Star, Trophy, Zap } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import type { StreakMilestone } from '../../../core/streak';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import type { ApiUser } from '../../../core/schemas/auth';
import { api } from '../../lib/api';
import { currentUserQuery, useCurrentUser } from '../../lib/current-user';
import { claimCelebration, confettiPieces } from './celebration-rules';
import './confetti.css';

const ICONS: Record<StreakMilestone['icon'], typeof Sparkles> = {
  Sparkles,
  Flame,
  Star,
  Sprout,
  Award,
  Gem,
  Trophy,
};

const CONFETTI_COLORS = ['#6366F1', '#EA580C', '#16A34A', '#0284C7', '#D97706', '#F43F5E', '#A855F7'];

function localStore(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Spec §4 streak celebration, kept with the account (issue 16): when the server reports a milestone
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
      void api<ApiUser>('/api/user/celebrations', { method: 'POST', body: { days: mark } })
        .then((next) => {
          if (next) queryClient.setQueryData(currentUserQuery.queryKey, next);
        })
        .catch(() => undefined);
    }
  }, [pending, queryClient]);

  if (!milestone) return null;
  const Icon = ICONS[milestone.icon];
  return (
    <>
      {open && !prefersReducedMotion() && <Confetti />}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={<span className="block text-center text-2xl">{milestone.title}</span>}
        hideClose
        className="text-center"
      >
        <div className="flex flex-col items-center gap-4 pt-1">
          <span
            className="flex size-20 items-center justify-center rounded-full text-white shadow-lg"
            style={{ backgroundColor: milestone.color }}
          >
            <Icon aria-hidden className="size-10" strokeWidth={2} />
          </span>
          <p className="inline-flex items-center gap-1.5 rounded-full bg-accent px-3 py-1 text-sm font-semibold text-accent-foreground">
            <Zap aria-hidden className="size-4 fill-streak text-streak" />
            {milestone.days} days in a row
          </p>
          <p className="text-[0.95rem] leading-relaxed text-muted-foreground">{milestone.message}</p>
          <Button size="lg" block onClick={() => setOpen(false)} className="mt-1">
            Keep Going!
          </Button>
        </div>
      </Dialog>
    </>
  );
}

function Confetti() {
  const pieces = useMemo(() => confettiPieces(CONFETTI_COLORS), []);
  const [done, setDone] = useState(false);
  useEffect(() => {
    const longest = Math.max(...pieces.map((p) => p.delay + p.duration));
    const timer = window.setTimeout(() => setDone(true), longest + 100);
    return () => window.clearTimeout(timer);
  }, [pieces]);
  if (done) return null;
  return (
    <div aria-hidden className="tend-confetti" data-testid="confetti">
      {pieces.map((p, i) => (
        <span
          key={i}
          className="tend-confetti-piece"
          style={
            {
              left: `${p.left}%`,
              backgroundColor: p.color,
              borderRadius: p.round ? '9999px' : undefined,
              height: p.round ? '8px' : undefined,
              animationDelay: `${p.delay}ms`,
              animationDuration: `${p.duration}ms`,
              '--tend-confetti-rotate': `${p.rotate}deg`,
              '--tend-confetti-drift': `${Math.round(p.rotate / 12)}px`,
            } as CSSProperties
          }
        />
      ))}
    </div>
  );
}
