import { createECDH, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { AuthResponse } from '../../../core/schemas/auth';
import type { RouteEntry, TendApp } from '../../app';
import { signUnsubscribe } from '../../modules/reminders/unsubscribe-token';
import { signUp } from '../helpers';
import { SoftAuthenticator } from '../webauthn';

/**
 * What the security tests know about each route of the server. The tests walk the app's own route
 * table (`app.routeList`) and FAIL for any route missing here, so a route added later is covered by
 * the 401 check, the ownership matrix, mass assignment and hostile input the day it lands.
 */

export type Actor = AuthResponse & { headers: Record<string, string> };

export interface RequestParts {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/** A record of one user that a route with a path param acts on, and how its owner reads it back. */
export interface OwnedRecord extends RequestParts {
  params: Record<string, string>;
  /** Ids of the owner's records this request is about; a stranger's answer must contain none of them. */
  ids: string[];
  /** The record as its owner sees it through the API (compared before and after a stranger's attempt). */
  read(): Promise<unknown>;
  /**
   * 'not-found': the route addresses one record, so a stranger gets 404.
   * 'own-data': the param names a category (an area), so a stranger gets their own data, never the owner's.
   */
  stranger: 'not-found' | 'own-data';
}

export interface RouteSpec {
  /** Answers without a session. */
  public?: true;
  /** Ends the caller's session or account: tests give it a throwaway user. */
  endsSession?: true;
  /** Valid requests of this route by `actor`. Needed for every route that takes a body. */
  valid?: (app: TendApp, actor: Actor) => Promise<RequestParts[]>;
  /** Needed for every route with a path param: a record of `owner` for the route to act on. */
  owned?: (app: TendApp, owner: Actor) => Promise<OwnedRecord>;
  /** Body fields a client may legitimately set on this route (a past `day`, decision 113). */
  clientFields?: string[];
  /** Answers an HTML page (its 404 too), not JSON: the share link's page (decision 302). */
  page?: true;
}

export const routeKey = (r: RouteEntry) => `${r.method} ${r.url}`;

export const hasParams = (url: string) => /\/:/.test(url);

/** Fills `:name` segments of a route url. */
export function fillUrl(url: string, params: Record<string, string> = {}): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${url}`);
    return value;
  });
}

/**
 * The spec of a route; HEAD routes Fastify adds for each GET share the GET's spec, and the files of
 * the client build (one route each) are public.
 */
export function specOf(r: RouteEntry, staticDir?: string): RouteSpec | undefined {
  const spec = ROUTES[routeKey(r)] ?? (r.method === 'HEAD' ? ROUTES[`GET ${r.url}`] : undefined);
  if (spec) return spec;
  const isFile = staticDir && !r.url.startsWith('/api/') && existsSync(join(staticDir, r.url));
  return isFile && (r.method === 'GET' || r.method === 'HEAD') ? { public: true } : undefined;
}

export function toUrl(path: string, query?: Record<string, string>): string {
  const qs = query ? new URLSearchParams(query).toString() : '';
  return qs ? `${path}?${qs}` : path;
}

/** Calls the API as `actor` and returns the JSON body, failing loudly on anything but 2xx. */
export async function call<T = unknown>(
  app: TendApp,
  actor: Actor | undefined,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<T> {
  const res: LightMyRequestResponse = await app.inject({
    method,
    url,
    headers: actor?.headers ?? {},
    ...(body !== undefined ? { payload: body as object } : {}),
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return (res.body ? res.json() : undefined) as T;
}

interface WithId {
  id: string;
}

const byId = async (app: TendApp, actor: Actor, listUrl: string, id: string) => {
  const list = await call<WithId[]>(app, actor, 'GET', listUrl);
  return list.find((r) => r.id === id) ?? null;
};

/** A journal text the leak checks look for in every other user's answers. */
export const SECRET_TEXT = 'the owl knows my secret 7f3a';

export const SCORES = {
  sleep: '7.5',
  exercise: 6,
  diet: '5.0',
  social: 8,
  achievements: '6.5',
  relationships: 9,
  creativity: '4.5',
  finance: 7,
};

export const newEntry = (app: TendApp, a: Actor, text = SECRET_TEXT) =>
  call<WithId>(app, a, 'POST', '/api/wellbeing-entries', { ...SCORES, notes: text });

export async function newReflection(app: TendApp, a: Actor, text = SECRET_TEXT): Promise<WithId> {
  const entry = await newEntry(app, a, text);
  return call<WithId>(app, a, 'POST', '/api/dimension-reflections', {
    dimension: 'sleep',
    score: '6.5',
    notes: text,
    reflection: 'More walks in the evening.',
    wellbeingEntryId: entry.id,
  });
}

export const newJournal = (app: TendApp, a: Actor, text = SECRET_TEXT) =>
  call<WithId>(app, a, 'POST', '/api/journal-entries', { title: 'Private', content: text, mood: 6 });

export const newCheckin = (app: TendApp, a: Actor) =>
  call<WithId>(app, a, 'POST', '/api/quick-checkins', { coreFeeling: '6.0' });

const entryRecord = async (app: TendApp, owner: Actor): Promise<OwnedRecord> => {
  const { id } = await newEntry(app, owner);
  return {
    params: { id },
    ids: [id],
    body: { sleep: '1.0', notes: 'changed by someone else' },
    read: () => byId(app, owner, '/api/wellbeing-entries', id),
    stranger: 'not-found',
  };
};

const reflectionRecord = async (app: TendApp, owner: Actor): Promise<OwnedRecord> => {
  const { id } = await newReflection(app, owner);
  return {
    params: { id },
    ids: [id],
    body: { score: '1.0', reflection: 'changed by someone else', putIntoPractice: true },
    read: () => byId(app, owner, '/api/dimension-reflections/sleep', id),
    stranger: 'not-found',
  };
};

const journalRecord = async (app: TendApp, owner: Actor): Promise<OwnedRecord> => {
  const { id } = await newJournal(app, owner);
  return {
    params: { id },
    ids: [id],
    body: { content: 'changed by someone else', mood: 1 },
    read: () => byId(app, owner, '/api/journal-entries', id),
    stranger: 'not-found',
  };
};

const one = (...parts: RequestParts[]) => Promise.resolve(parts.length > 0 ? parts : [{}]);

const tagRecord = async (
  app: TendApp,
  owner: Actor,
  body: 'rename' | 'merge' | 'none',
): Promise<OwnedRecord> => {
  const tagName = `mine-${Math.random().toString(36).slice(2, 8)}`;
  await call(app, owner, 'POST', '/api/journal-entries', { content: SECRET_TEXT, mood: 5, tags: [tagName] });
  const tags = await call<(WithId & { name: string })[]>(app, owner, 'GET', '/api/tags');
  const tag = tags.find((t) => t.name === tagName) as WithId;
  const other = await call<WithId>(app, owner, 'POST', '/api/quick-checkins', {
    coreFeeling: 5,
    tags: ['other'],
  });
  const into = (await call<(WithId & { name: string })[]>(app, owner, 'GET', '/api/tags')).find(
    (t) => t.name === 'other',
  ) as WithId;
  return {
    params: { id: tag.id },
    ids: [tag.id, other.id],
    ...(body === 'rename' ? { body: { name: 'renamed by someone else' } } : {}),
    ...(body === 'merge' ? { body: { into: into.id } } : {}),
    read: () => byId(app, owner, '/api/tags', tag.id),
    stranger: 'not-found',
  };
};

/** A software passkey for the app's relying party (APP_URL). */
const softDevice = (app: TendApp) => {
  const url = new URL(app.ctx.config.appUrl);
  return new SoftAuthenticator(url.origin, url.hostname);
};

/** Adds a passkey to `owner`'s account through the API; returns it and the device that holds it. */
export async function addPasskey(app: TendApp, owner: Actor) {
  const device = softDevice(app);
  const options = await call<{ challenge: string; rp: { id?: string }; user: { id: string } }>(
    app,
    owner,
    'POST',
    '/api/auth/passkeys/registration/options',
  );
  const passkey = await call<WithId>(
    app,
    owner,
    'POST',
    '/api/auth/passkeys/registration',
    device.register(options),
  );
  return { device, id: passkey.id };
}

const passkeyRecord = async (app: TendApp, owner: Actor): Promise<OwnedRecord> => {
  const { id } = await addPasskey(app, owner);
  return {
    params: { id },
    ids: [id],
    body: { name: 'renamed by someone else' },
    read: () => byId(app, owner, '/api/user/passkeys', id),
    stranger: 'not-found',
  };
};

/** A working share link of `owner` (reports and WHO-5, the default scope) and its token. */
export async function newShare(app: TendApp, owner: Actor, scope = ['reports', 'who5']) {
  const created = await call<WithId & { url: string }>(app, owner, 'POST', '/api/shares', {
    scope,
    from: '2026-05-01',
    to: '2026-06-15',
    expiresInDays: 30,
  });
  return { id: created.id, token: created.url.split('/s/')[1] as string };
}

const shareRecord = async (app: TendApp, owner: Actor): Promise<OwnedRecord> => {
  const { id } = await newShare(app, owner);
  return {
    params: { id },
    ids: [id],
    read: () => byId(app, owner, '/api/shares', id),
    stranger: 'not-found',
  };
};

/**
 * A link is a capability: whoever holds its token sees what it shares, with or without a session. A
 * stranger holding it gets the default scope's report (200), which holds no record id and no writing
 * of the owner's, and the link itself is unchanged.
 */
const sharedRecord = async (app: TendApp, owner: Actor): Promise<OwnedRecord> => {
  await newEntry(app, owner);
  const { id, token } = await newShare(app, owner);
  return {
    params: { token },
    ids: [id, owner.user.id],
    read: async () => {
      const link = (await byId(app, owner, '/api/shares', id)) as { revoked: boolean } | null;
      return link && { id, revoked: link.revoked };
    },
    stranger: 'own-data',
  };
};

export const ROUTES: Record<string, RouteSpec> = {
  // Public
  'GET /healthz': { public: true },
  'GET /readyz': { public: true },
  // Only with METRICS_TOKEN, and then behind it (server/plugins/metrics.test.ts).
  'GET /metrics': { public: true },
  'GET /api/config': { public: true },
  'POST /api/auth/signup': {
    public: true,
    valid: () =>
      one({ body: { name: 'New', email: `n-${Math.random()}@example.com`, password: 'Blue-Heron-42' } }),
  },
  'POST /api/auth/login': {
    public: true,
    valid: (_app, a) => one({ body: { email: a.user.email, password: 'Blue-Heron-42' } }),
  },
  'POST /api/auth/forgot-password': {
    public: true,
    valid: (_app, a) => one({ body: { email: a.user.email } }),
  },
  'POST /api/auth/reset-password': {
    public: true,
    valid: () => one({ body: { token: 'a-token-nobody-was-given', password: 'Blue-Heron-43' } }),
  },

  'POST /api/auth/passkeys/login/options': { public: true, valid: () => one() },
  'POST /api/auth/passkeys/login': {
    public: true,
    valid: async (app, a) => {
      const { device } = await addPasskey(app, a);
      const options = await call<{ challenge: string }>(
        app,
        undefined,
        'POST',
        '/api/auth/passkeys/login/options',
      );
      return one({ body: device.assert(options) });
    },
  },

  // The API's own description (decision 161): the OpenAPI document and Swagger UI's pages and files
  'GET /api/openapi.json': { public: true },
  'GET /api/docs': { public: true },
  'HEAD /api/docs/': { public: true },
  'GET /api/docs/json': { public: true },
  'GET /api/docs/yaml': { public: true },
  'GET /api/docs/static/index.html': { public: true },
  'GET /api/docs/static/swagger-initializer.js': { public: true },
  'GET /api/docs/static/*': { public: true },

  // Account
  'POST /api/auth/logout': { endsSession: true, valid: () => one() },
  'GET /api/user': {},
  'PATCH /api/user': { valid: () => one({ body: { name: 'Renamed', timeZone: 'Europe/Paris' } }) },
  'DELETE /api/user': { endsSession: true, valid: () => one({ body: { password: 'Blue-Heron-42' } }) },
  'POST /api/user/password': {
    valid: () => one({ body: { currentPassword: 'Blue-Heron-42', newPassword: 'Blue-Heron-42' } }),
  },
  'GET /api/sessions': {},

  // Passkeys and the app lock (decisions 270, 273)
  'POST /api/auth/passkeys/registration/options': { valid: () => one() },
  'POST /api/auth/passkeys/registration': {
    valid: async (app, a) => {
      const options = await call<{ challenge: string; rp: { id?: string }; user: { id: string } }>(
        app,
        a,
        'POST',
        '/api/auth/passkeys/registration/options',
      );
      return one({ body: softDevice(app).register(options) });
    },
  },
  'GET /api/user/passkeys': {},
  'PATCH /api/user/passkeys/:id': { owned: passkeyRecord },
  'DELETE /api/user/passkeys/:id': {
    owned: async (app, owner) => ({ ...(await passkeyRecord(app, owner)), body: undefined }),
  },
  'POST /api/user/unlock/passkey/options': {
    valid: async (app, a) => {
      await addPasskey(app, a);
      return one();
    },
  },
  'POST /api/user/unlock/passkey': {
    valid: async (app, a) => {
      const { device } = await addPasskey(app, a);
      const options = await call<{ challenge: string }>(app, a, 'POST', '/api/user/unlock/passkey/options');
      return one({ body: device.assert(options) });
    },
  },
  'POST /api/user/unlock/password': { valid: () => one({ body: { password: 'Blue-Heron-42' } }) },
  'POST /api/sessions/end-others': { valid: () => one() },
  'DELETE /api/sessions/:id': {
    endsSession: true,
    owned: async (app, owner) => {
      const sessions = await call<{ id: string; current: boolean }[]>(app, owner, 'GET', '/api/sessions');
      const mine = sessions.find((s) => s.current);
      if (!mine) throw new Error('no current session');
      return {
        params: { id: mine.id },
        ids: [mine.id],
        read: async () => (await call<{ id: string }[]>(app, owner, 'GET', '/api/sessions')).map((s) => s.id),
        stranger: 'not-found',
      };
    },
  },

  // Wheel ratings
  'GET /api/wellbeing-entries': {},
  'GET /api/wellbeing-entries/latest': {},
  'GET /api/wellbeing-entries/today': {},
  'POST /api/wellbeing-entries': { valid: () => one({ body: { ...SCORES, notes: 'a good day' } }) },
  'PATCH /api/wellbeing-entries/:id': { owned: entryRecord },

  // Reflections
  'GET /api/dimension-reflections/:dimension': {
    owned: async (app, owner) => {
      const { id } = await newReflection(app, owner);
      return {
        params: { dimension: 'sleep' },
        ids: [id],
        read: () => call(app, owner, 'GET', '/api/dimension-reflections/sleep'),
        stranger: 'own-data',
      };
    },
  },
  'POST /api/dimension-reflections': {
    valid: async (app, a) => {
      const entry = await newEntry(app, a);
      return [
        {
          body: {
            dimension: 'diet',
            score: 7,
            notes: 'n',
            reflection: 'r',
            wellbeingEntryId: entry.id,
          },
        },
      ];
    },
  },
  'GET /api/dimension-reflections/:dimension/:id': {
    owned: async (app, owner) => {
      const record = await reflectionRecord(app, owner);
      return { ...record, params: { ...record.params, dimension: 'sleep' }, body: undefined };
    },
  },
  'PATCH /api/dimension-reflections/:id': { owned: reflectionRecord },
  'DELETE /api/dimension-reflections/:id': { owned: reflectionRecord },

  // Journal
  'GET /api/journal-entries': {},
  'POST /api/journal-entries': {
    valid: () =>
      one(
        { body: { title: 'T', content: 'Words', mood: 7 } },
        { body: { content: 'Then', mood: 4, day: '2026-06-01' } },
      ),
    clientFields: ['day'],
  },
  'GET /api/journal-entries/:id': {
    owned: async (app, owner) => ({ ...(await journalRecord(app, owner)), body: undefined }),
  },
  'PATCH /api/journal-entries/:id': { owned: journalRecord },
  'DELETE /api/journal-entries/:id': { owned: journalRecord },

  // Quick check-ins and spotlight
  'GET /api/quick-checkins': {},
  'POST /api/quick-checkins': {
    valid: () => one({ body: { coreFeeling: '6.5' } }, { body: { coreFeeling: 4, day: '2026-06-01' } }),
    clientFields: ['day'],
  },
  'GET /api/spotlight-ratings': {},
  'POST /api/spotlight-ratings': {
    valid: async (app, a) => {
      const checkin = await newCheckin(app, a);
      return [
        { body: { quickCheckinId: checkin.id, dimension: 'social', score: '5.5' } },
        { body: { ratings: { sleep: 6, finance: '3.5' } } },
      ];
    },
  },

  // Any day (decision 113)
  'PUT /api/days/:day/ratings/:dimension': {
    owned: async (app, owner) => {
      const res = await call<{ entry: WithId }>(app, owner, 'PUT', '/api/days/2026-06-10/ratings/sleep', {
        score: '6.5',
        notes: SECRET_TEXT,
      });
      return {
        params: { day: '2026-06-10', dimension: 'sleep' },
        ids: [res.entry.id],
        body: { score: '1.0', reflection: 'changed by someone else' },
        read: () => call(app, owner, 'GET', '/api/days?from=2026-06-10&to=2026-06-10'),
        stranger: 'own-data',
      };
    },
  },
  'GET /api/days': { valid: () => one({ query: { from: '2026-01-01', to: '2026-06-30' } }) },
  'GET /api/days/:day': {
    owned: async (app, owner) => {
      const journal = await call<WithId>(app, owner, 'POST', '/api/journal-entries', {
        content: SECRET_TEXT,
        mood: 4,
        day: '2026-06-09',
      });
      return {
        params: { day: '2026-06-09' },
        ids: [journal.id],
        read: () => call(app, owner, 'GET', '/api/days/2026-06-09'),
        stranger: 'own-data',
      };
    },
  },
  'POST /api/user/celebrations': {
    valid: async (app, a) => {
      for (const day of ['2026-06-13', '2026-06-14', '2026-06-15'])
        await call(app, a, 'PUT', `/api/days/${day}/ratings/sleep`, { score: 6 });
      return [{ body: { days: 3 } }];
    },
  },

  // Reports and export
  'GET /api/reports/weekly': { valid: () => one({ query: { weekStart: '2026-06-15' } }) },
  'GET /api/reports/monthly': { valid: () => one({ query: { month: '2026-06' } }) },
  'GET /api/progress': { valid: () => one({ query: { range: '90d' } }) },
  'GET /api/reports/range': {
    valid: () =>
      one(
        { query: { from: '2026-06-01', to: '2026-06-30' } },
        { query: { from: '2026-01-01', to: '2026-06-30', include: 'reports,who5,reflections,journal' } },
      ),
  },

  // Share links (decisions 300–302)
  'POST /api/shares': {
    valid: () =>
      one({ body: { scope: ['reports', 'who5'], from: '2026-05-01', to: '2026-06-15', expiresInDays: 14 } }),
  },
  'GET /api/shares': {},
  'DELETE /api/shares/:id': { owned: shareRecord },
  'GET /api/shared/:token': { public: true, owned: sharedRecord },
  'GET /s/:token': { public: true, page: true, owned: sharedRecord },
  'GET /api/export': {
    valid: () => Promise.resolve([{ query: { format: 'json' } }, { query: { format: 'csv' } }]),
  },
  // Targets, tags, what moves each area, search (decisions 130–134)
  'GET /api/targets': {},
  'PUT /api/targets': { valid: () => one({ body: { sleep: '8.0', finance: null } }) },
  'GET /api/tags': {},
  'PATCH /api/tags/:id': { owned: (app, owner) => tagRecord(app, owner, 'rename') },
  'POST /api/tags/:id/merge': { owned: (app, owner) => tagRecord(app, owner, 'merge') },
  'DELETE /api/tags/:id': { owned: (app, owner) => tagRecord(app, owner, 'none') },
  'GET /api/what-moves': {},
  'GET /api/search': { valid: () => one({ query: { q: 'owl secret' } }) },
  'POST /api/import': {
    valid: async (app, a) => [{ body: await call(app, a, 'GET', '/api/export?format=json') }],
  },

  // Each person's wheel (decisions 340–345)
  'GET /api/areas': {},
  'POST /api/areas': {
    valid: () => one({ body: { label: 'Garden', icon: 'Leaf', color: '#16A34A', description: 'Outside' } }),
  },
  'PUT /api/areas/:key': {
    owned: (app, owner) => ownAreaRecord(app, owner, { label: 'Renamed by someone' }),
  },
  'DELETE /api/areas/:key': { owned: (app, owner) => ownAreaRecord(app, owner) },

  // WHO-5 (decision 290)
  'GET /api/who5': {},
  'POST /api/who5': {
    valid: () =>
      one({ body: { answers: [3, 2, 4, 1, 2] } }, { body: { answers: [0, 1, 2, 3, 4], day: '2026-06-01' } }),
    clientFields: ['day'],
  },
  'GET /api/who5/offer': {},
  'POST /api/who5/offer/dismiss': { valid: () => one() },

  // Reminders
  'GET /api/reminders': {},
  'PUT /api/reminders': {
    valid: () =>
      one({
        body: {
          daily: { enabled: true, time: '08:30', email: true, push: false },
          weeklySummary: { enabled: true },
        },
      }),
  },
  'POST /api/push-subscriptions': { valid: () => one({ body: pushSubscription() }) },
  'DELETE /api/push-subscriptions': {
    valid: async (app, a) => {
      const sub = pushSubscription();
      await call(app, a, 'POST', '/api/push-subscriptions', sub);
      return [{ body: { endpoint: sub.endpoint } }];
    },
  },
  'POST /api/reminders/unsubscribe': {
    public: true,
    valid: async (app, a) => [{ query: { token: await signUnsubscribe(app.ctx, a.user.id, 'daily') } }],
  },
};

function pushSubscription() {
  const browser = createECDH('prime256v1');
  browser.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${Math.random().toString(36).slice(2)}`,
    expirationTime: null,
    keys: {
      p256dh: browser.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
}

/**
 * Creates one record of every kind the app can store for `actor` (only through routes it serves), with
 * `text` as its writing; returns the records' ids.
 */
export async function populate(app: TendApp, actor: Actor, text = SECRET_TEXT): Promise<string[]> {
  const served = new Set(app.routeList.map(routeKey));
  const ids: string[] = [];
  const collect = (r: { id?: unknown } | undefined) => {
    if (r && typeof r.id === 'string') ids.push(r.id);
  };
  if (served.has('POST /api/wellbeing-entries')) collect(await newEntry(app, actor, text));
  if (served.has('POST /api/dimension-reflections')) collect(await newReflection(app, actor, text));
  if (served.has('POST /api/journal-entries')) collect(await newJournal(app, actor, text));
  if (served.has('POST /api/quick-checkins')) {
    const checkin = await newCheckin(app, actor);
    collect(checkin);
    if (served.has('POST /api/spotlight-ratings')) {
      const res = await call<unknown>(app, actor, 'POST', '/api/spotlight-ratings', {
        quickCheckinId: checkin.id,
        dimension: 'finance',
        score: 4,
      });
      for (const r of [res].flat()) collect(r as { id?: unknown });
    }
  }
  if (served.has('POST /api/who5')) {
    collect(await call<{ id?: unknown }>(app, actor, 'POST', '/api/who5', { answers: [2, 3, 1, 4, 2] }));
  }
  return ids;
}

/** An area of the owner's own, rated once, for the routes that address one area (404 for a stranger). */
let ownAreas = 0;
async function ownAreaRecord(app: TendApp, owner: Actor, body?: unknown): Promise<OwnedRecord> {
  ownAreas += 1;
  const area = await call<{ key: string }>(app, owner, 'POST', '/api/areas', {
    label: `Own ${ownAreas} ${SECRET_TEXT.slice(0, 20)}`,
    icon: 'Sun',
    color: '#DB2777',
  });
  await call(app, owner, 'PUT', `/api/days/2026-06-11/ratings/${area.key}`, { score: '7.5' });
  return {
    params: { key: area.key },
    ids: [area.key],
    ...(body !== undefined ? { body } : {}),
    read: () => call(app, owner, 'GET', '/api/areas'),
    stranger: 'not-found',
  };
}

/** A user nobody else uses, for routes that end the session or the account. */
export const throwaway = (app: TendApp) => signUp(app);
