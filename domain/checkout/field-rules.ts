// The checkout's server-driven validation (docs/spec.md#second-5): each save reports every failing field at
// once, under the trace's field names, with the spec's texts. India only: the store ships within India
// (free), so the country is India and the state one of its states and union territories.
import { EMAIL_PATTERN } from '../accounts/account-form-rules.ts';
import { normalizeMobile } from '../accounts/phone.ts';
import { PINCODE_PATTERN } from '../pincode/pincode.ts';
import { indianState } from './indian-states.ts';
import { BILLING_FIELD_MESSAGES, FIELD_MESSAGES, SHIPPING_FIELD_MESSAGES } from './messages.ts';

export type FieldCheck<T> = { ok: true; value: T } | { ok: false; fields: Record<string, string> };

type Text = string | null | undefined;

const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'\u2019-]*$/u;
const trimmed = (v: Text) => (v ?? '').trim().replace(/\s+/g, ' ');

export function checkUserDetails(body: { first_name?: Text; last_name?: Text; email?: Text; phone?: Text }): FieldCheck<{ firstName: string; lastName: string; email: string; phone: string }> {
  const fields: Record<string, string> = {};
  const firstName = trimmed(body.first_name);
  const lastName = trimmed(body.last_name);
  const email = trimmed(body.email).toLowerCase();
  const phone = normalizeMobile(body.phone ?? '');
  if (firstName === '' || firstName.length > 60 || !NAME.test(firstName)) fields.virtual_order_profile_first_name = FIELD_MESSAGES.virtual_order_profile_first_name;
  if (lastName === '' || lastName.length > 60 || !NAME.test(lastName)) fields.virtual_order_profile_last_name = FIELD_MESSAGES.virtual_order_profile_last_name;
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) fields.virtual_order_profile_email = FIELD_MESSAGES.virtual_order_profile_email;
  if (phone === null) fields.virtual_order_profile_phone = FIELD_MESSAGES.virtual_order_profile_phone;
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, value: { firstName, lastName, email, phone: phone! } };
}

export interface CheckedAddress {
  country: 'India';
  zipcode: string;
  state: string;
  city: string;
  address: string;
}

export function checkAddress(
  body: { address_country?: Text; address_zipcode?: Text; address_state?: Text; address_city?: Text; address_address?: Text },
  kind: 'shipping' | 'billing',
): FieldCheck<CheckedAddress> {
  const messages = kind === 'shipping' ? SHIPPING_FIELD_MESSAGES : BILLING_FIELD_MESSAGES;
  const fields: Record<string, string> = {};
  const country = trimmed(body.address_country).toLowerCase();
  const zipcode = trimmed(body.address_zipcode).replace(/\s/g, '');
  const state = indianState(trimmed(body.address_state));
  const city = trimmed(body.address_city);
  // A textarea posted as a form sends its line breaks as CRLF: one line break each, kept as LF.
  const address = (body.address_address ?? '').trim().replace(/\r\n?/g, '\n');
  if (country !== 'india' && country !== 'in') fields.virtual_order_address_country = messages.virtual_order_address_country;
  if (!PINCODE_PATTERN.test(zipcode)) fields.virtual_order_address_zipcode = messages.virtual_order_address_zipcode;
  if (state === null) fields.virtual_order_address_state = messages.virtual_order_address_state;
  if (city.length < 2 || city.length > 80 || !/\p{L}/u.test(city) || /[<>\p{Cc}]/u.test(city)) fields.virtual_order_address_city = messages.virtual_order_address_city;
  // Control characters and angle brackets have no place in an address and end up in mails and labels.
  if (address.length < 5 || address.length > 300 || !/[\p{L}\p{N}]/u.test(address) || /[<>]/.test(address) || /\p{Cc}/u.test(address.replace(/[\n\t]/g, ''))) {
    fields.virtual_order_address_address = messages.virtual_order_address_address;
  }
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, value: { country: 'India', zipcode, state: state!, city, address } };
}
