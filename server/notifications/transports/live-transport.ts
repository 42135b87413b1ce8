// NOTIFY_TRANSPORT=live: mail over SMTP (nodemailer), SMS over an HTTP provider, WhatsApp over the
// WhatsApp Business (Cloud) API. A channel without its settings fails its messages with a clear
// error (retried, then failed), so a half-configured deployment shows up in the outbox, not silently.
import nodemailer from 'nodemailer';
import type { Env } from '../../env.ts';
import type { OutgoingMessage, Transport } from '../transport.ts';

const REQUEST_TIMEOUT_MS = 15_000;

export function createLiveTransport(env: Env, fetchImpl: typeof fetch = fetch): Transport {
  const mailer = env.SMTP_URL ? nodemailer.createTransport(env.SMTP_URL) : null;

  async function postJson(url: string, body: unknown, headers: Record<string, string>): Promise<void> {
    const res = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`provider answered HTTP ${res.status}`);
  }

  const byChannel: Record<OutgoingMessage['channel'], (m: OutgoingMessage) => Promise<void>> = {
    async email(m) {
      if (!mailer) throw new Error('SMTP_URL is not set');
      await mailer.sendMail({
        from: env.MAIL_FROM,
        to: m.to,
        subject: m.subject ?? 'Suvarna',
        text: m.text,
        ...(m.html ? { html: m.html } : {}),
        ...(m.attachments.length > 0
          ? {
              attachments: m.attachments.map((a) => ({
                filename: a.filename,
                contentType: a.contentType,
                content: Buffer.from(a.content),
              })),
            }
          : {}),
        // One id per outbox message: receiving servers that deduplicate by Message-ID drop a repeat.
        messageId: `<outbox-${m.id}@suvarna.local>`,
      });
    },
    async sms(m) {
      if (!env.SMS_API_URL) throw new Error('SMS_API_URL is not set');
      await postJson(
        env.SMS_API_URL,
        { to: `+91${m.to}`, sender: env.SMS_SENDER, text: m.text },
        {
          ...(env.SMS_API_KEY ? { authorization: `Bearer ${env.SMS_API_KEY}` } : {}),
          'idempotency-key': `outbox-${m.id}`,
        },
      );
    },
    async whatsapp(m) {
      if (!env.WHATSAPP_API_URL || !env.WHATSAPP_TOKEN)
        throw new Error('WHATSAPP_API_URL and WHATSAPP_TOKEN are not set');
      await postJson(
        env.WHATSAPP_API_URL,
        { messaging_product: 'whatsapp', to: `91${m.to}`, type: 'text', text: { body: m.text } },
        { authorization: `Bearer ${env.WHATSAPP_TOKEN}` },
      );
    },
  };

  return {
    name: 'live',
    // SMTP and the WhatsApp API do not deduplicate reliably: a message caught mid-send by a crash is
    // failed, not sent again (at most once).
    idempotent: false,
    keepsCodes: false,
    deliver: (m) => byChannel[m.channel](m),
    async close() {
      mailer?.close();
    },
  };
}
