import { describe, expect, it } from 'vitest';
import { earlyReadsFor } from '../../api/http/early-reads';
import { reflectionPagesQuery } from '../../api/reflections';
import { dimensionFromSearch } from './reflection-rules';

describe('reflectionPagesQuery', () => {
  it("asks first for the very page boot.ts started early, so /reflections' first read is not a second request (decision 520)", () => {
    const now = new Date(2026, 10, 27);
    expect(earlyReadsFor('/reflections', now, '')).toEqual([
      '/api/user',
      '/api/areas',
      reflectionPagesQuery('sleep').initialPageParam,
    ]);
    expect(earlyReadsFor('/reflections', now, '?dimension=finance')).toContain(
      reflectionPagesQuery('finance').initialPageParam,
    );
  });

  it('reads the area the screen shows without ?dimension= (dimensionFromSearch)', () => {
    const shown = dimensionFromSearch(null);
    expect(earlyReadsFor('/reflections', new Date(2026, 10, 27), '?tab=1')).toContain(
      reflectionPagesQuery(shown).initialPageParam,
    );
  });
});
