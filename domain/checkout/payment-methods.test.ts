import { describe, expect, it } from 'vitest';
import { PAYMENT_MODES, type PaymentMode } from '../orders/order-status.ts';
import {
  CASH_CEILING,
  COD_LIMIT,
  canUsePaymentMethod,
  paymentMethodOptions,
  type PaymentFacts,
} from './payment-methods.ts';

const ABOVE_LIMIT = 'Cash on delivery is available only for orders up to ₹49,000.';
const NO_ADDRESS = 'Add a shipping address to see whether cash on delivery is available.';
const NOT_HERE = 'Cash on delivery is not available for this pincode.';

const ship = (payable: number, pincodeEligible: boolean | null = true): PaymentFacts => ({
  payable,
  deliveryMethod: 'ship',
  pincodeEligible,
});
const pickup = (payable: number): PaymentFacts => ({ payable, deliveryMethod: 'pickup', pincodeEligible: null });

describe('paymentMethodOptions', () => {
  it('has the limits the law and the product page set', () => {
    expect(COD_LIMIT).toBe(49_000);
    expect(CASH_CEILING).toBe(2_00_000);
  });

  it.each<[string, PaymentFacts, boolean, string | null]>([
    ['₹1 to an eligible pincode', ship(1), true, null],
    ['₹49,000 exactly', ship(49_000), true, null],
    ['₹49,001', ship(49_001), false, ABOVE_LIMIT],
    ['₹1,99,999', ship(1_99_999), false, ABOVE_LIMIT],
    ['₹2,00,000', ship(2_00_000), false, ABOVE_LIMIT],
    ['₹10,00,000', ship(10_00_000), false, ABOVE_LIMIT],
    ['a pincode India Post does not know', ship(10_000, false), false, NOT_HERE],
    ['no shipping address yet', ship(10_000, null), false, NO_ADDRESS],
    // The amount rule comes first: no point asking for an address that would not help.
    ['₹49,001 without an address', ship(49_001, null), false, ABOVE_LIMIT],
    ['₹49,001 to a pincode it does not know', ship(49_001, false), false, ABOVE_LIMIT],
    ['a pick-up at ₹49,000 (no pincode needed)', pickup(49_000), true, null],
    ['a pick-up at ₹49,001', pickup(49_001), false, ABOVE_LIMIT],
    ['a pick-up at ₹2,00,000', pickup(2_00_000), false, ABOVE_LIMIT],
    [
      'a pick-up with an ineligible shipping pincode on file',
      { payable: 10_000, deliveryMethod: 'pickup', pincodeEligible: false },
      true,
      null,
    ],
    ['nothing to pay, shipped', ship(0), true, null],
  ])('cash on delivery: %s', (_name, facts, available, note) => {
    const cash = paymentMethodOptions(facts).find((o) => o.id === 'payment_on_delivery')!;
    expect(cash).toEqual({ id: 'payment_on_delivery', method: 'Cash on delivery', available, note });
    expect(canUsePaymentMethod('payment_on_delivery', facts)).toBe(available);
  });

  it.each<[string, PaymentFacts, boolean, string | null]>([
    ['₹1', ship(1), true, null],
    ['₹49,001', ship(49_001), true, null],
    ['₹2,00,000', ship(2_00_000), true, null],
    ['without an address', ship(10_000, null), true, null],
    ['to an ineligible pincode', ship(10_000, false), true, null],
    ['a pick-up', pickup(5_00_000), true, null],
    ['nothing to pay', ship(0), false, 'Nothing to pay.'],
  ])('card: %s', (_name, facts, available, note) => {
    const card = paymentMethodOptions(facts).find((o) => o.id === 'online_payment_razorpay')!;
    expect(card).toEqual({
      id: 'online_payment_razorpay',
      method: 'Credit / Debit card, UPI, Net banking',
      available,
      note,
    });
    expect(canUsePaymentMethod('online_payment_razorpay', facts)).toBe(available);
  });

  it('lists cash first, then the card, and nothing else', () => {
    expect(paymentMethodOptions(ship(1_000)).map((o) => o.id)).toEqual([
      'payment_on_delivery',
      'online_payment_razorpay',
    ]);
  });

  it('an available option has no note; an unavailable one says why', () => {
    for (const payable of [0, 1, 49_000, 49_001, 1_99_999, 2_00_000])
      for (const eligible of [true, false, null])
        for (const o of paymentMethodOptions(ship(payable, eligible)))
          expect(o.available ? o.note === null : typeof o.note === 'string' && o.note.length > 0).toBe(true);
  });

  it('never offers cash at ₹2,00,000 or more, whatever else is true', () => {
    for (const payable of [2_00_000, 2_00_001, 5_00_000, 1_00_00_000])
      for (const facts of [ship(payable), ship(payable, false), ship(payable, null), pickup(payable)])
        expect(canUsePaymentMethod('payment_on_delivery', facts)).toBe(false);
  });

  it('offers every payment mode there is, and refuses one it does not know', () => {
    expect(
      paymentMethodOptions(ship(1_000))
        .map((o) => o.id)
        .sort(),
    ).toEqual([...PAYMENT_MODES].sort());
    expect(canUsePaymentMethod('gift_card' as PaymentMode, ship(1_000))).toBe(false);
  });
});
