// What the customer is told when the orders desk moves their order (confirmed, with the workshop,
// packed, shipped with the courier and AWB, delivered, cancelled by the store, refunded), and the mail
// the store gets when an order is placed. Short, in the store's voice; sent through the outbox.
import { formatINR } from '../../money/inr.ts';
import { PAYMENT_MODE_LABELS, type OrderPaymentMode } from '../../orders/order-status.ts';
import {
  mailButton,
  mailLayout,
  mailParagraph,
  orderNoticeMail,
  textLayout,
  type RenderedMail,
} from './mail-layout.ts';

export type DeskNotice =
  | { kind: 'confirmed' | 'in_production' | 'packed' | 'delivered' }
  | { kind: 'shipped'; carrier: string; awb: string }
  | { kind: 'cancelled'; reason: string; refundAmount: number | null }
  | { kind: 'refunded'; amount: number; method: 'card' | 'paid_by_staff' };

export interface DeskNoticeInput {
  firstName: string;
  orderId: string;
  trackUrl: string;
  notice: DeskNotice;
}

function lines(input: DeskNoticeInput): { title: string; paragraphs: string[] } {
  const { orderId, notice } = input;
  switch (notice.kind) {
    case 'confirmed':
      return {
        title: 'Your order is confirmed',
        paragraphs: [`We have confirmed order ${orderId} and are getting it ready for you.`],
      };
    case 'in_production':
      return {
        title: 'Your piece is with our workshop',
        paragraphs: [`Our craftsmen have started on order ${orderId}. We will tell you as soon as it is ready.`],
      };
    case 'packed':
      return {
        title: 'Your order is packed',
        paragraphs: [`Order ${orderId} is packed, insured and ready to leave us.`],
      };
    case 'shipped':
      return {
        title: 'Your order is on its way',
        paragraphs: [
          `Order ${orderId} has left us with ${notice.carrier}, waybill (AWB) ${notice.awb}.`,
          'Your tax invoice is attached to this mail. Someone will need to sign for the parcel.',
        ],
      };
    case 'delivered':
      return {
        title: 'Your order is delivered',
        paragraphs: [`Order ${orderId} has been delivered. We hope you love it.`],
      };
    case 'cancelled':
      return {
        title: 'Your order is cancelled',
        paragraphs: [
          `We have had to cancel order ${orderId}: ${notice.reason}`,
          notice.refundAmount
            ? `The ${formatINR(notice.refundAmount)} you paid is being refunded in full; banks usually show it within 5–7 working days.`
            : 'Nothing has been charged for it.',
          'We are sorry. Please write to us if you have any question.',
        ],
      };
    case 'refunded':
      return {
        title: 'Your refund is on its way',
        paragraphs: [
          notice.method === 'card'
            ? `We are refunding ${formatINR(notice.amount)} for order ${orderId} to the card, UPI or bank account you paid from. Banks usually show it within 5–7 working days.`
            : `We have paid ${formatINR(notice.amount)} back to you for order ${orderId}.`,
        ],
      };
  }
}

export function deskNoticeMail(input: DeskNoticeInput): RenderedMail {
  return orderNoticeMail({
    ...input,
    ...lines(input),
    footer: 'You receive this mail because you ordered at Suvarna.',
  });
}

export function deskNoticeSms(input: Omit<DeskNoticeInput, 'firstName' | 'trackUrl'>): string {
  const { orderId, notice } = input;
  switch (notice.kind) {
    case 'confirmed':
      return `Suvarna: order ${orderId} is confirmed. We will tell you when it ships.`;
    case 'in_production':
      return `Suvarna: order ${orderId} is with our workshop.`;
    case 'packed':
      return `Suvarna: order ${orderId} is packed and ready to ship.`;
    case 'shipped':
      return `Suvarna: order ${orderId} shipped with ${notice.carrier}, AWB ${notice.awb}.`;
    case 'delivered':
      return `Suvarna: order ${orderId} is delivered. Thank you for shopping with us.`;
    case 'cancelled':
      return `Suvarna: we have cancelled order ${orderId}.${notice.refundAmount ? ` ${formatINR(notice.refundAmount)} is being refunded to you.` : ''} Please see your mail.`;
    case 'refunded':
      return `Suvarna: ${formatINR(notice.amount)} refunded for order ${orderId}.`;
  }
}

/** To the store (STORE_EMAIL): an order came in. */
export function newOrderStoreMail(input: {
  orderId: string;
  amount: number;
  paymentMode: OrderPaymentMode;
  deskUrl: string;
}): RenderedMail {
  const title = `New order ${input.orderId}`;
  const body = [
    `Order ${input.orderId} was placed: ${formatINR(input.amount)}, ${PAYMENT_MODE_LABELS[input.paymentMode].toLowerCase()}.`,
    ...(input.paymentMode === 'payment_on_delivery'
      ? ['Cash on delivery: please call the customer to confirm it within 48 hours.']
      : []),
  ];
  return {
    subject: `${title}: ${formatINR(input.amount)}, ${PAYMENT_MODE_LABELS[input.paymentMode]}`,
    text: textLayout(title, [...body, '', input.deskUrl]),
    html: mailLayout({
      title,
      preheader: body[0]!,
      bodyHtml: body.map(mailParagraph).join('') + mailButton(input.deskUrl, 'Open the order'),
      footer: 'Sent to the store’s address (STORE_EMAIL) for every order placed.',
    }),
  };
}
