import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiUser } from '../../core/schemas/auth';
import { api } from './http/request';
import { queryKeys } from './query-keys';
import { hasSession } from '../lib/session';

/**
 * The signed-in user (`GET /api/user`), or null when there is no session or the session is no longer
 * valid (401). Other failures are errors.
 */
export const currentUserQuery = queryOptions({
  queryKey: queryKeys.user.current(),
  queryFn: async ({ signal }) =>
    hasSession() ? api<ApiUser | null>('/api/user', { on401: 'returnNull', signal }) : null,
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
