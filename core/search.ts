/**
 * Search text rules shared by both database engines (docs/decisions/133): a query is only ever a list
 * of words — operators, quotes and brackets in it are text — and snippets are plain text with the
 * positions of the matched words, so no markup from a query or an entry is ever rendered as HTML.
 */

export const SEARCH_QUERY_MAX = 200;
export const SEARCH_TERMS_MAX = 12;
const SNIPPET_LENGTH = 160;

/** The words of a query, lower-cased, in order, without repeats; at most SEARCH_TERMS_MAX. */
export function searchTerms(query: string): string[] {
  const words = query.toLocaleLowerCase('en-US').match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, SEARCH_TERMS_MAX);
}

export interface Highlight {
  start: number;
  length: number;
}

export interface Snippet {
  snippet: string;
  highlights: Highlight[];
}

/** Where each word of `text` that starts with a term begins and ends (a term matches word prefixes, and the whole word is marked). */
function matches(text: string, terms: readonly string[]): Highlight[] {
  const out: Highlight[] = [];
  if (terms.length === 0) return out;
  const lower = text.toLocaleLowerCase('en-US');
  for (const m of lower.matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = m[0];
    const term = terms.find((t) => word.startsWith(t));
    // A word lower-cases to the same length in every script we index except a few (e.g. "İ"); the
    // guard keeps a highlight inside the text when one does not.
    if (term && lower.length === text.length) out.push({ start: m.index, length: word.length });
  }
  return out;
}

/**
 * A window of about 160 characters of `text` around its first match, cut at spaces, with "…" where it
 * was cut, and the matched word prefixes inside it.
 */
export function makeSnippet(text: string, terms: readonly string[]): Snippet {
  const flat = text.replace(/\s+/g, ' ').trim();
  const all = matches(flat, terms);
  const first = all[0];
  let start = 0;
  if (first && first.start > SNIPPET_LENGTH / 3) {
    start = first.start - Math.floor(SNIPPET_LENGTH / 3);
    const space = flat.indexOf(' ', start);
    if (space !== -1 && space < first.start) start = space + 1;
  }
  let end = Math.min(flat.length, start + SNIPPET_LENGTH);
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end);
    if (space > start && (!first || space > first.start + first.length)) end = space;
  }
  const prefix = start > 0 ? '…' : '';
  const suffix = end < flat.length ? '…' : '';
  const snippet = `${prefix}${flat.slice(start, end)}${suffix}`;
  const highlights = all
    .filter((h) => h.start >= start && h.start + h.length <= end)
    .map((h) => ({ start: h.start - start + prefix.length, length: h.length }));
  return { snippet, highlights };
}

/** Lower case without accents, as SQLite's index folds words (`remove_diacritics`). */
function fold(text: string): string {
  return text
    .toLocaleLowerCase('en-US')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
}

/**
 * How well a document answers the terms, for ranking a block of matches (docs/decisions/134): every
 * word that starts with a term counts, twice in the title, and the sum is divided by 1 + ln(words), as
 * PostgreSQL's `ts_rank(vector, query, 1)` normalises by length.
 */
export function rankScore(title: string, body: string, terms: readonly string[]): number {
  if (terms.length === 0) return 0;
  const folded = terms.map(fold);
  let words = 0;
  let score = 0;
  for (const [text, weight] of [
    [title, 2],
    [body, 1],
  ] as const) {
    for (const m of fold(text).matchAll(/[\p{L}\p{N}]+/gu)) {
      words++;
      const word = m[0];
      if (folded.some((t) => word.startsWith(t))) score += weight;
    }
  }
  return score / (1 + Math.log(1 + words));
}

/** Splits a snippet into plain and highlighted parts, for rendering as text nodes. */
export function snippetParts(s: Snippet): { text: string; marked: boolean }[] {
  const parts: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const h of [...s.highlights].sort((a, b) => a.start - b.start)) {
    if (h.start < at) continue;
    if (h.start > at) parts.push({ text: s.snippet.slice(at, h.start), marked: false });
    parts.push({ text: s.snippet.slice(h.start, h.start + h.length), marked: true });
    at = h.start + h.length;
  }
  if (at < s.snippet.length) parts.push({ text: s.snippet.slice(at), marked: false });
  return parts;
}
