/**
 * Reads Tend's JSON export from a file in bounded memory, tokenized line by line (json-tokens.ts), so
 * every token — and every error — is known to come from the line being fed. Records of the five lists
 * are assembled one at a time; nothing else of the document is kept.
 */
import Assembler from 'stream-json/Assembler.js';
import { IMPORT_KINDS, type ImportKind } from '../../../core/schemas/import';
import { cannotRead, ImportFileError } from './import.errors';
import { atLine, IN_FILE, type ImportText, type Said } from './import-text';
import { assemble, endsTooEarly, notValidJson, pieces, tokenizer, type Token } from './json-tokens';

export interface RawRecord {
  kind: ImportKind;
  raw: unknown;
  /** Where the record is: `journalEntries[3]` (the JSON's key), `line 12` (a CSV's line). */
  path: Said;
  /** The line its opening brace is on, from 1. */
  line: number;
}

/** What a file that is not valid JSON may be. */
const NOT_JSON_OR_NOT_TEND: ImportText = /*i18n*/ {
  id: 'import.notJsonHereOrNotTend',
  message: 'Not valid JSON here: the file may be damaged or not a Tend export.',
};

const isKind = (key: string): key is ImportKind => (IMPORT_KINDS as readonly string[]).includes(key);

/**
 * Every record of the five lists, in file order, unvalidated. Throws ImportFileError for a file that
 * is not JSON, is truncated, or is not shaped like Tend's export.
 */
export async function* readTendJson(
  path: string,
  /** Called with each other top-level value once assembled (the export's `areas`, decision 344). */
  onTop?: (key: string, value: unknown) => void,
): AsyncGenerator<RawRecord> {
  const tokenize = tokenizer((line) => notValidJson(line, NOT_JSON_OR_NOT_TEND));

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
    new ImportFileError(/*i18n*/ { id: 'import.notTendExport', message: 'The file is not a Tend export.' }, [
      {
        path: atLine(line),
        message: /*i18n*/ {
          id: 'import.notTendJson',
          message: 'Expected a Tend JSON export: an object with lists of records.',
        },
      },
    ]);

  const drain = function* (tokens: Token[], line: number): Generator<RawRecord> {
    for (const t of tokens) {
      if (closed) throw notExport(line);
      if (asm) {
        assemble(asm, t);
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
            throw new ImportFileError(
              /*i18n*/ { id: 'import.listExpected', message: '{key} must be a list.', values: { key } },
              [{ path: key, message: /*i18n*/ { id: 'import.mustBeList', message: 'must be a list' } }],
            );
          }
          list = key;
          index = 0;
          depth = 2;
        } else {
          // Any other value (exportDate, user, …): assembled and dropped, without a list to add to.
          list = null;
          asm = new Assembler();
          assemble(asm, t);
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
          assemble(asm, t);
          if (asm.done) {
            if (list) yield { kind: list, raw: asm.current, path: `${list}[${index}]`, line };
            index += 1;
            asm = null;
          }
        }
      }
    }
  };

  let fast: Record<string, unknown> | undefined;
  for await (const piece of pieces(path)) {
    let text = piece.text;
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
    yield* drain(tokenize.feed(text, piece.line), piece.line);
  }
  yield* drain(tokenize.end(lastLine), lastLine);
  if (!sawTop) throw notExport(1);
  if (!closed) {
    throw endsTooEarly(lastLine);
  }
  if (!sawList) throw cannotRead(IN_FILE);
}
