// The analytics purchase event after a confirmed order (the issue: a dataLayer push in the common
// e-commerce shape; docs/spec.md#second-9: tax and shipping reported as 0.00). Amounts as strings with two
// decimals, as the shape has them.
import type { z } from 'zod';
import type { purchaseSchema } from './api-schemas.ts';

export type PurchaseEvent = z.infer<typeof purchaseSchema>;

const money = (rupees: number) => `${rupees}.00`;

export function purchaseEvent(order: {
  orderId: string;
  amount: number;
  couponCode: string | null;
  lines: readonly {
    sku: string;
    name: string;
    color: string | null;
    size: string | null;
    unitPrice: number;
    qty: number;
  }[];
}): PurchaseEvent {
  return {
    transaction_id: order.orderId,
    value: money(order.amount),
    currency: 'INR',
    tax: '0.00',
    shipping: '0.00',
    coupon: order.couponCode,
    items: order.lines.map((l) => ({
      item_id: l.sku,
      item_name: l.name,
      item_variant: [l.color, l.size].filter((v): v is string => v !== null && v !== '').join(' / ') || null,
      price: money(l.unitPrice),
      quantity: l.qty,
    })),
  };
}
