import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthResponse } from '../../core/schemas/auth';
import type { ApiPasskey } from '../../core/schemas/passkeys';
import { api, ignored, schemaFrom, type Reader } from './http/request';
import { listQuery, useDeleteById } from './http/resource';
import { queryKeys } from './query-keys';

/** Core's schemas (and zod) come with the first request, not with the screen (decision 500). */
const schemas = () => import('../../core/schemas/passkeys');
/** The passkeys list is checked with zod/mini (decision 534): /account-security needs no full zod first. */
const passkey = schemaFrom(() => import('../../core/schemas/devices').then((m) => m.ApiPasskeySchema));
const registrationOptions = schemaFrom(() => schemas().then((m) => m.PasskeyRegistrationOptionsSchema));
const loginOptions = schemaFrom(() => schemas().then((m) => m.PasskeyLoginOptionsSchema));
const authResponse = schemaFrom(() => import('../../core/schemas/auth').then((m) => m.AuthResponseSchema));

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

/**
 * One WebAuthn ceremony: the server's options from `${url}/options`, the browser's prompt, its answer
 * posted to `url` and read by `answer`. Registration makes a passkey; authentication uses one.
 */
async function ceremony<T>(kind: 'registration' | 'authentication', url: string, answer: Reader<T>) {
  const browser = await import('@simplewebauthn/browser');
  const options: Reader<unknown> = kind === 'registration' ? registrationOptions : loginOptions;
  // The server's options are WebAuthn's JSON shape; the library's type is stricter than the schema.
  const optionsJSON = (await api(`${url}/options`, options, { method: 'POST' })) as never;
  const response =
    kind === 'registration'
      ? await browser.startRegistration({ optionsJSON })
      : await browser.startAuthentication({ optionsJSON });
  return api(url, answer, { method: 'POST', body: response });
}

const createPasskey = (): Promise<ApiPasskey> =>
  ceremony('registration', '/api/auth/passkeys/registration', passkey);

/** Signs in with a discoverable passkey: the browser offers the ones it holds for this site. */
export const signInWithPasskey = (): Promise<AuthResponse> =>
  ceremony('authentication', '/api/auth/passkeys/login', authResponse);

/** The app lock's passkey check: this account's passkey with user verification; no new session. */
export async function unlockWithPasskey(): Promise<void> {
  await ceremony('authentication', '/api/user/unlock/passkey', ignored);
}

/** The app lock's password check; no new session. */
export async function unlockWithPassword(password: string): Promise<void> {
  await api('/api/user/unlock/password', ignored, { method: 'POST', body: { password } });
}

export const passkeysQuery = listQuery(queryKeys.passkeys.list(), '/api/user/passkeys', passkey);

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
      api(`/api/user/passkeys/${encodeURIComponent(id)}`, passkey, {
        method: 'PATCH',
        body: { name },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.passkeys.all }),
  });
}

export function useRemovePasskey() {
  return useDeleteById('/api/user/passkeys', (queryClient) =>
    queryClient.invalidateQueries({ queryKey: queryKeys.passkeys.all }),
  );
}
