import { STREAK_MILESTONES, type StreakMilestone } from '../../../core/streak';

/** docs/product.md §3: the browser keeps the milestones already celebrated under this local storage key. */
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
 * What to do with the account's pending milestone (decision 118: the server keeps which milestones were
 * celebrated, so a second device does not repeat one; `pendingMilestone` on the user is the highest
 * one reached and not yet celebrated). The spec's localStorage list stays as a local cache:
 * - nothing pending → nothing;
 * - pending and already in this browser's list (shown here, the server's mark still to arrive) →
 *   do not show it again, but tell the server (`mark`);
 * - pending and new here → record it locally first (a reload or a second tab never shows it twice),
 *   show it and tell the server. A browser without storage still shows it: the server's mark keeps it
 *   from repeating.
 */
export function claimCelebration(
  pending: number | null | undefined,
  storage: CelebrationStorage | undefined,
): { show: StreakMilestone | null; mark: number | null } {
  const milestone = STREAK_MILESTONES.find((m) => m.days === pending);
  if (!milestone) return { show: null, mark: null };
  let shown: number[] = [];
  try {
    shown = readShown(storage?.getItem(SHOWN_CELEBRATIONS_KEY) ?? null);
  } catch {
    // Unreadable storage counts as an empty list.
  }
  if (shown.includes(milestone.days)) return { show: null, mark: milestone.days };
  try {
    storage?.setItem(SHOWN_CELEBRATIONS_KEY, JSON.stringify([...shown, milestone.days]));
  } catch {
    // Storage full or blocked: the server's record is what keeps it from repeating.
  }
  return { show: milestone, mark: milestone.days };
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

/** 50 pieces (docs/product.md §9) spread across the width with varied timing; `random` is injectable for tests. */
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
