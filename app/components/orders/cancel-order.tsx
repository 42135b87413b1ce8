// My orders' cancel (docs/decisions/2026-11-24-orders.md): a 'Cancel order' button on a card the member may still cancel,
// a dialog with the reasons to choose from and a plain confirmation of what happens (the piece goes
// back; a card payment is refunded in full), then order/cancel. The card takes the new status.
import { useState } from 'react';
import { formatINR } from '../../../domain/money/inr';
import type { OrderListItem } from '../../../domain/orders/api-schemas';
import { CANCEL_REASONS, type CancelReason } from '../../../domain/orders/order-cancel';
import { apiPost } from '../../lib/authed-fetch';
import { toast } from '../../lib/toast';
import { failureText } from '../account/failure-text';
import { FormAlert } from '../account/form-field';
import { ReasonChoice } from './reason-choice';
import { Modal } from '../checkout/modal';

interface CancelAnswer {
  result: { order_id: string; status: 'cancelled'; status_label: string; refund_amount: number | null };
}

/** What the shopper is told once the order is cancelled. */
export function cancelledText(orderId: string, refund: number | null): string {
  return refund
    ? `Order ${orderId} is cancelled. ${formatINR(refund)} is being refunded to the card, UPI or bank account you paid from (banks take 5–7 working days).`
    : `Order ${orderId} is cancelled.`;
}

export function CancelOrder({
  order,
  onCancelled,
}: {
  order: OrderListItem;
  onCancelled: (answer: CancelAnswer['result']) => void;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<CancelReason | null>(null);
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const paidByCard = order.payment_mode === 'online_payment_razorpay';
  const cardPart = order.amount - order.gift_card_amount - (order.savings_plan_amount ?? 0);

  const confirm = async () => {
    if (!reason) {
      setError('Please choose a reason.');
      return;
    }
    setSending(true);
    setError('');
    const answer = await apiPost<CancelAnswer>('order/cancel', { order_id: order.order_id, reason }, { auth: true });
    setSending(false);
    if (!answer.ok) {
      setError(failureText(answer, 'We could not cancel the order. Please try again.'));
      return;
    }
    setOpen(false);
    toast(cancelledText(answer.data.result.order_id, answer.data.result.refund_amount));
    onCancelled(answer.data.result);
  };

  return (
    <>
      <button type="button" className="button button-quiet order-cancel-open" onClick={() => setOpen(true)}>
        Cancel order
      </button>
      {open ? (
        <Modal title={`Cancel order ${order.order_id}?`} onClose={() => setOpen(false)} closeLabel="Keep the order">
          <form
            className="order-cancel-form"
            onSubmit={(e) => {
              e.preventDefault();
              void confirm();
            }}
          >
            <ReasonChoice legend="Why are you cancelling?" texts={CANCEL_REASONS} choice={[reason, setReason]} />
            <p className="order-cancel-note">
              {paidByCard && cardPart > 0
                ? `The pieces go back to our shelves and the ${formatINR(cardPart)} you paid is refunded in full to the card, UPI or bank account you paid from.`
                : order.payment_mode === 'payment_on_delivery'
                  ? 'The pieces go back to our shelves; you pay nothing.'
                  : 'The pieces go back to our shelves.'}
              {order.gift_card_amount > 0
                ? ` The ${formatINR(order.gift_card_amount)} from your gift card goes back onto the card.`
                : ''}
              {(order.savings_plan_amount ?? 0) > 0 ? ' Your savings plan is yours to redeem again.' : ''}
            </p>
            {error ? <FormAlert>{error}</FormAlert> : null}
            <div className="order-cancel-actions">
              <button type="submit" className="button" disabled={sending}>
                {sending ? 'Cancelling…' : 'Cancel this order'}
              </button>
              <button type="button" className="button button-quiet" onClick={() => setOpen(false)}>
                Keep the order
              </button>
            </div>
          </form>
        </Modal>
      ) : null}
    </>
  );
}
