import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthResponse, ChangePassword, Login, ResetPassword, Signup } from '../../core/schemas/auth';
import { isUnauthorized } from '../lib/api-error';
import { isNoAnswer } from '../lib/offline/online';
import { getSessionId } from '../lib/session';
import { rememberSignOut } from './auth.pending-sign-out';
import { api, ignored, schemaFrom } from './http/request';
import { listQuery, useDeleteById } from './http/resource';
import { queryKeys } from './query-keys';

/** Core's schemas (and zod) come with the first request, not with the screen (decision 500). */
const schemas = () => import('../../core/schemas/auth');
const authResponse = schemaFrom(() => schemas().then((m) => m.AuthResponseSchema));
/** The sessions list is checked with zod/mini (decision 534): /account-security needs no full zod first. */
const session = schemaFrom(() => import('../../core/schemas/devices').then((m) => m.ApiSessionSchema));
const endOthersAnswer = schemaFrom(() => schemas().then((m) => m.EndOtherSessionsResponseSchema));
const message = schemaFrom(() => import('../../core/schemas/common').then((m) => m.MessageSchema));

/** Signing in and out (/api/auth/*), the account's password and sessions (/api/user/password, /api/sessions). */

export function logIn(body: Login): Promise<AuthResponse> {
  return api('/api/auth/login', authResponse, { method: 'POST', body });
}

export function signUp(body: Signup): Promise<AuthResponse> {
  return api('/api/auth/signup', authResponse, { method: 'POST', body });
}

export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return api('/api/auth/forgot-password', message, { method: 'POST', body: { email } });
}

export async function resetPassword(body: ResetPassword): Promise<void> {
  await api('/api/auth/reset-password', ignored, { method: 'POST', body });
}

/**
 * `POST /api/auth/logout`. A 401 means the server had already ended the session: signed out all the
 * same. With `revokeLaterOffline`, no answer at all (no network) keeps the session id to revoke when
 * the connection returns (decision 150) and counts as signed out here; otherwise it throws.
 */
export async function logOut({ revokeLaterOffline }: { revokeLaterOffline: boolean }): Promise<void> {
  try {
    await api('/api/auth/logout', ignored, { method: 'POST' });
  } catch (error) {
    const sessionId = getSessionId();
    if (revokeLaterOffline && isNoAnswer(error) && sessionId) rememberSignOut(sessionId);
    else if (!isUnauthorized(error)) throw error;
  }
}

export const sessionsQuery = listQuery(queryKeys.sessions.list(), '/api/sessions', session);

export function useSessions() {
  return useQuery(sessionsQuery);
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePassword) => api('/api/user/password', ignored, { method: 'POST', body }),
    // Every other session ended with the change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sessions.all }),
  });
}

export function useSignOutSession() {
  return useDeleteById('/api/sessions', (queryClient) =>
    queryClient.invalidateQueries({ queryKey: queryKeys.sessions.all }),
  );
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('/api/sessions/end-others', endOthersAnswer, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sessions.all }),
  });
}

/** Deleting the account asks for the password again. */
export function deleteAccount(password: string) {
  return api('/api/user', ignored, { method: 'DELETE', body: { password } });
}
