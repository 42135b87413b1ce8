// What a message to send is, before the outbox stores it (docs/api.md#notifications-and-the-dev-outbox).
export const OUTBOX_CHANNELS = ['sms', 'email', 'whatsapp'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

export interface NewMessage {
  channel: OutboxChannel;
  /** A ten-digit mobile for sms and whatsapp, an address for email. */
  to: string;
  subject?: string | null;
  text: string;
  html?: string | null;
  /** The one-time, reset or gift card code the message carries (shown by the dev outbox). */
  code?: string | null;
  /** A mail that carries this invoice (invoices.id) as a PDF attachment, drawn when it is sent. */
  invoiceId?: number | null;
}

/** A file a mail carries, as the worker hands it to the transport. */
export interface MailAttachment {
  filename: string;
  contentType: 'application/pdf';
  content: Uint8Array;
}
