import { describe, expect, it } from 'vitest';
import {
  financialYear,
  INVOICE_NUMBER_MAX_LENGTH,
  invoiceFileName,
  invoiceNumber,
  MAX_SERIAL,
} from './invoice-number.ts';

describe('financialYear (India time)', () => {
  it.each([
    ['2026-04-01T00:00:00+05:30', '26-27'],
    ['2026-03-31T23:59:59+05:30', '25-26'],
    // 31 March 19:00 UTC is already 1 April in India.
    ['2026-03-31T19:00:00Z', '26-27'],
    ['2026-03-31T18:29:59Z', '25-26'],
    ['2026-11-26T10:00:00Z', '26-27'],
    ['2027-01-15T10:00:00Z', '26-27'],
    ['2099-12-31T10:00:00Z', '99-00'],
  ])('%s → %s', (at, year) => expect(financialYear(new Date(at))).toBe(year));

  it('refuses an invalid date', () => expect(() => financialYear(new Date('nope'))).toThrow(RangeError));
});

describe('invoiceNumber', () => {
  it.each([
    ['26-27', 1, 'SUV/26-27/000001'],
    ['26-27', 123, 'SUV/26-27/000123'],
    ['26-27', MAX_SERIAL, 'SUV/26-27/999999'],
  ])('%s #%i → %s', (year, serial, number) => {
    expect(invoiceNumber(year, serial)).toBe(number);
    expect(number.length).toBeLessThanOrEqual(INVOICE_NUMBER_MAX_LENGTH);
    expect(number).toMatch(/^[A-Z0-9/-]+$/);
  });

  it.each([
    ['26-27', 0],
    ['26-27', MAX_SERIAL + 1],
    ['26-27', 1.5],
    ['2026-27', 1],
  ])('refuses %s #%s', (year, serial) => expect(() => invoiceNumber(year, serial)).toThrow(RangeError));

  it('names a file without slashes', () => expect(invoiceFileName('SUV/26-27/000123')).toBe('SUV-26-27-000123.pdf'));
});
