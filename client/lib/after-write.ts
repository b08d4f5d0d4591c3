import type { QueryClient } from '@tanstack/react-query';
import type { ApiUser } from '../../core/schemas/auth';
import { queryKeys } from '../api/query-keys';

/**
 * Every write counts as activity, so the streak (and a celebration) may change. When the write's
 * answer carries the user, that goes straight into the cache; otherwise the user is read once more.
 */
export async function updateUserAfterWrite(queryClient: QueryClient, user?: ApiUser | null): Promise<void> {
  if (user && typeof user === 'object' && typeof user.id === 'string') {
    queryClient.setQueryData(queryKeys.user.current(), user);
    return;
  }
  await queryClient.invalidateQueries({ queryKey: queryKeys.user.all });
}
