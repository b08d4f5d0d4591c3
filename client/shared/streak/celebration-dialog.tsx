import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Award, Flame, Gem, Sparkles, Sprout, Star, Trophy, Zap } from 'lucide-react';
import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import type { StreakMilestone } from '../../../core/streak';
import { Button } from '../../components/ui/button';
import { Dialog, type DialogOpenProps } from '../../components/ui/dialog';
import { confettiPieces } from './celebration-rules';
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

/** Each milestone's title and message (core/streak.ts has the spec's English) in the reader's language. */
const MILESTONE_WORDS: Record<number, { title: MessageDescriptor; message: MessageDescriptor }> = {
  3: {
    title: msg`3-Day Streak!`,
    message: msg`Three days of checking in with yourself. Small moments of attention add up, and you have started.`,
  },
  7: {
    title: msg`1 Week Streak!`,
    message: msg`A whole week of making time for yourself. However the days felt, you kept noticing, and that matters.`,
  },
  14: {
    title: msg`2 Week Streak!`,
    message: msg`Two weeks of showing up for yourself. You are building a gentle habit of care.`,
  },
  21: {
    title: msg`3 Week Streak!`,
    message: msg`Three weeks in, checking in is becoming part of your rhythm. Be proud of the care you are giving yourself.`,
  },
  30: {
    title: msg`30-Day Streak!`,
    message: msg`Thirty days of listening to yourself. Whatever each day held, you made space to notice it.`,
  },
  60: {
    title: msg`2 Month Streak!`,
    message: msg`Two months of tending to your wellbeing. Your steady kindness towards yourself is something to celebrate.`,
  },
  100: {
    title: msg`100-Day Milestone!`,
    message: msg`One hundred days of showing up for yourself. What a journey. Thank you for making room for you, day after day.`,
  },
};

const CONFETTI_COLORS = ['#6366F1', '#EA580C', '#16A34A', '#0284C7', '#D97706', '#F43F5E', '#A855F7'];

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * The celebration modal itself, in its own chunk: it is needed only on the day a milestone is reached,
 * so the home screen's first load does not carry the dialog, the icons and the confetti (decision 101).
 */
export function CelebrationDialog({
  milestone,
  open,
  onOpenChange,
}: DialogOpenProps & { milestone: StreakMilestone }) {
  const { i18n } = useLingui();
  const Icon = ICONS[milestone.icon];
  const words = MILESTONE_WORDS[milestone.days];
  const title = words ? i18n._(words.title) : milestone.title;
  const message = words ? i18n._(words.message) : milestone.message;
  const days = milestone.days;
  return (
    <>
      {open && !prefersReducedMotion() && <Confetti />}
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={<span className="block text-center text-2xl">{title}</span>}
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
            <Plural value={days} one="# day in a row" other="# days in a row" />
          </p>
          <p className="text-[0.95rem] leading-relaxed text-muted-foreground">{message}</p>
          <Button size="lg" block onClick={() => onOpenChange(false)} className="mt-1">
            <Trans>Keep Going!</Trans>
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
