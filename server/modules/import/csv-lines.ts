/**
 * Records of a CSV file (RFC 4180, read leniently), each with the line it starts on, read in slices
 * that give the event loop back (docs/decisions/245-import-in-slices.md).
 *
 * A hand-written reader rather than csv-parse: csv-parse builds an Error (with its stack) for every
 * row whose field count differs from the first, ~60 µs a row, so a header followed by 200,000 empty
 * lines took 8–16 s; its line count also drifted on LF files. This one counts a line at every LF, CR
 * LF or lone CR, inside quotes or not, and keeps a quote inside an unquoted field as text (Daylio
 * writes some fields unquoted).
 */
import { createReadStream } from 'node:fs';
import { ImportFileError } from './import.errors';
import { IMPORT_MAX_ROWS, slicer } from './slices';

export interface CsvLine {
  fields: string[];
  /** The line the record starts on, from 1. */
  line: number;
}

const tooLong = () =>
  new ImportFileError(
    `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en')} lines, the most Tend imports at once.`,
    [
      {
        path: `line ${IMPORT_MAX_ROWS + 1}`,
        message: 'Split the file into smaller ones and import each.',
      },
    ],
  );

/** Every record of a file with the line it starts on; a blank line comes as `['']`. A BOM is dropped. */
export async function* csvLines(path: string): AsyncGenerator<CsvLine> {
  const pause = slicer();
  let fields: string[] = [];
  let field = '';
  let quoted = false; // inside a quoted field
  let afterQuote = false; // just read a quote inside a quoted field: the end, or the first of `""`
  let pendingCr = false; // the last character was a CR: a following LF belongs to it
  let line = 1;
  let start = 1;
  let first = true;
  let any = false; // any character of the current record read
  const ready: CsvLine[] = [];

  const endRecord = () => {
    fields.push(field);
    ready.push({ fields, line: start });
    fields = [];
    field = '';
    any = false;
  };

  for await (const chunk of createReadStream(path, { encoding: 'utf8', highWaterMark: 16 * 1024 })) {
    let text = chunk as string;
    if (first) {
      first = false;
      if (text.startsWith('\uFEFF')) text = text.slice(1);
    }
    for (let i = 0; i < text.length; i += 1) {
      const c = text[i] as string;
      if (pendingCr) {
        pendingCr = false;
        if (c === '\n') {
          // The LF of a CR LF: the line was counted at the CR. Inside quotes it is the field's text.
          if (quoted && !afterQuote) field += c;
          continue;
        }
      }
      if (!any) {
        any = true;
        start = line;
      }
      if (quoted) {
        if (afterQuote) {
          afterQuote = false;
          if (c === '"') {
            field += '"';
            continue;
          }
          quoted = false;
          if (c !== ',' && c !== '\n' && c !== '\r') {
            // A stray quote inside a quoted field: kept as text, and the field goes on.
            field += '"';
            quoted = true;
          }
        } else if (c === '"') {
          afterQuote = true;
          continue;
        }
      }
      if (quoted) {
        if (c === '\n' || c === '\r') {
          line += 1;
          if (c === '\r') pendingCr = true;
        }
        field += c;
        continue;
      }
      if (c === ',') {
        fields.push(field);
        field = '';
      } else if (c === '\n' || c === '\r') {
        if (c === '\r') pendingCr = true;
        endRecord();
        line += 1;
        if (line > IMPORT_MAX_ROWS + 1) throw tooLong();
      } else if (c === '"' && field === '') {
        quoted = true;
      } else {
        field += c;
      }
      if (ready.length > 0) {
        yield* ready.splice(0);
        await pause();
      }
    }
    if (ready.length > 0) yield* ready.splice(0);
    await pause();
  }
  if (quoted && !afterQuote) {
    throw new ImportFileError(`The file is not valid CSV (line ${start}).`, [
      { path: `line ${start}`, message: 'A quoted field is not closed: the file may have been cut off.' },
    ]);
  }
  if (any) endRecord();
  yield* ready.splice(0);
}
