/**
 * "Add a field to journal entries" (docs/architecture.md, decision 321): a journal entry's written
 * fields are listed once, in core's JOURNAL_FIELDS. This proves the path for every field listed there,
 * so a field added to core (and by a migration) is proved with it, with no change to this file:
 *   - the table's columns are exactly the key columns and the fields' (a field without its migration,
 *     or a column without its field, fails here on both engines);
 *   - a field sent when writing comes back in the answer, the list, an edit, the export (JSON and CSV)
 *     and an import of that export into another account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JOURNAL_FIELD_NAMES,
  JOURNAL_FIELDS,
  type JournalField,
  type ApiJournalEntry,
} from '../../../core/schemas/journal';
import { journalColumn } from '../../db/journal-columns';
import { createTestApp, engines, signUp, type TestApp } from '../../test/helpers';

const KEY_COLUMNS = ['id', 'user_id', 'day', 'date', 'updated_at'];

/** Every field at its example value. */
const examples = Object.fromEntries(JOURNAL_FIELD_NAMES.map((f) => [f, JOURNAL_FIELDS[f].example])) as Record<
  JournalField,
  unknown
>;
const fieldsOf = (entry: ApiJournalEntry) =>
  Object.fromEntries(JOURNAL_FIELD_NAMES.map((f) => [f, entry[f]]));

describe('JOURNAL_FIELDS', () => {
  it('gives every field an example its create and stored schemas accept, and a CSV column', () => {
    for (const f of JOURNAL_FIELD_NAMES) {
      const field = JOURNAL_FIELDS[f];
      expect(field.create.safeParse(field.example).success, f).toBe(true);
      expect(field.stored.safeParse(field.example).success, f).toBe(true);
      expect(field.csv, f).toMatch(/\S/);
    }
  });

  it('names a field’s column in snake_case', () => {
    expect(journalColumn('mood')).toBe('mood');
    expect(journalColumn('moodNote' as JournalField)).toBe('mood_note');
  });
});

describe.each(engines)('a journal field’s path on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('has a column for every field and no other, after the migrations', async () => {
    const tables = await t.app.ctx.db.introspection.getTables();
    const table = tables.find((x) => x.name === 'journal_entries');
    expect(table?.columns.map((c) => c.name).sort()).toEqual(
      [...KEY_COLUMNS, ...JOURNAL_FIELD_NAMES.map(journalColumn)].sort(),
    );
  });

  it('carries every field through writing, reading, editing, the export and the import', async () => {
    const a = await signUp(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/journal-entries',
      headers: a.headers,
      payload: examples,
    });
    expect(created.statusCode).toBe(201);
    const entry = created.json() as ApiJournalEntry;
    expect(fieldsOf(entry)).toEqual(examples);

    const listed = (await t.app.inject({ url: '/api/journal-entries', headers: a.headers })).json();
    expect(fieldsOf((listed as ApiJournalEntry[])[0] as ApiJournalEntry)).toEqual(examples);

    // Each field on its own is a valid edit, written back to its column.
    for (const f of JOURNAL_FIELD_NAMES) {
      const edited = await t.app.inject({
        method: 'PATCH',
        url: `/api/journal-entries/${entry.id}`,
        headers: a.headers,
        payload: { [f]: examples[f] },
      });
      expect(edited.statusCode, f).toBe(200);
      expect(fieldsOf(edited.json() as ApiJournalEntry)).toEqual(examples);
    }

    const json = (await t.app.inject({ url: '/api/export?format=json', headers: a.headers })).body;
    const exported = (JSON.parse(json) as { journalEntries: ApiJournalEntry[] }).journalEntries;
    expect(exported.map(fieldsOf)).toEqual([examples]);

    const csv = (await t.app.inject({ url: '/api/export?format=csv', headers: a.headers })).body;
    const header = ['Date', ...JOURNAL_FIELD_NAMES.map((f) => JOURNAL_FIELDS[f].csv), 'Tags'].join(',');
    expect(csv).toContain(header);

    for (const [format, body] of [
      ['json', json],
      ['csv', csv],
    ] as const) {
      const b = await signUp(t.app);
      const imported = await t.app.inject({
        method: 'POST',
        url: '/api/import',
        headers: { ...b.headers, 'content-type': 'application/octet-stream' },
        payload: body,
      });
      expect(imported.statusCode, `${format}: ${imported.body}`).toBe(200);
      const theirs = (await t.app.inject({ url: '/api/journal-entries', headers: b.headers })).json();
      expect((theirs as ApiJournalEntry[]).map(fieldsOf), format).toEqual([examples]);
    }
  });
});
