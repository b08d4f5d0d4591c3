/** CSV writing per RFC 4180: comma separated, CRLF line ends, fields quoted only when needed. */

export type CsvValue = string | number | null;

/** A byte order mark, so that spreadsheet apps read the file as UTF-8 (emoji, accents). */
export const CSV_BOM = '\uFEFF';

// Quotes, separators and line breaks need quoting by the RFC; leading or trailing whitespace is
// quoted too, because some spreadsheet apps trim it from bare fields.
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/**
 * Text a spreadsheet would run as a formula: starting with = + - @, a tab or a carriage return — or
 * text that already starts with apostrophes before one of them, so that the import can take exactly
 * one apostrophe back off and give back what was written (docs/decisions/247-csv-round-trip-exact.md).
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/**
 * One field. Text that a spreadsheet would read as a formula gets a leading apostrophe (OWASP's CSV
 * injection advice, decision 094), so opening the export never runs what someone typed; numbers are
 * written as they are, and the JSON export keeps every text exactly. Then RFC 4180 quoting.
 */
export function csvField(value: CsvValue): string {
  if (value === null) return '';
  const text = typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The import's half of csvField's protection: the apostrophe it added comes off again. */
export function unprotectCsvText(text: string): string {
  return FORMULA_START.test(text) && text.startsWith("'") ? text.slice(1) : text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
