import type { MessageDescriptor } from '@lingui/core';
import type { Locale } from '../../../core/i18n/locales';
import { AppError, type ErrorIssue } from '../../lib/app-error';
import { localiseMessage } from '../../lib/field-messages';
import { translate } from '../../lib/i18n';

/**
 * The import's problems and warnings in the reader's language (decision 440). The readers and the
 * service keep writing English (the spec's and the tests' text, and what the logs say); the route says
 * each message again from the server catalogue in the request's language (decision 363: Accept-Language,
 * else the account's), found by the English sentence it was made from. The `{name}` parts of a pattern
 * are read back out of the English (a line number, a mood's or an activity's name); a message no
 * pattern matches is answered as it is (English), as decision 363 does for the other API messages.
 */

interface Pattern {
  /** The English the import writes, with `{name}` where a value goes. */
  english: string;
  descriptor: MessageDescriptor;
}

const P = (english: string, descriptor: MessageDescriptor): Pattern => ({ english, descriptor });

/** The places the problems are at: "line 12", "line 3: dayEntries[2]", `mood "rad"`, "file". */
const PLACES: readonly Pattern[] = [
  P('line {line}: {place}', /*i18n*/ { id: 'import.place.lineAt', message: 'line {line}: {place}' }),
  P('line {line}', /*i18n*/ { id: 'import.place.line', message: 'line {line}' }),
  P('mood "{name}"', /*i18n*/ { id: 'import.place.mood', message: 'mood "{name}"' }),
  P('file', /*i18n*/ { id: 'import.place.file', message: 'file' }),
];

const FORMATS_READ = /*i18n*/ {
  id: 'import.formatsRead',
  message:
    "Tend reads its own export (JSON or CSV), Daylio's CSV export and backup (.daylio), and Day One's JSON export.",
};

/** "The file has a problem: line 3: …": said with its one problem, place and message translated. */
const ONE_PROBLEM = /*i18n*/ {
  id: 'import.oneProblem',
  message: 'The file has a problem: {path}: {message}',
};

const MESSAGES: readonly Pattern[] = [
  // What the whole file is told, above its list of problems.
  P(
    'The file has {count} problems.',
    /*i18n*/ {
      id: 'import.problems',
      message: '{count, plural, one {The file has # problem.} other {The file has # problems.}}',
    },
  ),
  P(
    '…and {count} more problems.',
    /*i18n*/ {
      id: 'import.moreProblems',
      message: '{count, plural, one {…and # more problem.} other {…and # more problems.}}',
    },
  ),
  P(
    '…and more: Tend stopped reading after {count} problems.',
    /*i18n*/ {
      id: 'import.stoppedReading',
      message: '…and more: Tend stopped reading after {count, number} problems.',
    },
  ),
  P(
    'Tend cannot read this file. {formats}',
    /*i18n*/ { id: 'import.cannotRead', message: 'Tend cannot read this file. {formats}' },
  ),
  P(FORMATS_READ.message, FORMATS_READ),
  P('The file is empty.', /*i18n*/ { id: 'import.empty', message: 'The file is empty.' }),
  P(
    'The file has more than {count} lines, the most Tend imports at once.',
    /*i18n*/ {
      id: 'import.tooManyLines',
      message: 'The file has more than {count, number} lines, the most Tend imports at once.',
    },
  ),
  P(
    'Split the file into smaller ones and import each.',
    /*i18n*/ { id: 'import.split', message: 'Split the file into smaller ones and import each.' },
  ),
  P(
    'A quoted field is not closed: the file may have been cut off.',
    /*i18n*/ {
      id: 'import.quoteOpen',
      message: 'A quoted field is not closed: the file may have been cut off.',
    },
  ),
  P(
    'Contains a NUL character, which Tend cannot store.',
    /*i18n*/ { id: 'import.nul', message: 'Contains a NUL character, which Tend cannot store.' },
  ),
  P(
    'The same record appears twice in the file.',
    /*i18n*/ { id: 'import.sameRecord', message: 'The same record appears twice in the file.' },
  ),
  P(
    'A second wellbeing entry for {day}: there is one per day.',
    /*i18n*/ {
      id: 'import.secondEntry',
      message: 'A second wellbeing entry for {day}: there is one per day.',
    },
  ),
  P(
    'A second WHO-5 result for {day}: there is one per day.',
    /*i18n*/ { id: 'import.secondWho5', message: 'A second WHO-5 result for {day}: there is one per day.' },
  ),
  P(
    'The wellbeing entry this reflection belongs to is not in the file or the account.',
    /*i18n*/ {
      id: 'import.reflectionAlone',
      message: 'The wellbeing entry this reflection belongs to is not in the file or the account.',
    },
  ),
  P(
    'Choose how this mood maps to a core feeling.',
    /*i18n*/ { id: 'import.chooseMood', message: 'Choose how this mood maps to a core feeling.' },
  ),
  // Daylio's CSV export.
  P(
    'The file is not a Daylio export.',
    /*i18n*/ { id: 'import.notDaylio', message: 'The file is not a Daylio export.' },
  ),
  P(
    'Expected the columns full_date,date,weekday,time,mood,activities,note_title,note.',
    /*i18n*/ {
      id: 'import.daylioColumns',
      message: 'Expected the columns full_date,date,weekday,time,mood,activities,note_title,note.',
    },
  ),
  P(
    'This row has {fields} fields where the header has {columns}: it was read by position, check it after the import.',
    /*i18n*/ {
      id: 'import.raggedRow',
      message:
        'This row has {fields} fields where the header has {columns}: it was read by position, check it after the import.',
    },
  ),
  P(
    'The date is not one Tend can read.',
    /*i18n*/ { id: 'import.badDate', message: 'The date is not one Tend can read.' },
  ),
  P(
    'The time "{time}" is not one Tend can read.',
    /*i18n*/ { id: 'import.badTimeNamed', message: 'The time "{time}" is not one Tend can read.' },
  ),
  P(
    'The time is not one Tend can read.',
    /*i18n*/ { id: 'import.badTime', message: 'The time is not one Tend can read.' },
  ),
  P('The mood is missing.', /*i18n*/ { id: 'import.noMood', message: 'The mood is missing.' }),
  P(
    'The activity "{name}" is longer than {max} characters and was shortened.',
    /*i18n*/ {
      id: 'import.activityShortened',
      message: 'The activity "{name}" is longer than {max} characters and was shortened.',
    },
  ),
  P(
    '{count} activities: a moment holds {max} tags, so {names} were left out.',
    /*i18n*/ {
      id: 'import.activitiesLeftOut',
      message: '{count} activities: a moment holds {max} tags, so {names} were left out.',
    },
  ),
  // Daylio's backup.
  P(
    'The Daylio backup cannot be read.',
    /*i18n*/ { id: 'import.backupUnreadable', message: 'The Daylio backup cannot be read.' },
  ),
  P(
    'This is not a backup Daylio writes.',
    /*i18n*/ { id: 'import.notBackup', message: 'This is not a backup Daylio writes.' },
  ),
  P(
    'An entry must be an object.',
    /*i18n*/ { id: 'import.entryNotObject', message: 'An entry must be an object.' },
  ),
  P(
    "The mood {mood} is not among the backup's moods.",
    /*i18n*/ { id: 'import.unknownMood', message: "The mood {mood} is not among the backup's moods." },
  ),
  P(
    "The activity {id} is not among the backup's activities and was left out.",
    /*i18n*/ {
      id: 'import.unknownActivity',
      message: "The activity {id} is not among the backup's activities and was left out.",
    },
  ),
  // Day One.
  P(
    'This entry has no text (photos alone?), so it was left out.',
    /*i18n*/ {
      id: 'import.noText',
      message: 'This entry has no text (photos alone?), so it was left out.',
    },
  ),
  // Tend's own exports and JSON.
  P(
    'The file is not a Tend CSV export.',
    /*i18n*/ { id: 'import.notTendCsv', message: 'The file is not a Tend CSV export.' },
  ),
  P(
    'Expected "Tend Data Export" on the first line.',
    /*i18n*/ { id: 'import.tendCsvFirstLine', message: 'Expected "Tend Data Export" on the first line.' },
  ),
  P(
    'Expected a Tend JSON export: an object with lists of records.',
    /*i18n*/ {
      id: 'import.notTendJson',
      message: 'Expected a Tend JSON export: an object with lists of records.',
    },
  ),
  P(
    'The file ends too early (line {line}).',
    /*i18n*/ { id: 'import.endsEarlyAt', message: 'The file ends too early (line {line}).' },
  ),
  P(
    'The file ends too early: it may have been cut off while saving.',
    /*i18n*/ {
      id: 'import.endsEarly',
      message: 'The file ends too early: it may have been cut off while saving.',
    },
  ),
  P(
    'The file is not valid JSON (line {line}).',
    /*i18n*/ { id: 'import.notJsonAt', message: 'The file is not valid JSON (line {line}).' },
  ),
  // The route's own answers.
  P(
    'The file is larger than {count} MB, the most Tend imports at once.',
    /*i18n*/ {
      id: 'import.tooLarge',
      message: 'The file is larger than {count, number} MB, the most Tend imports at once.',
    },
  ),
  P(
    'An import is already running for this account. Wait for it to finish.',
    /*i18n*/ {
      id: 'import.running',
      message: 'An import is already running for this account. Wait for it to finish.',
    },
  ),
  P('Choose a file to import.', /*i18n*/ { id: 'import.chooseFile', message: 'Choose a file to import.' }),
  P(
    'The file did not arrive whole. Try again.',
    /*i18n*/ { id: 'import.notWhole', message: 'The file did not arrive whole. Try again.' },
  ),
];

/** Values said again in the language too: the list of formats inside a message. */
const NESTED = new Set(['formats']);
/** Values that are counts: written as the English did ("1,000"), read back as numbers. */
const NUMBERS = new Set(['count']);
/** A line number: digits, kept as written. */
const DIGITS = new Set(['line']);

interface Compiled {
  regex: RegExp;
  names: string[];
  descriptor: MessageDescriptor;
}

function compile(patterns: readonly Pattern[]): Compiled[] {
  return patterns.map(({ english, descriptor }) => {
    const names: string[] = [];
    const source = english
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(name);
        // A count is digits (with the English thousands comma); the rest any text, the shortest first.
        return NUMBERS.has(name) ? '([\\d,]+)' : DIGITS.has(name) ? '(\\d+)' : '(.+?)';
      })
      .join('');
    return { regex: new RegExp(`^${source}$`, 's'), names, descriptor };
  });
}

const PLACE_PATTERNS = compile(PLACES);
const MESSAGE_PATTERNS = compile(MESSAGES);

function say(text: string, locale: Locale, patterns: readonly Compiled[]): string | null {
  for (const { regex, names, descriptor } of patterns) {
    const found = regex.exec(text);
    if (!found) continue;
    const values: Record<string, unknown> = {};
    names.forEach((name, i) => {
      const value = found[i + 1] ?? '';
      values[name] = NUMBERS.has(name)
        ? Number(value.replace(/,/g, ''))
        : NESTED.has(name)
          ? importMessage(value, locale)
          : value;
    });
    return translate(locale, descriptor, values);
  }
  return null;
}

/** Where a problem is, in `locale`: "Zeile 12". A place of no pattern (a record's key) stays. */
export function importPlace(place: string, locale: Locale): string {
  if (locale === 'en') return place;
  return say(place, locale, PLACE_PATTERNS) ?? place;
}

/** One problem or warning of an import in `locale`; one of no pattern goes to the field messages. */
export function importMessage(message: string, locale: Locale): string {
  if (locale === 'en') return message;
  return say(message, locale, MESSAGE_PATTERNS) ?? localiseMessage(message, locale);
}

/** A problem or warning with its place, in `locale`. */
export function importIssue(issue: ErrorIssue, locale: Locale): ErrorIssue {
  return { path: importPlace(issue.path, locale), message: importMessage(issue.message, locale) };
}

/** An error of the import (a refused file, a second import, a file too large) in `locale`. */
export function importError(err: unknown, locale: Locale): unknown {
  if (!(err instanceof AppError) || locale === 'en') return err;
  const issues = err.issues?.map((issue) => importIssue(issue, locale));
  const first = err.issues?.[0];
  // The one problem is said as the list says it, so the screen still sees the two are one.
  const message =
    issues?.length === 1 && first && err.message === `The file has a problem: ${first.path}: ${first.message}`
      ? translate(locale, ONE_PROBLEM, { path: issues[0]!.path, message: issues[0]!.message })
      : importMessage(err.message, locale);
  return new AppError(err.status, err.code, message, issues, err.headers);
}
