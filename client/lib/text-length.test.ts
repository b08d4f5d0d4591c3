import { beforeAll, describe, expect, it } from 'vitest';
import { JOURNAL_CONTENT_MAX, NAME_MAX } from '../../core/limits';
import { TAG_NAME_MAX } from '../../core/tags';
import { charactersOver, counterText, lengthError, showsCounter, textLength } from './text-length';
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

  it('says how far over the limit the text is', () => {
    expect(counterText('a'.repeat(36), TAG_NAME_MAX)).toBe('36 / 40 characters');
    expect(counterText('a'.repeat(20_001), JOURNAL_CONTENT_MAX)).toBe(
      '20,001 / 20,000 characters, 1 too many',
    );
  });
});
