import { describe, expect, it } from 'vitest';
import { nextPageFrom } from './paging';

describe('nextPageFrom', () => {
  it('reads the rel="next" target of a Link header', () => {
    expect(nextPageFrom('</api/journal-entries?limit=20&before=abc>; rel="next"')).toBe(
      '/api/journal-entries?limit=20&before=abc',
    );
    expect(nextPageFrom('</api/a?before=x>; rel="prev", </api/a?before=y>; rel="next"')).toBe(
      '/api/a?before=y',
    );
    expect(nextPageFrom('</api/a?before=y>; rel=next')).toBe('/api/a?before=y');
  });

  it('is null without a next link, or for a link off the API', () => {
    expect(nextPageFrom(null)).toBeNull();
    expect(nextPageFrom('')).toBeNull();
    expect(nextPageFrom('</api/a?before=x>; rel="prev"')).toBeNull();
    expect(nextPageFrom('<https://evil.example/x>; rel="next"')).toBeNull();
  });
});
