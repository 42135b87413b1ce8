// What the customer is told at each step of a return (issue 23 part 4): asked for, received at the
// store, checked, approved or rejected, refunded. The refund itself also sends the desk's refund mail
// (order-desk-mails.ts), which says how much went back and where. Sent through the outbox.
import { formatINR } from '../../money/inr.ts';
import { orderNoticeMail, type RenderedMail } from './mail-layout.ts';

export type ReturnNotice =
  | { kind: 'requested'; returnNo: string; lastDay: string; bankTransfer: boolean }
  | { kind: 'received'; returnNo: string }
  | { kind: 'checked'; returnNo: string; passed: boolean }
  | { kind: 'approved'; returnNo: string; bankTransfer: boolean }
  | { kind: 'rejected'; returnNo: string; note: string }
  | { kind: 'refunded'; returnNo: string; amount: number };

export interface ReturnNoticeInput {
  firstName: string;
  orderId: string;
  trackUrl: string;
  notice: ReturnNotice;
}

function lines({ orderId, notice }: ReturnNoticeInput): { title: string; paragraphs: string[] } {
  switch (notice.kind) {
    case 'requested':
      return {
        title: 'We have your return request',
        paragraphs: [
          `Your return ${notice.returnNo} of order ${orderId} is registered.`,
          'We will write to you with the pick-up date and how to pack the piece. Please send nothing before that mail, and keep the tag, the authenticity card, the invoice and any laboratory certificate with it.',
          notice.bankTransfer
            ? 'Once the piece passes our quality check, the refund is paid to the bank account you gave us within 10 to 15 working days.'
            : 'Once the piece passes our quality check, the refund is paid back the way you paid within 10 to 15 working days.',
        ],
      };
    case 'received':
      return {
        title: 'Your return has reached us',
        paragraphs: [
          `We have received return ${notice.returnNo} of order ${orderId}. Our quality team checks it within 3 business days.`,
        ],
      };
    case 'checked':
      return {
        title: notice.passed ? 'Your return passed our quality check' : 'About your return',
        paragraphs: [
          notice.passed
            ? `Return ${notice.returnNo} of order ${orderId} passed our quality check; we are approving your refund.`
            : `Return ${notice.returnNo} of order ${orderId} did not pass our quality check. Our team will write to you about it.`,
        ],
      };
    case 'approved':
      return {
        title: 'Your return is approved',
        paragraphs: [
          `Return ${notice.returnNo} of order ${orderId} is approved.`,
          notice.bankTransfer
            ? 'We will pay your refund to the bank account you gave us within 10 to 15 working days.'
            : 'We will refund what you paid the way you paid it within 10 to 15 working days; a gift card has its share back already.',
        ],
      };
    case 'rejected':
      return {
        title: 'We could not accept your return',
        paragraphs: [
          `We could not accept return ${notice.returnNo} of order ${orderId}: ${notice.note}`,
          'The piece will be sent back to you. Please write to us if you have any question.',
        ],
      };
    case 'refunded':
      return {
        title: 'Your return is refunded',
        paragraphs: [`Return ${notice.returnNo} of order ${orderId} is closed: ${formatINR(notice.amount)} refunded.`],
      };
  }
}

export function returnNoticeMail(input: ReturnNoticeInput): RenderedMail {
  return orderNoticeMail({
    ...input,
    ...lines(input),
    footer: 'You receive this mail because you asked to return an order at Suvarna.',
  });
}

export function returnNoticeSms({ orderId, notice }: Omit<ReturnNoticeInput, 'firstName' | 'trackUrl'>): string {
  switch (notice.kind) {
    case 'requested':
      return `Suvarna: return ${notice.returnNo} of order ${orderId} is registered. We will mail you the pick-up date.`;
    case 'received':
      return `Suvarna: we have received return ${notice.returnNo} of order ${orderId}.`;
    case 'checked':
      return notice.passed
        ? `Suvarna: return ${notice.returnNo} passed our quality check.`
        : `Suvarna: return ${notice.returnNo} did not pass our quality check. Please see your mail.`;
    case 'approved':
      return `Suvarna: return ${notice.returnNo} is approved; your refund follows within 10 to 15 working days.`;
    case 'rejected':
      return `Suvarna: we could not accept return ${notice.returnNo}. Please see your mail.`;
    case 'refunded':
      return `Suvarna: return ${notice.returnNo} refunded, ${formatINR(notice.amount)}.`;
  }
}
