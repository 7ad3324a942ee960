// CSV files for spreadsheet programs (RFC 4180 quoting, CRLF lines), opened by admins.

/** UTF-8's byte-order mark: without it Excel reads UTF-8 as the local code page and garbles Chinese. */
const BOM = '\uFEFF';

/**
 * One cell. A value a spreadsheet would run as a formula (=, +, -, @, tab, carriage return at the
 * start) is prefixed with an apostrophe: names and remarks are typed by members (OWASP "CSV
 * injection"). Numbers pass as they are.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A whole file: a header row, then the rows, with the byte-order mark first. */
export function csvFile(header: string[], rows: Array<Array<string | number | null | undefined>>): string {
  return BOM + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
