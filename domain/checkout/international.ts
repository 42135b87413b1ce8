// International orders (issue 21 §4; the shipping and return policies): postal codes and phone numbers
// checked per country with maintained libraries (postcode-validator, libphonenumber-js), the
// international shipping charge, and the words the checkout and the confirmation show. India keeps its
// own rules (six-digit pincodes India Post knows, ten-digit mobiles).
import { isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { normalizeMobile } from '../accounts/phone.ts';
import { PINCODE_PATTERN } from '../pincode/pincode.ts';
import { INDIA, type Country } from './countries.ts';

// The words and the view live apart (no libraries): the order pages and mails read them too.
export { INTERNATIONAL_TEXTS, internationalView } from './international-texts.ts';

/** The postal code tidied for its country (upper case, single spaces), or null when it is not one of it. */
export function normalizePostalCode(raw: string, country: Country): string | null {
  if (country.code === INDIA.code) {
    const pin = raw.replace(/\s/g, '');
    return PINCODE_PATTERN.test(pin) ? pin : null;
  }
  const code = raw.trim().replace(/\s+/g, ' ').toUpperCase();
  if (code === '' || code.length > 10 || !postcodeValidatorExistsForCountry(country.code)) return null;
  return postcodeValidator(code, country.code) ? code : null;
}

/**
 * A phone as stored: an Indian mobile as its ten digits (as before), any other number in E.164
 * (+447911123456) once libphonenumber-js finds it valid for its country. A number without a country
 * prefix is read as one of `country` (India unless the shopper chose another); null when it is not valid.
 */
export function normalizePhone(raw: string, country: string = INDIA.code): string | null {
  const indian = normalizeMobile(raw);
  if (indian !== null && (country === INDIA.code || /^\s*(\+|00)91/.test(raw))) return indian;
  const compact = raw.trim().replace(/^00/, '+');
  if (compact === '' || compact.length > 20 || /[^\d\s\-().+]/.test(compact)) return null;
  const region = country.toUpperCase() as CountryCode;
  let parsed;
  try {
    parsed = parsePhoneNumberFromString(compact, region);
  } catch {
    return null;
  }
  if (!parsed || !isValidPhoneNumber(compact, region)) return null;
  // An Indian number reached by its prefix keeps the Indian rule: a mobile, ten digits.
  if (parsed.country === INDIA.code || parsed.countryCallingCode === '91') return normalizeMobile(parsed.number);
  return parsed.number;
}

/** What shipping costs an order: nothing within India (free shipping) or at a store, the setting abroad. */
export function shippingCharge(input: { abroad: boolean; method: 'ship' | 'pickup'; charge: number }): number {
  if (!Number.isSafeInteger(input.charge) || input.charge < 0) throw new RangeError('the charge is whole rupees, ≥ 0');
  return input.abroad && input.method === 'ship' ? input.charge : 0;
}
