// Booking receipts for shoppers and notices for staff: the old gold exchange appointment at a
// showroom and the try@home visit. Everything the shopper typed is escaped; nothing is HTML.
import { escapeHtml } from '../escape-html.ts';
import { mailButton, mailLayout, mailParagraph, textLayout, type RenderedMail } from './mail-layout.ts';

type Facts = [string, string][];

function factTable(facts: Facts): string {
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-family:Arial,sans-serif;font-size:14px;line-height:1.6">` +
    facts
      .map(
        ([k, v]) =>
          `<tr><td style="padding:2px 16px 2px 0;color:#5c564d;vertical-align:top">${escapeHtml(k)}</td><td style="padding:2px 0;white-space:pre-wrap">${escapeHtml(v)}</td></tr>`,
      )
      .join('') +
    '</table>'
  );
}

function list(title: string, items: readonly string[]): string {
  return (
    mailParagraph(title) +
    `<ul style="margin:0 0 16px;padding-left:20px;font-family:Arial,sans-serif;font-size:14px;line-height:1.6">${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`
  );
}

export interface OldGoldReceiptFacts {
  reference: string;
  name: string;
  store: { name: string; address: string; city: string; pincode: string; phone: string };
  when: string;
  items: string;
  weightGrams: string;
  karat: string;
  hallmarked: string;
  whatToBring: readonly string[];
  rules: readonly string[];
  cancelUrl: string;
  policyUrl: string;
}

export function oldGoldReceiptMail(f: OldGoldReceiptFacts): RenderedMail {
  const title = `Your old gold exchange booking ${f.reference}`;
  const facts: Facts = [
    ['Reference', f.reference],
    ['Store', `${f.store.name}, ${f.store.address}, ${f.store.city} ${f.store.pincode}`],
    ['Store phone', f.store.phone],
    ['When', f.when],
    ['Your gold', `${f.items}\nabout ${f.weightGrams} g, purity ${f.karat}, hallmarked: ${f.hallmarked}`],
    ['Status', 'Requested: the store will call you to confirm'],
  ];
  const cancel =
    'Plans changed? You can cancel the booking with the link below until the store confirms it. Once confirmed, it cannot be cancelled.';
  return {
    subject: `Old gold exchange booking ${f.reference}`,
    text: textLayout(title, [
      `Hello ${f.name}, thank you for booking an old gold exchange appointment.`,
      '',
      ...facts.map(([k, v]) => `${k}: ${v}`),
      '',
      'What to bring:',
      ...f.whatToBring.map((i) => `- ${i}`),
      '',
      'The rules:',
      ...f.rules.map((i) => `- ${i}`),
      `The full policy: ${f.policyUrl}`,
      '',
      cancel,
      `Cancel the booking: ${f.cancelUrl}`,
    ]),
    html: mailLayout({
      title,
      preheader: `${f.when} at ${f.store.name}. Bring the gold and a photo ID.`,
      bodyHtml:
        mailParagraph(`Hello ${f.name}, thank you for booking an old gold exchange appointment.`) +
        factTable(facts) +
        list('What to bring:', f.whatToBring) +
        list('The rules:', f.rules) +
        mailParagraph(`The full policy: ${f.policyUrl}`) +
        mailParagraph(cancel) +
        mailButton(f.cancelUrl, 'Cancel this booking'),
      footer:
        'You receive this mail because this address booked an appointment at Suvarna. If it was not you, you can ignore it.',
    }),
  };
}

export function bookingStaffMail(input: {
  kind: 'Old gold exchange' | 'Try@home';
  reference: string;
  facts: Facts;
  next: string;
}): RenderedMail {
  const title = `${input.kind} booking ${input.reference}`;
  return {
    subject: `New ${input.kind.toLowerCase()} booking ${input.reference}`,
    text: textLayout(title, [...input.facts.map(([k, v]) => `${k}: ${v}`), '', input.next]),
    html: mailLayout({
      title,
      preheader: input.facts
        .map(([, v]) => v)
        .slice(0, 2)
        .join(', '),
      bodyHtml: factTable(input.facts) + mailParagraph(input.next),
      footer: 'A mail for the store’s staff, sent by the booking form.',
    }),
  };
}

export interface TryAtHomeReceiptFacts {
  reference: string;
  name: string;
  when: string;
  address: string;
  pieces: readonly string[];
  storePhone: string;
}

export function tryAtHomeReceiptMail(f: TryAtHomeReceiptFacts): RenderedMail {
  const title = `Your try@home visit ${f.reference}`;
  const facts: Facts = [
    ['Reference', f.reference],
    ['When', f.when],
    ['Where', f.address],
  ];
  const lines = [
    'Our consultant will call you the day before to confirm the visit, and will carry a Suvarna photo ID: please ask to see it.',
    'There is nothing to pay for the visit and no obligation to buy. Pieces you choose are billed and delivered as an online order.',
    `To change or cancel the visit, call us at ${f.storePhone} and quote your reference.`,
  ];
  return {
    subject: `Try@home visit ${f.reference}`,
    text: textLayout(title, [
      `Hello ${f.name}, your try@home visit is booked.`,
      '',
      ...facts.map(([k, v]) => `${k}: ${v}`),
      '',
      'Pieces to bring:',
      ...f.pieces.map((p) => `- ${p}`),
      '',
      ...lines,
    ]),
    html: mailLayout({
      title,
      preheader: `${f.when}: a Suvarna consultant brings your pieces home.`,
      bodyHtml:
        mailParagraph(`Hello ${f.name}, your try@home visit is booked.`) +
        factTable(facts) +
        list('Pieces to bring:', f.pieces) +
        lines.map(mailParagraph).join(''),
      footer:
        'You receive this mail because this address booked a try@home visit at Suvarna. If it was not you, you can ignore it.',
    }),
  };
}

/** What the store did to a booking from the back office's inbox, told to the customer. */
export type BookingChange =
  { kind: 'confirmed' } | { kind: 'rescheduled'; previous: string } | { kind: 'cancelled'; reason: string };

export interface BookingChangeFacts {
  booking: 'Old gold exchange' | 'Try@home';
  reference: string;
  name: string;
  /** The day and slot as the customer reads them (the new ones after a reschedule). */
  when: string;
  /** The showroom, or the home address of a try@home visit. */
  where: string;
  storePhone: string;
  change: BookingChange;
}

function changeLines(f: BookingChangeFacts): { title: string; subject: string; paragraphs: string[] } {
  const what = f.booking === 'Try@home' ? 'try@home visit' : 'old gold exchange appointment';
  switch (f.change.kind) {
    case 'confirmed':
      return {
        title: `Your ${what} is confirmed`,
        subject: `Confirmed: ${f.booking.toLowerCase()} booking ${f.reference}`,
        paragraphs: [`We have confirmed your ${what} ${f.reference}: ${f.when}, ${f.where}.`],
      };
    case 'rescheduled':
      return {
        title: `Your ${what} has a new time`,
        subject: `New time: ${f.booking.toLowerCase()} booking ${f.reference}`,
        paragraphs: [
          `As agreed, your ${what} ${f.reference} has moved from ${f.change.previous} to ${f.when}, ${f.where}.`,
        ],
      };
    case 'cancelled':
      return {
        title: `Your ${what} is cancelled`,
        subject: `Cancelled: ${f.booking.toLowerCase()} booking ${f.reference}`,
        paragraphs: [
          `We have cancelled your ${what} ${f.reference} (${f.when}): ${f.change.reason}`,
          'We are sorry. You are welcome to book another time.',
        ],
      };
  }
}

export function bookingChangeMail(f: BookingChangeFacts): RenderedMail {
  const { title, subject, paragraphs } = changeLines(f);
  const call = `Questions? Call us at ${f.storePhone} and quote ${f.reference}.`;
  return {
    subject,
    text: textLayout(title, [`Hello ${f.name},`, '', ...paragraphs, '', call]),
    html: mailLayout({
      title,
      preheader: paragraphs[0]!,
      bodyHtml: [`Hello ${f.name},`, ...paragraphs, call].map(mailParagraph).join(''),
      footer: 'You receive this mail because this address booked an appointment at Suvarna.',
    }),
  };
}

export function bookingChangeSms(f: BookingChangeFacts): string {
  const what = f.booking === 'Try@home' ? 'try@home visit' : 'old gold appointment';
  switch (f.change.kind) {
    case 'confirmed':
      return `Suvarna: your ${what} ${f.reference} is confirmed for ${f.when}. Call ${f.storePhone} to change it.`;
    case 'rescheduled':
      return `Suvarna: your ${what} ${f.reference} has moved to ${f.when}. Call ${f.storePhone} with questions.`;
    case 'cancelled':
      return `Suvarna: your ${what} ${f.reference} for ${f.when} is cancelled. Call ${f.storePhone} with questions.`;
  }
}
