import { describe, expect, it } from 'vitest';
import { checkAddress, checkUserDetails } from './field-rules.ts';
import { INDIAN_STATES, indianState } from './indian-states.ts';
import {
  BILLING_FIELD_MESSAGES,
  COUPON_FIELD_MESSAGE,
  FIELD_MESSAGES,
  OTP_FIELD_MESSAGE,
  SHIPPING_FIELD_MESSAGES,
} from './messages.ts';

// The spec's texts, letter for letter, written out here rather than imported, so a slip in
// messages.ts shows.
const USER = {
  virtual_order_profile_first_name: 'Please enter your first name.',
  virtual_order_profile_last_name: 'Please enter your last name.',
  virtual_order_profile_email: 'Please use a valid email address.',
  virtual_order_profile_phone: 'Please use a valid phone number.',
};
const SHIPPING = {
  virtual_order_address_country: 'Please specify a valid country name.',
  virtual_order_address_address: 'Please specify an address for shipping address.',
  virtual_order_address_city: 'Please specify a valid city for shipping address.',
  virtual_order_address_state: 'Please specify a valid state for shipping address.',
  virtual_order_address_zipcode: 'Please specify a valid pin code for shipping address.',
};
const BILLING = {
  virtual_order_address_country: 'Please specify a valid country name.',
  virtual_order_address_address: 'Please specify an address for billing address.',
  virtual_order_address_city: 'Please specify a valid city for billing address.',
  virtual_order_address_state: 'Please specify a valid state for billing address.',
  virtual_order_address_zipcode: 'Please specify a valid pin code for billing address.',
};

describe("the spec's field messages", () => {
  it('are letter for letter', () => {
    expect(FIELD_MESSAGES).toEqual(USER);
    expect(SHIPPING_FIELD_MESSAGES).toEqual(SHIPPING);
    expect(BILLING_FIELD_MESSAGES).toEqual(BILLING);
    expect(COUPON_FIELD_MESSAGE).toBe('Please specify a valid promocode.');
    expect(OTP_FIELD_MESSAGE).toBe('Please enter a valid 4 digit one time password.');
  });
});

const CONTACT = { first_name: 'Lakshmi', last_name: 'Iyer', email: 'lakshmi@example.in', phone: '9876543210' };

describe('checkUserDetails', () => {
  it('accepts a complete contact, tidied', () => {
    expect(
      checkUserDetails({
        first_name: '  Lakshmi ',
        last_name: 'Iyer  Ramanathan',
        email: ' Lakshmi@Example.IN ',
        phone: '+91 98765-43210',
      }),
    ).toEqual({
      ok: true,
      value: { firstName: 'Lakshmi', lastName: 'Iyer Ramanathan', email: 'lakshmi@example.in', phone: '9876543210' },
    });
  });

  it('reports every failing field at once, with its text', () => {
    expect(checkUserDetails({})).toEqual({ ok: false, fields: USER });
    expect(checkUserDetails({ first_name: null, last_name: null, email: null, phone: null })).toEqual({
      ok: false,
      fields: USER,
    });
  });

  it.each([
    ['first_name', 'Anne-Marie', true],
    ['first_name', 'Ánanya', true],
    ['first_name', 'सुवर्णा', true],
    ['first_name', 'லக்ஷ்மி', true],
    ['first_name', 'K.', true],
    ['first_name', 'A'.repeat(60), true],
    ['first_name', 'A'.repeat(61), false],
    ['first_name', '', false],
    ['first_name', '   ', false],
    ['first_name', 'R2D2', false],
    ['first_name', '-Ravi', false],
    ['first_name', '<b>Ravi</b>', false],
    ['last_name', "O'Brien", true],
    // iPhones type a curly apostrophe by default.
    ['last_name', 'D’Souza', true],
    ['last_name', 'Rao', true],
    ['last_name', 'Rao!', false],
    ['email', 'name@example.com', true],
    ['email', 'first.last+gold@mail.example.co.in', true],
    ['email', 'name@example', false],
    ['email', 'name@@example.com', false],
    ['email', 'name example@example.com', false],
    ['email', `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.in`, false],
    ['phone', '9876543210', true],
    ['phone', '+919876543210', true],
    ['phone', '09876543210', true],
    ['phone', '919876543210', true],
    ['phone', '98765 43210', true],
    ['phone', '6000000000', true],
    ['phone', '5876543210', false],
    ['phone', '987654321', false],
    ['phone', '98765432101', false],
    // A number abroad, by its prefix (libphonenumber-js; domain/checkout/international.test.ts has the rest).
    ['phone', '+1 415 555 0100', true],
    ['phone', '', false],
  ])('%s %j → %s', (key, value, ok) => {
    const result = checkUserDetails({ ...CONTACT, [key]: value });
    if (ok) expect(result.ok).toBe(true);
    else {
      const field = `virtual_order_profile_${key}` as keyof typeof USER;
      expect(result).toEqual({ ok: false, fields: { [field]: USER[field] } });
    }
  });
});

const ADDRESS = {
  address_country: 'India',
  address_zipcode: '682016',
  address_state: 'Kerala',
  address_city: 'Kochi',
  address_address: '41/2100 MG Road, Ravipuram',
};

describe('checkAddress', () => {
  it('accepts an Indian address, tidied', () => {
    expect(
      checkAddress(
        {
          address_country: ' in ',
          address_zipcode: '682 016',
          address_state: ' kerala ',
          address_city: ' Kochi  City ',
          address_address: '  41/2100 MG Road,\n\tRavipuram ',
        },
        'shipping',
      ),
    ).toEqual({
      ok: true,
      value: {
        country: 'India',
        countryCode: 'IN',
        zipcode: '682016',
        state: 'Kerala',
        city: 'Kochi City',
        address: '41/2100 MG Road,\n\tRavipuram',
      },
    });
  });

  it.each([
    ['shipping', SHIPPING],
    ['billing', BILLING],
  ] as const)('reports every failing %s field at once, with its text', (kind, messages) => {
    expect(checkAddress({}, kind)).toEqual({ ok: false, fields: messages });
    expect(
      checkAddress(
        {
          address_country: 'Atlantis',
          address_zipcode: '94103',
          address_state: 'California',
          address_city: '9',
          address_address: '<br>',
        },
        kind,
      ),
    ).toEqual({ ok: false, fields: messages });
  });

  it.each([
    ['country', 'India', true],
    ['country', 'INDIA', true],
    ['country', 'IN', true],
    ['country', 'Bharat', false],
    // Listed countries only; those without postal codes are not (domain/checkout/countries.ts).
    ['country', 'Hong Kong', false],
    ['country', '', false],
    ['zipcode', '110001', true],
    ['zipcode', '560 001', true],
    ['zipcode', '999999', true],
    ['zipcode', '056001', false],
    ['zipcode', '56001', false],
    ['zipcode', '5600011', false],
    ['zipcode', '56000A', false],
    ['zipcode', '５６０００１', false],
    ['zipcode', '', false],
    ['state', 'Karnataka', true],
    ['state', 'Orissa', true],
    ['state', 'J&K', true],
    ['state', 'Ladakh', true],
    ['state', 'Bengal', false],
    ['state', 'California', false],
    ['state', '', false],
    ['city', 'Mumbai', true],
    ['city', 'Navi Mumbai', true],
    ['city', 'Port Blair', true],
    ['city', 'बेंगलुरु', true],
    ['city', 'Ko', true],
    ['city', 'K', false],
    ['city', 'C'.repeat(80), true],
    ['city', 'C'.repeat(81), false],
    ['city', '560001', false],
    ['city', '<Pune>', false],
    ['city', 'Pune\u0000', false],
    ['address', '12 MG', true],
    ['address', 'Flat 4B, Lotus Towers\nLine 2', true],
    // A textarea sent as a form carries its line breaks as CRLF.
    ['address', 'Flat 4B, Lotus Towers\r\nMG Road', true],
    ['address', 'A'.repeat(300), true],
    ['address', 'A'.repeat(301), false],
    ['address', '12 M', false],
    ['address', '-----', false],
    ['address', 'Flat <script>', false],
    ['address', 'Flat 4B\u0007 Lotus', false],
    ['address', '', false],
  ])('%s %j → %s', (key, value, ok) => {
    for (const kind of ['shipping', 'billing'] as const) {
      const result = checkAddress({ ...ADDRESS, [`address_${key}`]: value }, kind);
      if (ok) expect(result.ok).toBe(true);
      else {
        const field = `virtual_order_address_${key}` as keyof typeof SHIPPING;
        expect(result).toEqual({ ok: false, fields: { [field]: (kind === 'shipping' ? SHIPPING : BILLING)[field] } });
      }
    }
  });

  it('keeps an address on one line break per line break, CRLF or LF', () => {
    const result = checkAddress({ ...ADDRESS, address_address: 'Flat 4B\r\nLotus Towers\r\nMG Road' }, 'shipping');
    expect(result.ok && result.value.address).toBe('Flat 4B\nLotus Towers\nMG Road');
  });
});

describe('indianState', () => {
  it('knows the 28 states and 8 union territories by their own names, in any case', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES).size).toBe(36);
    for (const state of INDIAN_STATES) {
      expect(indianState(state)).toBe(state);
      expect(indianState(state.toUpperCase())).toBe(state);
      expect(indianState(` ${state.toLowerCase()} `)).toBe(state);
    }
  });

  it.each([
    ['Orissa', 'Odisha'],
    ['Pondicherry', 'Puducherry'],
    ['Uttaranchal', 'Uttarakhand'],
    ['New Delhi', 'Delhi'],
    ['NCT of Delhi', 'Delhi'],
    ['J&K', 'Jammu and Kashmir'],
    ['J & K', 'Jammu and Kashmir'],
    ['Jammu & Kashmir', 'Jammu and Kashmir'],
    ['TamilNadu', 'Tamil Nadu'],
    ['Andaman & Nicobar', 'Andaman and Nicobar Islands'],
    ['Andaman & Nicobar Islands', 'Andaman and Nicobar Islands'],
    ['Dadra & Nagar Haveli & Daman & Diu', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['Chhattisgarh', 'Chhattisgarh'],
  ])('%j → %j', (input, state) => {
    expect(indianState(input)).toBe(state);
  });

  it.each(['', 'Bengal', 'Bombay', 'California', 'Pradesh', 'Daman and Diu', '&&&'])('refuses %j', (input) => {
    expect(indianState(input)).toBeNull();
  });
});
