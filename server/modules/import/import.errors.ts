import { AppError, type ErrorIssue } from '../../lib/app-error';

/** At most this many problems are listed for one file; the count of the rest is said in the last one. */
export const MAX_ISSUES = 50;

/** A file that cannot be imported: 400 with each problem and where it is. Nothing has been written. */
export class ImportFileError extends AppError {
  constructor(message: string, issues: ErrorIssue[]) {
    super(400, 'bad_import', message, issues);
  }
}
