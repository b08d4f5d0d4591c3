import type { Locale } from '../../../core/i18n/locales';
import { localiseMessage } from '../../lib/field-messages';
import { translate } from '../../lib/i18n';

/**
 * The import's problems and warnings, each said once (decision 415): a reader writes a sentence as its
 * catalogue descriptor with its values (`{ id, message, values }`), and that one descriptor gives the
 * English of the logs and tests (`say(text, 'en')`) and the sentence in the request's language at the
 * route (decision 363: Accept-Language, else the account's). A value may be a sentence itself (the
 * formats Tend reads, a problem's place); a core rule's message (a row's schema problem, the day rule)
 * is said by the API's field messages (`server/lib/field-messages.ts`), as the other 400s are.
 */

/** A sentence of the import: its catalogue id, its English (ICU) and its values. */
export interface ImportText {
  id: string;
  message: string;
  values?: Record<string, string | number | Said>;
}

/** A rule's English from core (a schema's or the day rule's message) and the field it is about. */
export interface RuleText {
  rule: string;
  field?: string;
}

/** What a problem says, or where it is: a sentence, a rule's message, or text kept as written (a record's key). */
export type Said = ImportText | RuleText | string;

/** A problem or warning of the import and where it is. */
export interface ImportIssue {
  path: Said;
  message: Said;
}

/** `text` in `locale`. */
export function say(text: Said, locale: Locale): string {
  if (typeof text === 'string') return text;
  if ('rule' in text) {
    const rule = localiseMessage(text.rule, locale);
    return text.field ? `${text.field}: ${rule}` : rule;
  }
  if (!text.values) return translate(locale, text);
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(text.values))
    values[name] = typeof value === 'number' ? value : say(value, locale);
  return translate(locale, text, values);
}

/** A problem or warning in `locale`. */
export const sayIssue = (issue: ImportIssue, locale: Locale) => ({
  path: say(issue.path, locale),
  message: say(issue.message, locale),
});

// ---- Where a problem is.

/** "line 12". */
export const atLine = (line: number): ImportText => /*i18n*/ ({
  id: 'import.place.line',
  message: 'line {line}',
  values: { line: String(line) },
});

/** "line 3: dayEntries[2]": a record's key on its line. */
export const atLineKey = (line: number, place: Said): ImportText => /*i18n*/ ({
  id: 'import.place.lineAt',
  message: 'line {line}: {place}',
  values: { line: String(line), place },
});

/** `mood "rad"`. */
export const atMood = (name: string): ImportText => /*i18n*/ ({
  id: 'import.place.mood',
  message: 'mood "{name}"',
  values: { name },
});

/** The whole file. */
export const IN_FILE: ImportText = /*i18n*/ { id: 'import.place.file', message: 'file' };

// ---- What the whole file is told.

/** What Tend reads, named whenever a file is refused: never a 200 that imports nothing. */
export const FORMATS_READ: ImportText = /*i18n*/ {
  id: 'import.formatsRead',
  message:
    "Tend reads its own export (JSON or CSV), Daylio's CSV export and backup (.daylio), and Day One's JSON export.",
};

/**
 * The summary of a refused file's problems: "The file has 3 problems.", or its one problem said as
 * the list says it ("The file has a problem: line 3: …"), so the screen sees the two are one.
 */
export function fileProblems(issues: readonly ImportIssue[], count = issues.length): ImportText {
  const [first] = issues;
  if (count === 1 && first) {
    return /*i18n*/ {
      id: 'import.oneProblem',
      message: 'The file has a problem: {path}: {message}',
      values: { path: first.path, message: first.message },
    };
  }
  return /*i18n*/ {
    id: 'import.problems',
    message: '{count, plural, one {The file has # problem.} other {The file has # problems.}}',
    values: { count },
  };
}

export const EMPTY: ImportText = /*i18n*/ { id: 'import.empty', message: 'The file is empty.' };

export const SPLIT: ImportText = /*i18n*/ {
  id: 'import.split',
  message: 'Split the file into smaller ones and import each.',
};

/** A list's element that is not an object (a Daylio backup's entry, a Day One entry). */
export const NOT_OBJECT: ImportText = /*i18n*/ {
  id: 'import.entryNotObject',
  message: 'An entry must be an object.',
};
