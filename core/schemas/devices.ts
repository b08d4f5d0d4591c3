/**
 * The answers /account-security checks first, in `zod/mini` (decision 534): the signed-in sessions and
 * the passkeys. The screen needs no part of zod's full build before its content (its forms load it
 * on their first submit, decision 501). One copy: the server answers with these, and auth.ts and
 * passkeys.ts re-export them.
 */
import * as z from 'zod/mini';
import { InstantSchema, object } from './wire';

/** One signed-in session as the sessions list shows it. */
export const ApiSessionSchema = object({
  /** Opaque; used only to sign this session out. */
  id: z.string(),
  /** "Firefox on Linux", from the User-Agent the session was made with; null when unknown. */
  device: z.nullable(z.string()),
  createdAt: InstantSchema,
  lastUsedAt: InstantSchema,
  /** The session making this request. */
  current: z.boolean(),
});
export type ApiSession = z.infer<typeof ApiSessionSchema>;

/** A passkey as its owner sees it: never the public key or the signature counter. */
export const ApiPasskeySchema = object({
  id: z.string(),
  name: z.string(),
  createdAt: InstantSchema,
  lastUsedAt: z.nullable(InstantSchema).check(z.describe('The last sign-in or unlock with it')),
  /** Whether the passkey is synced between devices (backed up), as the authenticator says. */
  synced: z.boolean(),
});
export type ApiPasskey = z.infer<typeof ApiPasskeySchema>;
