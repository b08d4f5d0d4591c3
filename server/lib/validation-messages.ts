import type { MessageDescriptor } from '@lingui/core';
import type { z } from 'zod';

/**
 * zod's own messages (a field of the wrong type, a missing one, an unknown option or key…) as catalogue
 * descriptors, the one error map of the API (decision 475). Their English is zod's English locale byte
 * for byte ("Invalid input: expected string, received number"), so an English 400 reads as before;
 * `z.config({ customError })` (server/app.ts) says them in English for every parse, and the error
 * handler says the same descriptor again in the request's language (plugins/errors.ts). A schema's own
 * message ("Day must be a date written YYYY-MM-DD") is not zod's and goes through field-messages.ts.
 * An issue these do not cover (a Map's or a File's size, a string format the API does not use) keeps
 * zod's English.
 */
const M = {
  invalidType: /*i18n*/ {
    id: 'zod.invalidType',
    message: 'Invalid input: expected {expected}, received {received}',
  },
  invalidValue: /*i18n*/ { id: 'zod.invalidValue', message: 'Invalid input: expected {value}' },
  invalidOption: /*i18n*/ { id: 'zod.invalidOption', message: 'Invalid option: expected one of {values}' },
  tooBigText: /*i18n*/ {
    id: 'zod.tooBigText',
    message: '{count, plural, other {Too big: expected string to have {relation}{limit} characters}}',
  },
  tooBigTextExactly: /*i18n*/ {
    id: 'zod.tooBigTextExactly',
    message: '{count, plural, other {Too big: expected string to have exactly {limit} characters}}',
  },
  tooBigItems: /*i18n*/ {
    id: 'zod.tooBigItems',
    message: '{count, plural, other {Too big: expected {origin} to have {relation}{limit} items}}',
  },
  tooBigItemsExactly: /*i18n*/ {
    id: 'zod.tooBigItemsExactly',
    message: '{count, plural, other {Too big: expected {origin} to have exactly {limit} items}}',
  },
  tooBig: /*i18n*/ { id: 'zod.tooBig', message: 'Too big: expected {origin} to be {relation}{limit}' },
  tooBigExactly: /*i18n*/ {
    id: 'zod.tooBigExactly',
    message: 'Too big: expected {origin} to be exactly {limit}',
  },
  tooSmallText: /*i18n*/ {
    id: 'zod.tooSmallText',
    message: '{count, plural, other {Too small: expected string to have {relation}{limit} characters}}',
  },
  tooSmallTextExactly: /*i18n*/ {
    id: 'zod.tooSmallTextExactly',
    message: '{count, plural, other {Too small: expected string to have exactly {limit} characters}}',
  },
  tooSmallItems: /*i18n*/ {
    id: 'zod.tooSmallItems',
    message: '{count, plural, other {Too small: expected {origin} to have {relation}{limit} items}}',
  },
  tooSmallItemsExactly: /*i18n*/ {
    id: 'zod.tooSmallItemsExactly',
    message: '{count, plural, other {Too small: expected {origin} to have exactly {limit} items}}',
  },
  tooSmall: /*i18n*/ { id: 'zod.tooSmall', message: 'Too small: expected {origin} to be {relation}{limit}' },
  tooSmallExactly: /*i18n*/ {
    id: 'zod.tooSmallExactly',
    message: 'Too small: expected {origin} to be exactly {limit}',
  },
  startsWith: /*i18n*/ { id: 'zod.startsWith', message: 'Invalid string: must start with "{prefix}"' },
  endsWith: /*i18n*/ { id: 'zod.endsWith', message: 'Invalid string: must end with "{suffix}"' },
  includes: /*i18n*/ { id: 'zod.includes', message: 'Invalid string: must include "{includes}"' },
  pattern: /*i18n*/ { id: 'zod.pattern', message: 'Invalid string: must match pattern {pattern}' },
  email: /*i18n*/ { id: 'zod.email', message: 'Invalid email address' },
  url: /*i18n*/ { id: 'zod.url', message: 'Invalid URL' },
  uuid: /*i18n*/ { id: 'zod.uuid', message: 'Invalid UUID' },
  datetime: /*i18n*/ { id: 'zod.datetime', message: 'Invalid ISO datetime' },
  date: /*i18n*/ { id: 'zod.date', message: 'Invalid ISO date' },
  time: /*i18n*/ { id: 'zod.time', message: 'Invalid ISO time' },
  multipleOf: /*i18n*/ { id: 'zod.multipleOf', message: 'Invalid number: must be a multiple of {divisor}' },
  unrecognizedKeys: /*i18n*/ {
    id: 'zod.unrecognizedKeys',
    message: '{count, plural, one {Unrecognized key: {keys}} other {Unrecognized keys: {keys}}}',
  },
  invalidKey: /*i18n*/ { id: 'zod.invalidKey', message: 'Invalid key in {origin}' },
  invalidElement: /*i18n*/ { id: 'zod.invalidElement', message: 'Invalid value in {origin}' },
  discriminator: /*i18n*/ {
    id: 'zod.discriminator',
    message: 'Invalid discriminator value. Expected {options}',
  },
  moreThanOne: /*i18n*/ {
    id: 'zod.moreThanOne',
    message: 'Invalid input: more than one option matched',
  },
  invalidInput: /*i18n*/ { id: 'zod.invalidInput', message: 'Invalid input' },
} as const satisfies Record<string, MessageDescriptor>;

/** A zod issue said as a descriptor and its values, in any language. */
export interface IssueText {
  descriptor: MessageDescriptor;
  values: Record<string, string | number>;
}

/** A zod issue as the error map sees it, or a finished one parsed with `reportInput`. */
type Issue = z.core.$ZodRawIssue | (z.core.$ZodIssue & { input?: unknown });

/** zod's own rendering of a value in a message ("a" with its quotes, 3n, true), as its English locale. */
function primitive(value: unknown): string {
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'string') return `"${value}"`;
  return String(value);
}

/** The type of a value as zod's English names it (number, array, null, NaN; a class by its name). */
function typeName(value: unknown): string {
  if (typeof value === 'number')
    return Number.isNaN(value) ? 'NaN' : Number.isFinite(value) ? 'number' : String(value);
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'object') {
    const proto = Object.getPrototypeOf(value) as { constructor?: { name?: string } } | null;
    if (proto !== Object.prototype && proto?.constructor?.name) return proto.constructor.name;
  }
  return typeof value;
}

const SIZED_ITEMS = new Set(['array', 'set']);
const FORMATS: Record<string, MessageDescriptor> = {
  email: M.email,
  url: M.url,
  uuid: M.uuid,
  datetime: M.datetime,
  date: M.date,
  time: M.time,
};

/** A size or a bound: the limit as zod writes it (never grouped), `count` for a language's plural. */
function bound(
  issue: { origin?: string; inclusive?: boolean; exact?: boolean },
  limit: number | bigint,
  big: boolean,
): IssueText | null {
  const relation = issue.exact ? '' : `${big ? '<' : '>'}${issue.inclusive ? '=' : ''}`;
  const values = { relation, limit: limit.toString(), count: Number(limit), origin: issue.origin ?? 'value' };
  const exact = issue.exact === true;
  if (issue.origin === 'string')
    return {
      descriptor: big
        ? exact
          ? M.tooBigTextExactly
          : M.tooBigText
        : exact
          ? M.tooSmallTextExactly
          : M.tooSmallText,
      values,
    };
  if (issue.origin !== undefined && SIZED_ITEMS.has(issue.origin))
    return {
      descriptor: big
        ? exact
          ? M.tooBigItemsExactly
          : M.tooBigItems
        : exact
          ? M.tooSmallItemsExactly
          : M.tooSmallItems,
      values,
    };
  if (issue.origin === 'map' || issue.origin === 'file') return null;
  return {
    descriptor: big ? (exact ? M.tooBigExactly : M.tooBig) : exact ? M.tooSmallExactly : M.tooSmall,
    values,
  };
}

/**
 * The one error map: a zod issue as a descriptor and its values (a value of the request, such as the
 * type it had, is read here, while the issue still holds it); null for an issue these do not cover.
 */
export function issueText(issue: Issue): IssueText | null {
  switch (issue.code) {
    case 'invalid_type':
      return {
        descriptor: M.invalidType,
        values: {
          expected: issue.expected === 'nan' ? 'NaN' : issue.expected,
          received: typeName(issue.input),
        },
      };
    case 'invalid_value':
      return issue.values.length === 1
        ? { descriptor: M.invalidValue, values: { value: primitive(issue.values[0]) } }
        : { descriptor: M.invalidOption, values: { values: issue.values.map(primitive).join('|') } };
    case 'too_big':
      return bound(issue, issue.maximum, true);
    case 'too_small':
      return bound(issue, issue.minimum, false);
    case 'invalid_format': {
      const f = issue as z.core.$ZodIssueInvalidStringFormat & {
        prefix?: string;
        suffix?: string;
        includes?: string;
        pattern?: string;
      };
      if (f.format === 'starts_with')
        return { descriptor: M.startsWith, values: { prefix: String(f.prefix) } };
      if (f.format === 'ends_with') return { descriptor: M.endsWith, values: { suffix: String(f.suffix) } };
      if (f.format === 'includes')
        return { descriptor: M.includes, values: { includes: String(f.includes) } };
      if (f.format === 'regex') return { descriptor: M.pattern, values: { pattern: String(f.pattern) } };
      return Object.hasOwn(FORMATS, f.format) ? { descriptor: FORMATS[f.format]!, values: {} } : null;
    }
    case 'not_multiple_of':
      return { descriptor: M.multipleOf, values: { divisor: issue.divisor.toString() } };
    case 'unrecognized_keys':
      return {
        descriptor: M.unrecognizedKeys,
        values: { count: issue.keys.length, keys: issue.keys.map(primitive).join(', ') },
      };
    case 'invalid_key':
      return { descriptor: M.invalidKey, values: { origin: issue.origin } };
    case 'invalid_element':
      return { descriptor: M.invalidElement, values: { origin: issue.origin } };
    case 'invalid_union': {
      const u = issue as { options?: unknown; inclusive?: boolean };
      if (Array.isArray(u.options) && u.options.length > 0)
        return {
          descriptor: M.discriminator,
          values: { options: u.options.map((o) => `'${String(o)}'`).join(' | ') },
        };
      return { descriptor: u.inclusive === false ? M.moreThanOne : M.invalidInput, values: {} };
    }
    default:
      return { descriptor: M.invalidInput, values: {} };
  }
}

/** Every descriptor of the map, for the tests. */
export const VALIDATION_MESSAGES: readonly MessageDescriptor[] = Object.values(M);
