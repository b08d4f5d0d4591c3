import { JOURNAL_FIELD_NAMES, type JournalField } from '../../core/journal-fields';
import type { JournalFields } from '../../core/schemas/journal';

/**
 * A journal entry's written fields (core's `JOURNAL_FIELDS`, decision 321) as columns of
 * `journal_entries`: the same names in snake_case. The row type, the API mapper, the service's writes
 * and the import all go through here, so a field added in core and by a migration needs nothing else.
 */
type Snake<S extends string> = S extends `${infer H}${infer T}`
  ? `${H extends Lowercase<H> ? H : `_${Lowercase<H>}`}${Snake<T>}`
  : S;

export type JournalColumns = { [F in JournalField as Snake<F>]: JournalFields[F] };
type Column = keyof JournalColumns;

/** `moodNote` → `mood_note`. */
export function journalColumn(field: JournalField): Column {
  return field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) as Column;
}

/** A row's written fields, as the API answers them. */
export function journalFieldsOf(row: JournalColumns): JournalFields {
  return Object.fromEntries(JOURNAL_FIELD_NAMES.map((f) => [f, row[journalColumn(f)]])) as JournalFields;
}

/** The columns of a new entry: a field the payload leaves out (an optional one) is null. */
export function newJournalColumns(fields: {
  [F in JournalField]?: JournalFields[F] | undefined;
}): JournalColumns {
  return Object.fromEntries(
    JOURNAL_FIELD_NAMES.map((f) => [journalColumn(f), fields[f] ?? null]),
  ) as JournalColumns;
}

/** The columns an edit changes: only the fields it names (an absent one is left as it is). */
export function changedJournalColumns(fields: {
  [F in JournalField]?: JournalFields[F] | undefined;
}): Partial<JournalColumns> {
  return Object.fromEntries(
    JOURNAL_FIELD_NAMES.filter((f) => fields[f] !== undefined).map((f) => [journalColumn(f), fields[f]]),
  ) as Partial<JournalColumns>;
}
