import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREA_MESSAGES } from '../../../core/areas';
import { ImportJournalEntrySchema } from '../../../core/schemas/import';
import { SCORE_ERROR_MESSAGE } from '../../../core/scores';
import { TAG_LIMIT_MESSAGE } from '../../../core/tags';
import { localiseMessage } from '../../lib/field-messages';
import { createTestApp, signUp, type TestApp } from '../../test/helpers';
import { ImportError, ImportFileError } from './import.errors';
import {
  atLine,
  atLineKey,
  atMood,
  fileProblems,
  IN_FILE,
  say,
  sayIssue,
  type ImportIssue,
} from './import-text';

type Headers = Record<string, string>;

const HEADER = 'full_date,date,weekday,time,mood,activities,note_title,note';

function post(t: TestApp, headers: Headers, body: string, query = '?dryRun=1') {
  return t.app.inject({
    method: 'POST',
    url: `/api/import${query}`,
    headers: { ...headers, 'content-type': 'text/csv' },
    payload: body,
  });
}

/** A Polish Daylio export with one row of six fields where the header has eight. */
const RAGGED = [
  HEADER,
  '2024-03-02,2 marca,sobota,20:15,dobrze,praca | rodzina,,Spacer',
  '2024-03-01,1 marca,piątek,08:00,super,sen',
].join('\n');

/** Two rows Tend cannot read: a time and a missing mood. */
const BROKEN = [
  HEADER,
  '2024-03-02,2 marca,sobota,po południu,dobrze,,,',
  '2024-03-01,1 marca,piątek,08:00,,,,',
].join('\n');

/** A Tend JSON export with one journal entry whose title is one character too long. */
const LONG_TITLE = JSON.stringify({
  journalEntries: [
    {
      id: 'j1',
      day: '2024-03-01',
      date: '2024-03-01T10:00:00Z',
      updatedAt: '2024-03-01T10:00:00Z',
      title: 'x'.repeat(201),
      content: 'A walk.',
      mood: 6,
    },
  ],
});

describe("the import's messages in the reader's language (decisions 415, 440)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t?.close());

  it("says a preview's warnings in the account's language, and in Accept-Language's over it", async () => {
    const a = await signUp(t.app, { timeZone: 'UTC' });
    const english = await post(t, a.headers, RAGGED);
    expect(english.statusCode, english.body).toBe(200);
    expect(english.json().warnings).toEqual([
      {
        path: 'line 3',
        message:
          'This row has 6 fields where the header has 8: it was read by position, check it after the import.',
      },
    ]);

    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: a.headers,
      payload: { locale: 'de' },
    });
    expect(patched.statusCode).toBe(200);
    const german = await post(t, a.headers, RAGGED);
    expect(german.statusCode, german.body).toBe(200);
    expect(german.json().warnings).toEqual([
      {
        path: 'Zeile 3',
        message:
          'Diese Zeile hat 6 Felder, die Kopfzeile aber 8: Sie wurde nach Position gelesen, prüfe sie nach dem Import.',
      },
    ]);
    // The app sends its own language: Arabic in the header wins over the account's German.
    const arabic = await post(t, { ...a.headers, 'accept-language': 'ar' }, RAGGED);
    expect(arabic.json().warnings[0].path).toBe('السطر 3');
    // Everything else in the preview is the same in every language: only the words differ.
    const { warnings: _en, ...restEn } = english.json();
    const { warnings: _de, ...restDe } = german.json();
    expect(restDe).toEqual(restEn);
  });

  it("says a refused file's problems, their lines and the summary in the request's language", async () => {
    const a = await signUp(t.app, { timeZone: 'UTC' });
    const english = await post(t, a.headers, BROKEN);
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({
      message: 'The file has 2 problems.',
      issues: [
        { path: 'line 2', message: 'The time "po południu" is not one Tend can read.' },
        { path: 'line 3', message: 'The mood is missing.' },
      ],
    });
    const german = await post(t, { ...a.headers, 'accept-language': 'de-DE,de;q=0.9' }, BROKEN);
    expect(german.statusCode).toBe(400);
    expect(german.json()).toEqual({
      message: 'Die Datei hat 2 Probleme.',
      issues: [
        { path: 'Zeile 2', message: 'Die Uhrzeit „po południu“ kann Tend nicht lesen.' },
        { path: 'Zeile 3', message: 'Die Stimmung fehlt.' },
      ],
    });
    const polish = await post(
      t,
      { ...a.headers, 'accept-language': 'pl' },
      BROKEN.split('\n').slice(0, 2).join('\n'),
    );
    // One problem: the summary repeats it in the same words as the list (the screen shows it once).
    expect(polish.json()).toEqual({
      message: 'Plik ma problem: wiersz 2: Tend nie potrafi odczytać godziny „po południu”.',
      issues: [{ path: 'wiersz 2', message: 'Tend nie potrafi odczytać godziny „po południu”.' }],
    });
  });

  it('names the formats Tend reads in the language, and answers a second import in it', async () => {
    const a = await signUp(t.app, { timeZone: 'UTC' });
    const res = await post(t, { ...a.headers, 'accept-language': 'fr' }, 'hello,world\n1,2\n');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Tend ne peut pas lire ce fichier. Tend lit son propre export (JSON ou CSV), l’export CSV et la sauvegarde (.daylio) de Daylio, et l’export JSON de Day One.',
    );
    const empty = await post(t, { ...a.headers, 'accept-language': 'es' }, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('El archivo está vacío.');
  });

  it("says a refused file's sentences whole in Polish and Arabic, with their lines and names", async () => {
    const a = await signUp(t.app, { timeZone: 'UTC' });
    const polish = await post(t, { ...a.headers, 'accept-language': 'pl-PL,pl;q=0.9' }, BROKEN);
    expect(polish.statusCode).toBe(400);
    expect(polish.json()).toEqual({
      message: 'Plik ma 2 problemy.',
      issues: [
        { path: 'wiersz 2', message: 'Tend nie potrafi odczytać godziny „po południu”.' },
        { path: 'wiersz 3', message: 'Brakuje nastroju.' },
      ],
    });
    const arabic = await post(t, { ...a.headers, 'accept-language': 'ar' }, BROKEN);
    expect(arabic.statusCode).toBe(400);
    const body = arabic.json() as { message: string; issues: { path: string; message: string }[] };
    expect(body.issues.map((i) => i.path)).toEqual(['السطر 2', 'السطر 3']);
    expect(body.issues[0]!.message).toContain('«po południu»');
    // Nothing English is left in the Arabic answer but the file's own text and Tend's name.
    for (const text of [body.message, ...body.issues.map((i) => i.message)])
      expect(text.replace('po południu', '').replace('Tend', '')).not.toMatch(/[A-Za-z]{3,}/);
  });

  it("says a row's schema problem with the API's field messages, its field kept", async () => {
    const a = await signUp(t.app, { timeZone: 'UTC' });
    const english = await post(t, a.headers, LONG_TITLE);
    expect(english.statusCode).toBe(400);
    expect(english.json().issues).toEqual([
      { path: 'line 1: journalEntries[0]', message: 'title: Title must be at most 200 characters' },
    ]);
    const polish = await post(t, { ...a.headers, 'accept-language': 'pl' }, LONG_TITLE);
    expect(polish.json()).toEqual({
      message: 'Plik ma problem: wiersz 1: journalEntries[0]: title: Tytuł może mieć najwyżej 200 znaków',
      issues: [
        { path: 'wiersz 1: journalEntries[0]', message: 'title: Tytuł może mieć najwyżej 200 znaków' },
      ],
    });
    const arabic = await post(t, { ...a.headers, 'accept-language': 'ar' }, LONG_TITLE);
    expect(arabic.json().issues[0].message).toBe('title: يجب ألا يزيد العنوان على 200 حرف');
  });

  it('says every sentence in English as it was written, and in a language from the same descriptor', () => {
    const issue: ImportIssue = {
      path: atLineKey(3, 'dayEntries[2]'),
      message: { id: 'import.noMood', message: 'The mood is missing.' },
    };
    expect(sayIssue(issue, 'en')).toEqual({ path: 'line 3: dayEntries[2]', message: 'The mood is missing.' });
    expect(sayIssue(issue, 'de')).toEqual({ path: 'Zeile 3: dayEntries[2]', message: 'Die Stimmung fehlt.' });
    expect(say(fileProblems([issue]), 'en')).toBe(
      'The file has a problem: line 3: dayEntries[2]: The mood is missing.',
    );
    expect(say(fileProblems([issue, issue]), 'en')).toBe('The file has 2 problems.');
    expect(say(atMood('rad'), 'pl')).toBe('nastrój „rad”');
    expect(say(atLine(4), 'ar')).toBe('السطر 4');
    expect(say(IN_FILE, 'en')).toBe('file');
    // A record's key is kept as written; a rule's message goes through the field messages.
    expect(say('wellbeingEntries[3]', 'de')).toBe('wellbeingEntries[3]');
    expect(say({ field: 'score', rule: SCORE_ERROR_MESSAGE }, 'en')).toBe(`score: ${SCORE_ERROR_MESSAGE}`);
    expect(say({ field: 'score', rule: 'A rule no catalogue has' }, 'de')).toBe(
      'score: A rule no catalogue has',
    );
    expect(
      say(
        {
          id: 'import.labelBuiltIn',
          message: '{taken} (a built-in area)',
          values: { taken: { rule: AREA_MESSAGES.labelTaken } },
        },
        'en',
      ),
    ).toBe('You already have an area with this label (a built-in area)');
  });

  it("knows the schemas' own words for a row's problems (one English, core's)", () => {
    const title = ImportJournalEntrySchema.safeParse({
      id: 'j',
      day: '2024-03-01',
      date: '2024-03-01T10:00:00Z',
      updatedAt: '2024-03-01T10:00:00Z',
      title: 'x'.repeat(201),
      content: 'x'.repeat(20_001),
      mood: 6,
    });
    const messages = title.success ? [] : title.error.issues.map((i) => i.message);
    expect(messages).toHaveLength(2);
    for (const english of [
      ...messages,
      SCORE_ERROR_MESSAGE,
      AREA_MESSAGES.labelTaken,
      AREA_MESSAGES.tooManyOwn,
      TAG_LIMIT_MESSAGE,
    ]) {
      expect(localiseMessage(english, 'en')).toBe(english);
      expect(localiseMessage(english, 'de'), english).not.toBe(english);
    }
  });

  it('an error of the import is said again in a language, and stays itself in English', () => {
    const err = new ImportFileError({ id: 'import.empty', message: 'The file is empty.' }, [
      { path: atLine(1), message: { id: 'import.empty', message: 'The file is empty.' } },
    ]);
    expect(err.message).toBe('The file is empty.');
    expect(err.issues).toEqual([{ path: 'line 1', message: 'The file is empty.' }]);
    expect(err.in('en')).toBe(err);
    expect(err.in('ar')).toMatchObject({
      status: 400,
      code: 'bad_import',
      message: 'الملف فارغ.',
      issues: [{ path: 'السطر 1', message: 'الملف فارغ.' }],
    });
    const running = new ImportError(409, 'conflict', {
      id: 'import.running',
      message: 'An import is already running for this account. Wait for it to finish.',
    });
    expect(running.in('de')).toMatchObject({ status: 409, code: 'conflict' });
    expect(running.in('de').message).not.toBe(running.message);
  });
});
