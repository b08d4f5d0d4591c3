import { z } from 'zod';
import { DeleteAccountSchema } from './auth';

import { MAX_PASSKEY_NAME, tooLongMessage } from '../limits';

// Defined in the zod-free core/limits.ts, so screens that only need the numbers do not load zod
// (decision 314); exported here too, where they have always been.
export { APP_LOCK_MINUTES, MAX_PASSKEY_NAME, MAX_PASSKEYS_PER_ACCOUNT, type AppLockMinutes } from '../limits';

const b64url = (max: number) =>
  z
    .string()
    .max(max, 'Not a WebAuthn answer')
    .regex(/^[A-Za-z0-9_-]*={0,2}$/, 'Not a WebAuthn answer');

const TransportSchema = z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);

/**
 * What every WebAuthn answer holds (`PublicKeyCredential.toJSON()`), with the ceremony's own
 * `response`. WebAuthn's `id` is `rawId` in base64url: an answer where they differ was not made by a
 * browser.
 */
function credentialAnswer<R extends z.ZodRawShape>(response: R) {
  return z
    .object({
      id: b64url(1400).min(1, 'Not a WebAuthn answer'),
      rawId: b64url(1400).min(1, 'Not a WebAuthn answer'),
      type: z.literal('public-key'),
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
      response: z.object({ clientDataJSON: b64url(4000), ...response }),
    })
    .refine((v) => v.id === v.rawId, { message: 'Not a WebAuthn answer', path: ['rawId'] });
}

/** A browser's answer to `navigator.credentials.create()`. */
export const PasskeyRegistrationSchema = credentialAnswer({
  attestationObject: b64url(32_000),
  authenticatorData: b64url(32_000).optional(),
  publicKey: b64url(4000).optional(),
  publicKeyAlgorithm: z.number().int().optional(),
  transports: z.array(TransportSchema).max(8).optional(),
});
export type PasskeyRegistration = z.infer<typeof PasskeyRegistrationSchema>;

/** A browser's answer to `navigator.credentials.get()`. */
export const PasskeyAssertionSchema = credentialAnswer({
  authenticatorData: b64url(32_000),
  signature: b64url(2000),
  userHandle: b64url(200).optional(),
});
export type PasskeyAssertion = z.infer<typeof PasskeyAssertionSchema>;

/** WebAuthn creation options, as `navigator.credentials.create({ publicKey })` takes them in JSON. */
export const PasskeyRegistrationOptionsSchema = z
  .looseObject({
    challenge: z.string(),
    rp: z.looseObject({ id: z.string().optional(), name: z.string() }),
    user: z.looseObject({ id: z.string(), name: z.string(), displayName: z.string() }),
  })
  .describe('PublicKeyCredentialCreationOptionsJSON (WebAuthn Level 3)');
export type PasskeyRegistrationOptions = z.infer<typeof PasskeyRegistrationOptionsSchema>;

/** WebAuthn request options, as `navigator.credentials.get({ publicKey })` takes them in JSON. */
export const PasskeyLoginOptionsSchema = z
  .looseObject({ challenge: z.string(), rpId: z.string().optional() })
  .describe('PublicKeyCredentialRequestOptionsJSON (WebAuthn Level 3)');
export type PasskeyLoginOptions = z.infer<typeof PasskeyLoginOptionsSchema>;

export const PasskeyNameSchema = z
  .string()
  .trim()
  .min(1, 'Please give the passkey a name.')
  .max(MAX_PASSKEY_NAME, tooLongMessage('Passkey name', MAX_PASSKEY_NAME));

export const RenamePasskeySchema = z.strictObject({ name: PasskeyNameSchema });
export type RenamePasskey = z.infer<typeof RenamePasskeySchema>;

// A passkey as its owner sees it: core/schemas/devices.ts (zod/mini, decision 534).
export { ApiPasskeySchema, type ApiPasskey } from './devices';

/** Unlocking the app lock with the account's password (no new session, decision 273). */
export const UnlockWithPasswordSchema = z.strictObject({ password: DeleteAccountSchema.shape.password });
export type UnlockWithPassword = z.infer<typeof UnlockWithPasswordSchema>;
