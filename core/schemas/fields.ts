/** Field builders shared by the payload schemas, so every route words the same problem the same way. */
import { z } from 'zod';
import { tooLongMessage } from '../limits';

/**
 * A field that must be present. A missing field is reported as missing ("Score is required") instead
 * of by the inner schema, which would blame its range or type.
 */
export function required<S extends z.core.$ZodType>(schema: S, message: string) {
  return z
    .any()
    .refine((value) => value !== undefined, { error: message, abort: true })
    .pipe(schema);
}

/**
 * Optional free text, trimmed. Blank and null both become null, so "nothing written" has one
 * spelling (docs/product.md §5); an absent field stays undefined, so a PATCH leaves it alone.
 */
export function optionalText(max: number, label: string) {
  return (
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, tooLongMessage(label, max))
      .nullable()
      .transform((value) => (value === '' ? null : value))
      // Last, so the key is optional in the inferred type as well as at run time.
      .optional()
  );
}

/** Text that must say something once trimmed. */
export function requiredText(max: number, label: string) {
  return z
    .string({
      error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`),
    })
    .trim()
    .min(1, `${label} is required`)
    .max(max, tooLongMessage(label, max));
}

/**
 * Optional text as an export stored it, read back by the import: not trimmed (the round trip keeps
 * every character), at most `max` characters; blank and null both become null.
 */
export function storedText(max: number, label: string) {
  return z
    .string({ error: `${label} must be text` })
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullable()
    .transform((v) => (v === null || v.trim() === '' ? null : v));
}

export const NOTHING_TO_CHANGE = 'Send at least one field to change';

/** True when a parsed PATCH body names at least one field; `{}` changes nothing and is refused. */
export function hasAnyField(value: object): boolean {
  return Object.values(value).some((v) => v !== undefined);
}
