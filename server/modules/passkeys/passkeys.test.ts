import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PASSKEYS_PER_ACCOUNT, type ApiPasskey } from '../../../core/schemas/passkeys';
import { createTestApp, engines, signUp, STRONG_PASSWORD, type TestApp } from '../../test/helpers';
import { newUser, writeHistories } from '../../test/factory';
import { SoftAuthenticator } from '../../test/webauthn';
import {
  CHALLENGE_TTL_MS,
  CHALLENGE_USED,
  LAST_WAY_IN,
  PASSKEY_NOT_VERIFIED,
  waysToSignIn,
} from './passkeys.service';

type Actor = Awaited<ReturnType<typeof signUp>>;

// The test app's APP_URL is http://localhost:5000: the relying party is "localhost".
const ORIGIN = 'http://localhost:5000';
const RP_ID = 'localhost';

describe.each(engines)('passkeys on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine, { env: { LOGIN_MAX_PER_ACCOUNT: '3' } });
  });
  afterAll(() => t.close());

  const post = (url: string, actor: Actor | null, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: actor?.headers ?? {}, ...(payload ? { payload } : {}) });

  async function addPasskey(actor: Actor, device = new SoftAuthenticator(ORIGIN, RP_ID)) {
    const options = (await post('/api/auth/passkeys/registration/options', actor)).json();
    const res = await post('/api/auth/passkeys/registration', actor, device.register(options));
    expect(res.statusCode, res.body).toBe(201);
    return { device, passkey: res.json() as ApiPasskey };
  }

  const loginOptions = async () => (await post('/api/auth/passkeys/login/options', null)).json();

  it('adds a discoverable passkey, lists it without its key, and signs in with it', async () => {
    const owner = await signUp(t.app);
    const options = (await post('/api/auth/passkeys/registration/options', owner)).json();
    expect(options.rp).toEqual({ id: RP_ID, name: 'Tend' });
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    const { device, passkey } = await addPasskey(owner);
    const list = (await t.app.inject({ url: '/api/user/passkeys', headers: owner.headers })).json();
    expect(list).toEqual([passkey]);
    expect(JSON.stringify(list)).not.toContain(device.credentials[0]!.id);

    const signIn = await post('/api/auth/passkeys/login', null, device.assert(await loginOptions()));
    expect(signIn.statusCode, signIn.body).toBe(200);
    const { sessionId, user } = signIn.json();
    expect(user.id).toBe(owner.user.id);
    const me = await t.app.inject({ url: '/api/user', headers: { 'x-session-id': sessionId } });
    expect(me.json().email).toBe(owner.user.email);
    const after = (await t.app.inject({ url: '/api/user/passkeys', headers: owner.headers })).json();
    expect(after[0].lastUsedAt).not.toBeNull();
  });

  it('refuses a replayed challenge, at sign-in and when adding', async () => {
    const owner = await signUp(t.app);
    const { device } = await addPasskey(owner);
    const answer = device.assert(await loginOptions());
    expect((await post('/api/auth/passkeys/login', null, answer)).statusCode).toBe(200);
    const again = await post('/api/auth/passkeys/login', null, answer);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(CHALLENGE_USED);

    const options = (await post('/api/auth/passkeys/registration/options', owner)).json();
    const registration = new SoftAuthenticator(ORIGIN, RP_ID).register(options);
    expect((await post('/api/auth/passkeys/registration', owner, registration)).statusCode).toBe(201);
    const replayed = await post('/api/auth/passkeys/registration', owner, registration);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().message).toBe(CHALLENGE_USED);
  });

  it('refuses a challenge past its five minutes, and one the server never gave', async () => {
    const owner = await signUp(t.app);
    const { device } = await addPasskey(owner);
    const options = await loginOptions();
    t.clock.advance(CHALLENGE_TTL_MS + 1000);
    const late = await post('/api/auth/passkeys/login', null, device.assert(options));
    expect(late.statusCode).toBe(400);
    const made = await post('/api/auth/passkeys/login', null, device.assert({ challenge: 'bWFkZS11cA' }));
    expect(made.statusCode).toBe(400);
    expect(made.json().message).toBe(CHALLENGE_USED);
  });

  it('refuses another origin or another relying party, and uses the challenge up', async () => {
    const owner = await signUp(t.app);
    const { device } = await addPasskey(owner);
    const options = await loginOptions();
    const phished = await post(
      '/api/auth/passkeys/login',
      null,
      device.assert(options, undefined, { origin: 'https://tend.example.evil' }),
    );
    expect(phished.statusCode).toBe(401);
    expect(phished.json()).not.toHaveProperty('sessionId');
    // The challenge is gone even though the answer failed: the right origin cannot reuse it.
    expect((await post('/api/auth/passkeys/login', null, device.assert(options))).statusCode).toBe(400);

    const otherRp = device.assert(await loginOptions(), undefined, { rpId: 'evil.example' });
    expect((await post('/api/auth/passkeys/login', null, otherRp)).statusCode).toBe(401);

    const regOptions = (await post('/api/auth/passkeys/registration/options', owner)).json();
    const elsewhere = new SoftAuthenticator('http://localhost:5999', RP_ID).register(regOptions);
    const refused = await post('/api/auth/passkeys/registration', owner, elsewhere);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(PASSKEY_NOT_VERIFIED);
  });

  it('refuses a signature counter that did not go up, and an unverified user', async () => {
    const owner = await signUp(t.app);
    const { device } = await addPasskey(owner);
    expect(
      (await post('/api/auth/passkeys/login', null, device.assert(await loginOptions()))).statusCode,
    ).toBe(200);
    const cloned = device.assert(await loginOptions(), undefined, { counter: 1 });
    expect((await post('/api/auth/passkeys/login', null, cloned)).statusCode).toBe(401);
    const unverified = device.assert(await loginOptions(), undefined, { userVerified: false });
    expect((await post('/api/auth/passkeys/login', null, unverified)).statusCode).toBe(401);
  });

  it("never lets one person use another person's credential", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const { device, passkey } = await addPasskey(alice);
    await addPasskey(bob);
    const aliceKey = device.credentials[0]!;

    // Bob's app lock, answered with Alice's passkey.
    const unlockOptions = (await post('/api/user/unlock/passkey/options', bob)).json();
    const unlock = await post('/api/user/unlock/passkey', bob, device.assert(unlockOptions, aliceKey));
    expect(unlock.statusCode).toBe(400);

    // Alice's credential claiming to be Bob's account: the user handle must be the passkey's own.
    const claimed = device.assert(await loginOptions(), aliceKey);
    claimed.response.userHandle = Buffer.from(bob.user.id).toString('base64url');
    expect((await post('/api/auth/passkeys/login', null, claimed)).statusCode).toBe(401);

    // Alice's credential cannot be added to Bob's account (it is hers already).
    const bobOptions = (await post('/api/auth/passkeys/registration/options', bob)).json();
    const copy = await post(
      '/api/auth/passkeys/registration',
      bob,
      device.register(bobOptions, {}, aliceKey),
    );
    expect(copy.statusCode).toBe(409);

    // Nor renamed or removed by Bob.
    for (const method of ['PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/user/passkeys/${passkey.id}`,
        headers: bob.headers,
        ...(method === 'PATCH' ? { payload: { name: 'mine now' } } : {}),
      });
      expect(res.statusCode).toBe(404);
    }
    const hers = (await t.app.inject({ url: '/api/user/passkeys', headers: alice.headers })).json();
    expect(hers).toEqual([passkey]);
  });

  it('renames and removes a passkey; the removed one no longer signs in', async () => {
    const owner = await signUp(t.app);
    const { device, passkey } = await addPasskey(owner);
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/passkeys/${passkey.id}`,
      headers: owner.headers,
      payload: { name: '  Work laptop ' },
    });
    expect(renamed.json()).toMatchObject({ id: passkey.id, name: 'Work laptop' });
    const tooLong = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/passkeys/${passkey.id}`,
      headers: owner.headers,
      payload: { name: 'x'.repeat(61) },
    });
    expect(tooLong.statusCode).toBe(400);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/passkeys/${passkey.id}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(
      (await post('/api/auth/passkeys/login', null, device.assert(await loginOptions()))).statusCode,
    ).toBe(401);
  });

  it('refuses to remove the last way to sign in', async () => {
    expect(waysToSignIn('$argon2id$…', 0)).toBe(1);
    expect(waysToSignIn('', 1)).toBe(1);
    const owner = await signUp(t.app);
    const { passkey } = await addPasskey(owner);
    // An account without a password (none can be made today, decision 270): its one passkey stays.
    await t.database.db
      .updateTable('users')
      .set({ password_hash: '' })
      .where('id', '=', owner.user.id)
      .execute();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/passkeys/${passkey.id}`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(LAST_WAY_IN);
    const second = await addPasskey(owner);
    const ok = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/passkeys/${second.passkey.id}`,
      headers: owner.headers,
    });
    expect(ok.statusCode).toBe(204);
  });

  it(`holds at most ${MAX_PASSKEYS_PER_ACCOUNT} passkeys per account`, async () => {
    const owner = await signUp(t.app);
    for (let i = 0; i < MAX_PASSKEYS_PER_ACCOUNT; i++) await addPasskey(owner);
    const res = await post('/api/auth/passkeys/registration/options', owner);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/up to 10 passkeys/);
  });

  it('unlocks with the password without a new session, limited like the sign-in', async () => {
    const owner = await signUp(t.app);
    const sessions = async () =>
      (await t.app.inject({ url: '/api/sessions', headers: owner.headers })).json().length;
    const before = await sessions();
    const ok = await post('/api/user/unlock/password', owner, { password: STRONG_PASSWORD });
    expect(ok.statusCode).toBe(204);
    expect(ok.body).toBe('');
    expect(await sessions()).toBe(before);
    const wrong = await post('/api/user/unlock/password', owner, { password: 'not-it-at-all' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues[0].path).toBe('password');
    // LOGIN_MAX_PER_ACCOUNT is 3 here: after 3 wrong tries from one network, even the right one waits.
    await post('/api/user/unlock/password', owner, { password: 'not-it-at-all' });
    await post('/api/user/unlock/password', owner, { password: 'not-it-at-all' });
    const limited = await post('/api/user/unlock/password', owner, { password: STRONG_PASSWORD });
    expect(limited.statusCode).toBe(429);
  });

  it('unlocks with the account’s own passkey, once per challenge, without a new session', async () => {
    const owner = await signUp(t.app);
    const noPasskey = await post('/api/user/unlock/passkey/options', owner);
    expect(noPasskey.statusCode).toBe(400);
    const { device } = await addPasskey(owner);
    const options = (await post('/api/user/unlock/passkey/options', owner)).json();
    expect(options.allowCredentials).toEqual([
      { id: device.credentials[0]!.id, type: 'public-key', transports: ['internal'] },
    ]);
    const answer = device.assert(options);
    expect((await post('/api/user/unlock/passkey', owner, answer)).statusCode).toBe(204);
    expect((await post('/api/user/unlock/passkey', owner, answer)).statusCode).toBe(400);
    // A sign-in challenge does not unlock, nor an unlock challenge sign in.
    expect(
      (await post('/api/user/unlock/passkey', owner, device.assert(await loginOptions()))).statusCode,
    ).toBe(400);
    const unlockForLogin = device.assert((await post('/api/user/unlock/passkey/options', owner)).json());
    expect((await post('/api/auth/passkeys/login', null, unlockForLogin)).statusCode).toBe(400);
  });

  it('goes with the account, and stays out of the export', async () => {
    const owner = await signUp(t.app);
    const { device } = await addPasskey(owner);
    const exported = await t.app.inject({ url: '/api/export?format=json', headers: owner.headers });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).not.toContain(device.credentials[0]!.id);
    expect(exported.body).not.toMatch(/passkey/i);
    await post('/api/auth/passkeys/registration/options', owner);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: owner.headers,
      payload: { password: STRONG_PASSWORD },
    });
    expect(del.statusCode).toBe(204);
    const left = await t.database.db
      .selectFrom('passkeys')
      .select('id')
      .where('user_id', '=', owner.user.id)
      .execute();
    expect(left).toEqual([]);
    const challenges = await t.database.db
      .selectFrom('webauthn_challenges')
      .select('challenge')
      .where('user_id', '=', owner.user.id)
      .execute();
    expect(challenges).toEqual([]);
    expect(
      (await post('/api/auth/passkeys/login', null, device.assert(await loginOptions()))).statusCode,
    ).toBe(401);
  });

  it('the test factory writes passkeys that sign in', async () => {
    const device = new SoftAuthenticator(ORIGIN, RP_ID);
    const history = newUser({
      email: `factory-${Date.now()}@example.com`,
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaA',
      timeZone: 'Europe/Paris',
    });
    const { publicKey, credential } = device.credential(Buffer.from(history.user.id).toString('base64url'));
    history.passkey({ credentialId: credential.id, publicKey, name: 'Seeded key' });
    const counts = await writeHistories(t.database.db, [history]);
    expect(counts.passkeys).toBe(1);
    const res = await post('/api/auth/passkeys/login', null, device.assert(await loginOptions()));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.id).toBe(history.user.id);
  });
});
