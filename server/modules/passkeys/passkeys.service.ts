import { randomUUID } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransportFuture,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { AuthResponse } from '../../../core/schemas/auth';
import {
  MAX_PASSKEYS_PER_ACCOUNT,
  type ApiPasskey,
  type PasskeyAssertion,
  type PasskeyLoginOptions,
  type PasskeyRegistration,
  type PasskeyRegistrationOptions,
} from '../../../core/schemas/passkeys';
import type { AppContext } from '../../lib/context';
import type { PasskeyRow, UserRow } from '../../db/schema';
import { countOwnedRows, deleteOwnedRow, findOwnedRow, updateOwnedRow } from '../../db/owned';
import { AppError, notFound } from '../../lib/app-error';
import { verifyPassword } from '../../lib/passwords';
import { celebratedMilestones } from '../activity/activity.repository';
import { checkLoginAttempt, loginFailed, loginSucceeded } from '../auth/auth.limits';
import { startSession } from '../auth/auth.service';
import { describeUserAgent } from '../auth/user-agent';
import { toApiUser } from '../user/user.mapper';
import { findUserById } from '../user/user.repository';
import {
  consumeChallenge,
  deleteUserChallenges,
  findPasskeyByCredential,
  insertChallenge,
  insertPasskey,
  listPasskeys,
  purgeChallenges,
  recordPasskeyUse,
  type ChallengePurpose,
} from './passkeys.repository';

/**
 * The WebAuthn library and its helpers, loaded on the first passkey request rather than at start:
 * most requests never need them (decision 205).
 */
const webauthn = () => import('@simplewebauthn/server');
const helpers = () => import('@simplewebauthn/server/helpers');

/** How long the browser may take (WebAuthn `timeout`) and how long a challenge stays usable. */
const CEREMONY_TIMEOUT_MS = 2 * 60_000;
export const CHALLENGE_TTL_MS = 5 * 60_000;

export const CHALLENGE_USED = 'This passkey request has expired or was already used. Please try again.';
export const PASSKEY_NOT_VERIFIED = 'The passkey could not be verified. Please try again.';
export const PASSKEY_SIGN_IN_FAILED = 'This passkey could not sign you in.';
export const PASSKEY_LIMIT = `You can add up to ${MAX_PASSKEYS_PER_ACCOUNT} passkeys. Please remove one to add another.`;
export const LAST_WAY_IN = 'This is the last way to sign in to your account, so it cannot be removed.';

/** The relying party is APP_URL's: its host name is the RP ID, its origin the only one accepted. */
export function relyingParty(ctx: AppContext): { rpID: string; origin: string } {
  const url = new URL(ctx.config.appUrl);
  return { rpID: url.hostname, origin: url.origin };
}

/** What an answer to either ceremony must match: its challenge, this relying party, a verified user. */
function expected(ctx: AppContext, challenge: string) {
  const { rpID, origin } = relyingParty(ctx);
  return {
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
  };
}

function transportsOf(row: PasskeyRow): AuthenticatorTransportFuture[] | undefined {
  return row.transports ? (JSON.parse(row.transports) as AuthenticatorTransportFuture[]) : undefined;
}

export function toApiPasskey(row: PasskeyRow): ApiPasskey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    synced: Number(row.backed_up) === 1,
  };
}

/** The challenge a browser's answer signed, read from its client data; a 400 when unreadable. */
async function challengeOf(clientDataJSON: string): Promise<string> {
  const { decodeClientDataJSON } = await helpers();
  try {
    const challenge = decodeClientDataJSON(clientDataJSON).challenge;
    if (typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 200) return challenge;
  } catch {
    // falls through to the 400
  }
  throw new AppError(400, 'invalid_passkey', PASSKEY_NOT_VERIFIED);
}

/** Stores a new challenge (decision 271); expired ones go first, so the table holds only live ones. */
async function saveChallenge(
  ctx: AppContext,
  challenge: string,
  purpose: ChallengePurpose,
  userId: string | null,
): Promise<void> {
  const now = ctx.clock();
  await purgeChallenges(ctx.db, now.toISOString());
  // A signed-in user's older options of the same kind stop working: one ceremony at a time.
  if (userId) await deleteUserChallenges(ctx.db, userId, purpose);
  await insertChallenge(ctx.db, {
    challenge,
    purpose,
    userId,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS).toISOString(),
  });
}

/** Uses up the challenge an answer signed, or refuses it: unknown, expired, used, or someone else's. */
async function takeChallenge(
  ctx: AppContext,
  clientDataJSON: string,
  purpose: ChallengePurpose,
  userId: string | null,
): Promise<string> {
  const challenge = await challengeOf(clientDataJSON);
  if (!(await consumeChallenge(ctx.db, challenge, purpose, userId, ctx.clock().toISOString()))) {
    throw new AppError(400, 'challenge_used', CHALLENGE_USED);
  }
  return challenge;
}

export async function registrationOptions(
  ctx: AppContext,
  user: UserRow,
): Promise<PasskeyRegistrationOptions> {
  const existing = await listPasskeys(ctx.db, user.id);
  if (existing.length >= MAX_PASSKEYS_PER_ACCOUNT) throw new AppError(409, 'passkey_limit', PASSKEY_LIMIT);
  const { rpID } = relyingParty(ctx);
  const { generateRegistrationOptions } = await webauthn();
  const { isoUint8Array } = await helpers();
  const options = await generateRegistrationOptions({
    rpName: 'Tend',
    rpID,
    userID: isoUint8Array.fromUTF8String(user.id),
    userName: user.email,
    userDisplayName: user.name ?? user.email,
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({
      id: p.credential_id,
      ...(p.transports ? { transports: transportsOf(p) } : {}),
    })),
    // Discoverable, so that /login can offer it without an email; the device checks who holds it.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await saveChallenge(ctx, options.challenge, 'registration', user.id);
  return options as unknown as PasskeyRegistrationOptions;
}

export async function registerPasskey(
  ctx: AppContext,
  user: UserRow,
  body: PasskeyRegistration,
  userAgent: string | undefined,
): Promise<ApiPasskey> {
  const challenge = await takeChallenge(ctx, body.response.clientDataJSON, 'registration', user.id);
  const { verifyRegistrationResponse } = await webauthn();
  const { isoBase64URL } = await helpers();
  let info;
  try {
    const result = await verifyRegistrationResponse({
      response: body as RegistrationResponseJSON,
      ...expected(ctx, challenge),
    });
    if (!result.verified) throw new Error('not verified');
    info = result.registrationInfo;
  } catch {
    throw new AppError(400, 'invalid_passkey', PASSKEY_NOT_VERIFIED);
  }
  const credential = info.credential;
  const row: PasskeyRow = {
    id: randomUUID(),
    user_id: user.id,
    credential_id: credential.id,
    public_key: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports?.length ? JSON.stringify(credential.transports) : null,
    backed_up: info.credentialBackedUp ? 1 : 0,
    name: (describeUserAgent(userAgent) ?? 'Passkey').slice(0, 60),
    created_at: ctx.clock().toISOString(),
    last_used_at: null,
  };
  await ctx.db.transaction().execute(async (trx) => {
    if ((await countOwnedRows(trx, 'passkeys', user.id)) >= MAX_PASSKEYS_PER_ACCOUNT) {
      throw new AppError(409, 'passkey_limit', PASSKEY_LIMIT);
    }
    if (await findPasskeyByCredential(trx, credential.id)) {
      throw new AppError(409, 'passkey_taken', 'This passkey has already been added.');
    }
    await insertPasskey(trx, row);
  });
  return toApiPasskey(row);
}

async function assertionOptions(
  ctx: AppContext,
  purpose: 'login' | 'unlock',
  user: UserRow | null,
): Promise<PasskeyLoginOptions> {
  const mine = user ? await listPasskeys(ctx.db, user.id) : [];
  if (user && mine.length === 0) {
    throw new AppError(400, 'no_passkey', 'This account has no passkey. Please use your password.');
  }
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(ctx).rpID,
    timeout: CEREMONY_TIMEOUT_MS,
    userVerification: 'required',
    // Empty for a sign-in: the browser offers the discoverable passkeys it holds for this site.
    allowCredentials: mine.map((p) => ({
      id: p.credential_id,
      ...(p.transports ? { transports: transportsOf(p) } : {}),
    })),
  });
  await saveChallenge(ctx, options.challenge, purpose, user?.id ?? null);
  return options as unknown as PasskeyLoginOptions;
}

export const loginOptions = (ctx: AppContext) => assertionOptions(ctx, 'login', null);
export const unlockOptions = (ctx: AppContext, user: UserRow) => assertionOptions(ctx, 'unlock', user);

/**
 * Checks an assertion against the stored passkey: challenge, origin, RP ID, user verification, the
 * signature, and a signature counter that must go up (when the authenticator counts at all); the new
 * counter is stored only if no other assertion moved it meanwhile.
 */
async function verifyAssertion(
  ctx: AppContext,
  passkey: PasskeyRow,
  body: PasskeyAssertion,
  challenge: string,
): Promise<boolean> {
  const { verifyAuthenticationResponse } = await webauthn();
  const { isoBase64URL } = await helpers();
  // The user handle, when the authenticator gives one, must be the account the passkey was made for.
  const handle = body.response.userHandle;
  if (handle && handle !== isoBase64URL.fromUTF8String(passkey.user_id)) return false;
  const counter = Number(passkey.counter);
  try {
    const result = await verifyAuthenticationResponse({
      response: body as AuthenticationResponseJSON,
      ...expected(ctx, challenge),
      credential: {
        id: passkey.credential_id,
        publicKey: isoBase64URL.toBuffer(passkey.public_key),
        counter,
        ...(passkey.transports ? { transports: transportsOf(passkey) } : {}),
      },
    });
    if (!result.verified) return false;
    const now = ctx.clock().toISOString();
    return await recordPasskeyUse(ctx.db, passkey.id, counter, result.authenticationInfo.newCounter, now);
  } catch {
    return false;
  }
}

export async function loginWithPasskey(
  ctx: AppContext,
  body: PasskeyAssertion,
  userAgent: string | undefined,
): Promise<AuthResponse> {
  const challenge = await takeChallenge(ctx, body.response.clientDataJSON, 'login', null);
  const passkey = await findPasskeyByCredential(ctx.db, body.id);
  if (!passkey || !(await verifyAssertion(ctx, passkey, body, challenge))) {
    throw new AppError(401, 'invalid_passkey', PASSKEY_SIGN_IN_FAILED);
  }
  const user = await findUserById(ctx.db, passkey.user_id);
  if (!user) throw new AppError(401, 'invalid_passkey', PASSKEY_SIGN_IN_FAILED);
  const sessionId = await startSession(ctx, user.id, userAgent);
  return { sessionId, user: toApiUser(user, ctx.clock(), await celebratedMilestones(ctx.db, user.id)) };
}

/** The app lock's passkey check (decision 273): this account's passkey, verified; no new session. */
export async function unlockWithPasskey(
  ctx: AppContext,
  user: UserRow,
  body: PasskeyAssertion,
): Promise<void> {
  const challenge = await takeChallenge(ctx, body.response.clientDataJSON, 'unlock', user.id);
  const passkey = await findPasskeyByCredential(ctx.db, body.id);
  if (!passkey || passkey.user_id !== user.id || !(await verifyAssertion(ctx, passkey, body, challenge))) {
    throw new AppError(400, 'invalid_passkey', PASSKEY_NOT_VERIFIED);
  }
}

/**
 * The app lock's password check (decision 273): the login's limits per account and network apply,
 * a wrong password counts as a failed sign-in, and no session is made.
 */
export async function unlockWithPassword(
  ctx: AppContext,
  user: UserRow,
  password: string,
  network: string,
): Promise<void> {
  await checkLoginAttempt(ctx, user.email, network);
  const row = await findUserById(ctx.db, user.id);
  if (!row || !(await verifyPassword(row.password_hash, password))) {
    await loginFailed(ctx, user.email);
    throw new AppError(400, 'wrong_password', 'The password is not correct.', [
      { path: 'password', message: 'The password is not correct.' },
    ]);
  }
  await loginSucceeded(ctx, user.email, network);
}

export async function listUserPasskeys(ctx: AppContext, userId: string): Promise<ApiPasskey[]> {
  return (await listPasskeys(ctx.db, userId)).map(toApiPasskey);
}

export async function renameUserPasskey(
  ctx: AppContext,
  userId: string,
  id: string,
  name: string,
): Promise<ApiPasskey> {
  const row = await updateOwnedRow(ctx.db, 'passkeys', userId, id, { name });
  if (!row) throw notFound();
  return toApiPasskey(row);
}

/**
 * The ways an account can sign in (decision 270): its password, when it has one (an empty hash is
 * none), and each passkey.
 */
export function waysToSignIn(passwordHash: string, passkeys: number): number {
  return (passwordHash === '' ? 0 : 1) + passkeys;
}

/** Removes a passkey, unless it is the account's last way to sign in (a 400). */
export async function removeUserPasskey(ctx: AppContext, userId: string, id: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const user = await findUserById(trx, userId);
    if (!user || !(await findOwnedRow(trx, 'passkeys', userId, id))) throw notFound();
    if (waysToSignIn(user.password_hash, await countOwnedRows(trx, 'passkeys', userId)) <= 1) {
      throw new AppError(400, 'last_sign_in', LAST_WAY_IN);
    }
    await deleteOwnedRow(trx, 'passkeys', userId, id);
  });
}
