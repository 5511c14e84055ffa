/** One CSV cell: text (escaped), a number (written as is) or null (an empty field). */
export type TCsvCell = string | number | null;

/** A byte-order mark first, so spreadsheet programs read the file as UTF-8 (method names need not be Latin). */
export const CSV_BOM = '\uFEFF';

/**
 * One RFC 4180 field. Text holding a comma, a double quote, a CR or an LF is quoted, its quotes doubled.
 * Text a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a CR) gets a leading
 * apostrophe first (OWASP's CSV injection advice): payment method names are typed by operators.
 */
export function csvField(value: TCsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as an RFC 4180 document: fields joined by commas, every record ended by CRLF. */
export function toCsv(rows: TCsvCell[][]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}
