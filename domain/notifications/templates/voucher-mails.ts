// The offer voucher's mail and text (domain/coupons/offer-vouchers.ts): sent in the transaction that
// placed the purchase which earned it, so it goes exactly when the voucher exists.
import { formatINR } from '../../money/inr.ts';
import { formatIndiaDay } from '../../dates/india-day.ts';
import { mailButton, mailLayout, mailParagraph, textLayout, type RenderedMail } from './mail-layout.ts';

export interface VoucherMessageInput {
  firstName: string;
  code: string;
  amount: number;
  minSubtotal: number;
  endsAt: Date;
  orderId: string;
  shopUrl: string;
  termsUrl: string;
}

export function voucherMail(v: VoucherMessageInput): RenderedMail {
  const title = `A ${formatINR(v.amount)} voucher for you, ${v.firstName}`;
  const until = formatIndiaDay(v.endsAt.toISOString());
  const lines = [
    `Thank you for your order ${v.orderId}. It earned you a voucher of ${formatINR(v.amount)}.`,
    `Your code is ${v.code}. Enter it under Coupon Code at checkout, signed in or with this email, on a purchase of ${formatINR(v.minSubtotal)} or more.`,
    `It works once, for you only, until ${until}. One voucher per invoice.`,
  ];
  return {
    subject: `Your ${formatINR(v.amount)} Suvarna voucher`,
    text: textLayout(title, [...lines, '', `Voucher terms: ${v.termsUrl}`, `Shop: ${v.shopUrl}`]),
    html: mailLayout({
      title,
      preheader: `Code ${v.code}, valid until ${until}.`,
      bodyHtml:
        lines.map(mailParagraph).join('\n') +
        mailButton(v.shopUrl, 'Explore the collections') +
        mailParagraph(`Voucher terms: ${v.termsUrl}`),
    }),
  };
}

export function voucherSms(v: Pick<VoucherMessageInput, 'code' | 'amount' | 'endsAt' | 'orderId'>): string {
  return `Suvarna: your order ${v.orderId} earned a ${formatINR(v.amount)} voucher. Code ${v.code}, valid till ${formatIndiaDay(v.endsAt.toISOString())} on purchases of Rs 1 lakh or more.`;
}

export interface VoucherWithdrawnInput {
  firstName: string;
  code: string;
  amount: number;
  orderId: string;
  /** "cancelled" or "returned" (domain/coupons/voucher-withdrawal.ts withdrawalPast). */
  past: string;
}

/** The voucher of an order that was cancelled or returned no longer works: said once, plainly. */
export function voucherWithdrawnMail(v: VoucherWithdrawnInput): RenderedMail {
  const title = `Your ${formatINR(v.amount)} voucher has been withdrawn`;
  const lines = [
    `Hello ${v.firstName}, your order ${v.orderId} was ${v.past}, so the ${formatINR(v.amount)} voucher it earned (code ${v.code}) has been withdrawn and no longer works at checkout.`,
    'A new qualifying purchase earns a new voucher.',
  ];
  return {
    subject: `Your Suvarna voucher ${v.code} has been withdrawn`,
    text: textLayout(title, lines),
    html: mailLayout({
      title,
      preheader: `Order ${v.orderId} was ${v.past}.`,
      bodyHtml: lines.map(mailParagraph).join('\n'),
    }),
  };
}

export function voucherWithdrawnSms(v: Pick<VoucherWithdrawnInput, 'code' | 'amount' | 'orderId' | 'past'>): string {
  return `Suvarna: your order ${v.orderId} was ${v.past}, so its ${formatINR(v.amount)} voucher ${v.code} has been withdrawn.`;
}
