// Tax invoice numbers: one gap-free series per Indian financial year (1 April to 31 March, India
// time), 'SUV/26-27/000123'. GST's invoice rule (CGST Rules, rule 46(b)) allows at most 16
// characters of letters, digits, '-' and '/', unique within the financial year: the year is written
// with two digits each side so that a six-digit serial fits (SUV/2026-27/000123 would be 18).

export const INVOICE_PREFIX = 'SUV';
export const INVOICE_NUMBER_MAX_LENGTH = 16;
/** Six digits: 9,99,999 invoices in one financial year. */
export const MAX_SERIAL = 999_999;

const indiaDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: 'numeric' });

/** The financial year an instant falls in, India time: '26-27' for 1 April 2026 to 31 March 2027. */
export function financialYear(at: Date): string {
  if (Number.isNaN(at.getTime())) throw new RangeError('an invoice date must be a valid date');
  const parts = indiaDate.formatToParts(at);
  const year = Number(parts.find((p) => p.type === 'year')!.value);
  const month = Number(parts.find((p) => p.type === 'month')!.value);
  const start = month >= 4 ? year : year - 1;
  const two = (y: number) => String(y % 100).padStart(2, '0');
  return `${two(start)}-${two(start + 1)}`;
}

/** 'SUV/26-27/000123'; the serial runs from 1 to MAX_SERIAL within a year. */
export function invoiceNumber(year: string, serial: number): string {
  if (!/^\d{2}-\d{2}$/.test(year)) throw new RangeError(`a financial year is written 26-27, got ${year}`);
  if (!Number.isSafeInteger(serial) || serial < 1 || serial > MAX_SERIAL)
    throw new RangeError(`an invoice serial runs from 1 to ${MAX_SERIAL}, got ${serial}`);
  return `${INVOICE_PREFIX}/${year}/${String(serial).padStart(6, '0')}`;
}

/** 'SUV-26-27-000123.pdf': the number as a file name. */
export const invoiceFileName = (number: string): string => `${number.replaceAll('/', '-')}.pdf`;
