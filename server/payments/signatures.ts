// The card provider's signatures (Razorpay's scheme, docs/api.md): a payment reply is HMAC-SHA256 of
// `order_id|payment_id` with the key secret; a webhook is HMAC-SHA256 of the raw body with the webhook
// secret. Compared in constant time: a forged signature learns nothing from how long it took.
// The module object, not a named import: a test watches the comparison by spying on its property,
// whichever test file loaded this module first (unit tests share one module graph per worker).
import crypto from 'node:crypto';

const hmac = (secret: string, text: string) => crypto.createHmac('sha256', secret).update(text).digest('hex');

/** Hex strings of equal length compared without leaking where they differ. */
function sameHex(given: string, expected: string): boolean {
  if (!/^[0-9a-f]+$/i.test(given) || given.length !== expected.length) return false;
  return crypto.timingSafeEqual(Buffer.from(given.toLowerCase(), 'hex'), Buffer.from(expected, 'hex'));
}

export const paymentSignature = (providerOrderId: string, paymentId: string, secret: string): string =>
  hmac(secret, `${providerOrderId}|${paymentId}`);

export function verifyPaymentReply(
  reply: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
  secret: string,
): boolean {
  return sameHex(
    reply.razorpay_signature,
    paymentSignature(reply.razorpay_order_id, reply.razorpay_payment_id, secret),
  );
}

export const webhookSignature = (rawBody: string, secret: string): string => hmac(secret, rawBody);

export function verifyWebhookSignature(rawBody: string, signatureHeader: string | undefined, secret: string): boolean {
  return signatureHeader !== undefined && sameHex(signatureHeader.trim(), webhookSignature(rawBody, secret));
}
