import { describe, expect, it } from 'vitest';
import { acceptsEncoding } from './accept-encoding';

describe('acceptsEncoding', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, GZIP;q=0.5', true],
    ['*', true],
    ['identity', false],
    ['gzip;q=0', false],
    ['*, gzip;q=0', false],
    ['*;q=0', false],
    ['deflate', false],
    ['', false],
    ['gzip;q=abc', false],
  ])('%j → %s', (header, expected) => {
    expect(acceptsEncoding(header, 'gzip')).toBe(expected);
  });

  it('reads an absent header and a repeated one', () => {
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
    expect(acceptsEncoding(['br', 'gzip'], 'gzip')).toBe(true);
  });
});
