import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OLD_GOLD_TEXTS } from '../bookings/old-gold-texts.ts';
import { oldGoldBookingFieldsSchema } from '../bookings/old-gold.ts';
import { SLOT_TEXTS } from '../bookings/slots.ts';
import { TRY_AT_HOME_TEXTS } from '../bookings/try-at-home-texts.ts';
import { tryAtHomeBookingFieldsSchema } from '../bookings/try-at-home.ts';
import { applicationFieldsSchema, CAREERS_TEXTS } from '../careers/careers.ts';
import { chatRequestFieldsSchema, customerServiceFieldsSchema, dfeFieldsSchema } from '../engagement/form-schemas.ts';
import { capitalised, fieldProblems } from './field-problems.ts';
import { FIELD_TEXTS, INVALID_INDIAN_PHONE } from './field-rules.ts';

const contact = { name: 'Ravi Nair', email: 'ravi@example.in', phone: '+91 98470 12345' };
const enquiry = { ...contact, enquiry_type: 'returns-and-exchange', occasion: null, order_id: null, message: 'Hello' };

describe('fieldProblems', () => {
  it.each([
    ['a good enquiry', customerServiceFieldsSchema, enquiry, {}],
    [
      'an empty enquiry: the store words of each field',
      customerServiceFieldsSchema,
      { name: '', email: '', phone: '+91 ', enquiry_type: '', occasion: null, order_id: null, message: '' },
      {
        name: FIELD_TEXTS.nameRequired,
        email: 'Please enter your email address.',
        phone: FIELD_TEXTS.phoneRequired,
        enquiry_type: 'Please choose a type of enquiry.',
        message: 'Please tell us how we can help.',
      },
    ],
    [
      "the spec's phone message, letter for letter",
      chatRequestFieldsSchema,
      { name: 'Anjali', mobile: '+91 12345 67890', email: 'a@example.in', message: null },
      { mobile: INVALID_INDIAN_PHONE },
    ],
    [
      "the chat's letters-only name",
      chatRequestFieldsSchema,
      { name: "D'Souza", mobile: '+91 98470 12345', email: 'a@example.in', message: null },
      { name: FIELD_TEXTS.nameLetters },
    ],
    [
      'an order id of the wrong shape',
      customerServiceFieldsSchema,
      { ...enquiry, order_id: 'SV 12' },
      { order_id: 'Please use letters, digits and dashes only.' },
    ],
    [
      'a savings plan amount not typed as a number',
      dfeFieldsSchema,
      { ...contact, monthly_instalment: Number.NaN, preferred_store: 'online', message: null },
      { monthly_instalment: 'Please enter the amount you would like to save each month.' },
    ],
    [
      'a savings plan amount under ₹1,000',
      dfeFieldsSchema,
      { ...contact, monthly_instalment: 999, preferred_store: 'nowhere', message: null },
      {
        monthly_instalment: 'The monthly instalment is at least ₹1,000.',
        preferred_store: 'Please choose a store or online.',
      },
    ],
    [
      'a missing field: the API words, capitalised',
      customerServiceFieldsSchema,
      { ...enquiry, name: undefined },
      { name: 'Is required' },
    ],
  ] as const)('%s', (_case, schema, input, expected) => {
    expect(fieldProblems(schema as z.ZodType, input)).toEqual(expected);
  });

  it("words an empty booking's fields in the store's words, not the API's bounds", () => {
    const found = fieldProblems(oldGoldBookingFieldsSchema, {
      store_id: '',
      date: '',
      slot: '',
      items: 'x',
      weight_grams: 0,
      karat: '',
      hallmarked: '',
      ...contact,
    });
    expect(found).toEqual({
      store_id: OLD_GOLD_TEXTS.store,
      date: SLOT_TEXTS.chooseDate,
      slot: SLOT_TEXTS.chooseTime,
      items: OLD_GOLD_TEXTS.items,
      weight_grams: OLD_GOLD_TEXTS.weight,
      karat: OLD_GOLD_TEXTS.karat,
      hallmarked: OLD_GOLD_TEXTS.hallmark,
    });
  });

  it('puts a problem inside a list on the list, and names a short address as the form asks for it', () => {
    const found = fieldProblems(tryAtHomeBookingFieldsSchema, {
      ...contact,
      address: 'Kochi',
      pincode: '68203',
      date: '2026-13-40',
      slot: '14:00',
      skus: ['!bad'],
      note: '',
    });
    expect(found).toEqual({
      address: TRY_AT_HOME_TEXTS.address,
      pincode: TRY_AT_HOME_TEXTS.pincode,
      date: SLOT_TEXTS.date,
      skus: 'Is not a SKU',
    });
  });

  it('takes the careers fields as the form holds them (strings), with the store words', () => {
    const found = fieldProblems(applicationFieldsSchema, {
      ...contact,
      department_id: '',
      position_id: '',
      experience: '1.5',
      cover_note: '',
    });
    expect(found).toEqual({
      department_id: CAREERS_TEXTS.department,
      position_id: CAREERS_TEXTS.position,
      experience: CAREERS_TEXTS.experience,
    });
  });

  it('keys a problem of the body itself as (body)', () =>
    expect(fieldProblems(z.strictObject({ a: z.string() }), { a: 'x', b: 1 })).toEqual({
      '(body)': 'Unknown field b',
    }));
});

describe('capitalised', () => {
  it.each([
    ['must not be empty', 'Must not be empty'],
    ['', ''],
    ['Already', 'Already'],
  ])('%j → %j', (text, expected) => expect(capitalised(text)).toBe(expected));
});
