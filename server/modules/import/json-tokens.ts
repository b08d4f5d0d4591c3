/**
 * The tokenizing both JSON readers share (json-reader.ts for Tend's export, json-lists.ts for other
 * apps'): the file is read one line (or 16 KiB) at a time and fed to stream-json's tokenizer by hand,
 * synchronously, so every token — and every error — is known to come from the line being fed, and no
 * step holds the event loop long (decision 245).
 */
import { createReadStream } from 'node:fs';
import type Assembler from 'stream-json/Assembler.js';
import Parser from 'stream-json/Parser.js';
import { refusedAtLine } from './import.errors';
import type { ImportText } from './import-text';

export interface Token {
  name: string;
  value?: string;
}

// Small pieces keep each synchronous tokenizing step to a few milliseconds of the event loop.
const PIECE = 16 * 1024;

/**
 * Lines of a file with their numbers, a leading byte order mark dropped; a line longer than 16 KiB
 * comes in pieces with the same number.
 */
export async function* pieces(path: string): AsyncGenerator<{ text: string; line: number }> {
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

/** "Not valid JSON" at a line, with what the file may be (`hint`: each reader says its own). */
export const notValidJson = (line: number, hint: ImportText) =>
  refusedAtLine(
    line,
    /*i18n*/ { id: 'import.notJsonAt', message: 'The file is not valid JSON (line {line}).' },
    hint,
  );

export const endsTooEarly = (line: number) =>
  refusedAtLine(
    line,
    /*i18n*/ { id: 'import.endsEarlyAt', message: 'The file ends too early (line {line}).' },
    /*i18n*/ {
      id: 'import.endsEarly',
      message: 'The file ends too early: it may have been cut off while saving.',
    },
  );

/**
 * A tokenizer fed by hand: `feed(text, line)` answers the tokens of `text`, `end(line)` those left at
 * the end of the file; a tokenizing error throws `notValid(line)`.
 */
export function tokenizer(notValid: (line: number) => Error) {
  const parser = new Parser({ packValues: true, streamValues: false });
  const out: Token[] = [];
  // push() is called synchronously from _transform for each token.
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
    return out.splice(0);
  };
  return {
    feed: (text: string, line: number) => run((cb) => internal._transform(text, 'utf8', cb), line),
    end: (line: number) => run((cb) => internal._flush(cb), line),
  };
}

/** Hands a token to an assembler building a value. */
export const assemble = (asm: Assembler, t: Token) =>
  (asm as unknown as Record<string, (v?: string) => void>)[t.name]?.(t.value);
