// The shopper's word that money taken by the card provider is on its way back (a payment for an order
// that could no longer be placed, or of the wrong amount, or a second payment of one order). Sent
// once, when the refund is decided, through the outbox. Amounts are paise, as the provider counts;
// shown in rupees (with paise only when there are any).
import { formatINR } from '../../money/inr.ts';
import type { RefundWhy } from '../../payments/payment-disposition.ts';
import { mailButton, mailLayout, mailParagraph, textLayout, type RenderedMail } from './mail-layout.ts';

export interface RefundNoticeInput {
  firstName: string;
  /** The order (SV…) or the gift card purchase the payment was for. */
  reference: string;
  kind: 'order' | 'gift_card_purchase' | 'savings_instalment';
  why: RefundWhy;
  amountPaise: number;
  paymentId: string;
  shopUrl: string;
}

/** ₹1,536 or ₹1,536.50. */
export const formatPaise = (paise: number): string =>
  paise % 100 === 0
    ? formatINR(paise / 100)
    : `${formatINR(Math.floor(paise / 100))}.${String(paise % 100).padStart(2, '0')}`;

/** What the payment was for, in a sentence. */
function thing(i: RefundNoticeInput): string {
  if (i.kind === 'order') return `order ${i.reference}`;
  if (i.kind === 'savings_instalment') return `the instalment of savings plan ${i.reference}`;
  return 'your gift card';
}
const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const REASONS: Record<RefundWhy, (input: RefundNoticeInput) => string> = {
  order_cancelled: (i) =>
    `Your payment arrived after order ${i.reference} had been closed (its 15-minute hold ran out, or you placed a newer order from the same cart), so we could not place it with this payment.`,
  amount_mismatch: (i) => `Your payment did not match the amount due for ${thing(i)}, so we could not accept it.`,
  cancelled_by_shopper: (i) => `You cancelled order ${i.reference}, so the money you paid for it goes back to you.`,
  cancelled_by_store: (i) => `We cancelled order ${i.reference}, so the money you paid for it goes back to you.`,
  paid_twice: (i) => `${capitalised(thing(i))} had already been paid, so this second payment was not needed.`,
  plan_not_open: (i) =>
    `Your payment arrived for savings plan ${i.reference} after it stopped taking instalments (it was replaced by a newer enrolment, or has ended), so we could not take it.`,
};

export function refundNoticeMail(input: RefundNoticeInput): RenderedMail {
  const amount = formatPaise(input.amountPaise);
  const lines = [
    `Dear ${input.firstName},`,
    REASONS[input.why](input),
    `We are refunding the full ${amount} (payment ${input.paymentId}) to the card, UPI or bank account you paid from. Banks usually show it within 5–7 working days.`,
    input.kind === 'order'
      ? input.why === 'cancelled_by_shopper' || input.why === 'cancelled_by_store'
        ? 'If you still want the pieces, you are welcome to order them again.'
        : 'Nothing has been ordered: if you still want the pieces, please place your order again.'
      : input.kind === 'savings_instalment'
        ? 'Your savings plan passbook shows what is paid and what is due.'
        : 'If you still want to send the gift card, please buy it again.',
  ];
  return {
    subject: `Your payment of ${amount} is being refunded`,
    text: textLayout('Your payment is being refunded', [...lines, '', input.shopUrl]),
    html: mailLayout({
      title: 'Your payment is being refunded',
      preheader: `${amount} is on its way back to you.`,
      bodyHtml: lines.map(mailParagraph).join('') + mailButton(input.shopUrl, 'Back to the store'),
      footer: 'You receive this mail because you paid at Suvarna. If it was not you, please write to us.',
    }),
  };
}

export function refundNoticeSms(
  input: Pick<RefundNoticeInput, 'reference' | 'kind' | 'amountPaise'> & { why?: RefundWhy },
): string {
  if (input.why === 'cancelled_by_shopper' || input.why === 'cancelled_by_store')
    return `Suvarna: order ${input.reference} is cancelled. ${formatPaise(input.amountPaise)} is being refunded to you in full; banks take 5-7 working days.`;
  const what = input.kind === 'order' ? `order ${input.reference}` : 'your gift card purchase';
  return `Suvarna: we could not accept your payment for ${what}. ${formatPaise(input.amountPaise)} is being refunded to you in full; banks take 5-7 working days.`;
}
