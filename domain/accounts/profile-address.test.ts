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
        address: { country: 'India', zipcode: '682001', state: 'Kerala', city: 'Kochi', address: '12 Marine Drive' },
      },
    ],
    [
      'no country (India by default), a spaced pincode, a lower-case state',
      { ...full, country: '', ship_pincode: '682 001', ship_state: 'kerala' },
      {
        ok: true,
        action: 'set',
        address: { country: 'India', zipcode: '682001', state: 'Kerala', city: 'Kochi', address: '12 Marine Drive' },
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
    ['another country', { ...full, country: 'Germany' }, { country: 'Please specify a valid country name.' }],
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
