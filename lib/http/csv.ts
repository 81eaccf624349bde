/** Rows as a CSV document (RFC 4180, CRLF line ends), safe to open in a spreadsheet. */
export function csvDocument(columns: readonly string[], rows: readonly string[][]): string {
  return [columns, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

function csvCell(value: string): string {
  // A cell starting with = + - @ would run as a formula in a spreadsheet: quote it as text.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
