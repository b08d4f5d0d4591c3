import { milestoneToCelebrate, type StreakMilestone } from '../../../core/streak';

/** Spec §3: the browser keeps the milestones already celebrated under this local storage key. */
export const SHOWN_CELEBRATIONS_KEY = 'shownStreakCelebrations';

/** The subset of Storage used here, so the rules can be tested without a browser. */
export type CelebrationStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Reads the shown list; anything unreadable (hand-edited, another app's value) counts as empty. */
export function readShown(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}

/**
 * The milestone to celebrate for this streak, recording it as shown at once, so it appears exactly
 * once even if the page reloads or a second tab checks too. Null when there is nothing to celebrate
 * or storage is unavailable (better to skip a celebration than to repeat it on every visit).
 */
export function claimCelebration(
  streak: number,
  storage: CelebrationStorage | undefined,
): StreakMilestone | null {
  if (!storage) return null;
  try {
    const shown = readShown(storage.getItem(SHOWN_CELEBRATIONS_KEY));
    const milestone = milestoneToCelebrate(streak, shown);
    if (!milestone) return null;
    storage.setItem(SHOWN_CELEBRATIONS_KEY, JSON.stringify([...shown, milestone.days]));
    return milestone;
  } catch {
    return null;
  }
}

export const CONFETTI_PIECES = 50;

export interface ConfettiPiece {
  left: number;
  delay: number;
  duration: number;
  rotate: number;
  color: string;
  round: boolean;
}

/** 50 pieces (spec §9) spread across the width with varied timing; `random` is injectable for tests. */
export function confettiPieces(
  colors: readonly string[],
  random: () => number = Math.random,
): ConfettiPiece[] {
  return Array.from({ length: CONFETTI_PIECES }, (_, i) => ({
    left: Math.round(random() * 1000) / 10,
    delay: Math.round(random() * 600),
    duration: 1800 + Math.round(random() * 1400),
    rotate: Math.round(random() * 720) - 360,
    color: colors[i % colors.length] ?? '#6366F1',
    round: random() < 0.35,
  }));
}
