import { describe, expect, it } from 'vitest';
import { clearCheckinDraft, readCheckinDraft, writeCheckinDraft } from './checkin-draft';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

describe('quick check-in draft', () => {
  it('keeps a moved value per user until cleared', () => {
    const s = memoryStorage();
    expect(readCheckinDraft('u1', s)).toBeNull();
    writeCheckinDraft('u1', 7.5, s);
    expect(readCheckinDraft('u1', s)).toBe(7.5);
    expect(readCheckinDraft('u2', s)).toBeNull();
    clearCheckinDraft('u1', s);
    expect(readCheckinDraft('u1', s)).toBeNull();
  });

  it('ignores anything that is not a score', () => {
    const s = memoryStorage();
    writeCheckinDraft('u1', 11, s);
    expect(readCheckinDraft('u1', s)).toBeNull();
    s.setItem('tend.quickCheckinDraft.u1', '7.3');
    expect(readCheckinDraft('u1', s)).toBeNull();
    s.setItem('tend.quickCheckinDraft.u1', 'abc');
    expect(readCheckinDraft('u1', s)).toBeNull();
  });

  it('works without storage', () => {
    expect(readCheckinDraft('u1', undefined)).toBeNull();
    expect(() => writeCheckinDraft('u1', 5, undefined)).not.toThrow();
  });
});
