import type { Locale } from '../../../core/i18n/locales';
import { AppError } from '../../lib/app-error';
import {
  atLine,
  FORMATS_READ,
  say,
  sayIssue,
  type ImportIssue,
  type ImportText,
  type Said,
} from './import-text';

/** At most this many problems are listed for one file; the count of the rest is said in the last one. */
export const MAX_ISSUES = 50;

/** Past this many problems a file is read no further (decision 245): it is not the file the user meant. */
export const PROBLEMS_READ_MAX = 1000;

/**
 * An error of the import whose message and problems are sentences said once (decision 415): the
 * English (logs, tests, an English reader) is said from them at once; `in(locale)` says them again in
 * the request's language.
 */
export class ImportError extends AppError {
  constructor(
    status: number,
    code: string,
    readonly said: Said,
    readonly saidIssues?: ImportIssue[],
  ) {
    super(
      status,
      code,
      say(said, 'en'),
      saidIssues?.map((issue) => sayIssue(issue, 'en')),
    );
  }

  /** The same error in `locale`. */
  in(locale: Locale): AppError {
    if (locale === 'en') return this;
    return new AppError(
      this.status,
      this.code,
      say(this.said, locale),
      this.saidIssues?.map((issue) => sayIssue(issue, locale)),
      this.headers,
    );
  }
}

/** A file that cannot be imported: 400 with each problem and where it is. Nothing has been written. */
export class ImportFileError extends ImportError {
  constructor(message: Said, issues: ImportIssue[]) {
    super(400, 'bad_import', message, issues);
  }
}

/** A file of no format Tend reads. */
export const cannotRead = (path: Said) =>
  new ImportFileError(
    /*i18n*/ {
      id: 'import.cannotRead',
      message: 'Tend cannot read this file. {formats}',
      values: { formats: FORMATS_READ },
    },
    [{ path, message: FORMATS_READ }],
  );

/**
 * A file refused for one problem at `line`: the summary names the line (its `{line}`), and the problem
 * is listed at it.
 */
export const refusedAtLine = (line: number, summary: ImportText, problem: Said) =>
  new ImportFileError({ ...summary, values: { ...summary.values, line: String(line) } }, [
    { path: atLine(line), message: problem },
  ]);
