import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('a CSV cell', () => {
  it.for([
    ['plain@example.com', 'plain@example.com'],
    ['', ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
    [' padded ', '" padded "'],
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+91 98765', `"'+91 98765"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\t=1', `"'\t=1"`],
    ["it's", `"it's"`],
    ['mid=dle', 'mid=dle'],
  ] as const)('%j → %j', ([value, cell]) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes numbers as they are and null as an empty cell', () => {
    expect(csvCell(42)).toBe('42');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});

describe('a CSV file', () => {
  it('has a header line and CRLF line ends', () => {
    expect(
      toCsv(
        ['email', 'status'],
        [
          ['a@example.com', 'subscribed'],
          ['=cmd@example.com', null],
        ],
      ),
    ).toBe('email,status\r\na@example.com,subscribed\r\n"\'=cmd@example.com",\r\n');
  });
});
