import type { AppContext } from '../../lib/context';
import type { UserRow } from '../../db/schema';
import { badRequest, unauthorized } from '../../lib/app-error';
import { findUserById } from '../user/user.repository';
import { insertCelebration } from './activity.repository';

/**
 * Records that the account celebrated the streak milestone of `days` (decision 112); marking it twice (two
 * devices showing it at once) is harmless. Only a milestone the user has reached can be marked: the
 * longest streak is at least that long.
 */
export async function celebrateMilestone(ctx: AppContext, userId: string, days: number): Promise<UserRow> {
  return ctx.db.transaction().execute(async (trx) => {
    const user = await findUserById(trx, userId);
    if (!user) throw unauthorized();
    if (Number(user.longest_streak) < days) {
      const message = 'This milestone has not been reached yet';
      throw badRequest(`days: ${message}`, [{ path: 'days', message }]);
    }
    await insertCelebration(trx, { user_id: userId, days, celebrated_at: ctx.clock().toISOString() });
    return user;
  });
}
