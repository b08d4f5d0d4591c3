/**
 * Reads the top-level lists of another app's JSON (Daylio's backup, Day One's export) in bounded
 * memory, the way json-reader.ts reads Tend's: stream-json's tokenizer is fed one line (or 16 KiB) at
 * a time, synchronously, so every value is known to start on the line being fed and no step holds the
 * event loop long (decision 245). Values of the wanted lists are assembled one element at a time;
 * everything else is skipped without being built.
 */
import { createReadStream } from 'node:fs';
import Assembler from 'stream-json/Assembler.js';
import Parser from 'stream-json/Parser.js';
import { ImportFileError } from './import.errors';
import { slicer } from './slices';

interface Token {
  name: string;
  value?: string;
}

export interface ListItem {
  /** The top-level key of the list. */
  key: string;
  index: number;
  value: unknown;
  /** The line the element starts on, from 1. */
  line: number;
}

const PIECE = 16 * 1024;

/** Lines of a file with their numbers; a line longer than 16 KiB comes in pieces with the same number. */
async function* pieces(path: string): AsyncGenerator<{ text: string; line: number }> {
  let line = 1;
  let carry = '';
  let first = true;
  for await (const chunk of createReadStream(path, { encoding: 'utf8', highWaterMark: PIECE })) {
    let text = carry + (chunk as string);
    if (first) {
      first = false;
      if (text.startsWith('\uFEFF')) text = text.slice(1);
    }
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

const notValid = (line: number) =>
  new ImportFileError(`The file is not valid JSON (line ${line}).`, [
    { path: `line ${line}`, message: 'Not valid JSON here: the file may be damaged.' },
  ]);

/**
 * Tokens of a JSON file with the line each comes from, in slices. `stop()` from the consumer ends the
 * reading early (used by the format check, which needs only the first keys).
 */
async function* tokens(path: string): AsyncGenerator<{ token: Token; line: number }> {
  const parser = new Parser({ packValues: true, streamValues: false });
  const out: Token[] = [];
  (parser as unknown as { push: (t: Token | null) => boolean }).push = (t) => {
    if (t) out.push(t);
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
    if (failure) throw notValid(line);
  };
  const pause = slicer();
  let last = 1;
  for await (const piece of pieces(path)) {
    last = piece.line;
    run((cb) => internal._transform(piece.text, 'utf8', cb), piece.line);
    for (const token of out.splice(0)) yield { token, line: piece.line };
    await pause();
  }
  run((cb) => internal._flush(cb), last);
  for (const token of out.splice(0)) yield { token, line: last };
}

const OPEN = new Set(['startObject', 'startArray']);
const CLOSE = new Set(['endObject', 'endArray']);

/**
 * The top-level keys of a JSON object, in file order, read until `enough(key)` says so. Values are
 * skipped, never built. Null when the file is JSON but not an object.
 */
export async function topLevelKeys(path: string, enough: (key: string) => boolean): Promise<string[] | null> {
  const keys: string[] = [];
  let depth = 0;
  for await (const { token } of tokens(path)) {
    if (depth === 0 && keys.length === 0 && token.name !== 'startObject') return null;
    if (OPEN.has(token.name)) depth += 1;
    else if (CLOSE.has(token.name)) depth -= 1;
    else if (depth === 1 && token.name === 'keyValue') {
      keys.push(token.value ?? '');
      if (enough(token.value ?? '')) break;
    }
    if (depth === 0) break;
  }
  return keys;
}

/**
 * Every element of the top-level lists named in `wanted`, in file order. Throws ImportFileError for a
 * file that is not a JSON object or ends early.
 */
export async function* readJsonLists(path: string, wanted: ReadonlySet<string>): AsyncGenerator<ListItem> {
  let depth = 0;
  let key: string | null = null;
  let list: string | null = null;
  let index = 0;
  let asm: Assembler | null = null;
  let start = 0;
  let skip = 0; // nesting left of a value being skipped
  let sawTop = false;
  let closed = false;
  let line = 1;
  const feed = (a: Assembler, t: Token) =>
    (a as unknown as Record<string, (v?: string) => void>)[t.name]?.(t.value);
  for await (const item of tokens(path)) {
    const t = item.token;
    line = item.line;
    if (closed) throw notValid(line);
    if (asm) {
      feed(asm, t);
      if (asm.done) {
        yield { key: list as string, index, value: asm.current, line: start };
        index += 1;
        asm = null;
      }
      continue;
    }
    if (skip > 0) {
      if (OPEN.has(t.name)) skip += 1;
      else if (CLOSE.has(t.name)) skip -= 1;
      continue;
    }
    if (depth === 0) {
      if (t.name !== 'startObject' || sawTop) throw notValid(line);
      sawTop = true;
      depth = 1;
    } else if (depth === 1) {
      if (t.name === 'keyValue') key = t.value ?? '';
      else if (t.name === 'endObject') {
        depth = 0;
        closed = true;
      } else if (key !== null && wanted.has(key) && t.name === 'startArray') {
        list = key;
        index = 0;
        depth = 2;
      } else if (OPEN.has(t.name)) skip = 1;
    } else if (t.name === 'endArray') {
      depth = 1;
      list = null;
    } else {
      asm = new Assembler();
      start = line;
      feed(asm, t);
      if (asm.done) {
        yield { key: list as string, index, value: asm.current, line };
        index += 1;
        asm = null;
      }
    }
  }
  if (!sawTop) throw notValid(1);
  if (!closed) {
    throw new ImportFileError(`The file ends too early (line ${line}).`, [
      { path: `line ${line}`, message: 'The file ends too early: it may have been cut off while saving.' },
    ]);
  }
}
