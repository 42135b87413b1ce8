// What 'Pay and Place Order' does, said on the button under the spec's words: a shopper about to
// pay ₹63,472 sees whether it is taken now or on delivery before pressing.
import { formatINR } from '../money/inr.ts';
import type { OrderPaymentMode } from '../orders/order-status.ts';

/** The button's second line for the chosen mode and the amount payable, or null before a mode is chosen. */
export function placeActionLine(mode: OrderPaymentMode | null, payable: number): string | null {
  switch (mode) {
    case 'payment_on_delivery':
      return `Place order, pay ${formatINR(payable)} on delivery`;
    case 'online_payment_razorpay':
      return `Pay ${formatINR(payable)} now`;
    case 'gift_card':
      return 'Place order, paid by gift card';
    case null:
      return null;
  }
}
