// The mails and WhatsApp texts of the engagement forms: the newsletter's confirmation with its
// unsubscribe link, the enquiry receipts (with their reference) and the staff's copies, the chat
// request to staff and its acknowledgement. Everything a shopper typed is escaped by mailParagraph.
import { escapeHtml } from '../escape-html.ts';
import { mailButton, mailLayout, mailParagraph, textLayout, type RenderedMail } from './mail-layout.ts';

export function subscriptionMail(input: { unsubscribeUrl: string; shopUrl: string }): RenderedMail {
  const title = 'You are on our list';
  const lines = [
    'Thank you for subscribing to the Suvarna newsletter. Now and then we will write about new collections, festive offers and store events.',
    'Changed your mind? One click on the link below unsubscribes you; nothing else is needed.',
  ];
  const footer = 'You receive this mail because this address was subscribed to the Suvarna newsletter.';
  return {
    subject: 'Your Suvarna newsletter subscription',
    text: textLayout(title, [
      ...lines,
      '',
      `Visit the store: ${input.shopUrl}`,
      `Unsubscribe: ${input.unsubscribeUrl}`,
    ]),
    html: mailLayout({
      title,
      preheader: 'Welcome to the Suvarna newsletter.',
      bodyHtml:
        mailParagraph(lines[0]!) +
        mailButton(input.shopUrl, 'Visit the store') +
        mailParagraph(lines[1]!) +
        `<p style="margin:0;font-family:Arial,sans-serif;font-size:13px"><a href="${escapeHtml(input.unsubscribeUrl)}">Unsubscribe</a></p>`,
      footer,
    }),
  };
}

export interface EnquiryFacts {
  reference: string;
  /** "Customer service enquiry", "Custom design request", "Savings plan enquiry". */
  kind: string;
  name: string;
  email: string;
  phone: string;
  /** Label → value lines beyond the contact (type, occasion, order id, instalment, store). */
  details: readonly [string, string][];
  message: string | null;
}

const factLines = (facts: EnquiryFacts): string[] => [
  `Reference: ${facts.reference}`,
  `Name: ${facts.name}`,
  `Email: ${facts.email}`,
  `Phone: ${facts.phone}`,
  ...facts.details.map(([label, value]) => `${label}: ${value}`),
  ...(facts.message ? ['Message:', facts.message] : []),
];

/** The shopper's receipt, naming the reference to quote. */
export function enquiryReceiptMail(facts: EnquiryFacts, reply: string): RenderedMail {
  const title = `We have your ${facts.kind.toLowerCase()}`;
  const intro = `Hello ${facts.name}, thank you for writing to Suvarna. Your reference is ${facts.reference}: please quote it if you write or call.`;
  const lines = factLines(facts);
  return {
    subject: `${facts.kind} ${facts.reference} received`,
    text: textLayout(title, [intro, reply, '', ...lines]),
    html: mailLayout({
      title,
      preheader: `Reference ${facts.reference}`,
      bodyHtml: [intro, reply, ...lines].map(mailParagraph).join('\n'),
      footer: 'You receive this mail because this address was given in a form on the Suvarna store.',
    }),
  };
}

/** The staff's copy: everything the shopper sent, as text. */
export function enquiryStaffMail(facts: EnquiryFacts): RenderedMail {
  const title = `${facts.kind} ${facts.reference}`;
  const lines = factLines(facts);
  return {
    subject: `[${facts.reference}] ${facts.kind} from ${facts.name}`,
    text: textLayout(title, lines),
    html: mailLayout({
      title,
      preheader: `${facts.kind} from ${facts.name}`,
      bodyHtml: lines.map(mailParagraph).join('\n'),
      footer: 'Sent by the store to its helpdesk.',
    }),
  };
}

export function chatStaffWhatsapp(input: {
  name: string;
  mobile: string;
  email: string;
  message: string | null;
}): string {
  return [
    `New chat request from ${input.name}`,
    `Mobile: ${input.mobile}`,
    `Email: ${input.email}`,
    ...(input.message ? [`Message: ${input.message}`] : []),
  ].join('\n');
}

export function chatShopperWhatsapp(input: { name: string; hours: string }): string {
  return `Hello ${input.name}, thank you for contacting Suvarna. One of our jewellery consultants will reply to you here shortly (we answer from ${input.hours}).`;
}
