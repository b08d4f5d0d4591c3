/**
 * Reads the top-level lists of another app's JSON (Daylio's backup, Day One's export) in bounded
 * memory, tokenized line by line as json-reader.ts reads Tend's (json-tokens.ts), so every value is
 * known to start on the line being fed. Values of the wanted lists are assembled one element at a
 * time; everything else is skipped without being built.
 */
import Assembler from 'stream-json/Assembler.js';
import { assemble, endsTooEarly, notValidJson, pieces, tokenizer, type Token } from './json-tokens';
import { slicer } from './slices';

export interface ListItem {
  /** The top-level key of the list. */
  key: string;
  index: number;
  value: unknown;
  /** The line the element starts on, from 1. */
  line: number;
}

/** "Not valid JSON" at a line: the file may be damaged. */
const notValid = (line: number) =>
  notValidJson(
    line,
    /*i18n*/ { id: 'import.notJsonHere', message: 'Not valid JSON here: the file may be damaged.' },
  );

/**
 * Tokens of a JSON file with the line each comes from, in slices. `stop()` from the consumer ends the
 * reading early (used by the format check, which needs only the first keys).
 */
async function* tokens(path: string): AsyncGenerator<{ token: Token; line: number }> {
  const tokenize = tokenizer(notValid);
  const pause = slicer();
  let last = 1;
  for await (const piece of pieces(path)) {
    last = piece.line;
    for (const token of tokenize.feed(piece.text, piece.line)) yield { token, line: piece.line };
    await pause();
  }
  for (const token of tokenize.end(last)) yield { token, line: last };
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
  for await (const item of tokens(path)) {
    const t = item.token;
    line = item.line;
    if (closed) throw notValid(line);
    if (asm) {
      assemble(asm, t);
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
      assemble(asm, t);
      if (asm.done) {
        yield { key: list as string, index, value: asm.current, line };
        index += 1;
        asm = null;
      }
    }
  }
  if (!sawTop) throw notValid(1);
  if (!closed) {
    throw endsTooEarly(line);
  }
}
