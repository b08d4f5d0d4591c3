import type { MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { AREA_MESSAGES, AREA_RULES } from '../../core/areas';
import { TOO_LONG, type TooLongLabel } from '../../core/i18n/too-long';
import { tooLongMessage } from '../../core/limits';
import { localiseErrorBody, localiseMessage } from './field-messages';
import { translate } from './i18n';

describe("the API's text over a length limit in the reader's language (decision 422)", () => {
  it('is core’s English byte for byte in English, for every field the descriptors know', () => {
    for (const label of Object.keys(TOO_LONG) as TooLongLabel[])
      for (const max of [40, 100, 200, 500, 5000, 20_000])
        expect(translate('en', TOO_LONG[label], { max })).toBe(tooLongMessage(label, max));
  });

  it('says a schema’s too-long message, alone or after its field, with the limit it names', () => {
    expect(localiseMessage('Content must be at most 20,000 characters', 'pl')).toBe(
      'Treść może mieć najwyżej 20\u00a0000 znaków',
    );
    // The import's stored text names the limit without a separator.
    expect(localiseMessage('content: Content must be at most 20000 characters', 'de')).toBe(
      'content: Der Inhalt darf höchstens 20.000 Zeichen lang sein',
    );
    expect(
      localiseErrorBody(
        { message: 'Invalid', issues: [{ message: 'A tag must be at most 40 characters' }] },
        'fr',
      ).issues,
    ).toEqual([{ message: 'Une étiquette peut contenir au plus 40 caractères' }]);
    // The search API's limit is the search box's one message (decision 475); a passkey's name too.
    expect(localiseMessage('q: A search must be at most 200 characters', 'de')).toBe(
      `q: ${translate('de', TOO_LONG['A search'], { max: 200 })}`,
    );
    expect(localiseMessage('Passkey name must be at most 60 characters', 'pl')).toBe(
      'Nazwa klucza dostępu może mieć najwyżej 60 znaków',
    );
    // A field the descriptors do not know stays English.
    expect(localiseMessage('Nickname must be at most 200 characters', 'de')).toBe(
      'Nickname must be at most 200 characters',
    );
  });
});

describe("the wheel's rules in the reader's language", () => {
  it('are core’s descriptors, whose English is core’s messages byte for byte (decision 476)', () => {
    const { labelTooLong, descriptionTooLong, ...rules } = AREA_MESSAGES;
    expect(Object.keys(rules).sort()).toEqual(Object.keys(AREA_RULES).sort());
    for (const [key, english] of Object.entries(rules)) {
      const rule: MessageDescriptor = AREA_RULES[key as keyof typeof AREA_RULES];
      expect(translate('en', rule, rule.values)).toBe(english);
    }
    // The limits are core's numbers, and the two too-long messages are the one too-long message.
    expect(AREA_MESSAGES.tooFewShown).toBe('At least 3 areas must stay shown');
    expect(AREA_MESSAGES.tooMany).toBe('A wheel holds at most 12 areas');
    expect(AREA_MESSAGES.tooManyOwn).toBe('You can add at most 4 areas of your own');
    expect(labelTooLong).toBe(translate('en', TOO_LONG.Label, { max: 40 }));
    expect(descriptionTooLong).toBe(translate('en', TOO_LONG.Description, { max: 500 }));
  });

  it('are said the same way by the API and the import, after a line and a field', () => {
    expect(localiseMessage(`hidden: ${AREA_MESSAGES.tooFewShown}`, 'ar')).toBe(
      `hidden: ${translate('ar', AREA_RULES.tooFewShown, AREA_RULES.tooFewShown.values)}`,
    );
    expect(localiseMessage(AREA_MESSAGES.tooManyOwn, 'de')).toBe(
      translate('de', AREA_RULES.tooManyOwn, AREA_RULES.tooManyOwn.values),
    );
  });

  it('says every message of core/areas the API answers with, limits included', () => {
    for (const english of Object.values(AREA_MESSAGES))
      for (const locale of ['de', 'es', 'fr', 'pl', 'ar'] as const)
        expect(localiseMessage(english, locale), `${english} in ${locale}`).not.toBe(english);
    expect(localiseMessage(AREA_MESSAGES.tooFewShown, 'pl')).toBe(
      'Co najmniej 3 obszary muszą pozostać widoczne',
    );
    expect(localiseMessage(`label: ${AREA_MESSAGES.labelRequired}`, 'de')).toBe(
      'label: Bitte gib einen Namen ein',
    );
  });
});
