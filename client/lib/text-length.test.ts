import { beforeAll, describe, expect, it } from 'vitest';
import { AREA_DESCRIPTION_MAX, AREA_LABEL_MAX } from '../../core/areas';
import { TOO_LONG, type TooLongLabel } from '../../core/i18n/too-long';
import {
  ENTRY_NOTES_MAX,
  JOURNAL_CONTENT_MAX,
  JOURNAL_TITLE_MAX,
  MAX_PASSKEY_NAME,
  NAME_MAX,
  REFLECTION_TEXT_MAX,
  tooLongMessage,
} from '../../core/limits';
import { SEARCH_QUERY_MAX } from '../../core/search';
import { TAG_NAME_MAX } from '../../core/tags';
import {
  charactersOver,
  counterText,
  lengthError,
  showsCounter,
  textLength,
  tooLongText,
} from './text-length';
import { activateLocale } from './i18n';

// The messages are Lingui's (decision 445): English, the spec's words, is loaded first.
beforeAll(() => activateLocale('en'));

describe('text limits at the field', () => {
  it('counts what the server counts: the trimmed text', () => {
    expect(textLength('  abc  ')).toBe(3);
  });

  it('shows the counter only near the limit', () => {
    expect(showsCounter('a'.repeat(31), TAG_NAME_MAX)).toBe(false);
    expect(showsCounter('a'.repeat(32), TAG_NAME_MAX)).toBe(true);
    expect(showsCounter('a'.repeat(44), TAG_NAME_MAX)).toBe(true);
  });

  it('never cuts: text over the limit is an error in the schema’s words', () => {
    expect(lengthError('a'.repeat(NAME_MAX), NAME_MAX, 'Name')).toBeUndefined();
    expect(lengthError('a'.repeat(120), NAME_MAX, 'Name')).toBe('Name must be at most 100 characters');
    expect(lengthError('a'.repeat(20_001), JOURNAL_CONTENT_MAX, 'Content')).toBe(
      'Content must be at most 20,000 characters',
    );
    expect(charactersOver('a'.repeat(44), TAG_NAME_MAX)).toBe(4);
  });

  it('says every field’s limit in the schema’s English, byte for byte (decision 422)', () => {
    const limits: Record<TooLongLabel, number[]> = {
      Name: [NAME_MAX],
      Title: [JOURNAL_TITLE_MAX],
      Content: [JOURNAL_CONTENT_MAX],
      Notes: [REFLECTION_TEXT_MAX, ENTRY_NOTES_MAX],
      'Where to start': [REFLECTION_TEXT_MAX],
      Label: [AREA_LABEL_MAX],
      Description: [AREA_DESCRIPTION_MAX],
      'A tag': [TAG_NAME_MAX],
      'Passkey name': [MAX_PASSKEY_NAME],
      'A search': [SEARCH_QUERY_MAX],
    };
    expect(Object.keys(limits).sort()).toEqual(Object.keys(TOO_LONG).sort());
    for (const [label, maxes] of Object.entries(limits) as [TooLongLabel, number[]][])
      for (const max of maxes) expect(tooLongText(label, max)).toBe(tooLongMessage(label, max));
  });

  it('says the search’s and a tag’s limit in Polish, with Polish plurals and digits', async () => {
    await activateLocale('pl');
    try {
      expect(lengthError('a'.repeat(201), SEARCH_QUERY_MAX, 'A search')).toBe(
        'Wyszukiwana fraza może mieć najwyżej 200 znaków',
      );
      expect(lengthError('a'.repeat(41), TAG_NAME_MAX, 'A tag')).toBe('Tag może mieć najwyżej 40 znaków');
      expect(tooLongText('A tag', 22)).toBe('Tag może mieć najwyżej 22 znaki');
      expect(tooLongText('Content', JOURNAL_CONTENT_MAX)).toBe('Treść może mieć najwyżej 20\u00a0000 znaków');
      await activateLocale('de');
      expect(tooLongText('Content', JOURNAL_CONTENT_MAX)).toBe(
        'Der Inhalt darf höchstens 20.000 Zeichen lang sein',
      );
    } finally {
      await activateLocale('en');
    }
  });

  it('says how far over the limit the text is', () => {
    expect(counterText('a'.repeat(36), TAG_NAME_MAX)).toBe('36 / 40 characters');
    expect(counterText('a'.repeat(20_001), JOURNAL_CONTENT_MAX)).toBe(
      '20,001 / 20,000 characters, 1 too many',
    );
  });
});
