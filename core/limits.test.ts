import { describe, expect, it } from 'vitest';
import { groupThousands, tooLongMessage } from './limits';

describe('groupThousands', () => {
  it.each([0, 7, 100, 999, 1000, 5000, 20_000, 20_001, 123_456, 1_234_567])(
    'writes %d as en-US does',
    (n) => {
      expect(groupThousands(n)).toBe(n.toLocaleString('en-US'));
    },
  );

  it('keeps the messages the schemas give', () => {
    expect(tooLongMessage('Title', 200)).toBe('Title must be at most 200 characters');
    expect(tooLongMessage('Content', 20_000)).toBe('Content must be at most 20,000 characters');
  });
});
