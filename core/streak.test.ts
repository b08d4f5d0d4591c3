import { describe, it, expect } from 'vitest';
import {
  displayedStreak,
  highestMilestoneReached,
  milestoneToCelebrate,
  pendingMilestone,
  STREAK_MILESTONES,
} from './streak';

describe('displayedStreak', () => {
  const today = '2026-01-01';

  it('is 0 for someone never active', () => {
    expect(displayedStreak({ currentStreak: 0, lastActiveDate: null }, today)).toBe(0);
  });

  it('shows the streak when active today or yesterday (across the year end)', () => {
    expect(displayedStreak({ currentStreak: 5, lastActiveDate: '2026-01-01' }, today)).toBe(5);
    expect(displayedStreak({ currentStreak: 5, lastActiveDate: '2025-12-31' }, today)).toBe(5);
  });

  it('is 0 once a whole day passed without activity', () => {
    expect(displayedStreak({ currentStreak: 5, lastActiveDate: '2025-12-30' }, today)).toBe(0);
    expect(displayedStreak({ currentStreak: 5, lastActiveDate: '2025-02-28' }, '2025-03-02')).toBe(0);
  });

  it('keeps the streak when the last day is ahead of today (time-zone change)', () => {
    expect(displayedStreak({ currentStreak: 5, lastActiveDate: '2026-01-02' }, today)).toBe(5);
  });

  it('is 0 for an unreadable last day', () => {
    expect(displayedStreak({ currentStreak: 5, lastActiveDate: '2026-13-01' }, today)).toBe(0);
  });
});

describe('STREAK_MILESTONES', () => {
  it('has the spec days and titles in order', () => {
    expect(STREAK_MILESTONES.map((m) => [m.days, m.title])).toEqual([
      [3, '3-Day Streak!'],
      [7, '1 Week Streak!'],
      [14, '2 Week Streak!'],
      [21, '3 Week Streak!'],
      [30, '30-Day Streak!'],
      [60, '2 Month Streak!'],
      [100, '100-Day Milestone!'],
    ]);
  });

  it('gives each a short message, an icon and a colour', () => {
    for (const m of STREAK_MILESTONES) {
      expect(m.message.length).toBeGreaterThan(20);
      expect(m.message.match(/[.!?](\s|$)/g)?.length ?? 0).toBeLessThanOrEqual(3);
      expect(m.icon).toMatch(/^[A-Z][A-Za-z]+$/);
      expect(m.color).toMatch(/^#[0-9A-F]{6}$/);
    }
  });
});

describe('milestoneToCelebrate', () => {
  it('celebrates exactly at a milestone', () => {
    expect(milestoneToCelebrate(3, [])?.title).toBe('3-Day Streak!');
    expect(milestoneToCelebrate(100, [3, 7])?.title).toBe('100-Day Milestone!');
  });

  it('does nothing between milestones', () => {
    for (const n of [0, 1, 2, 4, 6, 8, 13, 15, 29, 31, 59, 99, 101, 200]) {
      expect(milestoneToCelebrate(n, [])).toBeNull();
    }
  });

  it('celebrates each milestone only once', () => {
    expect(milestoneToCelebrate(7, [3, 7])).toBeNull();
    expect(milestoneToCelebrate(7, [3])?.days).toBe(7);
  });
});

describe('pendingMilestone', () => {
  it('is the highest milestone reached, once', () => {
    expect(pendingMilestone(2, [])).toBeNull();
    expect(pendingMilestone(3, [])).toBe(3);
    expect(pendingMilestone(6, [3])).toBeNull();
    expect(pendingMilestone(15, [3])).toBe(14);
    expect(pendingMilestone(15, [3, 14])).toBeNull();
    expect(pendingMilestone(250, [])).toBe(100);
    expect(highestMilestoneReached(29)?.days).toBe(21);
    expect(highestMilestoneReached(0)).toBeNull();
  });
});
