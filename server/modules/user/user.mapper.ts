import type { ApiUser } from '../../../core/schemas/auth';
import { displayedStreak } from '../../../core/streak';
import { localDay } from '../../../core/dates';
import type { UserRow } from '../../db/schema';

/** The one place a user row becomes an API user. The streak shows 0 once a whole local day was missed. */
export function toApiUser(row: UserRow, now: Date): ApiUser {
  const today = localDay(now, row.time_zone);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    createdAt: row.created_at,
    currentStreak: displayedStreak(
      { currentStreak: Number(row.current_streak), lastActiveDate: row.last_active_date },
      today,
    ),
    lastActiveDate: row.last_active_date,
    timeZone: row.time_zone,
  };
}
