/**
 * Reads Tend's JSON export from a file in bounded memory: the file is fed to stream-json's tokenizer
 * one line (or 64 KiB) at a time, synchronously, so every token — and every error — is known to come
 * from the line being fed. Records of the five lists are assembled one at a time; nothing else of the
 * document is kept.
 */
import { createReadStream } from 'node:fs';
import Assembler from 'stream-json/Assembler.js';
import Parser from 'stream-json/Parser.js';
import { IMPORT_KINDS, type ImportKind } from '../../../core/schemas/import';
import { cannotRead, ImportFileError } from './import.errors';

export interface RawRecord {
  kind: ImportKind;
  raw: unknown;
  /** Where the record is: `journalEntries[3]`. */
  path: string;
  /** The line its opening brace is on, from 1. */
  line: number;
}

interface Token {
  name: string;
  value?: string;
}

// Small pieces keep each synchronous tokenizing step to a few milliseconds of the event loop.
const PIECE = 16 * 1024;
const isKind = (key: string): key is ImportKind => (IMPORT_KINDS as readonly string[]).includes(key);

/** Lines of a file with their numbers; a line longer than 64 KiB comes in pieces with the same number. */
async function* pieces(path: string): AsyncGenerator<{ text: string; line: number }> {
  let line = 1;
  let carry = '';
  for await (const chunk of createReadStream(path, { encoding: 'utf8', highWaterMark: PIECE })) {
    let text = carry + (chunk as string);
    carry = '';
    for (;;) {
      const nl = text.indexOf('\n');
      if (nl < 0) break;
      yield { text: text.slice(0, nl + 1), line };
      line += 1;
      text = text.slice(nl + 1);
    }
    if (text.length >= PIECE) yield { text, line };
    else carry = text;
  }
  if (carry) yield { text: carry, line };
}

/**
 * Every record of the five lists, in file order, unvalidated. Throws ImportFileError for a file that
 * is not JSON, is truncated, or is not shaped like Tend's export.
 */
export async function* readTendJson(
  path: string,
  /** Called with each other top-level value once assembled (the export's `areas`, decision 344). */
  onTop?: (key: string, value: unknown) => void,
): AsyncGenerator<RawRecord> {
  const parser = new Parser({ packValues: true, streamValues: false });
  const tokens: Token[] = [];
  // The tokenizer is driven by hand: push() is called synchronously from _transform for each token.
  (parser as unknown as { push: (t: Token | null) => boolean }).push = (t) => {
    if (t) tokens.push(t);
    return true;
  };
  const internal = parser as unknown as {
    _transform(chunk: string, enc: string, cb: (err?: Error | null) => void): void;
    _flush(cb: (err?: Error | null) => void): void;
  };
  const run = (step: (cb: (err?: Error | null) => void) => void, line: number) => {
    let failure: Error | null | undefined;
    step((err) => {
      failure = err;
    });
    if (failure) {
      throw new ImportFileError(`The file is not valid JSON (line ${line}).`, [
        {
          path: `line ${line}`,
          message: 'Not valid JSON here: the file may be damaged or not a Tend export.',
        },
      ]);
    }
  };

  let depth = 0;
  let sawTop = false;
  /** Whether any of Tend's lists was met: a JSON file with none is not Tend's export. */
  let sawList = false;
  let closed = false;
  let key: string | null = null;
  let list: ImportKind | null = null;
  let index = 0;
  let asm: Assembler | null = null;
  let startLine = 0;
  let lastLine = 1;
  const notExport = (line: number) =>
    new ImportFileError('The file is not a Tend export.', [
      { path: `line ${line}`, message: 'Expected a Tend JSON export: an object with lists of records.' },
    ]);

  const drain = function* (line: number): Generator<RawRecord> {
    for (const t of tokens) {
      if (closed) throw notExport(line);
      if (asm) {
        (asm as unknown as Record<string, (v?: string) => void>)[t.name]?.(t.value);
        if (asm.done) {
          if (list) yield { kind: list, raw: asm.current, path: `${list}[${index}]`, line: startLine };
          else if (onTop && key !== null) onTop(key, asm.current);
          index += 1;
          asm = null;
        }
        continue;
      }
      if (depth === 0) {
        if (t.name !== 'startObject' || sawTop) throw notExport(line);
        sawTop = true;
        depth = 1;
      } else if (depth === 1) {
        if (t.name === 'keyValue') {
          key = t.value ?? '';
        } else if (t.name === 'endObject') {
          depth = 0;
          closed = true;
        } else if (key !== null && isKind(key)) {
          sawList = true;
          if (t.name !== 'startArray') {
            throw new ImportFileError(`${key} must be a list.`, [{ path: key, message: 'must be a list' }]);
          }
          list = key;
          index = 0;
          depth = 2;
        } else {
          // Any other value (exportDate, user, …): assembled and dropped, without a list to add to.
          list = null;
          asm = new Assembler();
          (asm as unknown as Record<string, (v?: string) => void>)[t.name]?.(t.value);
          if (asm.done) asm = null;
          else startLine = line;
        }
      } else if (depth === 2) {
        if (t.name === 'endArray') {
          depth = 1;
          list = null;
        } else if (fast !== undefined && t.name === 'startObject') {
          // The line held exactly one record, already parsed natively: the tokenizer was fed `{}`.
          asm = new Assembler();
          asm.consume({ name: 'startObject' });
          asm.current = fast;
          fast = undefined;
          startLine = line;
        } else {
          asm = new Assembler();
          startLine = line;
          (asm as unknown as Record<string, (v?: string) => void>)[t.name]?.(t.value);
          if (asm.done) {
            if (list) yield { kind: list, raw: asm.current, path: `${list}[${index}]`, line };
            index += 1;
            asm = null;
          }
        }
      }
    }
    tokens.length = 0;
  };

  let first = true;
  let fast: Record<string, unknown> | undefined;
  for await (const piece of pieces(path)) {
    let text = piece.text;
    if (first) {
      first = false;
      if (text.startsWith('\uFEFF')) text = text.slice(1);
    }
    lastLine = piece.line;
    // Fast path for Tend's own layout (one record per line): JSON.parse is many times faster than the
    // streaming tokenizer, which then only checks the structure around a stand-in `{}`.
    if (depth === 2 && !asm && text.endsWith('\n')) {
      const m = /^(\s*)(\{.*\})(\s*,?\s*)$/s.exec(text);
      if (m) {
        try {
          const value = JSON.parse(m[2] as string) as unknown;
          if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
            fast = value as Record<string, unknown>;
            text = `${m[1]}{}${m[3]}`;
          }
        } catch {
          // Not one whole record: the tokenizer reads it and says where it goes wrong.
        }
      }
    }
    run((cb) => internal._transform(text, 'utf8', cb), piece.line);
    yield* drain(piece.line);
  }
  run((cb) => internal._flush(cb), lastLine);
  yield* drain(lastLine);
  if (!sawTop) throw notExport(1);
  if (!closed) {
    throw new ImportFileError(`The file ends too early (line ${lastLine}).`, [
      {
        path: `line ${lastLine}`,
        message: 'The file ends too early: it may have been cut off while saving.',
      },
    ]);
  }
  if (!sawList) throw cannotRead('file');
}
