import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, engines, signUp, type TestApp } from '../test/helpers';
import { translate } from './i18n';
import { issueText, VALIDATION_MESSAGES } from './validation-messages';

/** Cases of every kind of zod issue the map says: a schema and a value it refuses. */
const CASES: [string, z.ZodType, unknown][] = [
  ['a number for a string', z.string(), 5],
  ['null for a number', z.number(), null],
  ['an array for an object', z.object({}), []],
  ['NaN for a number', z.number(), Number.NaN],
  ['a missing field', z.object({ a: z.string() }), {}],
  ['one literal', z.literal('x'), 'y'],
  ['an unknown option', z.enum(['journal', 'reflection']), 'diary'],
  ['numbers as options', z.union([z.literal(1), z.literal(2)]), 3],
  ['a long string', z.string().max(20_000), 'x'.repeat(20_001)],
  ['a short string', z.string().min(1), ''],
  ['a string of a length', z.string().length(3), 'ab'],
  ['many items', z.array(z.number()).max(2), [1, 2, 3]],
  ['few items', z.array(z.number()).min(1), []],
  ['items of a length', z.array(z.number()).length(5), [1]],
  ['a big number', z.number().max(10), 11],
  ['a small number', z.number().gt(0), 0],
  ['a set too big', z.set(z.number()).max(1), new Set([1, 2])],
  ['a pattern', z.string().regex(/^\d+$/), 'a'],
  ['a prefix', z.string().startsWith('ab'), 'x'],
  ['a suffix', z.string().endsWith('ab'), 'x'],
  ['a part', z.string().includes('ab'), 'x'],
  ['an email', z.email(), 'x'],
  ['a URL', z.url(), 'x'],
  ['a UUID', z.uuid(), 'x'],
  ['a date and time', z.iso.datetime(), 'x'],
  ['a date', z.iso.date(), 'x'],
  ['a time', z.iso.time(), 'x'],
  ['a step', z.number().multipleOf(0.5), 0.3],
  ['one unknown key', z.strictObject({}), { a: 1 }],
  ['two unknown keys', z.strictObject({}), { a: 1, b: 2 }],
  ['a record key', z.record(z.enum(['a']), z.number()), { b: 1 }],
  ['a map value', z.map(z.string(), z.number()), new Map([['a', 'b']])],
  ['a union', z.union([z.string(), z.number()]), true],
  [
    'a discriminator',
    z.discriminatedUnion('k', [z.object({ k: z.literal('a') }), z.object({ k: z.literal('b') })]),
    { k: 'c' },
  ],
  ['a refinement', z.string().refine((s) => s === 'ok'), 'no'],
];

describe('zod’s own messages from the catalogue (decision 475)', () => {
  it.each(CASES)('say %s in zod’s English byte for byte', (_name, schema, value) => {
    const english = schema.safeParse(value, { error: z.locales.en().localeError, reportInput: true });
    expect(english.success).toBe(false);
    for (const issue of english.error!.issues) {
      const text = issueText(issue);
      expect(text, issue.message).not.toBeNull();
      expect(translate('en', text!.descriptor, text!.values)).toBe(issue.message);
    }
  });

  it('has every descriptor in every language, in words of its own', () => {
    for (const descriptor of VALIDATION_MESSAGES)
      for (const locale of ['de', 'es', 'fr', 'pl', 'ar'] as const) {
        const values = { count: 2, limit: '2', relation: '<=', origin: 'array', expected: 'string' };
        expect(translate(locale, descriptor, values), `${descriptor.id} in ${locale}`).not.toBe(
          translate('en', descriptor, values),
        );
      }
  });
});

describe.each(engines)('a 400 in the request’s language on %s', (engine) => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(engine, { now: '2026-06-10T12:00:00Z' });
    ({ headers } = await signUp(t.app));
  });
  afterAll(() => t.close());

  const ask = async (
    locale: string,
    url: string,
    init: { method?: 'POST' | 'PUT'; payload?: object } = {},
  ) => {
    const res = await t.app.inject({
      method: init.method ?? 'GET',
      url,
      headers: { ...headers, 'accept-language': locale },
      ...(init.payload ? { payload: init.payload } : {}),
    });
    expect(res.statusCode, res.body).toBe(400);
    return res.json() as { message: string; issues: { path: string; message: string }[] };
  };

  it('says a field of the wrong type in English as zod does, in German and in Arabic from the catalogue', async () => {
    const wrong = { method: 'POST' as const, payload: { content: 'A walk.', mood: 'seven' } };
    const en = await ask('en', '/api/journal-entries', wrong);
    expect(en.issues).toEqual([{ path: 'mood', message: expect.any(String) }]);
    const de = await ask('de', '/api/journal-entries', wrong);
    const ar = await ask('ar', '/api/journal-entries', wrong);
    expect(de.issues[0]!.path).toBe('mood');
    expect(de.message).toBe(`mood: ${de.issues[0]!.message}`);
    expect(de.message).not.toBe(en.message);
    expect(ar.message).not.toBe(en.message);
  });

  it('says an unknown key in each language, the key as written', async () => {
    const url = '/api/days?from=2026-06-01&to=2026-06-02&extra=1';
    expect((await ask('en', url)).message).toBe('Unrecognized key: "extra"');
    expect((await ask('de', url)).message).toBe('Unbekannter Schlüssel: "extra"');
    expect((await ask('ar', url)).message).toBe('مفتاح غير معروف: "extra"');
  });

  it('says a search too long with the one too-long message', async () => {
    const url = `/api/search?q=${'a'.repeat(201)}`;
    expect((await ask('en', url)).message).toBe('q: A search must be at most 200 characters');
    expect((await ask('de', url)).message).toBe(
      `q: ${translate('de', { id: 'tooLong.search' }, { max: 200 })}`,
    );
    expect((await ask('ar', url)).message).not.toContain('must be at most');
  });

  it('keeps a schema’s own message and says it through the field messages', async () => {
    const url = '/api/days?from=2026-13-01&to=2026-12-01';
    expect((await ask('en', url)).message).toBe('from: Day must be a date written YYYY-MM-DD');
    expect((await ask('de', url)).message).not.toContain('Day must be');
  });
});
