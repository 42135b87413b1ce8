// The gift card's messages: the card itself to its recipient (mail and SMS, the only place its code is
// ever written), the buyer's receipt, and the one-time codes that let the card's holder check its
// balance or spend it at checkout. Names and the sender's message are escaped in HTML.
import { formatCardCode, maskCardCode } from '../../giftcards/card-code.ts';
import { formatINR } from '../../money/inr.ts';
import { escapeHtml } from '../escape-html.ts';
import { BRAND, mailButton, mailLayout, mailParagraph, textLayout, type RenderedMail } from './mail-layout.ts';

const dateOf = (at: Date) =>
  at.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

export interface IssuedCardInput {
  recipientName: string;
  senderName: string | null;
  message: string | null;
  code: string;
  amount: number;
  expiresAt: Date;
  shopUrl: string;
  /** The store's gift card page, where the balance is checked. */
  giftsUrl: string;
}

export function giftCardMail(input: IssuedCardInput): RenderedMail {
  const title = input.senderName ? `${input.senderName} sent you a Suvarna gift card` : 'A Suvarna gift card for you';
  const code = formatCardCode(input.code);
  const lines = [
    `Dear ${input.recipientName}, here is a gift card of ${formatINR(input.amount)} to spend on any piece at ${BRAND.name}.`,
    `Use it by ${dateOf(input.expiresAt)}, in one order or across several: at checkout, enter the code and the one-time code we send to this mobile.`,
  ];
  const codeHtml = `<p style="margin:8px 0 24px;padding:16px;border:1px dashed ${BRAND.gold};text-align:center;font-family:'Courier New',monospace;font-size:22px;letter-spacing:0.12em;color:${BRAND.ink}">${escapeHtml(code)}</p>`;
  const note = input.message
    ? `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:3px solid ${BRAND.gold};font-family:Georgia,serif;font-style:italic;color:${BRAND.ink}">${escapeHtml(input.message)}</blockquote>`
    : '';
  return {
    subject: title,
    text: textLayout(title, [
      lines[0]!,
      '',
      `Your card code: ${code}`,
      ...(input.message ? ['', `"${input.message}"`] : []),
      '',
      lines[1]!,
      '',
      `Shop: ${input.shopUrl}`,
      `Check the balance: ${input.giftsUrl}`,
    ]),
    html: mailLayout({
      title,
      preheader: `A gift card of ${formatINR(input.amount)}, valid until ${dateOf(input.expiresAt)}.`,
      bodyHtml:
        mailParagraph(lines[0]!) +
        codeHtml +
        note +
        mailParagraph(lines[1]!) +
        mailButton(input.shopUrl, 'Choose your piece'),
      footer: `You receive this mail because someone bought you a ${BRAND.name} gift card. Keep the code private: anyone with it and this mobile can spend it.`,
    }),
  };
}

export function giftCardSms(input: Pick<IssuedCardInput, 'senderName' | 'code' | 'amount' | 'expiresAt'>): string {
  const from = input.senderName ? `${input.senderName} sent you a` : 'You have a';
  return `${from} Suvarna gift card of ${formatINR(input.amount)}. Code: ${formatCardCode(input.code)}. Valid until ${dateOf(input.expiresAt)}. Keep it private.`;
}

export function giftCardReceiptMail(input: {
  senderName: string;
  recipientName: string;
  amount: number;
  last4: string;
  expiresAt: Date;
  purchaseId: string;
}): RenderedMail {
  const title = `Your gift card for ${input.recipientName} is on its way`;
  const lines = [
    `Thank you, ${input.senderName}. We have sent ${input.recipientName} a gift card of ${formatINR(input.amount)} by SMS and mail, with your message.`,
    `Card ${maskCardCode(input.last4)}, valid until ${dateOf(input.expiresAt)}. Purchase reference: ${input.purchaseId}.`,
    'For their safety the code goes only to them; it is not in this receipt.',
  ];
  return {
    subject: `Receipt: Suvarna gift card of ${formatINR(input.amount)}`,
    text: textLayout(title, lines),
    html: mailLayout({
      title,
      preheader: lines[0]!,
      bodyHtml: lines.map(mailParagraph).join('\n'),
      footer: `You receive this mail because you bought a ${BRAND.name} gift card.`,
    }),
  };
}

/** The 4-digit code that lets the card's holder spend it (checkout) or read its balance (/gifts). */
export function giftCardCodeSms(input: {
  code: string;
  last4: string;
  purpose: 'redeem' | 'balance';
  validMinutes: number;
}): string {
  const what =
    input.purpose === 'redeem' ? 'to use your Suvarna gift card' : 'to see the balance of your Suvarna gift card';
  return `${input.code} is your code ${what} ending ${input.last4}. It expires in ${input.validMinutes} minutes. Never share it.`;
}
