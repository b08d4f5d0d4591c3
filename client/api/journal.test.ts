import { describe, expect, it } from 'vitest';
import { earlyReadsFor } from './http/early-reads';
import { journalPagesQuery } from './journal';

describe('journalPagesQuery', () => {
  it("asks first for the very page boot.ts started early, so /journal's first read is not a second request", () => {
    expect(earlyReadsFor('/journal')).toContain(journalPagesQuery.initialPageParam);
  });
});
