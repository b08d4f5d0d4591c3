import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AuthResponseSchema, type AuthResponse } from '../../core/schemas/auth';
import {
  ApiPasskeySchema,
  PasskeyLoginOptionsSchema,
  PasskeyRegistrationOptionsSchema,
  type ApiPasskey,
} from '../../core/schemas/passkeys';
import { api, ignored, listOf } from './http/request';
import { queryKeys } from './query-keys';

/**
 * Passkeys (decision 270): the WebAuthn ceremonies run by @simplewebauthn/browser, loaded only when a
 * ceremony starts, so no first screen carries it.
 */

/** Whether this browser can use passkeys at all. */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** The person closed the browser's passkey prompt, or it timed out: not worth an error message. */
export function passkeyCancelled(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  const cause = (error as { cause?: { name?: unknown } } | null)?.cause?.name;
  return name === 'NotAllowedError' || name === 'AbortError' || cause === 'NotAllowedError';
}

async function createPasskey(): Promise<ApiPasskey> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const optionsJSON = await api('/api/auth/passkeys/registration/options', PasskeyRegistrationOptionsSchema, {
    method: 'POST',
  });
  // The server's options are WebAuthn's JSON shape; the library's type is stricter than the schema.
  const response = await startRegistration({ optionsJSON: optionsJSON as never });
  return api('/api/auth/passkeys/registration', ApiPasskeySchema, { method: 'POST', body: response });
}

/** Signs in with a discoverable passkey: the browser offers the ones it holds for this site. */
export async function signInWithPasskey(): Promise<AuthResponse> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const optionsJSON = await api('/api/auth/passkeys/login/options', PasskeyLoginOptionsSchema, {
    method: 'POST',
  });
  const response = await startAuthentication({ optionsJSON: optionsJSON as never });
  return api('/api/auth/passkeys/login', AuthResponseSchema, { method: 'POST', body: response });
}

/** The app lock's passkey check: this account's passkey with user verification; no new session. */
export async function unlockWithPasskey(): Promise<void> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const optionsJSON = await api('/api/user/unlock/passkey/options', PasskeyLoginOptionsSchema, {
    method: 'POST',
  });
  const response = await startAuthentication({ optionsJSON: optionsJSON as never });
  await api('/api/user/unlock/passkey', ignored, { method: 'POST', body: response });
}

/** The app lock's password check; no new session. */
export async function unlockWithPassword(password: string): Promise<void> {
  await api('/api/user/unlock/password', ignored, { method: 'POST', body: { password } });
}

export const passkeysQuery = queryOptions({
  queryKey: queryKeys.passkeys.list(),
  queryFn: ({ signal }) => api('/api/user/passkeys', listOf(ApiPasskeySchema), { signal }),
});

export function usePasskeys() {
  return useQuery(passkeysQuery);
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.passkeys.all }),
  });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      api(`/api/user/passkeys/${encodeURIComponent(id)}`, ApiPasskeySchema, {
        method: 'PATCH',
        body: { name },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.passkeys.all }),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api(`/api/user/passkeys/${encodeURIComponent(id)}`, ignored, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.passkeys.all }),
  });
}
