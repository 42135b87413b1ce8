// 'Pay and Place Order' (docs/spec.md#second-4 "Confirm click", "Order flow", "Cash-on-delivery OTP popup"):
// every waiting edit is saved, the first missing piece is pointed at, the hidden captcha is solved,
// the order is generated, and then the code popup or the payment window takes over. A confirmed order
// clears the device cart, tells the data layer and shows the thank-you screen. An order the gift card
// pays in full is placed by order_generate itself (its card was verified by a code): it is confirmed
// with 'gift_card' at once, with no popup or window.
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type {
  CardPaymentData,
  OrderConfirmAnswer,
  OrderGenerateAnswer,
  RazorpayReply,
} from '../../../domain/checkout/api-schemas';
import { blockerNotice, generateRefusal, placeBlocker } from '../../../domain/checkout/checkout-flow';
import type { CardStop } from '../../../domain/checkout/card-stop';
import { CHECKOUT_TOASTS } from '../../../domain/checkout/messages';
import { apiPost } from '../../lib/authed-fetch';
import { solveCaptcha } from '../../lib/captcha';
import { pushDataLayer } from '../../lib/data-layer';
import { toast } from '../../lib/toast';
import { cartActions } from '../../state/cart';
import { useCheckout } from './checkout-state';
import { preloadPayParts } from './lazy-parts';

type Generated = OrderGenerateAnswer['message'];
export type CodData = Extract<Generated['payment_data'], { server_resend_step: number }>;
export type Confirmed = OrderConfirmAnswer['message'];

export type Stage =
  | { kind: 'idle' }
  | { kind: 'code'; order: Generated['order']; data: CodData; sentAt: number }
  | { kind: 'card'; order: Generated['order']; data: CardPaymentData }
  /** The card window closed without a placed order: what the shopper is told, and the ways on (payment-stopped.tsx). */
  | { kind: 'card-stopped'; order: Generated['order']; how: CardStop; refusal: string | null }
  | { kind: 'done'; confirmed: Confirmed };

/** A refused confirmation: the text to show and the server's reason (OTP_TRIES_EXCEEDED: generate again). */
export interface ConfirmRefusal {
  text: string;
  reason: string;
}

type GiftPaid = Extract<Generated['payment_data'], { paid_by_gift_card: true }>;

const isCod = (data: Generated['payment_data']): data is CodData => 'server_resend_step' in data;
const isGiftPaid = (data: Generated['payment_data']): data is GiftPaid => 'paid_by_gift_card' in data;

export function usePlaceOrder() {
  const { latest, session, flushAll, markPanel, refresh, save } = useCheckout();
  const navigate = useNavigate();
  const [placing, setPlacing] = useState(false);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });

  const generate = useCallback(
    async (resend = false): Promise<Generated | null> => {
      const captcha = await solveCaptcha();
      if (!captcha) {
        toast(CHECKOUT_TOASTS.nonAction, { kind: 'error' });
        return null;
      }
      const body = {
        session,
        captcha,
        expected_amount: latest().summery.payable_amount,
        ...(resend ? { resend: true } : {}),
      };
      const answer = await apiPost<OrderGenerateAnswer>('order_generate', body, { auth: true, timeoutMs: 30_000 });
      if (answer.ok) return answer.data.message;
      const refusal = generateRefusal(answer.reason, answer.message);
      toast(refusal.text, { kind: 'error', duration: refusal.duration });
      if (refusal.panel === 'cart') void navigate('/cart');
      else if (refusal.panel) markPanel(refusal.panel);
      if (refusal.refresh) await refresh();
      return null;
    },
    [latest, markPanel, navigate, refresh, session],
  );

  const finish = useCallback((confirmed: Confirmed) => {
    setStage({ kind: 'done', confirmed });
    pushDataLayer('purchase', confirmed.purchase);
    // The server emptied its cart in the same transaction; the device follows.
    void cartActions.clear();
    window.scrollTo({ top: 0 });
  }, []);

  /** The card paid everything: order_confirm with 'gift_card' answers the thank-you (no code, no window). */
  // The order is already placed (generate placed it): order_confirm only fetches its thank-you answer,
  // so it is asked again on a failed network, and at worst the shopper is told the order stands.
  const confirmGiftPaid = useCallback(
    async (order: Generated['order']) => {
      for (let attempt = 0; attempt < 3; attempt++) {
        const answer = await apiPost<OrderConfirmAnswer>(
          'order_confirm',
          { session, order_id: order.order_id, vo_id: order.vo_id, confirmation: 'gift_card' },
          { auth: true, timeoutMs: 30_000 },
        );
        if (answer.ok) return finish(answer.data.message);
      }
      void cartActions.clear();
      toast(
        `Your order ${order.order_id} is placed and paid by your gift card; its confirmation is on its way by mail and SMS.`,
        { kind: 'success' },
      );
      await refresh();
    },
    [finish, refresh, session],
  );

  const place = useCallback(async () => {
    if (placing) return;
    setPlacing(true);
    preloadPayParts();
    try {
      await flushAll();
      const blocker = placeBlocker(latest());
      if (blocker) {
        const notice = blockerNotice(blocker);
        toast(notice.text, { kind: 'error', duration: notice.duration });
        if (blocker === 'cart') void navigate('/cart');
        else markPanel(blocker);
        return;
      }
      const generated = await generate();
      if (!generated) return;
      const { order, payment_data: data } = generated;
      if (isGiftPaid(data)) return await confirmGiftPaid(order);
      setStage(isCod(data) ? { kind: 'code', order, data, sentAt: Date.now() } : { kind: 'card', order, data });
    } finally {
      setPlacing(false);
    }
  }, [confirmGiftPaid, flushAll, generate, latest, markPanel, navigate, placing]);

  /** order_confirm with the code or the provider's signed reply; null once the order is placed. */
  const confirm = useCallback(
    async (confirmation: string | RazorpayReply): Promise<ConfirmRefusal | null> => {
      if (stage.kind !== 'code' && stage.kind !== 'card') return null;
      const answer = await apiPost<OrderConfirmAnswer>(
        'order_confirm',
        { session, order_id: stage.order.order_id, vo_id: stage.order.vo_id, confirmation },
        { auth: true, timeoutMs: 30_000 },
      );
      if (answer.ok) {
        finish(answer.data.message);
        return null;
      }
      const text =
        answer.fields.otp ??
        (answer.message ||
          (typeof confirmation === 'string' ? CHECKOUT_TOASTS.wrongOtp : CHECKOUT_TOASTS.paymentVerification));
      return { text, reason: answer.reason };
    },
    [finish, session, stage],
  );

  /** 'Request another OTP': the order generated again, with a new code and a new counter. */
  const resend = useCallback(async () => {
    const generated = await generate(true);
    if (!generated) return false;
    const { order, payment_data: data } = generated;
    if (isCod(data)) setStage({ kind: 'code', order, data, sentAt: Date.now() });
    return true;
  }, [generate]);

  /** The code popup closed without its code: the mode is cleared and the draft fetched again (docs/spec.md#second-4). */
  const abandon = useCallback(async () => {
    setStage({ kind: 'idle' });
    await save('virtual_order_set_payment_method', { apply_method: null });
  }, [save]);

  /**
   * The card window closed without a placed order (docs/decisions/2026-11-26-failed-card-payment.md): the chosen method stays, and the
   * page says what happened to the money and offers the ways on, instead of a silent reset
   * (docs/decisions/2026-11-26-failed-card-payment.md).
   */
  const cardStopped = useCallback(
    (how: CardStop, refusal: string | null = null) => {
      if (stage.kind !== 'card') return;
      setStage({ kind: 'card-stopped', order: stage.order, how, refusal });
    },
    [stage],
  );

  /** 'Pay on delivery instead': the method switched and the order placed again, in one tap. */
  const payOnDelivery = useCallback(async () => {
    const answer = await save('virtual_order_set_payment_method', { apply_method: 'payment_on_delivery' });
    if (!answer.ok) {
      toast(answer.message || 'Unable to set selected payment method.', { kind: 'error' });
      return;
    }
    setStage({ kind: 'idle' });
    await place();
  }, [place, save]);

  return { placing, stage, place, confirm, resend, abandon, cardStopped, payOnDelivery };
}
