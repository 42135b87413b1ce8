// CSV for the back office's exports (RFC 4180): every cell quoted when it holds a comma, a quote or a
// line break (quotes doubled), lines ended by CRLF, and no cell a spreadsheet would run as a formula:
// one starting with =, +, -, @, a tab or a carriage return gets a leading apostrophe (OWASP's advice
// against CSV injection), and is quoted.

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n']/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
): string {
  return csvLine(header) + rows.map(csvLine).join('');
}
