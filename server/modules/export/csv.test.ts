import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvField, csvRow } from './csv';

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['"', '""""'],
    ['line\nbreak', '"line\nbreak"'],
    ['cr\rlf\r\n', '"cr\rlf\r\n"'],
    [' padded ', '" padded "'],
    ['=1+2', "'=1+2"],
    ['+44 20 7946 0000', "'+44 20 7946 0000"],
    ['-1', "'-1"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['\t=1', "'\t=1"],
    ['a=1', 'a=1'],
    ['🌱 café', '🌱 café'],
    ['', ''],
  ])('writes %j as %j', (value, written) => {
    expect(csvField(value)).toBe(written);
  });

  it('writes numbers as they are and null as an empty field', () => {
    expect(csvField(7)).toBe('7');
    expect(csvField(-0.5)).toBe('-0.5');
    expect(csvField('7.5')).toBe('7.5');
    expect(csvField(null)).toBe('');
  });
});

describe('csvRow', () => {
  it('ends rows with CRLF and survives a real parser unchanged', () => {
    const values = ['a,b', 'x "y" z', 'multi\nline\r\ntext', '👩‍👩‍👧', ' ', 'ü'];
    const text = CSV_BOM + csvRow(values) + csvRow(['second', null]);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(parse(text, { bom: true, relax_column_count: true })).toEqual([values, ['second', '']]);
  });

  it('neutralises formula text with a leading apostrophe a parser keeps', () => {
    const text = csvRow(['-1', '@me', '+44', '=A1']);
    expect(parse(text)).toEqual([["'-1", "'@me", "'+44", "'=A1"]]);
  });
});
