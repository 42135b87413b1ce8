// A notice: what the store tells one person about one thing, by mail, by SMS, by WhatsApp or by
// several at once. Every area hands its notice to the outbox through this one shape
// (server/notifications/enqueue-notice.ts), so the rules of a well-formed message live here once: a
// notice says something, every part has an address and words, and a part is checked before any of
// them is written (nothing half-sent).
import type { NewMessage } from './message.ts';

/** A mail: its address and the rendered mail (a template's `RenderedMail` spreads into it). */
export interface MailPart {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** The one-time, link or gift card code the mail carries (the dev outbox shows it). */
  code?: string | null;
  /** The invoice (invoices.id) the mail carries as a PDF. */
  invoiceId?: number | null;
}

/** An SMS or a WhatsApp message. */
export interface TextPart {
  to: string;
  text: string;
  /** The code the message carries: on an SMS, read as the phone's newest one-time code. */
  code?: string | null;
}

export interface Notice {
  mail?: MailPart;
  sms?: TextPart;
  whatsapp?: TextPart;
}

/** A notice that cannot be sent as written: a fault of the caller, never the shopper's. */
export class NoticeError extends Error {
  override name = 'NoticeError';
}

const blank = (value: unknown): boolean => typeof value !== 'string' || value.trim() === '';

/**
 * The outbox messages of a notice, mail first, then SMS, then WhatsApp. Throws a NoticeError naming
 * the first problem (the part and the field) when the notice says nothing or a part lacks its
 * address or words.
 */
export function messagesOf(notice: Notice): NewMessage[] {
  const messages: NewMessage[] = [];
  if (notice.mail !== undefined) {
    const { to, subject, text, html, code, invoiceId } = notice.mail;
    if (blank(to)) throw new NoticeError('notice: the mail has no address (mail.to)');
    if (blank(subject)) throw new NoticeError('notice: the mail has no subject (mail.subject)');
    if (blank(text)) throw new NoticeError('notice: the mail has no text (mail.text)');
    messages.push({
      channel: 'email',
      to,
      subject,
      text,
      html: html ?? null,
      code: code ?? null,
      invoiceId: invoiceId ?? null,
    });
  }
  for (const channel of ['sms', 'whatsapp'] as const) {
    const part = notice[channel];
    if (part === undefined) continue;
    if (blank(part.to)) throw new NoticeError(`notice: the ${channel} has no number (${channel}.to)`);
    if (blank(part.text)) throw new NoticeError(`notice: the ${channel} has no text (${channel}.text)`);
    messages.push({ channel, to: part.to, text: part.text, code: part.code ?? null });
  }
  if (messages.length === 0) throw new NoticeError('notice: nothing to send (give mail, sms or whatsapp)');
  return messages;
}
