import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries.ts';
import { dialCode, phoneCountryOf } from './dial-codes.ts';

describe('dial codes', () => {
  it('has every listed country, each as libphonenumber-js knows it', () => {
    for (const c of COUNTRIES)
      expect(dialCode(c.code), c.name).toBe(`+${getCountryCallingCode(c.code as CountryCode)}`);
  });

  it.each([
    ['constructor', undefined],
    ['XX', undefined],
    ['', undefined],
  ])('%j: none', (code, expected) => expect(dialCode(code)).toBe(expected));

  it.each([
    ['+447911123456', 'GB'],
    ['+97312345678', 'BH'],
    ['+12025550123', 'US'],
    ['+919876543210', 'IN'],
    ['9876543210', 'IN'],
    ['+8613800138000', 'IN'],
    ['', 'IN'],
  ])('%j belongs to %s', (phone, code) => expect(phoneCountryOf(phone).code).toBe(code));
});
