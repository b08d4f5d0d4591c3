import { dayBefore, isValidDay, type Day } from './dates';

/** The streak fields of a user (docs/product.md §3). `lastActiveDate` is a local day in the user's time zone. */
export interface StreakState {
  currentStreak: number;
  lastActiveDate: Day | null;
}

/**
 * The streak to show on `today`: still alive while the user may yet check in today (last active
 * yesterday or later), 0 once a whole local day has passed without activity.
 */
export function displayedStreak(state: StreakState, today: Day): number {
  const last = state.lastActiveDate;
  if (last === null || !isValidDay(last)) return 0;
  return last >= dayBefore(today) ? Math.max(0, state.currentStreak) : 0;
}

export interface StreakMilestone {
  days: number;
  title: string;
  message: string;
  /** lucide-react icon name. */
  icon: 'Sparkles' | 'Flame' | 'Star' | 'Sprout' | 'Award' | 'Gem' | 'Trophy';
  /** Hex accent for the celebration, readable on white and dark backgrounds. */
  color: string;
}

export const STREAK_MILESTONES: readonly StreakMilestone[] = [
  {
    days: 3,
    title: '3-Day Streak!',
    message:
      'Three days of checking in with yourself. Small moments of attention add up, and you have started.',
    icon: 'Sparkles',
    color: '#6366F1',
  },
  {
    days: 7,
    title: '1 Week Streak!',
    message:
      'A whole week of making time for yourself. However the days felt, you kept noticing, and that matters.',
    icon: 'Flame',
    color: '#EA580C',
  },
  {
    days: 14,
    title: '2 Week Streak!',
    message: 'Two weeks of showing up for yourself. You are building a gentle habit of care.',
    icon: 'Star',
    color: '#D97706',
  },
  {
    days: 21,
    title: '3 Week Streak!',
    message:
      'Three weeks in, checking in is becoming part of your rhythm. Be proud of the care you are giving yourself.',
    icon: 'Sprout',
    color: '#16A34A',
  },
  {
    days: 30,
    title: '30-Day Streak!',
    message: 'Thirty days of listening to yourself. Whatever each day held, you made space to notice it.',
    icon: 'Award',
    color: '#0284C7',
  },
  {
    days: 60,
    title: '2 Month Streak!',
    message:
      'Two months of tending to your wellbeing. Your steady kindness towards yourself is something to celebrate.',
    icon: 'Gem',
    color: '#A855F7',
  },
  {
    days: 100,
    title: '100-Day Milestone!',
    message:
      'One hundred days of showing up for yourself. What a journey. Thank you for making room for you, day after day.',
    icon: 'Trophy',
    color: '#F43F5E',
  },
];

/**
 * The milestone to celebrate now: only when the streak is exactly a milestone (docs/product.md §4), so a long
 * streak does not replay every earlier celebration, and only if it has not been shown before.
 */
export function milestoneToCelebrate(streak: number, shown: readonly number[]): StreakMilestone | null {
  const milestone = STREAK_MILESTONES.find((m) => m.days === streak);
  if (!milestone || shown.includes(milestone.days)) return null;
  return milestone;
}

/** The highest milestone a streak of `streak` days has reached, or null below the first. */
export function highestMilestoneReached(streak: number): StreakMilestone | null {
  let reached: StreakMilestone | null = null;
  for (const m of STREAK_MILESTONES) if (m.days <= streak) reached = m;
  return reached;
}

/**
 * The milestone the account should celebrate now (decision 118): the highest one the current streak has
 * reached, unless it was celebrated already. A streak that jumps past several milestones (a back-filled
 * gap) celebrates only the highest, once; lower ones it skipped are not replayed later.
 */
export function pendingMilestone(streak: number, celebrated: readonly number[]): number | null {
  const reached = highestMilestoneReached(streak);
  if (!reached || celebrated.includes(reached.days)) return null;
  return reached.days;
}

export const MILESTONE_DAYS: readonly number[] = STREAK_MILESTONES.map((m) => m.days);
