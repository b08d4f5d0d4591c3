import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ApiUser, UpdateUser } from '../../core/schemas/auth';
import type { Celebration } from '../../core/schemas/days';
import { hasSession } from '../lib/session';
import { api, schemaFrom, typed } from './http/request';
import { queryKeys } from './query-keys';

/**
 * The signed-in person as the guard reads it on every first screen: typed, not parsed (decision 316).
 * The writes' answers are parsed with core's schema (decision 331), imported when the first one comes.
 */
const firstRead = typed<ApiUser>();
const user = schemaFrom(() => import('../../core/schemas/user').then((m) => m.ApiUserSchema));

/**
 * The signed-in user (`GET /api/user`), or null when there is no session or the session is no longer
 * valid (401). Other failures are errors.
 */
export const currentUserQuery = queryOptions({
  queryKey: queryKeys.user.current(),
  queryFn: async ({ signal }) =>
    hasSession() ? api('/api/user', firstRead, { on401: 'returnNull', signal }) : null,
});

/** The current user query: `data` is the user, null when signed out, undefined while loading. */
export function useCurrentUser() {
  return useQuery(currentUserQuery);
}

/**
 * The user inside a guarded screen, where the guard has already loaded it. Throws if used outside the
 * guarded layout, which is a programming error.
 */
export function useSignedInUser(): ApiUser {
  const { data } = useCurrentUser();
  if (!data) throw new Error('useSignedInUser() used outside the guarded layout');
  return data;
}

/** `PATCH /api/user` (name, time zone …); the answer is the new state of the user. */
export function updateUser(body: UpdateUser): Promise<ApiUser> {
  return api('/api/user', user, { method: 'PATCH', body });
}

/** `POST /api/user/celebrations`: marks milestones as shown (on every device); answers the user. */
export function markCelebrated(days: Celebration['days']): Promise<ApiUser> {
  return api('/api/user/celebrations', user, { method: 'POST', body: { days } });
}

/** The user as a write answered it: the new state in the cache. */
export function setCurrentUser(queryClient: QueryClient, next: ApiUser): void {
  queryClient.setQueryData(currentUserQuery.queryKey, next);
}

/**
 * Every write counts as activity, so the streak (and a celebration) may change. When the write's
 * answer carries the user, that goes straight into the cache; otherwise the user is read once more.
 */
export async function updateUserAfterWrite(queryClient: QueryClient, next?: ApiUser | null): Promise<void> {
  if (next && typeof next === 'object' && typeof next.id === 'string') {
    setCurrentUser(queryClient, next);
    return;
  }
  await queryClient.invalidateQueries({ queryKey: queryKeys.user.all });
}
