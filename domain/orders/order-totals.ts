// An order's money, in whole rupees (domain/money: rupees are whole numbers everywhere): each line
// is qty × unit price, the subtotal their sum, and the amount payable subtotal − discount + charges.
// The database repeats these rules as CHECKs; this is where they are computed, once.
import { formatINR } from '../money/inr.ts';

export interface PricedLine {
  qty: number;
  unitPrice: number;
}

export interface OrderTotals {
  lineTotals: number[];
  subtotal: number;
  discount: number;
  charges: number;
  amount: number;
}

/** Lines at most per order, and pieces at most per line: far beyond any real order, but bounded. */
export const MAX_ORDER_LINES = 100;
export const MAX_LINE_QTY = 99;

const wholeNonNegative = (n: number) => Number.isSafeInteger(n) && n >= 0;

/** The totals of an order, or the reason they cannot be (thrown: a caller's bug, never a shopper's). */
export function orderTotals(lines: readonly PricedLine[], discount: number, charges: number): OrderTotals {
  if (lines.length === 0) throw new RangeError('an order needs at least one line');
  if (lines.length > MAX_ORDER_LINES) throw new RangeError(`an order has at most ${MAX_ORDER_LINES} lines`);
  const lineTotals = lines.map((line, i) => {
    if (!Number.isSafeInteger(line.qty) || line.qty < 1 || line.qty > MAX_LINE_QTY)
      throw new RangeError(`line ${i}: qty must be a whole number from 1 to ${MAX_LINE_QTY}`);
    if (!wholeNonNegative(line.unitPrice))
      throw new RangeError(`line ${i}: unit price must be whole rupees, not negative`);
    return line.qty * line.unitPrice;
  });
  if (!wholeNonNegative(discount)) throw new RangeError('discount must be whole rupees, not negative');
  if (!wholeNonNegative(charges)) throw new RangeError('charges must be whole rupees, not negative');
  const subtotal = lineTotals.reduce((a, b) => a + b, 0);
  const amount = subtotal - discount + charges;
  if (amount < 0) throw new RangeError('the discount is larger than the order');
  if (!Number.isSafeInteger(amount) || amount > 2_147_483_647) throw new RangeError('the order is too large');
  return { lineTotals, subtotal, discount, charges, amount };
}

export interface TotalsRow {
  key: 'subtotal' | 'discount' | 'charges' | 'amount' | 'gift-card' | 'savings-plan' | 'paid-by-mode';
  label: string;
  /** The amount as the shopper reads it: '₹1,23,456', '−₹500', 'Free'. */
  text: string;
}

/**
 * The totals an order page lists: subtotal, the discount with its coupon code when there is one,
 * shipping and charges ('Free' at ₹0; named as international shipping for an order shipped abroad) and the total; then, when a gift card paid part of it, the
 * card's part and what the payment mode collected. Rows without money are left out.
 */
export function orderTotalsRows(o: {
  subtotal: number;
  discount: number;
  charges: number;
  amount: number;
  coupon_code: string | null;
  gift_card_amount?: number;
  /** What a matured savings plan paid of the amount. */
  savings_plan_amount?: number;
  /** Shipped outside India: the charge is the international shipping (issue 21 §4). */
  international?: { country: string } | null;
}): TotalsRow[] {
  const rows: TotalsRow[] = [{ key: 'subtotal', label: 'Subtotal', text: formatINR(o.subtotal) }];
  if (o.discount > 0)
    rows.push({
      key: 'discount',
      label: o.coupon_code ? `Coupon ${o.coupon_code}` : 'Discount',
      text: `−${formatINR(o.discount)}`,
    });
  rows.push(
    {
      key: 'charges',
      label: o.international ? `International shipping to ${o.international.country}` : 'Shipping and charges',
      text: o.charges > 0 ? formatINR(o.charges) : 'Free',
    },
    { key: 'amount', label: 'Total', text: formatINR(o.amount) },
  );
  const card = o.gift_card_amount ?? 0;
  const plan = o.savings_plan_amount ?? 0;
  if (card > 0) rows.push({ key: 'gift-card', label: 'Paid by gift card', text: formatINR(card) });
  if (plan > 0) rows.push({ key: 'savings-plan', label: 'Paid by savings plan', text: formatINR(plan) });
  if ((card > 0 || plan > 0) && card + plan < o.amount)
    rows.push({ key: 'paid-by-mode', label: 'Rest', text: formatINR(o.amount - card - plan) });
  return rows;
}
