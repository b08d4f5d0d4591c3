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
import { ImportFileError, refusedAtLine } from './import.errors';
import { atLine, SPLIT } from './import-text';
import { IMPORT_MAX_ROWS, slicer } from './slices';

export interface CsvLine {
  fields: string[];
  /** The line the record starts on, from 1. */
  line: number;
}

const tooLong = () =>
  new ImportFileError(
    /*i18n*/ {
      id: 'import.tooManyLines',
      message: 'The file has more than {count, number} lines, the most Tend imports at once.',
      values: { count: IMPORT_MAX_ROWS },
    },
    [{ path: atLine(IMPORT_MAX_ROWS + 1), message: SPLIT }],
  );

const QUOTE = 0x22;
const COMMA = 0x2c;
const LF = 0x0a;
const CR = 0x0d;
const QUOTE_BYTES = Buffer.from('"');

/**
 * Every record of a file with the line it starts on; a blank line comes as `['']`. A BOM is dropped.
 *
 * The file is read as bytes and each field decoded once, from the bytes it spans (decision 412): the
 * separators are ASCII, never part of a UTF-8 sequence, so a field ends where its bytes say. Building
 * each field a character at a time (`field += c`) made a new string per character, ~40 MB of garbage
 * for a 1.2 MB Daylio file.
 */
export async function* csvLines(path: string): AsyncGenerator<CsvLine> {
  const pause = slicer();
  let fields: string[] = [];
  /** The current field's bytes read before its run: from earlier chunks, or split by a quote. */
  let parts: Buffer[] = [];
  /**
   * The field's first piece while it is its only one and in `chunk` (a quoted field's text before its
   * closing quote), by its bounds: no Buffer view is made for it. -1: none.
   */
  let held = -1;
  let heldEnd = -1;
  /** Where the current field's run of bytes taken as they are starts in `chunk`; -1: no run. */
  let run = -1;
  let chunk: Buffer = QUOTE_BYTES;
  let quoted = false; // inside a quoted field
  let afterQuote = false; // just read a quote inside a quoted field: the end, or the first of `""`
  let pendingCr = false; // the last character was a CR: a following LF belongs to it
  let line = 1;
  let start = 1;
  let first = true;
  let any = false; // any character of the current record read
  const ready: CsvLine[] = [];

  /** The held piece becomes a part of its own (before another piece joins it, or its chunk ends). */
  const keep = () => {
    if (held >= 0) {
      parts.push(chunk.subarray(held, heldEnd));
      held = -1;
    }
  };
  /** Ends the run at `i`: its bytes join the field's pieces. */
  const cut = (i: number) => {
    if (run < 0) return;
    if (i > run) {
      if (held < 0 && parts.length === 0) {
        held = run;
        heldEnd = i;
      } else {
        keep();
        parts.push(chunk.subarray(run, i));
      }
    }
    run = -1;
  };
  /** Whether the current field has no text yet. */
  const empty = () => run < 0 && held < 0 && parts.length === 0;
  /** The field ending at `i`, decoded once. */
  const endField = (i: number) => {
    let value: string;
    if (parts.length === 0 && held < 0) value = run >= 0 ? chunk.toString('utf8', run, i) : '';
    else if (parts.length === 0 && run < 0) value = chunk.toString('utf8', held, heldEnd);
    else {
      keep();
      cut(i);
      value = (parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts)).toString('utf8');
      parts = [];
    }
    held = -1;
    run = -1;
    fields.push(value);
  };
  const endRecord = (i: number) => {
    endField(i);
    ready.push({ fields, line: start });
    fields = [];
    any = false;
  };

  for await (const read of createReadStream(path, { highWaterMark: 16 * 1024 })) {
    chunk = read as Buffer;
    let i = 0;
    if (first) {
      first = false;
      if (chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) i = 3;
    }
    for (; i < chunk.length; i += 1) {
      const c = chunk[i] as number;
      if (pendingCr) {
        pendingCr = false;
        if (c === LF) {
          // The LF of a CR LF: the line was counted at the CR. Inside quotes it is the field's text.
          if (quoted && !afterQuote) {
            if (run < 0) run = i;
          } else cut(i);
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
          if (c === QUOTE) {
            // `""`: one quote, the field's text.
            run = i;
            continue;
          }
          quoted = false;
          if (c !== COMMA && c !== LF && c !== CR) {
            // A stray quote inside a quoted field: kept as text, and the field goes on.
            keep();
            parts.push(QUOTE_BYTES);
            quoted = true;
          }
        } else if (c === QUOTE) {
          cut(i);
          afterQuote = true;
          continue;
        }
      }
      if (quoted) {
        if (c === LF || c === CR) {
          line += 1;
          if (c === CR) pendingCr = true;
        }
        if (run < 0) run = i;
        continue;
      }
      if (c === COMMA) {
        endField(i);
      } else if (c === LF || c === CR) {
        if (c === CR) pendingCr = true;
        endRecord(i);
        line += 1;
        if (line > IMPORT_MAX_ROWS + 1) throw tooLong();
      } else if (c === QUOTE && empty()) {
        quoted = true;
      } else if (run < 0) {
        run = i;
      }
      if (ready.length > 0) {
        yield* ready.splice(0);
        await pause();
      }
    }
    // The field goes on in the next chunk: its bytes so far are kept (the chunk with them).
    cut(chunk.length);
    keep();
    if (ready.length > 0) yield* ready.splice(0);
    await pause();
  }
  if (quoted && !afterQuote) {
    throw refusedAtLine(
      start,
      /*i18n*/ { id: 'import.notCsvAt', message: 'The file is not valid CSV (line {line}).' },
      /*i18n*/ {
        id: 'import.quoteOpen',
        message: 'A quoted field is not closed: the file may have been cut off.',
      },
    );
  }
  if (any) endRecord(chunk.length);
  yield* ready.splice(0);
}
