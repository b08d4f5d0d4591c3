import { describe, expect, it } from 'vitest';
import { makeSnippet, searchTerms, snippetParts } from './search';

describe('searchTerms', () => {
  it('keeps only words, lower-cased and once each, so operators and quotes are text', () => {
    expect(searchTerms('Garden OR "garden" NEAR(x*) -rain: café')).toEqual([
      'garden',
      'or',
      'near',
      'x',
      'rain',
      'café',
    ]);
    expect(searchTerms('!!! ... <>')).toEqual([]);
    expect(searchTerms(Array.from({ length: 30 }, (_, i) => `w${i}`).join(' '))).toHaveLength(12);
  });
});

describe('makeSnippet', () => {
  it('marks word beginnings that match', () => {
    const s = makeSnippet('We walked in the Garden; gardening later.', ['garden']);
    expect(snippetParts(s)).toEqual([
      { text: 'We walked in the ', marked: false },
      { text: 'Garden', marked: true },
      { text: '; ', marked: false },
      { text: 'gardening', marked: true },
      { text: ' later.', marked: false },
    ]);
  });

  it('cuts a long text around the first match, at spaces, with an ellipsis', () => {
    const text = `${'word '.repeat(100)}needle ${'tail '.repeat(100)}`;
    const s = makeSnippet(text, ['needle']);
    expect(s.snippet.startsWith('…word')).toBe(true);
    expect(s.snippet.endsWith('…')).toBe(true);
    expect(s.snippet.length).toBeLessThanOrEqual(162);
    const [h] = s.highlights;
    expect(s.snippet.slice(h!.start, h!.start + h!.length)).toBe('needle');
  });

  it('keeps markup as plain text and starts at the beginning when nothing matches', () => {
    const s = makeSnippet('<img src=x onerror=alert(1)> hello', ['zzz']);
    expect(s).toEqual({ snippet: '<img src=x onerror=alert(1)> hello', highlights: [] });
  });
});
