import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiSession, ChangePassword } from '../../core/schemas/auth';
import { api } from './http/request';
import { queryKeys } from './query-keys';

/** The signed-in account's password and sessions: /api/user/password, /api/sessions. */
export const sessionsQuery = queryOptions({
  queryKey: queryKeys.sessions.list(),
  queryFn: ({ signal }) => api<ApiSession[]>('/api/sessions', { signal }),
});

export function useSessions() {
  return useQuery(sessionsQuery);
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePassword) => api('/api/user/password', { method: 'POST', body }),
    // Every other session ended with the change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sessions.all }),
  });
}

export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/api/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sessions.all }),
  });
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ ended: number }>('/api/sessions/end-others', { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sessions.all }),
  });
}

/** Deleting the account asks for the password again. */
export function deleteAccount(password: string) {
  return api('/api/user', { method: 'DELETE', body: { password } });
}
