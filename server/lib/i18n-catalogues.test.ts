import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { LOCALES, PSEUDO_LOCALE, SOURCE_LOCALE } from '../../core/i18n/locales';

/**
 * The catalogue check (decision 361): every language has every message, with the same placeholders,
 * and the compiled modules the app loads match the catalogues. `npm test` runs it.
 */

interface Entry {
  id: string;
  translation: string;
  /** Written with an explicit id (the server's messages): the English text is then the translation in en. */
  explicit: boolean;
}

/** The landing page's, the app's groups (decisions 385, 450, 478) and the server's catalogues. */
const SIDES = [
  'landing',
  'client',
  'wheel',
  'insights',
  'account',
  'who5',
  'journal',
  'later',
  'server',
] as const;
const TRANSLATED = LOCALES.filter((l) => l !== SOURCE_LOCALE && l !== PSEUDO_LOCALE);

/** A small reader of the PO files `lingui extract` writes (msgctxt, msgid, msgstr; quoted lines). */
export function parsePo(text: string): Entry[] {
  const entries: Entry[] = [];
  let current: { ctx?: string; id?: string; str?: string; explicit?: boolean } = {};
  let field: 'ctx' | 'id' | 'str' | undefined;
  const flush = () => {
    if (current.id) {
      const id = current.ctx === undefined ? current.id : `${current.id}\u0004${current.ctx}`;
      entries.push({ id, translation: current.str ?? '', explicit: current.explicit === true });
    }
    current = {};
    field = undefined;
  };
  for (const line of text.split('\n')) {
    const key = /^(msgctxt|msgid|msgstr) (".*")$/.exec(line);
    if (line.startsWith('#. js-lingui-explicit-id')) {
      if (current.str !== undefined) flush();
      current.explicit = true;
    } else if (key) {
      if (key[1] === 'msgctxt' || (key[1] === 'msgid' && current.id !== undefined)) flush();
      field = key[1] === 'msgctxt' ? 'ctx' : key[1] === 'msgid' ? 'id' : 'str';
      current[field] = JSON.parse(key[2]!) as string;
    } else if (/^".*"$/.test(line) && field) {
      current[field] = (current[field] ?? '') + (JSON.parse(line) as string);
    } else if (line.trim() === '') {
      if (current.str !== undefined) flush();
    }
  }
  flush();
  return entries;
}

/** The problems of one language's catalogue against the source's: an empty list when it is complete. */
export function catalogueProblems(source: Entry[], translated: Entry[], locale: string): string[] {
  const problems: string[] = [];
  const byId = new Map(translated.map((e) => [e.id, e.translation]));
  for (const entry of source) {
    const { id } = entry;
    const translation = byId.get(id);
    if (translation === undefined) problems.push(`${locale}: no entry for "${id}"`);
    else if (translation.trim() === '') problems.push(`${locale}: no translation of "${id}"`);
    else if (placeholders(english(entry)) !== placeholders(translation))
      problems.push(`${locale}: "${translation}" has other placeholders than "${english(entry)}"`);
  }
  const known = new Set(source.map((e) => e.id));
  for (const { id } of translated)
    if (!known.has(id)) problems.push(`${locale}: "${id}" is not in the source`);
  return problems;
}

/** The English text of a source entry. */
function english(entry: Entry): string {
  return entry.explicit ? entry.translation : entry.id.split('\u0004')[0]!;
}

/** The argument names of an ICU message, sorted ("{count, plural, …}" → count). */
function placeholders(message: string): string {
  const names = new Set<string>();
  for (const m of message.matchAll(/\{\s*([A-Za-z0-9_]+)\s*[,}]/g)) names.add(m[1]!);
  for (const m of message.matchAll(/<(\d+)\/?>/g)) names.add(`<${m[1]}>`);
  return [...names].sort().join(',');
}

const dir = (side: string) => resolve(import.meta.dirname, '../../core/i18n', side);
const read = (side: string, locale: string) =>
  parsePo(readFileSync(resolve(dir(side), `${locale}.po`), 'utf8'));

function compiledIds(side: string, locale: string): string[] {
  const source = readFileSync(resolve(dir(side), `${locale}.ts`), 'utf8');
  const json = /JSON\.parse\((".*")\)as Messages;/s.exec(source)?.[1];
  if (!json) throw new Error(`${side}/${locale}.ts is not a compiled catalogue`);
  return Object.keys(JSON.parse(JSON.parse(json) as string) as object).sort();
}

describe.each(SIDES)('the %s catalogues', (side) => {
  const source = read(side, SOURCE_LOCALE);

  it('English holds the source text itself', () => {
    expect(source.length).toBeGreaterThan(0);
    // A message with a context (`msgctxt`) holds its text without the context (`english`).
    for (const entry of source) {
      const { translation, explicit } = entry;
      expect(explicit ? translation !== '' : translation === '' || translation === english(entry)).toBe(true);
    }
  });

  it.each(TRANSLATED)('%s has every message, with the same placeholders', (locale) => {
    expect(catalogueProblems(source, read(side, locale), locale)).toEqual([]);
  });

  it.each(LOCALES)('the compiled %s module matches the catalogue (run npm run i18n:compile)', (locale) => {
    const ids = source
      .map(({ id, explicit }) => {
        if (explicit) return id;
        const [message, context] = id.split('\u0004');
        return generateMessageId(message!, context);
      })
      .sort();
    expect(compiledIds(side, locale)).toEqual(ids);
  });

  it('no message begins or ends with a space (a sign of a sentence glued together in code)', () => {
    const glued = source.filter((e) => english(e) !== english(e).trim());
    expect(glued.map((e) => e.id)).toEqual([]);
  });
});

describe('the catalogue groups', () => {
  it('every catalogue directory is checked, and every one lingui.config.ts writes', async () => {
    const dirs = readdirSync(resolve(import.meta.dirname, '../../core/i18n'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect(dirs.sort()).toEqual([...SIDES].sort());
    const { default: config } = await import('../../lingui.config');
    const paths = (config.catalogs ?? []).map((c) => /core\/i18n\/([^/]+)\/\{locale\}$/.exec(c.path)?.[1]);
    expect(paths.sort()).toEqual([...SIDES].sort());
  });

  // A file extracted into two groups (lingui.config.ts; decision 421) has its messages in both
  // catalogues of a language: a fix a translator makes in one must be made in the other. (The same
  // English written in two places may be translated apart: "Name" of an area and of a tag.)
  it.each(TRANSLATED)(
    '%s: a file in two groups has its messages translated the same in both',
    async (locale) => {
      const { default: config } = await import('../../lingui.config');
      const groups = new Map<string, string[]>();
      for (const c of config.catalogs ?? [])
        for (const path of c.include)
          if (/\.tsx?$/.test(path)) groups.set(path, [...(groups.get(path) ?? []), c.path]);
      const shared = [...groups]
        .filter(([, paths]) => paths.length > 1)
        .map(([path]) => path.replace('<rootDir>/', ''));
      expect(shared.length).toBeGreaterThan(0);
      const seen = new Map<string, { side: string; translation: string }>();
      const differ: string[] = [];
      let compared = 0;
      for (const side of SIDES) {
        const text = readFileSync(resolve(dir(side), `${locale}.po`), 'utf8');
        const ids = new Set(
          text
            .split('\n\n')
            .filter((block) => shared.some((path) => block.includes(`#: ${path}`)))
            .flatMap((block) => parsePo(block).map((e) => e.id)),
        );
        for (const { id, translation } of read(side, locale)) {
          if (!ids.has(id)) continue;
          const first = seen.get(id);
          if (!first) seen.set(id, { side, translation });
          else if (first.translation !== translation) differ.push(`${id} (${first.side}, ${side})`);
          else compared += 1;
        }
      }
      expect(differ).toEqual([]);
      expect(compared).toBeGreaterThan(0);
    },
  );
});

describe('the check itself', () => {
  const source = read('client', SOURCE_LOCALE);
  const german = read('client', 'de');

  it('fails when a message is removed from a language', () => {
    const removed = german.slice(1);
    expect(catalogueProblems(source, removed, 'de')).toEqual([`de: no entry for "${german[0]!.id}"`]);
  });

  it('fails when a translation is emptied or loses a placeholder', () => {
    const emptied = german.map((e, i) => (i === 0 ? { ...e, translation: '' } : e));
    expect(catalogueProblems(source, emptied, 'de')).toHaveLength(1);
    const withPlaceholder = source.find((e) => /\{\w+\}/.test(e.id));
    if (withPlaceholder) {
      const lost = german.map((e) => (e.id === withPlaceholder.id ? { ...e, translation: 'x' } : e));
      expect(catalogueProblems(source, lost, 'de')).toHaveLength(1);
    }
  });
});
