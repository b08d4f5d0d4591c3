import type { MessageDescriptor } from '@lingui/core';

/**
 * "Title must be at most 200 characters" in every language, written once for the app and the server
 * (decision 422). Core's schemas and rules write it in English (`tooLongMessage` of core/limits.ts, the
 * one place of the numbers); a reader sees it from these descriptors, one whole sentence per field with
 * the limit as an ICU plural, so each language writes its own grammar and its own digits ("20.000" in
 * German). The app says them at the field (client/lib/text-length.ts `tooLongText`), the API's 400s
 * through the same lookup (server/lib/field-messages.ts); lingui.config.ts extracts this file into the
 * `client` and `server` catalogues. Keyed by the field's English label, as the schemas name it.
 */
export const TOO_LONG = {
  Name: /*i18n*/ {
    id: 'tooLong.name',
    message:
      '{max, plural, one {Name must be at most # character} other {Name must be at most # characters}}',
  },
  Title: /*i18n*/ {
    id: 'tooLong.title',
    message:
      '{max, plural, one {Title must be at most # character} other {Title must be at most # characters}}',
  },
  Content: /*i18n*/ {
    id: 'tooLong.content',
    message:
      '{max, plural, one {Content must be at most # character} other {Content must be at most # characters}}',
  },
  Notes: /*i18n*/ {
    id: 'tooLong.notes',
    message:
      '{max, plural, one {Notes must be at most # character} other {Notes must be at most # characters}}',
  },
  'Where to start': /*i18n*/ {
    id: 'tooLong.whereToStart',
    message:
      '{max, plural, one {Where to start must be at most # character} other {Where to start must be at most # characters}}',
  },
  Label: /*i18n*/ {
    id: 'tooLong.areaLabel',
    message:
      '{max, plural, one {Label must be at most # character} other {Label must be at most # characters}}',
  },
  Description: /*i18n*/ {
    id: 'tooLong.areaDescription',
    message:
      '{max, plural, one {Description must be at most # character} other {Description must be at most # characters}}',
  },
  'A tag': /*i18n*/ {
    id: 'tooLong.tag',
    message:
      '{max, plural, one {A tag must be at most # character} other {A tag must be at most # characters}}',
  },
  'Passkey name': /*i18n*/ {
    id: 'tooLong.passkeyName',
    message:
      '{max, plural, one {Passkey name must be at most # character} other {Passkey name must be at most # characters}}',
  },
  'A search': /*i18n*/ {
    id: 'tooLong.search',
    message:
      '{max, plural, one {A search must be at most # character} other {A search must be at most # characters}}',
  },
} as const satisfies Record<string, MessageDescriptor>;

/** A field's English label, as the schemas write it before "must be at most". */
export type TooLongLabel = keyof typeof TOO_LONG;

/** "Content must be at most 20,000 characters" (core/limits.ts `tooLongMessage`, grouped or not). */
const ENGLISH = /^(.+) must be at most (\d{1,3}(?:,\d{3})*|\d+) characters$/;

/**
 * An English too-long message as core writes it, as a descriptor and its `max` to say it in another
 * language; null for any other message, or a field not listed here.
 */
export function tooLongOf(english: string): { descriptor: MessageDescriptor; max: number } | null {
  const match = ENGLISH.exec(english);
  const label = match?.[1];
  if (!match || label === undefined || !Object.hasOwn(TOO_LONG, label)) return null;
  return { descriptor: TOO_LONG[label as TooLongLabel], max: Number(match[2]!.replaceAll(',', '')) };
}
