import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/helpers';
import { importError, importIssue, importMessage, importPlace } from './import-messages';
import { ImportFileError } from './import.errors';

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

describe("the import's messages in the reader's language (decision 440)", () => {
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

  it('leaves English and what it does not know as they are', () => {
    const unknown = 'score: Score must be from 0 to 10';
    expect(importMessage(unknown, 'de')).toBe(unknown);
    expect(importPlace('wellbeingEntries[3]', 'de')).toBe('wellbeingEntries[3]');
    expect(importPlace('line 4: dayEntries[2]', 'de')).toBe('Zeile 4: dayEntries[2]');
    expect(importPlace('mood "rad"', 'pl')).toBe('nastrój „rad”');
    expect(importMessage('…and more: Tend stopped reading after 1,000 problems.', 'de')).toBe(
      '…und mehr: Tend hat nach 1.000 Problemen aufgehört zu lesen.',
    );
    expect(importMessage('…and 1 more problems.', 'de')).toBe('…und 1 weiteres Problem.');
    const issue = { path: 'line 2', message: 'The mood is missing.' };
    expect(importIssue(issue, 'en')).toEqual(issue);
    const err = new ImportFileError('The file is empty.', [
      { path: 'line 1', message: 'The file is empty.' },
    ]);
    expect(importError(err, 'en')).toBe(err);
    expect(importError(new Error('x'), 'de')).toBeInstanceOf(Error);
    expect(importError(err, 'ar')).toMatchObject({
      status: 400,
      code: 'bad_import',
      message: 'الملف فارغ.',
      issues: [{ path: 'السطر 1', message: 'الملف فارغ.' }],
    });
  });
});
