import fc from 'fast-check';

/**
 * Generators of hostile requests: wrong types, huge strings, deep nesting, prototype keys, unicode edge
 * cases and numbers JSON.stringify cannot write (1e309, NaN), sent as raw JSON text.
 */

/** A value written verbatim into the JSON text (a number literal JSON.stringify would refuse). */
export class Raw {
  constructor(readonly text: string) {}
}

export type Hostile = null | boolean | number | string | Raw | Hostile[] | { [key: string]: Hostile };

/** Serialises a hostile value to JSON text; object keys keep their order, `__proto__` included. */
export function toJsonText(value: Hostile): string {
  if (value instanceof Raw) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Field names the API knows, plus the ones attackers try. */
export const FIELD_NAMES = [
  'name',
  'email',
  'password',
  'timeZone',
  'token',
  'sleep',
  'exercise',
  'diet',
  'social',
  'achievements',
  'relationships',
  'creativity',
  'finance',
  'notes',
  'dimension',
  'score',
  'reflection',
  'wellbeingEntryId',
  'putIntoPractice',
  'title',
  'content',
  'mood',
  'coreFeeling',
  'quickCheckinId',
  'ratings',
  'userId',
  'id',
  'createdAt',
  'currentStreak',
  'overallScore',
  'day',
  'date',
  'format',
  'weekStart',
  'month',
  'constructor',
  'prototype',
  'toString',
] as const;

const NUMBER_LITERALS = [
  '1e309',
  '-1e309',
  '1e-400',
  '-0',
  '0.30000000000000004',
  '9007199254740993',
  '10.0000000000000001',
  '4.99999999999999999',
  '1E1',
  '5e-1',
  '123456789012345678901234567890',
];

const EDGE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  '\ud83d\ude00',
  '\u202eevil',
  '\u200b',
  '\ufeff',
  'e\u0301',
  '𝕳𝖊𝖑𝖑𝖔',
  '\r\n',
  '\t',
  '7.5',
  ' 7.5 ',
  '7,5',
  '0x10',
  '1e1',
  'NaN',
  'Infinity',
  '-0',
  '10.5',
  '-1',
  'sleep',
  'SLEEP',
  '__proto__',
  'constructor',
  'UTC',
  'Europe/Paris',
  '../../etc/passwd',
  "'; drop table users; --",
  '" or 1=1 --',
  '<script>alert(1)</script>',
  '2026-02-30',
  '2026-06-15',
  '2026-13',
  '2026-06',
  'json',
  'csv',
  '00000000-0000-4000-8000-000000000000',
  'a@b.c',
  'USER@EXAMPLE.COM',
];

const hugeString = fc.oneof(
  fc.constantFrom(20_001, 30_000, 200_000).map((n) => 'x'.repeat(n)),
  fc.constantFrom(5_001, 10_001).map((n) => '😀'.repeat(n)),
  fc.constant(' '.repeat(50_000)),
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...EDGE_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: hugeString },
);

const hostileLeaf: fc.Arbitrary<Hostile> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.constantFrom(...NUMBER_LITERALS, 'NaN', 'Infinity').map((t) => new Raw(t)) },
  { weight: 3, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 2, arbitrary: fc.integer({ min: -20, max: 20 }) },
  { weight: 1, arbitrary: fc.constantFrom(0.5, 7.5, 10, 10.5, -0.5, 5.25) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** Deeply nested arrays and objects, written as text (building them as values would overflow our own stack). */
function deep(depth: number): Raw {
  const open: string[] = [];
  const close: string[] = [];
  for (let i = 0; i < depth; i++) {
    open.push(i % 2 ? '[' : '{"a":');
    close.push(i % 2 ? ']' : '}');
  }
  return new Raw(`${open.join('')}1${close.reverse().join('')}`);
}

export const hostileValue: fc.Arbitrary<Hostile> = fc.letrec<{ value: Hostile }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 6, arbitrary: hostileLeaf },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...FIELD_NAMES), tie('value'), { maxKeys: 3 }) },
    { weight: 1, arbitrary: fc.constantFrom(64, 2_000, 20_000).map((d) => deep(d)) },
  ),
})).value;

/** An object of known field names with hostile values, sometimes with prototype-poisoning keys. */
const hostileObject: fc.Arbitrary<Hostile> = fc
  .tuple(
    fc.dictionary(fc.constantFrom(...FIELD_NAMES), hostileValue, { maxKeys: 6 }),
    fc.constantFrom(null, '__proto__', 'constructor'),
  )
  .map(([obj, poison]) => {
    if (poison === '__proto__') return { __proto__: { isAdmin: true, userId: 'x' }, ...obj } as Hostile;
    if (poison === 'constructor') return { constructor: { prototype: { isAdmin: true } }, ...obj };
    return obj;
  });

/** A valid body with one or two fields replaced (or added) with hostile values: reaches the deep checks. */
export const perturbed = (base: unknown): fc.Arbitrary<Hostile> =>
  fc
    .array(fc.tuple(fc.constantFrom(...Object.keys(asObject(base)), ...FIELD_NAMES), hostileValue), {
      minLength: 1,
      maxLength: 2,
    })
    .map((changes) => {
      const out: Record<string, Hostile> = { ...(asObject(base) as Record<string, Hostile>) };
      for (const [k, v] of changes) out[k] = v;
      return out;
    });

function asObject(v: unknown): Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

const MALFORMED_TEXT = [
  '',
  '{',
  '{"a":',
  'NaN',
  '{"mood": NaN}',
  '{"score": Infinity}',
  "{'a': 1}",
  '{"a":1,}',
  '\ufeff{"a":1}',
  '{"__proto__": {"isAdmin": true}}',
  '{"a": {"__proto__": {"x": 1}}}',
  '{"constructor": {"prototype": {"x": 1}}}',
  '{"a": "\\ud800"}',
  '{"a": "\\u0000"}',
  '['.repeat(100_000) + ']'.repeat(100_000),
  '{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000),
  'null',
  'true',
  '"a string"',
  '12',
  '[]',
];

export interface HostileBody {
  text: string;
  contentType: string | undefined;
}

/** Raw request bodies: hostile JSON, perturbed valid JSON, malformed text, or the wrong content type. */
export function hostileBody(validBodies: unknown[]): fc.Arbitrary<HostileBody> {
  const json = (a: fc.Arbitrary<Hostile>) =>
    a.map((v) => ({ text: toJsonText(v), contentType: 'application/json' }));
  const options: fc.Arbitrary<HostileBody>[] = [
    json(hostileObject),
    json(hostileValue),
    fc.constantFrom(...MALFORMED_TEXT).map((text) => ({ text, contentType: 'application/json' })),
    fc
      .tuple(
        fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', undefined),
        hostileString,
      )
      .map(([contentType, text]) => ({ text: `{"a":${JSON.stringify(text)}}`, contentType })),
  ];
  for (const body of validBodies) options.push(json(perturbed(body)), json(perturbed(body)));
  return fc.oneof(...options);
}

const MALFORMED_ENCODINGS = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%00',
  '%C0%AF',
  '%ED%A0%80',
  '..%2F..%2F',
  '%2e%2e',
  '%FF',
];

/** A path segment: a hostile string url-encoded, or a malformed encoding sent as is. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  hostileString.map((s) => safeEncode(s, '%ED%A0%80').slice(0, 5_000)),
  fc.constantFrom(...MALFORMED_ENCODINGS),
  fc.constantFrom('sleep', 'SLEEP', 'not-an-area', 'latest', 'today', '0', '-1', '1.5'),
);

/** A query string: known and unknown keys, repeated keys, hostile and malformed values. */
export function hostileQuery(validQueries: Record<string, string>[]): fc.Arbitrary<string> {
  const pair = fc.tuple(
    fc.oneof(
      fc.constantFrom('weekStart', 'month', 'format', 'limit', 'id', '__proto__', 'constructor'),
      fc.string(),
    ),
    fc.oneof(hostileSegment, fc.constant('')),
  );
  const base = validQueries.map((q) => new URLSearchParams(q).toString());
  return fc
    .tuple(fc.constantFrom('', ...base), fc.array(pair, { maxLength: 4 }))
    .map(([start, pairs]) =>
      [start, ...pairs.map(([k, v]) => `${safeEncode(k)}=${v}`)].filter(Boolean).join('&'),
    );
}

/** encodeURIComponent refuses lone surrogates; those become `fallback`. */
function safeEncode(s: string, fallback = 'k'): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return fallback;
  }
}
