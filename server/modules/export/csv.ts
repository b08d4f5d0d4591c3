/** CSV writing per RFC 4180: comma separated, CRLF line ends, fields quoted only when needed. */

export type CsvValue = string | number | null;

/** A byte order mark, so that spreadsheet apps read the file as UTF-8 (emoji, accents). */
export const CSV_BOM = '\uFEFF';

// Quotes, separators and line breaks need quoting by the RFC; leading or trailing whitespace is
// quoted too, because some spreadsheet apps trim it from bare fields.
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/**
 * One field, exactly as given: nothing is escaped, prefixed or replaced apart from RFC 4180 quoting,
 * so text starting with = + - @ stays as the user wrote it (see docs/decisions/022-export-format.md).
 */
export function csvField(value: CsvValue): string {
  if (value === null) return '';
  const text = String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
