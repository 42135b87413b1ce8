import { describe, expect, it } from 'vitest';
import { placeActionLine } from './place-button.ts';

describe('placeActionLine', () => {
  it.each([
    ['payment_on_delivery', 63_472, 'Place order, pay ₹63,472 on delivery'],
    ['online_payment_razorpay', 63_472, 'Pay ₹63,472 now'],
    ['online_payment_razorpay', 1_23_456, 'Pay ₹1,23,456 now'],
    ['gift_card', 0, 'Place order, paid by gift card'],
    [null, 63_472, null],
  ] as const)('%s, ₹%d: %s', (mode, payable, line) => {
    expect(placeActionLine(mode, payable)).toBe(line);
  });
});
