import { describe, expect, it } from 'vitest';
import { amountProblem, checkPurchase, type PurchaseInput } from './purchase-rules.ts';

const RANGE = 'Amount must be min of ₹1000 and max of ₹500000';
const valid: PurchaseInput = {
  template_id: 'diwali',
  amount: 5_000,
  sender: { name: 'Arjun Menon', email: 'Arjun@Example.com', mobile: '+91 98950 12345' },
  recipient: { name: 'Kavya Menon', email: 'kavya@example.com', mobile: '9847012345' },
  message: '  Happy Diwali!  ',
};

describe('amountProblem', () => {
  it.each<[unknown, string | null]>([
    [1_000, null],
    [5_00_000, null],
    ['25000', null],
    [999, RANGE],
    [5_00_001, RANGE],
    [-1_000, RANGE],
    [0, RANGE],
    ['', RANGE],
    ['abc', RANGE],
    [null, RANGE],
    [Number.NaN, RANGE],
    [Number.POSITIVE_INFINITY, RANGE],
    [1_000.5, 'Please enter the amount in whole rupees.'],
    ['1000.50', 'Please enter the amount in whole rupees.'],
    ['1e3', RANGE],
    ['0x3E8', RANGE],
    [' 2000 ', null],
    [true, RANGE],
  ])('%j → %j', (amount, text) => expect(amountProblem(amount)?.text ?? null).toBe(text));
});

describe('checkPurchase', () => {
  it('tidies a valid purchase: mobiles to ten digits, emails lower case, the message trimmed', () => {
    expect(checkPurchase(valid)).toEqual({
      ok: true,
      value: {
        templateId: 'diwali',
        amount: 5_000,
        sender: { name: 'Arjun Menon', email: 'arjun@example.com', mobile: '9895012345' },
        recipient: { name: 'Kavya Menon', email: 'kavya@example.com', mobile: '9847012345' },
        message: 'Happy Diwali!',
      },
    });
    expect(checkPurchase({ ...valid, message: '   ' })).toMatchObject({ ok: true, value: { message: null } });
  });

  it('answers AMOUNT_RANGE_ERROR first, with every other failing field named', () => {
    const result = checkPurchase({ ...valid, amount: 50, recipient: { name: '', email: 'x', mobile: '123' } });
    expect(result).toMatchObject({ ok: false, reason: 'AMOUNT_RANGE_ERROR' });
    if (!result.ok)
      expect(Object.keys(result.fields).sort()).toEqual([
        'amount',
        'recipient.email',
        'recipient.mobile',
        'recipient.name',
      ]);
  });

  it.each<[string, PurchaseInput, string]>([
    ['no design', { ...valid, template_id: '' }, 'template_id'],
    ['a design id with odd characters', { ...valid, template_id: '../etc' }, 'template_id'],
    ['no sender', { ...valid, sender: null }, 'sender.name'],
    [
      'a landline for the recipient',
      { ...valid, recipient: { ...valid.recipient, mobile: '0484 2345678' } },
      'recipient.mobile',
    ],
    ['a message over 250 characters', { ...valid, message: 'x'.repeat(251) }, 'message'],
    ['a message with control characters', { ...valid, message: 'hi\u0007' }, 'message'],
    ['paise in the amount', { ...valid, amount: 1_500.25 }, 'amount'],
  ])('refuses %s with VALIDATION_FAILED naming %s', (_name, input, field) => {
    const result = checkPurchase(input);
    expect(result).toMatchObject({ ok: false, reason: 'VALIDATION_FAILED' });
    if (!result.ok) expect(result.fields).toHaveProperty([field]);
  });
});
