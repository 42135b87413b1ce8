import crypto from 'node:crypto';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { paymentSignature, verifyPaymentReply, verifyWebhookSignature, webhookSignature } from './signatures.ts';

// Known answers, worked out with `openssl dgst -sha256 -hmac`, not with the code under test.
const KEY_SECRET = 'EnLs21M47BllR3X8PSFtjtbd';
const ORDER = 'order_IEIaMR65cu6nz3';
const PAYMENT = 'pay_IH4NVgf4Dreq1l';
const SIGNATURE = '0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f';
const WEBHOOK_SECRET = 'whsec_test';
const BODY = '{"event":"payment.captured","payload":{}}';
const BODY_SIGNATURE = '09873f612c535c8d3b2de754fd0befb1c0efac0ffcbea2c60de522e3d4ba045c';

const reply = (
  over: Partial<Record<'razorpay_order_id' | 'razorpay_payment_id' | 'razorpay_signature', unknown>> = {},
) =>
  ({ razorpay_order_id: ORDER, razorpay_payment_id: PAYMENT, razorpay_signature: SIGNATURE, ...over }) as {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  };

const flipLast = (hex: string) => hex.slice(0, -1) + (hex.endsWith('0') ? '1' : '0');

describe('paymentSignature', () => {
  it('is HMAC-SHA256 of order_id|payment_id with the key secret, in hex', () => {
    expect(paymentSignature(ORDER, PAYMENT, KEY_SECRET)).toBe(SIGNATURE);
    expect(paymentSignature(ORDER, PAYMENT, KEY_SECRET)).toBe(
      crypto.createHmac('sha256', KEY_SECRET).update(`${ORDER}|${PAYMENT}`).digest('hex'),
    );
  });
});

describe('verifyPaymentReply', () => {
  it('accepts the genuine reply, in either case of hex', () => {
    expect(verifyPaymentReply(reply(), KEY_SECRET)).toBe(true);
    expect(verifyPaymentReply(reply({ razorpay_signature: SIGNATURE.toUpperCase() }), KEY_SECRET)).toBe(true);
  });

  it.each<[string, Parameters<typeof reply>[0], string]>([
    ['a wrong secret', {}, 'EnLs21M47BllR3X8PSFtjtbe'],
    ['an empty secret', {}, ''],
    ['another order', { razorpay_order_id: 'order_IEIaMR65cu6nz4' }, KEY_SECRET],
    ['another payment', { razorpay_payment_id: 'pay_IH4NVgf4Dreq1m' }, KEY_SECRET],
    ['order and payment swapped', { razorpay_order_id: PAYMENT, razorpay_payment_id: ORDER }, KEY_SECRET],
    ['one hex digit changed', { razorpay_signature: flipLast(SIGNATURE) }, KEY_SECRET],
    ['a signature one digit short', { razorpay_signature: SIGNATURE.slice(0, -1) }, KEY_SECRET],
    ['a signature one digit long', { razorpay_signature: `${SIGNATURE}0` }, KEY_SECRET],
    ['a signature with a space', { razorpay_signature: ` ${SIGNATURE.slice(1)}` }, KEY_SECRET],
    ['a signature of 64 non-hex letters', { razorpay_signature: 'z'.repeat(64) }, KEY_SECRET],
    ['a signature with a non-ASCII letter', { razorpay_signature: `${SIGNATURE.slice(0, -1)}é` }, KEY_SECRET],
    ['the signature in base64', { razorpay_signature: Buffer.from(SIGNATURE, 'hex').toString('base64') }, KEY_SECRET],
    [
      'the SHA-256 of the text without the secret',
      { razorpay_signature: crypto.createHash('sha256').update(`${ORDER}|${PAYMENT}`).digest('hex') },
      KEY_SECRET,
    ],
    ['an empty signature', { razorpay_signature: '' }, KEY_SECRET],
    ['a null signature', { razorpay_signature: null }, KEY_SECRET],
    ['a numeric signature', { razorpay_signature: 12345 }, KEY_SECRET],
    ['an object for a signature', { razorpay_signature: { length: 64 } }, KEY_SECRET],
    ['missing ids', { razorpay_order_id: undefined, razorpay_payment_id: undefined }, KEY_SECRET],
  ])('refuses %s, without throwing', (_name, over, secret) => {
    expect(() => verifyPaymentReply(reply(over), secret)).not.toThrow();
    expect(verifyPaymentReply(reply(over), secret)).toBe(false);
  });

  it('compares a well-formed signature in constant time', () => {
    // A call-through spy, so the module under test still compares for real.
    const timingSafeEqual = vi.spyOn(crypto, 'timingSafeEqual');
    onTestFinished(() => timingSafeEqual.mockRestore());
    expect(verifyPaymentReply(reply({ razorpay_signature: flipLast(SIGNATURE) }), KEY_SECRET)).toBe(false);
    expect(timingSafeEqual).toHaveBeenCalledTimes(1);
    expect(verifyPaymentReply(reply(), KEY_SECRET)).toBe(true);
    expect(timingSafeEqual).toHaveBeenCalledTimes(2);
  });
});

describe('webhook signatures', () => {
  it('are HMAC-SHA256 of the raw body with the webhook secret', () => {
    expect(webhookSignature(BODY, WEBHOOK_SECRET)).toBe(BODY_SIGNATURE);
  });

  it('accepts the genuine header, with stray whitespace around it', () => {
    expect(verifyWebhookSignature(BODY, BODY_SIGNATURE, WEBHOOK_SECRET)).toBe(true);
    expect(verifyWebhookSignature(BODY, ` ${BODY_SIGNATURE}\n`, WEBHOOK_SECRET)).toBe(true);
    expect(verifyWebhookSignature(BODY, BODY_SIGNATURE.toUpperCase(), WEBHOOK_SECRET)).toBe(true);
  });

  it('signs the body as UTF-8 text, rupee sign and all', () => {
    const body = '{"notes":{"name":"सुवर्णा ₹"}}';
    const signature = crypto.createHmac('sha256', WEBHOOK_SECRET).update(Buffer.from(body, 'utf8')).digest('hex');
    expect(verifyWebhookSignature(body, signature, WEBHOOK_SECRET)).toBe(true);
  });

  it.each<[string, string, string | undefined, string]>([
    ['no header', BODY, undefined, WEBHOOK_SECRET],
    ['an empty header', BODY, '', WEBHOOK_SECRET],
    ['a wrong secret', BODY, BODY_SIGNATURE, 'whsec_tesT'],
    ['the key secret instead of the webhook secret', BODY, webhookSignature(BODY, KEY_SECRET), WEBHOOK_SECRET],
    ['a body with a space added', `${BODY} `, BODY_SIGNATURE, WEBHOOK_SECRET],
    ['a re-serialised body', JSON.stringify(JSON.parse(BODY), null, 1), BODY_SIGNATURE, WEBHOOK_SECRET],
    ['an amount changed', BODY.replace('captured', 'failed'), BODY_SIGNATURE, WEBHOOK_SECRET],
    ['one hex digit changed', BODY, flipLast(BODY_SIGNATURE), WEBHOOK_SECRET],
    ['a truncated header', BODY, BODY_SIGNATURE.slice(0, 32), WEBHOOK_SECRET],
    ['two signatures in one header', BODY, `${BODY_SIGNATURE},${BODY_SIGNATURE}`, WEBHOOK_SECRET],
    ['a "sha256=" prefix', BODY, `sha256=${BODY_SIGNATURE}`, WEBHOOK_SECRET],
    ['garbage', BODY, '\u0000\uffff'.repeat(32), WEBHOOK_SECRET],
    ['an empty body', '', BODY_SIGNATURE, WEBHOOK_SECRET],
  ])('refuses %s, without throwing', (_name, body, header, secret) => {
    expect(() => verifyWebhookSignature(body, header, secret)).not.toThrow();
    expect(verifyWebhookSignature(body, header, secret)).toBe(false);
  });
});
