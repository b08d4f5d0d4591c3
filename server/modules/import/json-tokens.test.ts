import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readJsonLists, topLevelKeys } from './json-lists';
import { readTendJson } from './json-reader';

const dir = mkdtempSync(join(tmpdir(), 'tend-json-'));
let n = 0;
function file(text: string): string {
  const path = join(dir, `f${(n += 1)}.json`);
  writeFileSync(path, text);
  return path;
}
async function all<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}
async function failure(items: AsyncIterable<unknown>) {
  try {
    await all(items);
  } catch (err) {
    return err as { message: string; issues: { path: string; message: string }[] };
  }
  throw new Error('expected the read to fail');
}

// Both readers tokenize through json-tokens.ts (decision 323): each is read here past a byte order
// mark, over a line longer than a piece, and to its errors, with each reader's own words.
describe('the JSON readers', () => {
  const long = 'x'.repeat(40_000);
  const text = `\uFEFF{"exportDate":"2026-01-01",\n"journalEntries":[\n{"name":"a"},\n{"name":"${long}"}\n],\n"other":[1,[2]]}\n`;

  it("Tend's reader: records with their lines, past a BOM and a long line", async () => {
    const records = await all(readTendJson(file(text)));
    expect(records.map((r) => [r.path, r.line, (r.raw as { name: string }).name.length])).toEqual([
      ['journalEntries[0]', 3, 1],
      ['journalEntries[1]', 4, 40_000],
    ]);
  });

  it("other apps' lists: the wanted lists only, past a BOM and a long line", async () => {
    const items = await all(readJsonLists(file(text), new Set(['journalEntries'])));
    expect(items.map((i) => [i.key, i.index, i.line])).toEqual([
      ['journalEntries', 0, 3],
      ['journalEntries', 1, 4],
    ]);
    expect(await topLevelKeys(file(text), () => false)).toEqual(['exportDate', 'journalEntries', 'other']);
  });

  it('damaged JSON names its line, in each reader’s words', async () => {
    const damaged = '{"journalEntries":[\n{"name":"a"},\n{"name": nope}\n]}';
    expect(await failure(readTendJson(file(damaged)))).toMatchObject({
      message: 'The file is not valid JSON (line 4).',
      issues: [
        { path: 'line 4', message: 'Not valid JSON here: the file may be damaged or not a Tend export.' },
      ],
    });
    expect(await failure(readJsonLists(file(damaged), new Set(['journalEntries'])))).toMatchObject({
      message: 'The file is not valid JSON (line 4).',
      issues: [{ path: 'line 4', message: 'Not valid JSON here: the file may be damaged.' }],
    });
  });

  it('a file cut off is not valid JSON at its last line; an array is not an export', async () => {
    const cut = '{"journalEntries":[\n{"name":"a"},\n';
    for (const read of [readTendJson(file(cut)), readJsonLists(file(cut), new Set(['journalEntries']))]) {
      expect(await failure(read)).toMatchObject({ message: 'The file is not valid JSON (line 2).' });
    }
    expect(await failure(readTendJson(file('[1,2]')))).toMatchObject({
      message: 'The file is not a Tend export.',
    });
  });
});
