import type { ApiUser } from '../../../core/schemas/auth';
import { displayedStreak, pendingMilestone } from '../../../core/streak';
import { localDay } from '../../../core/dates';
import type { UserRow } from '../../db/schema';
import { isLocale } from '../../../core/i18n/locales';

/**
 * The one place a user row becomes an API user. The streak shows 0 once a whole local day was missed;
 * `celebrated` are the milestones the account has celebrated (streak_celebrations).
 */
export function toApiUser(row: UserRow, now: Date, celebrated: readonly number[]): ApiUser {
  const today = localDay(now, row.time_zone);
  const currentStreak = displayedStreak(
    { currentStreak: Number(row.current_streak), lastActiveDate: row.last_active_date },
    today,
  );
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    createdAt: row.created_at,
    currentStreak,
    longestStreak: Number(row.longest_streak),
    lastActiveDate: row.last_active_date,
    timeZone: row.time_zone,
    locale: isLocale(row.locale) ? row.locale : null,
    weekStart: row.week_start === 'sunday' ? 'sunday' : 'monday',
    pendingMilestone: pendingMilestone(currentStreak, celebrated),
  };
}
