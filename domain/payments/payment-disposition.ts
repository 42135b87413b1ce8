// What the store does with a provider payment it has just learned of (the shopper's signed reply, the
// webhook, the reconciler asking the provider), given what the payment was for. One rule for orders
// and gift card purchases alike, so that no path can keep money for something it cannot deliver:
// - take it (place the order, issue the card) when it pays exactly what is due on something still
//   waiting to be paid;
// - nothing more when this very payment already paid for it (a retry, the webhook after the reply);
// - refund it in full when it cannot be taken: the order lapsed or was replaced by a newer one of the
//   same draft, the amount is not what is due, or the thing was already paid by another payment.
// A payment that took no money (failed, or only authorized: the reconciler captures those first)
// needs nothing; a payment for a provider order we never made is not ours to judge.

export type PaymentStatus = 'authorized' | 'captured' | 'failed' | 'refunded';

export interface LearnedPayment {
  id: string;
  status: PaymentStatus;
  amountPaise: number;
}

export type PaymentTarget =
  | { kind: 'order'; status: string; duePaise: number; paidBy: string | null }
  | { kind: 'gift_card_purchase'; status: 'pending' | 'issued' | 'lapsed'; duePaise: number; paidBy: string | null }
  // A savings plan instalment: open while its plan takes it, closed when the plan was replaced or ended.
  | { kind: 'savings_instalment'; status: 'open' | 'closed'; duePaise: number; paidBy: string | null }
  | { kind: 'unknown' };

/** Why a payment goes back; `cancelled_by_shopper` is the shopper's own cancel from My orders, never the disposition's. */
export type RefundWhy =
  | 'order_cancelled'
  | 'amount_mismatch'
  | 'paid_twice'
  | 'cancelled_by_shopper'
  | 'cancelled_by_store'
  | 'plan_not_open';

export type Disposition =
  { action: 'take' } | { action: 'already_taken' } | { action: 'refund'; why: RefundWhy } | { action: 'nothing' };

export function dispositionOf(payment: LearnedPayment, target: PaymentTarget): Disposition {
  if (payment.status !== 'captured' || target.kind === 'unknown') return { action: 'nothing' };
  if (target.paidBy === payment.id) return { action: 'already_taken' };
  if (target.paidBy !== null) return { action: 'refund', why: 'paid_twice' };
  if (target.kind === 'savings_instalment' && target.status === 'closed')
    return { action: 'refund', why: 'plan_not_open' };
  const waiting =
    target.kind === 'order'
      ? target.status === 'pending_payment'
      : target.kind === 'savings_instalment'
        ? true
        : target.status !== 'issued';
  // A gift card purchase paid after it lapsed is still issued (the card is made on demand); an order
  // that lapsed gave its stock and coupon back to others, so its money goes back instead.
  if (!waiting)
    return {
      action: 'refund',
      why: target.kind === 'order' && target.status === 'cancelled' ? 'order_cancelled' : 'paid_twice',
    };
  if (payment.amountPaise !== target.duePaise) return { action: 'refund', why: 'amount_mismatch' };
  return { action: 'take' };
}
