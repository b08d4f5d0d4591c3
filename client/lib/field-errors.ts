import { useCallback, useState, type ChangeEvent } from 'react';
import { flushSync } from 'react-dom';
import type { ZodType } from 'zod';
import { ApiError } from './api-error';
import { ruleMessage } from './rule-messages';

/**
 * Form errors shown at the field (WCAG 3.3.1, decision 167). The rules are the server's own zod
 * schemas from core/schemas (run with `fieldErrorsFrom`), plus the few rules only a form has (the terms
 * box, a password's strength). Only `import type` from zod here: the schemas a screen passes in bring
 * zod into that screen's lazy chunk, never into this shared one.
 */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** The first message for each top-level field of `values` that `schema` refuses; `{}` when valid. */
export function fieldErrorsFrom<K extends string>(schema: ZodType, values: unknown): FieldErrors<K> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    // The schema's English, in the reader's language (decision 445).
    if (!(key in errors)) errors[key] = ruleMessage(issue.message);
  }
  return errors as FieldErrors<K>;
}

/**
 * The errors a 400 from the server names by field (`issues: [{ path, message }]`), for the fields of
 * `keys`: a wrong current password shows at its field like every other error, not only in a toast.
 */
export function serverFieldErrors<K extends string>(error: unknown, keys: readonly K[]): FieldErrors<K> {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.bodyText) return {};
  let issues: unknown;
  try {
    issues = (JSON.parse(error.bodyText) as { issues?: unknown } | null)?.issues;
  } catch {
    return {};
  }
  const errors: FieldErrors<K> = {};
  if (!Array.isArray(issues)) return errors;
  for (const issue of issues as { path?: unknown; message?: unknown }[]) {
    const key = keys.find((k) => k === issue?.path);
    if (key && typeof issue.message === 'string' && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/** The first field, in the form's order, that has an error. */
export function firstInvalid<K extends string>(order: readonly K[], errors: FieldErrors<K>): K | undefined {
  return order.find((key) => errors[key]);
}

/** The id of a field's error message, for its `aria-describedby`. */
export const errorIdFor = (fieldId: string) => `${fieldId}-error`;

/** `aria-invalid` and `aria-describedby` of a field with (or without) an error and other descriptions. */
export function invalidProps(
  fieldId: string,
  error: string | undefined,
  ...describedBy: (string | undefined)[]
) {
  const ids = [error ? errorIdFor(fieldId) : undefined, ...describedBy].filter(Boolean).join(' ');
  return {
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': ids || undefined,
  };
}

/**
 * A form's field errors. `show(errors, ids)` renders them at once and moves focus to the first invalid
 * field (in the order of `ids`), so a screen reader reads its label, "invalid" and the message; it
 * returns whether there were any. `clear(key)` drops one when the person edits that field;
 * `edit(key, set)` is that field's `onChange`: it sets the value and clears the error (`editText`, the
 * same for an input's or a textarea's change event); `bind(key, value, set)` is a field's `value`,
 * `error` and that `onChange`, all of one key.
 */
export function useFieldErrors<K extends string>() {
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const show = useCallback((next: FieldErrors<K>, ids: Record<K, string>): boolean => {
    flushSync(() => setErrors(next));
    const first = firstInvalid(Object.keys(ids) as K[], next);
    if (first === undefined) return false;
    document.getElementById(ids[first])?.focus();
    return true;
  }, []);
  const clear = useCallback(
    (key: K) => setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current)),
    [],
  );
  const edit = useCallback(
    <V>(key: K, set: (value: V) => void) =>
      (value: V) => {
        set(value);
        clear(key);
      },
    [clear],
  );
  const editText =
    (key: K, set: (value: string) => void) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      edit(key, set)(event.target.value);
  const bind = <V>(key: K, value: V, set: (value: V) => void) => ({
    value,
    error: errors[key],
    onChange: edit(key, set),
  });
  return { errors, show, clear, edit, editText, bind };
}
