// The member's receipt for a savings plan instalment, sent once, when the instalment is recorded (in
// the same transaction, through the outbox).
import { formatINR } from '../../money/inr.ts';
import { mailButton, mailLayout, mailParagraph, textLayout, type RenderedMail } from './mail-layout.ts';

export interface InstalmentReceiptInput {
  firstName: string;
  planId: string;
  n: number;
  of: number;
  amount: number;
  receiptNo: string;
  paidOn: string;
  nextDueOn: string | null;
  passbookUrl: string;
}

export function instalmentReceiptMail(input: InstalmentReceiptInput): RenderedMail {
  const lines = [
    `Dear ${input.firstName},`,
    `We received instalment ${input.n} of ${input.of} of your Diamond for Everyone plan ${input.planId}: ${formatINR(input.amount)} on ${input.paidOn}. Receipt number ${input.receiptNo}.`,
    input.nextDueOn
      ? `Your next instalment is due on ${input.nextDueOn}.`
      : 'All your instalments are paid: the plan matures in its twelfth month.',
  ];
  return {
    subject: `Receipt ${input.receiptNo}: ${formatINR(input.amount)} to your savings plan`,
    text: textLayout('Your savings plan receipt', [...lines, '', input.passbookUrl]),
    html: mailLayout({
      title: 'Your savings plan receipt',
      preheader: `${formatINR(input.amount)} received, receipt ${input.receiptNo}.`,
      bodyHtml: lines.map(mailParagraph).join('') + mailButton(input.passbookUrl, 'Open my passbook'),
    }),
  };
}

export interface InstalmentReminderInput {
  firstName: string;
  planId: string;
  n: number;
  of: number;
  amount: number;
  /** The due day as shown ('30 Jan 2026'). */
  dueOn: string;
  passbookUrl: string;
}

/** A warm reminder a few days before an instalment is due: the mail and the SMS. */
export function instalmentReminder(input: InstalmentReminderInput): { mail: RenderedMail; sms: string } {
  const amount = formatINR(input.amount);
  const lines = [
    `Dear ${input.firstName},`,
    `A gentle reminder: instalment ${input.n} of ${input.of} of your Diamond for Everyone plan ${input.planId}, ${amount}, is due on ${input.dueOn}.`,
    'Paying on time keeps your gift safe. You can pay it from your passbook in a minute. Thank you for saving with us.',
  ];
  return {
    mail: {
      subject: `Your savings plan instalment of ${amount} is due on ${input.dueOn}`,
      text: textLayout('Your instalment is due soon', [...lines, '', input.passbookUrl]),
      html: mailLayout({
        title: 'Your instalment is due soon',
        preheader: `${amount} due on ${input.dueOn}.`,
        bodyHtml: lines.map(mailParagraph).join('') + mailButton(input.passbookUrl, 'Pay from my passbook'),
      }),
    },
    sms: `Suvarna: Dear ${input.firstName}, your savings plan instalment of ${amount} is due on ${input.dueOn}. Pay at ${input.passbookUrl}`,
  };
}
