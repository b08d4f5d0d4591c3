import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download';

describe('fileNameFromDisposition', () => {
  it('reads a quoted file name', () => {
    expect(fileNameFromDisposition('attachment; filename="tend-export-2025-07-30.csv"', 'x')).toBe(
      'tend-export-2025-07-30.csv',
    );
  });

  it('reads an unquoted file name', () => {
    expect(fileNameFromDisposition('attachment; filename=data.json', 'x')).toBe('data.json');
  });

  it('prefers the RFC 5987 extended form', () => {
    expect(fileNameFromDisposition(`attachment; filename="a.csv"; filename*=UTF-8''caf%C3%A9.csv`, 'x')).toBe(
      'café.csv',
    );
  });

  it('never lets a name point into another folder', () => {
    expect(fileNameFromDisposition('attachment; filename="../../evil.csv"', 'x')).toBe('.._.._evil.csv');
  });

  it('falls back when the header is missing or has no name', () => {
    expect(fileNameFromDisposition(null, 'fallback.json')).toBe('fallback.json');
    expect(fileNameFromDisposition('attachment', 'fallback.json')).toBe('fallback.json');
  });
});
