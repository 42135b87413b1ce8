// The checkout's server-driven validation (docs/spec.md#second-5): each save reports every failing field at
// once, under the trace's field names, with the spec's texts. India by default: an Indian address has a
// pincode and one of its states and union territories; an address abroad (issue 21 §4) one of the listed
// countries (domain/checkout/countries.ts), a postal code valid for it and a region when it has one.
import { EMAIL_PATTERN } from '../accounts/account-form-rules.ts';
import { findCountry, INDIA } from './countries.ts';
import { indianState } from './indian-states.ts';
import { normalizePhone, normalizePostalCode } from './international.ts';
import { BILLING_FIELD_MESSAGES, FIELD_MESSAGES, SHIPPING_FIELD_MESSAGES } from './messages.ts';

export type FieldCheck<T> = { ok: true; value: T } | { ok: false; fields: Record<string, string> };

type Text = string | null | undefined;

const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'\u2019-]*$/u;
const trimmed = (v: Text) => (v ?? '').trim().replace(/\s+/g, ' ');

export function checkUserDetails(body: {
  first_name?: Text;
  last_name?: Text;
  email?: Text;
  phone?: Text;
  /** The country a phone without its +prefix belongs to (ISO code); India when not sent. */
  phone_country?: Text;
}): FieldCheck<{ firstName: string; lastName: string; email: string; phone: string }> {
  const fields: Record<string, string> = {};
  const firstName = trimmed(body.first_name);
  const lastName = trimmed(body.last_name);
  const email = trimmed(body.email).toLowerCase();
  const phoneCountry = findCountry(body.phone_country ?? INDIA.code);
  const phone = phoneCountry === null ? null : normalizePhone(body.phone ?? '', phoneCountry.code);
  if (firstName === '' || firstName.length > 60 || !NAME.test(firstName))
    fields.virtual_order_profile_first_name = FIELD_MESSAGES.virtual_order_profile_first_name;
  if (lastName === '' || lastName.length > 60 || !NAME.test(lastName))
    fields.virtual_order_profile_last_name = FIELD_MESSAGES.virtual_order_profile_last_name;
  if (email.length > 254 || !EMAIL_PATTERN.test(email))
    fields.virtual_order_profile_email = FIELD_MESSAGES.virtual_order_profile_email;
  if (phone === null) fields.virtual_order_profile_phone = FIELD_MESSAGES.virtual_order_profile_phone;
  return Object.keys(fields).length > 0
    ? { ok: false, fields }
    : { ok: true, value: { firstName, lastName, email, phone: phone! } };
}

export interface CheckedAddress {
  /** The country's name as listed ('India', 'United Kingdom'). */
  country: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  zipcode: string;
  /** One of India's states; abroad the region as written, or '' where the address has none. */
  state: string;
  city: string;
  address: string;
}

export function checkAddress(
  body: {
    address_country?: Text;
    address_zipcode?: Text;
    address_state?: Text;
    address_city?: Text;
    address_address?: Text;
  },
  kind: 'shipping' | 'billing',
): FieldCheck<CheckedAddress> {
  const messages = kind === 'shipping' ? SHIPPING_FIELD_MESSAGES : BILLING_FIELD_MESSAGES;
  const fields: Record<string, string> = {};
  const country = findCountry(body.address_country);
  const abroad = country !== null && country.code !== INDIA.code;
  const zipcode = normalizePostalCode(body.address_zipcode ?? '', country ?? INDIA);
  const region = trimmed(body.address_state);
  const state = abroad
    ? region.length <= 60 && !/[<>\p{Cc}]/u.test(region) && (region === '' || /\p{L}/u.test(region))
      ? region
      : null
    : indianState(region);
  const city = trimmed(body.address_city);
  // A textarea posted as a form sends its line breaks as CRLF: one line break each, kept as LF.
  const address = (body.address_address ?? '').trim().replace(/\r\n?/g, '\n');
  if (country === null) fields.virtual_order_address_country = messages.virtual_order_address_country;
  if (zipcode === null)
    fields.virtual_order_address_zipcode = abroad
      ? postalCodeMessage(kind, country.name)
      : messages.virtual_order_address_zipcode;
  if (state === null) fields.virtual_order_address_state = messages.virtual_order_address_state;
  if (city.length < 2 || city.length > 80 || !/\p{L}/u.test(city) || /[<>\p{Cc}]/u.test(city))
    fields.virtual_order_address_city = messages.virtual_order_address_city;
  // Control characters and angle brackets have no place in an address and end up in mails and labels.
  if (
    address.length < 5 ||
    address.length > 300 ||
    !/[\p{L}\p{N}]/u.test(address) ||
    /[<>]/.test(address) ||
    /\p{Cc}/u.test(address.replace(/[\n\t]/g, ''))
  ) {
    fields.virtual_order_address_address = messages.virtual_order_address_address;
  }
  return Object.keys(fields).length > 0
    ? { ok: false, fields }
    : {
        ok: true,
        value: { country: country!.name, countryCode: country!.code, zipcode: zipcode!, state: state!, city, address },
      };
}

/** Ours: the field message for a postal code that is not one of the chosen country abroad. */
export const postalCodeMessage = (kind: 'shipping' | 'billing', countryName: string): string =>
  `Please specify a valid postal code of ${countryName} for ${kind} address.`;
