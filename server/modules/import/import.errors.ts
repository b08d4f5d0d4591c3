import { AppError, type ErrorIssue } from '../../lib/app-error';

/** At most this many problems are listed for one file; the count of the rest is said in the last one. */
export const MAX_ISSUES = 50;

/** Past this many problems a file is read no further (decision 245): it is not the file the user meant. */
export const PROBLEMS_READ_MAX = 1000;

/** A file that cannot be imported: 400 with each problem and where it is. Nothing has been written. */
export class ImportFileError extends AppError {
  constructor(message: string, issues: ErrorIssue[]) {
    super(400, 'bad_import', message, issues);
  }
}

/** What Tend reads, named whenever a file is refused: never a 200 that imports nothing. */
export const FORMATS_READ =
  "Tend reads its own export (JSON or CSV), Daylio's CSV export and backup (.daylio), and Day One's JSON export.";

/** A file of no format Tend reads. */
export const cannotRead = (path: string) =>
  new ImportFileError(`Tend cannot read this file. ${FORMATS_READ}`, [{ path, message: FORMATS_READ }]);
