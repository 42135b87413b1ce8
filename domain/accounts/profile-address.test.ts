import { describe, expect, it } from 'vitest';
import { checkProfileAddress } from './profile-address.ts';

const full = {
  country: 'India',
  ship_pincode: '682001',
  ship_state: 'Kerala',
  ship_city: 'Kochi',
  ship_address: '12 Marine Drive',
};

describe('the address on a profile', () => {
  it.each([
    ['no address field at all', {}, { ok: true, action: 'keep' }],
    [
      'every field blank',
      { country: 'India', ship_pincode: '', ship_state: ' ', ship_city: '', ship_address: '' },
      { ok: true, action: 'clear' },
    ],
    [
      'nulls',
      { country: null, ship_pincode: null, ship_state: null, ship_city: null, ship_address: null },
      { ok: true, action: 'clear' },
    ],
    [
      'a whole address',
      full,
      {
        ok: true,
        action: 'set',
        address: {
          country: 'India',
          countryCode: 'IN',
          zipcode: '682001',
          state: 'Kerala',
          city: 'Kochi',
          address: '12 Marine Drive',
        },
      },
    ],
    [
      'no country (India by default), a spaced pincode, a lower-case state',
      { ...full, country: '', ship_pincode: '682 001', ship_state: 'kerala' },
      {
        ok: true,
        action: 'set',
        address: {
          country: 'India',
          countryCode: 'IN',
          zipcode: '682001',
          state: 'Kerala',
          city: 'Kochi',
          address: '12 Marine Drive',
        },
      },
    ],
    [
      'a United Kingdom address: its postcode tidied, a free-text county',
      {
        country: 'United Kingdom',
        ship_pincode: 'sw1a 1aa',
        ship_state: 'Greater London',
        ship_city: 'London',
        ship_address: '10 Downing Street',
      },
      {
        ok: true,
        action: 'set',
        address: {
          country: 'United Kingdom',
          countryCode: 'GB',
          zipcode: 'SW1A 1AA',
          state: 'Greater London',
          city: 'London',
          address: '10 Downing Street',
        },
      },
    ],
    [
      'a country by its ISO code, with no region',
      { country: 'de', ship_pincode: '10115', ship_state: '', ship_city: 'Berlin', ship_address: 'Invalidenstraße 1' },
      {
        ok: true,
        action: 'set',
        address: {
          country: 'Germany',
          countryCode: 'DE',
          zipcode: '10115',
          state: '',
          city: 'Berlin',
          address: 'Invalidenstraße 1',
        },
      },
    ],
    [
      'a United States ZIP+4 code',
      {
        country: 'United States',
        ship_pincode: '10001-1234',
        ship_state: 'NY',
        ship_city: 'New York',
        ship_address: '350 Fifth Avenue',
      },
      {
        ok: true,
        action: 'set',
        address: {
          country: 'United States',
          countryCode: 'US',
          zipcode: '10001-1234',
          state: 'NY',
          city: 'New York',
          address: '350 Fifth Avenue',
        },
      },
    ],
  ])('%s', (_, input, expected) => {
    expect(checkProfileAddress(input)).toEqual(expected);
  });

  it.each([
    [
      'a five-digit pincode',
      { ...full, ship_pincode: '68200' },
      { ship_pincode: 'Please specify a valid pin code for shipping address.' },
    ],
    [
      'a pincode starting 0',
      { ...full, ship_pincode: '012345' },
      { ship_pincode: 'Please specify a valid pin code for shipping address.' },
    ],
    [
      'a state that is not India’s',
      { ...full, ship_state: 'Bavaria' },
      { ship_state: 'Please specify a valid state for shipping address.' },
    ],
    [
      'a country the checkout does not ship to',
      { ...full, country: 'Atlantis' },
      { country: 'Please specify a valid country name.' },
    ],
    [
      'an Indian pincode for Germany (five digits there)',
      { ...full, country: 'Germany', ship_state: '' },
      { ship_pincode: 'Please specify a valid postal code of Germany for shipping address.' },
    ],
    [
      'a United Kingdom postcode that is not one',
      { ...full, country: 'United Kingdom', ship_pincode: '12345', ship_state: 'Kent' },
      { ship_pincode: 'Please specify a valid postal code of United Kingdom for shipping address.' },
    ],
    [
      'markup in a region abroad',
      { ...full, country: 'United Kingdom', ship_pincode: 'SW1A 1AA', ship_state: '<Kent>' },
      { ship_state: 'Please specify a valid state for shipping address.' },
    ],
    [
      'a city of one letter',
      { ...full, ship_city: 'K' },
      { ship_city: 'Please specify a valid city for shipping address.' },
    ],
    [
      'markup in the address',
      { ...full, ship_address: '<b>12</b> Marine Drive' },
      { ship_address: 'Please specify an address for shipping address.' },
    ],
    [
      'only the pincode',
      { ship_pincode: '682001' },
      {
        ship_state: 'Please specify a valid state for shipping address.',
        ship_city: 'Please specify a valid city for shipping address.',
        ship_address: 'Please specify an address for shipping address.',
      },
    ],
  ])('refuses %s, naming the field', (_, input, fields) => {
    expect(checkProfileAddress(input)).toEqual({ ok: false, fields });
  });
});
