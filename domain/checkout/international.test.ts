import { describe, expect, it } from 'vitest';
import { COUNTRIES, findCountry, isAbroad } from './countries.ts';
import { expectedDelivery } from './delivery-date.ts';
import { checkAddress, checkUserDetails } from './field-rules.ts';
import { internationalView, normalizePhone, normalizePostalCode, shippingCharge } from './international.ts';
import { canUsePaymentMethod, paymentMethodOptions } from './payment-methods.ts';

const country = (code: string) => findCountry(code)!;

describe('the country list', () => {
  it('starts with India, has each code and name once, and every country has a postal code rule', () => {
    expect(COUNTRIES[0]).toEqual({ code: 'IN', name: 'India' });
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    expect(new Set(COUNTRIES.map((c) => c.name)).size).toBe(COUNTRIES.length);
    for (const c of COUNTRIES) expect(c.code).toMatch(/^[A-Z]{2}$/);
  });

  it.for([
    ['GB', 'GB'],
    ['gb', 'GB'],
    [' United  Kingdom ', 'GB'],
    ['UK', 'GB'],
    ['usa', 'US'],
    ['India', 'IN'],
    ['in', 'IN'],
    ['Atlantis', null],
    ['AE', null],
    ['', null],
  ] as const)('%j → %s', ([input, code]) => {
    expect(findCountry(input)?.code ?? null).toBe(code);
  });

  it('tells an address abroad from one in India', () => {
    expect(isAbroad('United Kingdom')).toBe(true);
    expect(isAbroad('India')).toBe(false);
    expect(isAbroad(null)).toBe(false);
  });
});

describe('postal codes, per country', () => {
  it.for([
    ['GB', 'SW1A 1AA', 'SW1A 1AA'],
    ['GB', 'sw1a  1aa', 'SW1A 1AA'],
    ['GB', 'EC1A1BB', 'EC1A1BB'],
    ['GB', '90210', null],
    ['US', '90210', '90210'],
    ['US', '90210-1234', '90210-1234'],
    ['US', 'SW1A 1AA', null],
    ['CA', 'K1A 0B1', 'K1A 0B1'],
    ['CA', '12345', null],
    ['DE', '10115', '10115'],
    ['DE', '1011', null],
    ['AU', '2000', '2000'],
    ['SG', '018956', '018956'],
    ['SG', '1234', null],
    ['IN', '682 016', '682016'],
    ['IN', '068201', null],
    ['GB', '', null],
    ['GB', 'SW1A 1AA SW1A 1AA', null],
  ] as const)('%s %j → %j', ([code, raw, expected]) => {
    expect(normalizePostalCode(raw, country(code))).toBe(expected);
  });
});

describe('phone numbers, per country', () => {
  it.for([
    ['+44 7911 123456', 'IN', '+447911123456'],
    ['07911 123456', 'GB', '+447911123456'],
    ['0044 7911 123456', 'IN', '+447911123456'],
    ['+1 415 555 0100', 'IN', '+14155550100'],
    ['(415) 555-0100', 'US', '+14155550100'],
    ['+44 7911', 'IN', null],
    ['+44 1234', 'GB', null],
    ['415 555 0100', 'GB', null],
    // India keeps its rule: a ten-digit mobile, however it is written or whichever country was chosen.
    ['98765 43210', 'IN', '9876543210'],
    ['+91 98765 43210', 'GB', '9876543210'],
    ['+91 22 2345 6789', 'IN', null],
    ['call me', 'GB', null],
    ['', 'GB', null],
  ] as const)('%j (%s) → %j', ([raw, code, expected]) => {
    expect(normalizePhone(raw, code)).toBe(expected);
  });

  it('checkUserDetails reads a phone without its prefix as one of the chosen country', () => {
    const contact = { first_name: 'Asha', last_name: 'Menon', email: 'asha@example.co.uk' };
    expect(checkUserDetails({ ...contact, phone: '07911 123456', phone_country: 'GB' })).toMatchObject({
      ok: true,
      value: { phone: '+447911123456' },
    });
    expect(checkUserDetails({ ...contact, phone: '07911 12', phone_country: 'GB' })).toEqual({
      ok: false,
      fields: { virtual_order_profile_phone: 'Please use a valid phone number.' },
    });
    expect(checkUserDetails({ ...contact, phone: '07911 123456', phone_country: 'Atlantis' })).toMatchObject({
      ok: false,
    });
  });
});

describe('an address abroad', () => {
  const LONDON = {
    address_country: 'GB',
    address_zipcode: 'sw1a 1aa',
    address_state: '',
    address_city: 'London',
    address_address: '10 Downing Street',
  };

  it('is accepted with its postal code tidied and no region', () => {
    expect(checkAddress(LONDON, 'shipping')).toEqual({
      ok: true,
      value: {
        country: 'United Kingdom',
        countryCode: 'GB',
        zipcode: 'SW1A 1AA',
        state: '',
        city: 'London',
        address: '10 Downing Street',
      },
    });
  });

  it.for([
    ['address_zipcode', '682016', 'Please specify a valid postal code of United Kingdom for shipping address.'],
    ['address_country', 'Narnia', 'Please specify a valid country name.'],
    ['address_state', '<b>', 'Please specify a valid state for shipping address.'],
  ] as const)('refuses %s %j', ([field, value, text]) => {
    const result = checkAddress({ ...LONDON, [field]: value }, 'shipping');
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.values(result.fields)).toContain(text);
  });
});

describe('the international shipping charge', () => {
  it.for([
    [true, 'ship', 3_000, 3_000],
    [true, 'pickup', 3_000, 0],
    [false, 'ship', 3_000, 0],
    [true, 'ship', 0, 0],
  ] as const)('abroad %s, %s, setting %d → %d', ([abroad, method, charge, expected]) => {
    expect(shippingCharge({ abroad, method, charge })).toBe(expected);
  });

  it('refuses a setting that is not whole rupees', () => {
    expect(() => shippingCharge({ abroad: true, method: 'ship', charge: -1 })).toThrow(RangeError);
    expect(() => shippingCharge({ abroad: true, method: 'ship', charge: 10.5 })).toThrow(RangeError);
  });
});

describe('card only abroad', () => {
  it('closes cash on delivery to an address abroad, whatever the amount, and keeps the card', () => {
    const facts = { payable: 20_000, deliveryMethod: 'ship' as const, pincodeEligible: null, abroad: true };
    expect(paymentMethodOptions(facts)[0]).toMatchObject({
      id: 'payment_on_delivery',
      available: false,
      note: 'Cash on delivery is available in India only.',
    });
    expect(canUsePaymentMethod('payment_on_delivery', facts)).toBe(false);
    expect(canUsePaymentMethod('online_payment_razorpay', facts)).toBe(true);
  });
});

describe('the international delivery estimate and notices', () => {
  it('promises the first attempt within 10 working days of dispatch', () => {
    // Friday 27 Nov 2026, 10:00 in India: dispatch within 2 working days, then 10 more.
    const window = expectedDelivery({
      now: new Date('2026-11-27T04:30:00Z'),
      madeToOrder: false,
      method: 'ship',
      pincode: null,
      abroad: true,
    });
    expect(window).toEqual({ from: '2026-12-01', to: '2026-12-11', label: 'First delivery attempt by Fri, 11 Dec' });
  });

  it('says card only, the duties and no resizing for an order shipped abroad, nothing otherwise', () => {
    expect(
      internationalView({ countryCode: 'GB', country: 'United Kingdom', deliveryMethod: 'ship', charges: 3_000 }),
    ).toEqual({
      country_code: 'GB',
      country: 'United Kingdom',
      shipping_charge: 3_000,
      delivery_note: 'First delivery attempt within 10 working days of dispatch.',
      duties_notice: 'Customs duties and taxes of the destination country are paid by the recipient on delivery.',
      payment_note: 'Cash on delivery is available in India only: international orders are paid by card.',
      resizing_note: 'Resizing is not available for international orders.',
    });
    expect(internationalView({ countryCode: 'IN', country: 'India', deliveryMethod: 'ship', charges: 0 })).toBeNull();
    expect(
      internationalView({ countryCode: 'GB', country: 'United Kingdom', deliveryMethod: 'pickup', charges: 0 }),
    ).toBeNull();
  });
});
