// The order's messages: the confirmation mail (each line with its price breakup, the payment mode,
// the delivery choice and the expected date; shipped abroad, the international shipping and the duties
// notice), its SMS, and the cash-on-delivery confirmation code.
// Every shopper-given string is escaped: names and addresses reach the HTML as text, never markup.
import { formatAmountINR, formatINR } from '../../money/inr.ts';
import { lineBreakupRows, type LineBreakup } from '../../orders/line-breakup.ts';
import { COD_CALL_NOTE } from '../../orders/messages.ts';
import type { OrderPaymentMode } from '../../orders/order-status.ts';
import type { International } from '../../checkout/api-schemas.ts';
import { escapeHtml } from '../escape-html.ts';
import { BRAND, mailButton, mailLayout, mailParagraph, textLayout, type RenderedMail } from './mail-layout.ts';

export interface ConfirmationLine {
  name: string;
  sku: string;
  color: string | null;
  size: string | null;
  qty: number;
  unitPrice: number;
  total: number;
  discount: number;
  breakup: LineBreakup | null;
}

export interface ConfirmationInput {
  firstName: string;
  orderId: string;
  paymentMode: OrderPaymentMode;
  deliveryMethod: 'ship' | 'pickup';
  pickupStore: { name: string; address: string; city: string } | null;
  shipping: { address: string; city: string; state: string; zipcode: string };
  expected: { label: string } | null;
  lines: readonly ConfirmationLine[];
  subtotal: number;
  discount: number;
  charges: number;
  amount: number;
  /** What a gift card paid of the amount (0 when none). */
  giftCardAmount: number;
  /** What a matured savings plan paid of the amount (0 or absent when none). */
  savingsPlanAmount?: number;
  couponCode: string | null;
  trackUrl: string;
  /** Shipped outside India (domain/checkout/international-texts.ts): the country and the duties notice; null or absent within India. */
  international?: Pick<International, 'country' | 'duties_notice'> | null;
}

const PAYMENT_WORDS: Record<OrderPaymentMode, string> = {
  payment_on_delivery: 'Cash on delivery',
  online_payment_razorpay: 'Paid online by card, UPI or net banking',
  gift_card: 'Paid in full with a gift card',
};

/** The payment line: the mode, and the gift card's part when it paid some of the order. */
const paymentText = (
  input: Pick<ConfirmationInput, 'paymentMode' | 'amount' | 'giftCardAmount' | 'savingsPlanAmount'>,
): string =>
  (input.savingsPlanAmount ?? 0) > 0
    ? `Payment: ${formatINR(input.savingsPlanAmount!)} by your savings plan, ${formatINR(input.amount - input.savingsPlanAmount!)} ${input.paymentMode === 'payment_on_delivery' ? 'cash on delivery' : 'paid online by card, UPI or net banking'}.`
    : input.giftCardAmount > 0 && input.paymentMode !== 'gift_card'
      ? `Payment: ${formatINR(input.giftCardAmount)} by gift card, ${formatINR(input.amount - input.giftCardAmount)} ${input.paymentMode === 'payment_on_delivery' ? 'cash on delivery' : 'paid online by card, UPI or net banking'}.`
      : `Payment: ${PAYMENT_WORDS[input.paymentMode]}.`;

// The policy's line for cash-on-delivery orders lives with the order texts: the order pages show it too.
export { COD_CALL_NOTE };

const variantOf = (l: ConfirmationLine) =>
  [l.color?.replace(/-/g, ' '), l.size ? `size ${l.size}` : null].filter(Boolean).join(', ');

/** The breakup of one piece's price, as the order pages list it (domain/orders/line-breakup.ts). */
export const breakupRows = (b: LineBreakup): [string, string][] =>
  lineBreakupRows(b).map((r) => [r.label, formatAmountINR(r.amount)]);

function deliveryText(input: ConfirmationInput): string {
  if (input.deliveryMethod === 'pickup' && input.pickupStore)
    return `Pick-up at ${input.pickupStore.name}, ${input.pickupStore.address}, ${input.pickupStore.city}`;
  const region = input.shipping.state ? `${input.shipping.state} ` : '';
  const country = input.international ? `, ${input.international.country}` : '';
  return `Delivery to ${input.shipping.address}, ${input.shipping.city}, ${region}${input.shipping.zipcode}${country}`;
}

const cell = (html: string, align: 'left' | 'right' = 'left', extra = '') =>
  `<td style="padding:4px 0;font-family:Arial,sans-serif;font-size:14px;color:${BRAND.ink};text-align:${align};${extra}">${html}</td>`;

function lineHtml(l: ConfirmationLine): string {
  const variant = variantOf(l);
  const head = `<tr>${cell(`<strong>${escapeHtml(l.name)}</strong><br><span style="color:${BRAND.inkMuted};font-size:12px">${escapeHtml(l.sku)}${variant ? ` · ${escapeHtml(variant)}` : ''} · qty ${l.qty}</span>`)}${cell(escapeHtml(formatINR(l.total)), 'right', 'vertical-align:top')}</tr>`;
  const parts = l.breakup
    ? breakupRows(l.breakup)
        .map(
          ([label, amount]) =>
            `<tr>${cell(`<span style="color:${BRAND.inkMuted};font-size:12px;padding-left:12px">${escapeHtml(label)} (each)</span>`)}${cell(`<span style="color:${BRAND.inkMuted};font-size:12px">${escapeHtml(amount)}</span>`, 'right')}</tr>`,
        )
        .join('')
    : '';
  const discount =
    l.discount > 0
      ? `<tr>${cell(`<span style="font-size:12px;padding-left:12px">Discount</span>`)}${cell(`<span style="font-size:12px">−${escapeHtml(formatINR(l.discount))}</span>`, 'right')}</tr>`
      : '';
  return head + parts + discount;
}

export function orderConfirmationMail(input: ConfirmationInput): RenderedMail {
  const title = `Thank you for your order, ${input.firstName}`;
  const intro = `We have received your order ${input.orderId}. Here is what you bought and how it reaches you.`;
  const payment = paymentText(input);
  const delivery = `${deliveryText(input)}.${input.expected ? ` ${input.expected.label}.` : ''}`;
  const totals: [string, string][] = [['Subtotal', formatINR(input.subtotal)]];
  if (input.discount > 0)
    totals.push([`Discount${input.couponCode ? ` (${input.couponCode})` : ''}`, `−${formatINR(input.discount)}`]);
  totals.push(
    [
      input.international ? 'International shipping' : 'Shipping',
      input.charges > 0 ? formatINR(input.charges) : 'Free',
    ],
    ['Total', formatINR(input.amount)],
  );
  const plan = input.savingsPlanAmount ?? 0;
  const rest = input.amount - input.giftCardAmount - plan;
  if (input.giftCardAmount > 0) totals.push(['Paid by gift card', formatINR(input.giftCardAmount)]);
  if (plan > 0) totals.push(['Paid by savings plan', formatINR(plan)]);
  if ((input.giftCardAmount > 0 || plan > 0) && rest > 0)
    totals.push([input.paymentMode === 'payment_on_delivery' ? 'To pay on delivery' : 'Paid online', formatINR(rest)]);

  const table =
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-top:1px solid ${BRAND.line};border-bottom:1px solid ${BRAND.line};margin:0 0 16px">` +
    input.lines.map(lineHtml).join('') +
    totals
      .map(([label, amount]) => {
        const strong = label === 'Total' ? 'font-weight:bold;border-top:1px solid ' + BRAND.line : '';
        return `<tr>${cell(escapeHtml(label), 'left', strong)}${cell(escapeHtml(amount), 'right', strong)}</tr>`;
      })
      .join('') +
    '</table>';
  const cod = input.paymentMode === 'payment_on_delivery' ? [COD_CALL_NOTE] : [];
  const duties = input.international ? [input.international.duties_notice] : [];

  const textLines = [
    intro,
    '',
    ...input.lines.flatMap((l) => [
      `${l.name} (${l.sku}${variantOf(l) ? `, ${variantOf(l)}` : ''}) × ${l.qty}: ${formatINR(l.total)}`,
      ...(l.breakup ? breakupRows(l.breakup).map(([label, amount]) => `  ${label} (each): ${amount}`) : []),
      ...(l.discount > 0 ? [`  Discount: −${formatINR(l.discount)}`] : []),
    ]),
    '',
    ...totals.map(([label, amount]) => `${label}: ${amount}`),
    '',
    payment,
    delivery,
    ...duties,
    ...cod,
    '',
    `Track your order: ${input.trackUrl} (order ${input.orderId}, with this mail address).`,
  ];

  return {
    subject: `Your Suvarna order ${input.orderId}`,
    text: textLayout(title, textLines),
    html: mailLayout({
      title,
      preheader: `Order ${input.orderId}: ${formatINR(input.amount)}. ${input.expected?.label ?? ''}`.trim(),
      bodyHtml: [
        mailParagraph(intro),
        table,
        mailParagraph(payment),
        mailParagraph(delivery),
        ...duties.map(mailParagraph),
        ...cod.map(mailParagraph),
        mailButton(input.trackUrl, 'Track your order'),
      ].join('\n'),
    }),
  };
}

/** `amount` is what is due by the mode (the gift card's part already taken off). */
export function orderConfirmationSms(input: {
  orderId: string;
  amount: number;
  paymentMode: OrderPaymentMode;
  expected: { label: string } | null;
}): string {
  const paid =
    input.paymentMode === 'payment_on_delivery'
      ? 'to pay on delivery'
      : input.paymentMode === 'gift_card'
        ? 'paid by gift card'
        : 'paid';
  return `Suvarna: order ${input.orderId} placed, ${formatINR(input.amount)} ${paid}.${input.expected ? ` ${input.expected.label}.` : ''}`;
}

export function codConfirmationCodeSms(input: { code: string; amount: number; validMinutes: number }): string {
  return `Suvarna: ${input.code} is your code to confirm your cash-on-delivery order of ${formatINR(input.amount)}. It is valid for ${input.validMinutes} minutes. Do not share it.`;
}
