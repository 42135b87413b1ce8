// Which payment methods a draft may use (the issue; docs/spec.md#second-5, #second-9): cash on delivery only up
// to ₹49,000 payable (the product page's rule), to a pincode India Post knows or for a pick-up, and
// never at ₹2,00,000 or more (Income-tax Act s.269ST forbids receiving that much in cash at once).
import { formatINR } from '../money/inr.ts';
import type { PaymentMode } from '../orders/order-status.ts';
import { COD_LIMIT } from '../product/cod-limit.ts';

export { COD_LIMIT };
export const CASH_CEILING = 200_000;

export interface PaymentOption {
  id: PaymentMode;
  method: string;
  available: boolean;
  note: string | null;
}

export interface PaymentFacts {
  payable: number;
  deliveryMethod: 'ship' | 'pickup';
  /** India Post knows the shipping pincode; null while there is no address. */
  pincodeEligible: boolean | null;
  /** Shipped outside India (issue 21 §4): card only, no pincode check. */
  abroad?: boolean;
}

/** Why cash on delivery is closed to an order shipped abroad (the shipping policy). */
export const CASH_ABROAD_NOTE = 'Cash on delivery is available in India only.';

/** Why cash on delivery is not open to this draft, or null when it is. */
function cashRefusal({ payable, deliveryMethod, pincodeEligible, abroad = false }: PaymentFacts): string | null {
  if (abroad) return CASH_ABROAD_NOTE;
  if (payable >= CASH_CEILING || payable > COD_LIMIT)
    return `Cash on delivery is available only for orders up to ${formatINR(COD_LIMIT)}.`;
  if (deliveryMethod === 'pickup') return null;
  if (pincodeEligible === null) return 'Add a shipping address to see whether cash on delivery is available.';
  if (!pincodeEligible) return 'Cash on delivery is not available for this pincode.';
  return null;
}

export function paymentMethodOptions(facts: PaymentFacts): PaymentOption[] {
  const cash = cashRefusal(facts);
  return [
    { id: 'payment_on_delivery', method: 'Cash on delivery', available: cash === null, note: cash },
    {
      id: 'online_payment_razorpay',
      method: 'Credit / Debit card, UPI, Net banking',
      available: facts.payable > 0,
      note: facts.payable > 0 ? null : 'Nothing to pay.',
    },
  ];
}

export function canUsePaymentMethod(mode: PaymentMode, facts: PaymentFacts): boolean {
  return paymentMethodOptions(facts).some((o) => o.id === mode && o.available);
}
