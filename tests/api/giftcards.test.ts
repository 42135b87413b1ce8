// Gift cards against a real server and database (the issue; docs/spec.md#first-5, #first-7, #first-8; docs/spec.md#second-4,
// docs/spec.md#second-8 "Gift card redeem"): designs, buying through the local card double (confirm and webhook, once),
// the balance check with its code and access token, redeeming at checkout (partial and whole),
// every reason code, the guessing guards, the ledger adding up, and a cancelled order's draw coming
// back once. The races are in giftcards-races.test.ts.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { GIFT_PURCHASE_REASONS, GIFT_REDEEM_REASONS } from '../../domain/giftcards/messages.ts';
import { setOrderStatus } from '../../server/orders/orders.repo.ts';
import { webhookSignature } from '../../server/payments/signatures.ts';
import {
  cartWith,
  checkoutCalls,
  CONTACT,
  latestCode,
  pieceInStock,
  readyCheckout,
  setStock,
  uniquePhone,
} from '../support/checkout.ts';
import { TEST_SHARED_BUFFERS_MIB } from '../support/database-templates.ts';
import { buyCard, cardCodeSentTo, purchaseBody } from '../support/giftcards.ts';
import { createStoreDatabaseIn } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    seedProducts: 60,
    env: {
      ALTCHA_MAX_NUMBER: '1000',
      OTP_RATE_PER_HOUR: '50',
      GIFT_PURCHASE_RATE_PER_HOUR: '500',
    },
  });
});
afterAll(() => server?.stop());

const db = () => server.services.database.db;
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db(), query);
const cardOf = async (last4: string) =>
  (
    await rows<{ id: number; balance: number; amount: number; status: string; ledger: number }>(
      sql`SELECT c.id, c.balance, c.amount, c.status, (SELECT coalesce(sum(delta), 0)::int FROM gift_card_ledger l WHERE l.card_id = c.id) AS ledger
          FROM gift_cards c WHERE last4 = ${last4} ORDER BY id DESC LIMIT 1`,
    )
  )[0]!;
/** The code as a person might type it: groups, a dash, lower case. */
const webhook = (event: string) =>
  fetch(`${server.baseUrl}/api/webhooks/razorpay`, {
    method: 'POST',
    body: event,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': webhookSignature(event, server.services.env.RAZORPAY_WEBHOOK_SECRET),
    },
  });
const spaced = (code: string) =>
  `${code.slice(0, 4)} ${code.slice(4, 8)}-${code.slice(8, 12)} ${code.slice(12).toLowerCase()}`;

describe('giftcards/templates', () => {
  it('answers the designs with their pictures and the amount range', async () => {
    const res = await server.post('giftcards/templates', {});
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.result.map((t: { id: string }) => t.id)).toEqual([
      'birthday',
      'anniversary',
      'wedding',
      'diwali',
      'onam',
      'thank-you',
      'congratulations',
      'just-because',
    ]);
    expect(res.body.result[0]).toMatchObject({ title: 'Happy Birthday', image: '/gift-cards/birthday.svg' });
    expect(res.body.amounts).toEqual({ min: 1000, max: 500000, suggested: [2000, 5000, 10000, 25000, 50000] });
  });
});

describe('the gift card calls', () => {
  it('are described in the OpenAPI document with their reasons', async () => {
    const doc = (await server.get('/api/openapi.json')).body;
    for (const path of [
      'giftcards/templates',
      'giftcards/purchase/lock',
      'giftcards/purchase/confirm',
      'giftcards/access/generate',
      'giftcards/balance',
      'virtual_order_request_initate_transfer',
      'virtual_order_verify_transfer_gift_card',
      'virtual_order_clear_gift_card',
    ]) {
      expect(doc.paths[`/api/${path}`]?.post, path).toBeDefined();
    }
    expect(JSON.stringify(doc.paths['/api/giftcards/purchase/lock'].post)).toContain('AMOUNT_RANGE_ERROR');
    expect(JSON.stringify(doc.paths['/api/virtual_order_verify_transfer_gift_card'].post)).toContain('OTP_MISSMATCH');
    expect(JSON.stringify(doc.paths['/api/order_generate'].post)).toContain('GIFT_CARD_ALREADY_LOCK_ERROR');
  });

  it('answers 405 to GET and 400 to malformed JSON', async () => {
    expect((await server.get('/api/giftcards/balance')).status).toBe(405);
    expect((await server.post('giftcards/purchase/lock', '{"amount":')).status).toBe(400);
  });
});

describe('giftcards/purchase', () => {
  it.each<[string, unknown]>([
    ['below the minimum', 999],
    ['above the maximum', 500_001],
    ['negative', -5_000],
    ['not a number', 'five thousand'],
    ['missing', undefined],
  ])('refuses an amount %s with AMOUNT_RANGE_ERROR', async (_name, amount) => {
    const res = await server.post('giftcards/purchase/lock', purchaseBody({ amount }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      reason: 'AMOUNT_RANGE_ERROR',
      message: 'Amount must be min of ₹1000 and max of ₹500000',
    });
  });

  it('refuses rupees with paise, bad parties and an unknown design, naming the fields', async () => {
    const paise = await server.post('giftcards/purchase/lock', purchaseBody({ amount: 1500.5 }));
    expect(paise.status).toBe(400);
    expect(paise.body).toMatchObject({
      reason: 'VALIDATION_FAILED',
      message: GIFT_PURCHASE_REASONS.VALIDATION_FAILED.text,
    });
    const parties = await server.post(
      'giftcards/purchase/lock',
      purchaseBody({ sender: { name: '', email: 'nope', mobile: '12345' } }),
    );
    expect(parties.status).toBe(400);
    expect(Object.keys(parties.body.fields).sort()).toEqual(['sender.email', 'sender.mobile', 'sender.name']);
    const design = await server.post('giftcards/purchase/lock', purchaseBody({ template_id: 'no-such-design' }));
    expect(design.status).toBe(404);
    expect(design.body).toMatchObject({ reason: 'NO_CARD_FOUND', message: 'Failed to purchase No card found' });
    const extra = await server.post('giftcards/purchase/lock', { ...purchaseBody(), price: 1 });
    expect(extra.status).toBe(400);
    expect(
      (await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM gift_card_purchases WHERE amount = 1500`))[0]!.n,
    ).toBe(0);
  });

  it('opens the card window, issues the card once on confirmation, and sends its code only to the recipient', async () => {
    const body = purchaseBody({ amount: 12_500, template_id: 'diwali' });
    const locked = await server.post('giftcards/purchase/lock', body);
    expect(locked.status).toBe(200);
    expect(locked.headers.get('cache-control')).toBe('no-store');
    const { purchase_id, payment_data } = locked.body;
    expect(payment_data).toMatchObject({
      provider: 'local',
      amount: 1_250_000,
      currency: 'INR',
      timeout: 300,
      prefill: { name: 'Arjun Menon', contact: '+919895012345' },
    });

    const forged = await server.post('giftcards/purchase/confirm', {
      purchase_id,
      confirmation: {
        razorpay_payment_id: 'pay_x',
        razorpay_order_id: payment_data.order_id,
        razorpay_signature: 'f'.repeat(64),
      },
    });
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ reason: 'PURCHASE_FAILED', message: 'Failed to purchase' });

    const paid = await server.post(`../payments/local/${payment_data.order_id}/pay`, { outcome: 'success' });
    const confirmed = await server.post('giftcards/purchase/confirm', { purchase_id, confirmation: paid.body });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.card).toMatchObject({ amount: 12_500, recipient_name: 'Kavya Menon' });
    expect(confirmed.body.card.card_number).toMatch(/^XXXX XXXX XXXX [0-9A-Z]{4}$/);
    expect(confirmed.body.card.sent_to).toBe(`XXXXXX${body.recipient.mobile.slice(-4)}`);
    const expiry = new Date(confirmed.body.card.expiry);
    expect(expiry.getTime() - Date.now()).toBeGreaterThan(364 * 86_400_000);
    expect(expiry.getTime() - Date.now()).toBeLessThan(367 * 86_400_000);

    const again = await server.post('giftcards/purchase/confirm', { purchase_id, confirmation: paid.body });
    expect(again.body.card.card_number).toBe(confirmed.body.card.card_number);
    // The provider's webhook for the same payment changes nothing.
    const event = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: paid.body.razorpay_payment_id,
            order_id: payment_data.order_id,
            amount: 1_250_000,
            status: 'captured',
          },
        },
      },
    });
    expect((await webhook(event)).status).toBe(200);

    const last4 = confirmed.body.card.card_number.slice(-4);
    expect(
      (
        await rows<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM gift_cards WHERE last4 = ${last4} AND amount = 12500`,
        )
      )[0]!.n,
    ).toBe(1);
    const card = await cardOf(last4);
    expect(card).toMatchObject({ balance: 12_500, amount: 12_500, status: 'active', ledger: 12_500 });

    const toRecipient = (
      await server.get<{ messages: { channel: string; code: string | null; text: string }[] }>(
        `/api/dev/outbox?to=${body.recipient.mobile}`,
      )
    ).body.messages;
    expect(toRecipient).toHaveLength(1);
    const code = toRecipient[0]!.code!;
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    expect(code.slice(-4)).toBe(last4);
    const mail = (
      await server.get<{ messages: { subject: string; text: string; code: string | null }[] }>(
        `/api/dev/outbox?to=${body.recipient.email}`,
      )
    ).body.messages;
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Arjun Menon sent you a Suvarna gift card');
    expect(mail[0]!.text).toContain('Happy birthday, Kavya!');
    const receipt = (
      await server.get<{ messages: { subject: string; text: string }[] }>(`/api/dev/outbox?to=${body.sender.email}`)
    ).body.messages.find((m) => m.subject.startsWith('Receipt'));
    expect(receipt!.text).not.toContain(code);
    // Stored as a hash: the database holds no spendable code.
    expect(
      (
        await rows<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM gift_cards WHERE code_hash = ${code} OR last4 = ${code}`,
        )
      )[0]!.n,
    ).toBe(0);
  });

  it('an IP may start only so many purchases an hour (TOO_MANY_PURCHASES, with Retry-After)', async () => {
    expect((await server.post('giftcards/purchase/lock', purchaseBody())).status).toBe(200);
    const [ip] = await rows<{ key: string }>(
      sql`SELECT key FROM rate_events WHERE scope = 'gift-purchase-ip' ORDER BY id DESC LIMIT 1`,
    );
    await db().execute(
      sql`INSERT INTO rate_events (scope, key) SELECT 'gift-purchase-ip', ${ip!.key} FROM generate_series(1, 500)`,
    );
    const refused = await server.post('giftcards/purchase/lock', purchaseBody());
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ reason: 'TOO_MANY_PURCHASES', message: 'Failed to purchase' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    await db().execute(sql`DELETE FROM rate_events WHERE scope = 'gift-purchase-ip'`);
  });

  it('issues the card from the webhook alone when the browser never comes back', async () => {
    const body = purchaseBody({ amount: 2_000 });
    const { payment_data, purchase_id } = (await server.post('giftcards/purchase/lock', body)).body;
    const event = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: {
          entity: { id: 'pay_hook0000000001', order_id: payment_data.order_id, amount: 200_000, status: 'captured' },
        },
      },
    });
    expect((await webhook(event)).status).toBe(200);
    const [purchase] = await rows<{ status: string; card_id: number }>(
      sql`SELECT status, card_id FROM gift_card_purchases WHERE id = ${purchase_id}`,
    );
    expect(purchase).toMatchObject({ status: 'issued' });
    expect(await cardCodeSentTo(server, body.recipient.mobile)).toMatch(/^[0-9A-Z]{16}$/);
  });

  it('issues a purchase the pass marked lapsed when its payment is confirmed after all', async () => {
    const body = purchaseBody({ amount: 1_000 });
    const { purchase_id, payment_data } = (await server.post('giftcards/purchase/lock', body)).body;
    await db().execute(sql`UPDATE gift_card_purchases SET status = 'lapsed' WHERE id = ${purchase_id}`);
    const paid = await server.post(`../payments/local/${payment_data.order_id}/pay`, { outcome: 'success' });
    const confirmed = await server.post('giftcards/purchase/confirm', { purchase_id, confirmation: paid.body });
    expect(confirmed.status).toBe(200);
    expect(
      (await rows<{ status: string }>(sql`SELECT status FROM gift_card_purchases WHERE id = ${purchase_id}`))[0]!
        .status,
    ).toBe('issued');
    expect(await cardCodeSentTo(server, body.recipient.mobile)).toMatch(/^[0-9A-Z]{16}$/);
    // Not a UUID at all: refused as unknown, never a database error.
    for (const id of ['-'.repeat(36), 'a'.repeat(36)])
      expect(
        (await server.post('giftcards/purchase/confirm', { purchase_id: id, confirmation: paid.body })).status,
      ).toBe(404);
  });

  it('refuses an unknown purchase, and a reply for another purchase', async () => {
    const a = (await server.post('giftcards/purchase/lock', purchaseBody())).body;
    const b = (await server.post('giftcards/purchase/lock', purchaseBody())).body;
    const paidA = (await server.post(`../payments/local/${a.payment_data.order_id}/pay`, { outcome: 'success' })).body;
    expect(
      (await server.post('giftcards/purchase/confirm', { purchase_id: b.purchase_id, confirmation: paidA })).body
        .reason,
    ).toBe('PURCHASE_FAILED');
    expect(
      (
        await server.post('giftcards/purchase/confirm', {
          purchase_id: '00000000-0000-4000-8000-000000000000',
          confirmation: paidA,
        })
      ).status,
    ).toBe(404);
    expect((await server.post('giftcards/purchase/confirm', { purchase_id: b.purchase_id })).status).toBe(400);
    expect(
      (await rows<{ status: string }>(sql`SELECT status FROM gift_card_purchases WHERE id = ${b.purchase_id}`))[0]!
        .status,
    ).toBe('pending');
  });
});

describe('giftcards/access/generate and giftcards/balance', () => {
  it('sends a code to the card’s mobile, trades it for an access token, and shows the balance masked', async () => {
    const { code, mobile } = await buyCard(server, 7_000);
    const sent = await server.post('giftcards/access/generate', {
      mobile_number: `+91 ${mobile}`,
      card_number: spaced(code),
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ success: true, reason: 'OTP_SENT', timer_rate: 300, server_resend_rate: 60 });
    const otp = await latestCode(server, mobile);
    expect(otp).toMatch(/^\d{4}$/);

    const soon = await server.post('giftcards/access/generate', { mobile_number: mobile, card_number: code });
    expect(soon.status).toBe(429);
    expect(soon.body).toMatchObject({ reason: 'WAIT_TIMEOUT', message: 'Please try again after 60 seconds' });
    expect(Number(soon.headers.get('retry-after'))).toBeGreaterThan(0);

    const wrong = await server.post('giftcards/access/generate', {
      mobile_number: mobile,
      card_number: code,
      otp: otp === '0000' ? '1111' : '0000',
      token: sent.body.token,
    });
    expect(wrong.body).toMatchObject({ reason: 'OTP_MISSMATCH', message: ' Enter valid OTP' });
    const granted = await server.post('giftcards/access/generate', {
      mobile_number: mobile,
      card_number: code,
      otp,
      token: sent.body.token,
    });
    expect(granted.status).toBe(200);
    expect(granted.body.access.expires_in).toBe(600);
    const reused = await server.post('giftcards/access/generate', {
      mobile_number: mobile,
      card_number: code,
      otp,
      token: sent.body.token,
    });
    expect(reused.body.reason).toBe('TOKEN_CANCELED');

    const balance = await server.post('giftcards/balance', {
      card_number: code,
      access_token: granted.body.access.access_token,
    });
    expect(balance.status).toBe(200);
    expect(balance.headers.get('cache-control')).toBe('no-store');
    expect(balance.body.card).toMatchObject({
      card_number: `XXXX XXXX XXXX ${code.slice(-4)}`,
      balance: 7_000,
      amount: 7_000,
      status: 'ACTIVE',
      held: 0,
    });

    for (const bad of [
      { card_number: code, access_token: 'x'.repeat(43) },
      { card_number: code },
      { card_number: 'ZZZZZZZZZZZZZZZZ', access_token: granted.body.access.access_token },
    ]) {
      const res = await server.post('giftcards/balance', bad);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({
        reason: 'BALANCE_CHECK_FAILED',
        message: 'Something wrong in check your balance please re-try',
      });
    }
  });

  it('answers a wrong card and a wrong mobile alike, and stops a guesser with MAX_RETRIES', async () => {
    const { code, mobile } = await buyCard(server, 1_000);
    const other = uniquePhone();
    const wrongCard = await server.post('giftcards/access/generate', {
      mobile_number: mobile,
      card_number: '0000000000000000',
    });
    const wrongMobile = await server.post('giftcards/access/generate', { mobile_number: other, card_number: code });
    for (const res of [wrongCard, wrongMobile]) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ reason: 'NO_CARD_FOUND', message: 'No cards found' });
    }
    expect(Object.keys(wrongCard.body).sort()).toEqual(Object.keys(wrongMobile.body).sort());
    // Five failures for one mobile, then even the right card is refused for it.
    for (let i = 0; i < 4; i++)
      await server.post('giftcards/access/generate', {
        mobile_number: other,
        card_number: `${String(i).repeat(12)}ABCD`,
      });
    const stopped = await server.post('giftcards/access/generate', { mobile_number: other, card_number: code });
    expect(stopped.status).toBe(429);
    expect(stopped.body).toMatchObject({ reason: 'MAX_RETRIES', message: 'Max retries' });
    expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(3_000);
  });

  it('refuses malformed input with VALIDATION_FAILED', async () => {
    for (const body of [
      {},
      { mobile_number: '12345', card_number: 'ABCDABCDABCDABCD' },
      { mobile_number: '9876543210', card_number: 'short' },
      { mobile_number: '9876543210', card_number: 'ABCDABCDABCDABCD', extra: 1 },
    ]) {
      const res = await server.post('giftcards/access/generate', body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ reason: 'VALIDATION_FAILED', message: ' Validation failed' });
    }
  });
});

/** The card's mobile last had a code more than a minute ago (the resend wait is the server's; tests do not sleep). */
const minutePassed = (mobile: string) =>
  db().execute(sql`UPDATE otp_challenges SET created_at = created_at - interval '2 minutes' WHERE mobile = ${mobile}`);

/** A checkout with a card applied and verified (the code read from the card's mobile). */
async function checkoutWithCard(
  pieces: Awaited<ReturnType<typeof pieceInStock>>['piece'][],
  card: { code: string; mobile: string },
  mode: 'payment_on_delivery' | 'online_payment_razorpay' = 'payment_on_delivery',
) {
  await minutePassed(card.mobile);
  const ready = await readyCheckout(server, pieces, mode);
  const requested = await ready.calls.call('virtual_order_request_initate_transfer', { code: card.code });
  if (requested.status !== 200)
    throw new Error(`initate_transfer ${requested.status}: ${JSON.stringify(requested.body)}`);
  const verified = await ready.calls.call('virtual_order_verify_transfer_gift_card', {
    token: requested.body.message.token,
    otp: await latestCode(server, card.mobile),
  });
  if (verified.status !== 200) throw new Error(`verify_transfer ${verified.status}: ${JSON.stringify(verified.body)}`);
  return { ...ready, draft: verified.body.message.order };
}

describe('redeeming at checkout', () => {
  it('applies a card in two steps, draws min(balance, total) and leaves the rest to cash on delivery', async () => {
    const { product, piece, price } = await pieceInStock(server, (p) => p > 3_000 && p <= 49_000);
    await setStock(server, product.id, 5);
    const card = await buyCard(server, 2_000);
    const { calls, phone } = await readyCheckout(server, [piece], 'payment_on_delivery');

    const requested = await calls.call('virtual_order_request_initate_transfer', { code: spaced(card.code) });
    expect(requested.status).toBe(200);
    expect(requested.body.message).toMatchObject({
      action: true,
      timer_rate: 300,
      server_resend_rate: 60,
      sent_to: `XXXXXX${card.mobile.slice(-4)}`,
    });
    expect(requested.body.message.order.applied_gift_card).toMatchObject({
      virtual_order_redeem_status: 'transfer_requested',
      virtual_order_redeem_amount: 0,
      virtual_order_redeem_type: 'purchased',
      virtual_order_redeem_secret_key: null,
      balance: null,
    });
    expect(requested.body.message.order.summery.redeems).toBe(0);

    const otp = await latestCode(server, card.mobile);
    const wrong = await calls.call('virtual_order_verify_transfer_gift_card', {
      token: requested.body.message.token,
      otp: otp === '0000' ? '1111' : '0000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatchObject({
      action: false,
      reason: 'OTP_MISSMATCH',
      text: GIFT_REDEEM_REASONS.OTP_MISSMATCH.text,
    });
    const verified = await calls.call('virtual_order_verify_transfer_gift_card', {
      token: requested.body.message.token,
      otp,
    });
    expect(verified.status).toBe(200);
    const draft = verified.body.message.order;
    expect(draft.applied_gift_card).toMatchObject({
      virtual_order_redeem_status: 'transfer_verified',
      virtual_order_redeem_amount: 2_000,
    });
    expect(draft.summery).toMatchObject({ subtotal: price, redeems: 2_000, payable_amount: price - 2_000 });
    expect(draft.applied_payment_method).toEqual({ virtual_order_payment_mode: 'payment_on_delivery' });

    const generated = await calls.generate({ expected_amount: price - 2_000 });
    expect(generated.status).toBe(200);
    const { order } = generated.body.message;
    expect(order).toMatchObject({ amount: price, gift_card_amount: 2_000, payment_mode: 'payment_on_delivery' });
    // The hold: the card shows 0 left and 2,000 held until the order is confirmed.
    let row = await cardOf(card.code.slice(-4));
    expect(row).toMatchObject({ balance: 0, ledger: 0 });
    const sms = (await server.get<{ messages: { text: string }[] }>(`/api/dev/outbox?to=${phone}`)).body.messages[0]!
      .text;
    expect(sms).toContain(`₹${(price - 2_000).toLocaleString('en-IN')}`);

    const confirmed = await calls.confirm(order.order_id, await latestCode(server, phone));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message.order).toMatchObject({ amount: price, gift_card_amount: 2_000 });
    row = await cardOf(card.code.slice(-4));
    expect(row).toMatchObject({ balance: 0, ledger: 0, status: 'active' });
    expect(await rows(sql`SELECT state, amount FROM gift_card_redemptions WHERE card_id = ${row.id}`)).toEqual([
      { state: 'redeemed', amount: 2_000 },
    ]);
    expect(
      (
        await rows<{ kind: string; delta: number }>(
          sql`SELECT kind, delta FROM gift_card_ledger WHERE card_id = ${row.id} ORDER BY id`,
        )
      ).map((l) => `${l.kind}${l.delta}`),
    ).toEqual(['issue2000', 'lock-2000', 'redeem0']);

    // Spent: the next checkout is told so.
    const next = await readyCheckout(server, [piece], 'payment_on_delivery');
    const usedUp = await next.calls.call('virtual_order_request_initate_transfer', { code: card.code });
    expect(usedUp.status).toBe(422);
    expect(usedUp.body.message).toMatchObject({ reason: 'CARD_USED_UP' });
  });

  it('spends one card across orders until it is used up', async () => {
    const { product, piece, price } = await pieceInStock(server, (p) => p >= 2_000 && p <= 20_000);
    await setStock(server, product.id, 10);
    const card = await buyCard(server, Math.max(1_000, Math.floor(price * 1.5)));
    const amount = Math.max(1_000, Math.floor(price * 1.5));
    // First order: the card pays it whole; nothing else is asked and the order is placed at once.
    const first = await checkoutWithCard([piece], card);
    expect(first.draft.applied_payment_method).toEqual({ virtual_order_payment_mode: 'gift_card' });
    expect(first.draft.summery.payable_amount).toBe(0);
    const whole = await first.calls.generate({ expected_amount: 0 });
    expect(whole.status).toBe(200);
    expect(whole.body.message.payment_data).toEqual({ success: true, paid_by_gift_card: true });
    expect(whole.body.message.order).toMatchObject({ payment_mode: 'gift_card', gift_card_amount: price });
    const thanks = await first.calls.confirm(whole.body.message.order.order_id, 'gift_card');
    expect(thanks.status).toBe(200);
    expect(
      (
        await rows<{ status: string }>(
          sql`SELECT status FROM orders WHERE order_id = ${whole.body.message.order.order_id}`,
        )
      )[0]!.status,
    ).toBe('placed');
    expect((await cardOf(card.code.slice(-4))).balance).toBe(amount - price);
    // Second order: the rest of the card, then cash on delivery.
    const second = await checkoutWithCard([piece], card);
    expect(second.draft.summery).toMatchObject({ redeems: amount - price, payable_amount: price - (amount - price) });
    const { order } = (await second.calls.generate()).body.message;
    expect((await second.calls.confirm(order.order_id, await latestCode(server, second.phone))).status).toBe(200);
    expect(await cardOf(card.code.slice(-4))).toMatchObject({ balance: 0, ledger: 0 });
  });

  it('pays the rest by card: the provider order is for what is due', async () => {
    const { product, piece, price } = await pieceInStock(server, (p) => p > 2_000 && p <= 49_000);
    await setStock(server, product.id, 5);
    const card = await buyCard(server, 1_000);
    const { calls } = await checkoutWithCard([piece], card, 'online_payment_razorpay');
    const { order, payment_data } = (await calls.generate()).body.message;
    expect(payment_data.amount).toBe((price - 1_000) * 100);
    const paid = await server.post(`../payments/local/${payment_data.order_id}/pay`, { outcome: 'success' });
    expect((await calls.confirm(order.order_id, paid.body)).status).toBe(200);
    expect((await cardOf(card.code.slice(-4))).balance).toBe(0);
  });

  it('refuses unknown, expired and locked cards with the spec’s texts', async () => {
    const { product, piece } = await pieceInStock(server);
    await setStock(server, product.id, 10);
    const { calls } = await readyCheckout(server, [piece], 'payment_on_delivery');
    for (const code of ['0000000000000000', 'not a card', '']) {
      const res = await calls.call('virtual_order_request_initate_transfer', { code });
      expect(res.status).toBe(404);
      expect(res.body.message).toMatchObject({
        action: false,
        reason: 'CARD_NOT_FOUND',
        text: 'The card gift you applied is not a valid one, please check again.',
      });
    }
    const expired = await buyCard(server, 1_000);
    await db().execute(
      sql`UPDATE gift_cards SET issued_at = now() - interval '2 years', expires_at = now() - interval '1 day' WHERE last4 = ${expired.code.slice(-4)}`,
    );
    expect(
      (await calls.call('virtual_order_request_initate_transfer', { code: expired.code })).body.message.reason,
    ).toBe('CARD_EXPIRED');

    const shared = await buyCard(server, 1_000);
    await checkoutWithCard([piece], shared);
    const locked = await calls.call('virtual_order_request_initate_transfer', { code: shared.code });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toMatchObject({
      reason: 'CARD_LOCKED',
      text: 'This Gift Card cannot be used, the card is already locked against another order.',
    });
  });

  it('asks for the code again only after 60 seconds, and a code of one checkout does not verify another', async () => {
    const { product, piece } = await pieceInStock(server);
    await setStock(server, product.id, 10);
    const card = await buyCard(server, 1_000);
    const a = await readyCheckout(server, [piece], 'payment_on_delivery');
    const first = await a.calls.call('virtual_order_request_initate_transfer', { code: card.code });
    expect(first.status).toBe(200);
    const again = await a.calls.call('virtual_order_request_initate_transfer', { code: card.code });
    expect(again.status).toBe(429);
    expect(again.body.message).toMatchObject({
      reason: 'WAIT_TIMEOUT',
      text: 'Oops! Please re-try again after 60 seconds.',
    });

    const b = await readyCheckout(server, [piece], 'payment_on_delivery');
    const foreign = await b.calls.call('virtual_order_verify_transfer_gift_card', {
      token: first.body.message.token,
      otp: await latestCode(server, card.mobile),
    });
    expect(foreign.body.message.reason).toBe('INITATE_REDEEM_FAILED');
    // The draft of b has its own card request pending: a's token is not its.
    await minutePassed(card.mobile);
    const bRequested = await b.calls.call('virtual_order_request_initate_transfer', { code: card.code });
    expect(bRequested.status).toBe(200);
    const crossed = await b.calls.call('virtual_order_verify_transfer_gift_card', {
      token: first.body.message.token,
      otp: '1234',
    });
    expect(crossed.body.message).toMatchObject({
      reason: 'VERIFY_PROCESS_ERROR',
      text: 'The gift card verification does not belong to this order.',
    });
  });

  it('takes the card off the draft at the fifth wrong try (GIFT_CARD_TRIES_EXCEEDED): the code no longer works', async () => {
    const { product, piece } = await pieceInStock(server);
    await setStock(server, product.id, 10);
    const card = await buyCard(server, 1_000);
    const { calls } = await readyCheckout(server, [piece], 'payment_on_delivery');
    const { token } = (await calls.call('virtual_order_request_initate_transfer', { code: card.code })).body.message;
    const otp = await latestCode(server, card.mobile);
    const wrong = otp === '0000' ? '1111' : '0000';
    for (let i = 0; i < 4; i++)
      expect(
        (await calls.call('virtual_order_verify_transfer_gift_card', { token, otp: wrong })).body.message.reason,
      ).toBe('OTP_MISSMATCH');
    const fifth = await calls.call('virtual_order_verify_transfer_gift_card', { token, otp: wrong });
    expect(fifth.status).toBe(429);
    expect(fifth.body.message).toMatchObject({
      reason: 'GIFT_CARD_TRIES_EXCEEDED',
      text: GIFT_REDEEM_REASONS.GIFT_CARD_TRIES_EXCEEDED.text,
    });
    const burnt = await calls.call('virtual_order_verify_transfer_gift_card', { token, otp });
    expect(burnt.body.message.reason).toBe('INITATE_REDEEM_FAILED');
    expect((await calls.draft()).body.message.order.applied_gift_card).toBeNull();
  });

  it('stops guessing card codes per IP: WAIT_TIMEOUT before the card is even read', async () => {
    const { product, piece } = await pieceInStock(server);
    await setStock(server, product.id, 10);
    const card = await buyCard(server, 1_000);
    const { calls } = await readyCheckout(server, [piece], 'payment_on_delivery');
    await db().execute(sql`DELETE FROM rate_events WHERE scope = 'gift-lookup-ip'`);
    for (let i = 0; i < 10; i++)
      expect(
        (await calls.call('virtual_order_request_initate_transfer', { code: `${String(i % 10).repeat(12)}WXYZ` })).body
          .message.reason,
      ).toBe('CARD_NOT_FOUND');
    const stopped = await calls.call('virtual_order_request_initate_transfer', { code: card.code });
    expect(stopped.status).toBe(429);
    expect(stopped.body.message.reason).toBe('WAIT_TIMEOUT');
    await db().execute(sql`DELETE FROM rate_events WHERE scope = 'gift-lookup-ip'`);
  });

  it('removing the card gives back what an unpaid order held, and frees it for anyone', async () => {
    const { product, piece } = await pieceInStock(server, (p) => p > 1_000 && p <= 49_000);
    await setStock(server, product.id, 10);
    const card = await buyCard(server, 1_000);
    const { calls } = await checkoutWithCard([piece], card);
    const { order } = (await calls.generate()).body.message;
    expect((await cardOf(card.code.slice(-4))).balance).toBe(0);
    const cleared = await calls.call('virtual_order_clear_gift_card');
    expect(cleared.status).toBe(200);
    expect(cleared.body.message.order.applied_gift_card).toBeNull();
    expect(cleared.body.message.order.summery.redeems).toBe(0);
    expect(
      (await rows<{ status: string }>(sql`SELECT status FROM orders WHERE order_id = ${order.order_id}`))[0]!.status,
    ).toBe('cancelled');
    expect(await cardOf(card.code.slice(-4))).toMatchObject({ balance: 1_000, ledger: 1_000 });
    expect((await checkoutWithCard([piece], card)).draft.summery.redeems).toBe(1_000);
  });

  it('a verification does not last: once the card’s lock to the draft runs out, a fresh code is needed', async () => {
    const { product, piece, price } = await pieceInStock(server, (p) => p > 1_000 && p <= 49_000);
    await setStock(server, product.id, 10);
    const card = await buyCard(server, 1_000);
    const { calls } = await checkoutWithCard([piece], card);
    await db().execute(
      sql`UPDATE gift_cards SET locked_until = now() - interval '1 second' WHERE last4 = ${card.code.slice(-4)}`,
    );
    const draft = (await calls.draft()).body.message.order;
    expect(draft.applied_gift_card).toMatchObject({
      virtual_order_redeem_status: 'transfer_requested',
      virtual_order_redeem_amount: 0,
      balance: null,
    });
    expect(draft.summery.redeems).toBe(0);
    const { order } = (await calls.generate({ expected_amount: price })).body.message;
    expect(order.gift_card_amount).toBe(0);
    expect((await cardOf(card.code.slice(-4))).balance).toBe(1_000);
  });

  it('a lapsed order releases its hold and its lock when the reconciler cancels it', async () => {
    const { product, piece } = await pieceInStock(server, (p) => p > 1_000 && p <= 49_000);
    await setStock(server, product.id, 10);
    const card = await buyCard(server, 1_000);
    const { calls } = await checkoutWithCard([piece], card);
    const { order } = (await calls.generate()).body.message;
    await db().execute(
      sql`UPDATE orders SET reserved_until = now() - interval '1 second' WHERE order_id = ${order.order_id}`,
    );
    await server.services.reconciling.reconcile();
    const row = await cardOf(card.code.slice(-4));
    expect(row).toMatchObject({ balance: 1_000, ledger: 1_000 });
    expect(
      (
        await rows<{ locked: string | null }>(sql`SELECT locked_vo_id AS locked FROM gift_cards WHERE id = ${row.id}`)
      )[0]!.locked,
    ).toBeNull();
  });

  it('a cancelled placed order returns its draw exactly once', async () => {
    const { product, piece, price } = await pieceInStock(server, (p) => p > 1_500 && p <= 49_000);
    await setStock(server, product.id, 10);
    const card = await buyCard(server, 1_500);
    const { calls, phone } = await checkoutWithCard([piece], card);
    const { order } = (await calls.generate({ expected_amount: price - 1_500 })).body.message;
    expect((await calls.confirm(order.order_id, await latestCode(server, phone))).status).toBe(200);
    expect((await cardOf(card.code.slice(-4))).balance).toBe(0);
    expect(await setOrderStatus(db(), order.order_id, 'cancelled', 'the shopper changed their mind')).toBe(true);
    expect(await setOrderStatus(db(), order.order_id, 'cancelled', 'again')).toBe(false);
    const row = await cardOf(card.code.slice(-4));
    expect(row).toMatchObject({ balance: 1_500, ledger: 1_500 });
    expect(await rows(sql`SELECT state FROM gift_card_redemptions WHERE card_id = ${row.id}`)).toEqual([
      { state: 'returned' },
    ]);
  });

  it('refuses a verify without a request, and the clear call with no card is harmless', async () => {
    const { product, piece } = await pieceInStock(server);
    await setStock(server, product.id, 10);
    const calls = checkoutCalls(server, await cartWith(server, [piece]));
    await calls.user({ ...CONTACT, phone: uniquePhone() });
    const res = await calls.call('virtual_order_verify_transfer_gift_card', { token: 'x'.repeat(43), otp: '1234' });
    expect(res.status).toBe(422);
    expect(res.body.message.reason).toBe('INITATE_REDEEM_FAILED');
    expect((await calls.call('virtual_order_clear_gift_card')).status).toBe(200);
    expect((await calls.call('virtual_order_request_initate_transfer', { code: 'ABCD', extra: true })).status).toBe(
      400,
    );
  });
});

describe('the database guards the money', () => {
  it('refuses a balance moved outside the ledger, an overdraft, and a ledger row changed', async () => {
    const card = await buyCard(server, 1_000);
    const { id } = await cardOf(card.code.slice(-4));
    await expect(db().execute(sql`UPDATE gift_cards SET balance = 999999 WHERE id = ${id}`)).rejects.toThrow();
    await expect(
      db().execute(sql`INSERT INTO gift_card_ledger (card_id, kind, delta) VALUES (${id}, 'expire', -1001)`),
    ).rejects.toThrow();
    await expect(
      db().execute(sql`INSERT INTO gift_card_ledger (card_id, kind, delta) VALUES (${id}, 'issue', 10)`),
    ).rejects.toThrow();
    await expect(db().execute(sql`UPDATE gift_card_ledger SET delta = 5000 WHERE card_id = ${id}`)).rejects.toThrow();
    await expect(db().execute(sql`DELETE FROM gift_card_ledger WHERE card_id = ${id}`)).rejects.toThrow();
    expect(await cardOf(card.code.slice(-4))).toMatchObject({ balance: 1_000, ledger: 1_000 });
  });

  it('the scheduled pass issues a purchase paid without word back, and lapses one never paid', async () => {
    const paidBody = purchaseBody({ amount: 1_500 });
    const paid = (await server.post('giftcards/purchase/lock', paidBody)).body;
    await server.post(`../payments/local/${paid.payment_data.order_id}/pay`, { outcome: 'success' });
    const unpaid = (await server.post('giftcards/purchase/lock', purchaseBody({ amount: 1_500 }))).body;
    for (const id of [paid.purchase_id, unpaid.purchase_id])
      await db().execute(sql`UPDATE gift_card_purchases SET created_at = now() - interval '1 hour' WHERE id = ${id}`);
    const pass = await server.services.giftcardJob.pass();
    expect(pass).toMatchObject({ issued: 1, lapsed: 1 });
    const states = await rows<{ id: string; status: string }>(
      sql`SELECT id, status FROM gift_card_purchases WHERE id IN (${paid.purchase_id}, ${unpaid.purchase_id})`,
    );
    expect(Object.fromEntries(states.map((r) => [r.id, r.status]))).toEqual({
      [paid.purchase_id]: 'issued',
      [unpaid.purchase_id]: 'lapsed',
    });
    expect(await cardCodeSentTo(server, paidBody.recipient.mobile)).toMatch(/^[0-9A-Z]{16}$/);
  });

  it('the scheduled pass closes an expired balance with a ledger row', async () => {
    const card = await buyCard(server, 3_000);
    const { id } = await cardOf(card.code.slice(-4));
    await db().execute(
      sql`UPDATE gift_cards SET issued_at = now() - interval '13 months', expires_at = now() - interval '1 minute' WHERE id = ${id}`,
    );
    const pass = await server.services.giftcardJob.pass();
    expect(pass.expired).toBeGreaterThanOrEqual(1);
    expect(await cardOf(card.code.slice(-4))).toMatchObject({ balance: 0, ledger: 0, status: 'expired' });
    expect((await server.services.giftcardJob.pass()).expired).toBe(0);
  });
});

describe('promotion cards in bulk', () => {
  it('issues a file of cards in one go, each code to its recipient, spendable like a bought card', async () => {
    const [a, b] = [uniquePhone(), uniquePhone()];
    const issued = await server.services.giftcards.issuePromotions(
      [
        { name: 'Asha Rao', mobile: a, email: `asha.${a}@example.in`, amount: 500 },
        { name: 'Ravi Kumar', mobile: b, email: null, amount: 2_000 },
      ],
      'promotion: test',
    );
    expect(issued.map((c) => c.amount)).toEqual([500, 2_000]);
    const code = await cardCodeSentTo(server, a);
    expect(await cardOf(code.slice(-4))).toMatchObject({ amount: 500, balance: 500, ledger: 500 });
    expect(
      (await rows<{ card_type: string }>(sql`SELECT card_type FROM gift_cards WHERE last4 = ${code.slice(-4)}`))[0]!
        .card_type,
    ).toBe('promotion');
    const { product, piece } = await pieceInStock(server, (p) => p > 500 && p <= 49_000);
    await setStock(server, product.id, 5);
    expect((await checkoutWithCard([piece], { code, mobile: a })).draft.summery.redeems).toBe(500);
  });

  it('the script checks the whole file first and issues nothing from a bad one', async () => {
    const { execFile } = await import('node:child_process');
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const dir = mkdtempSync(path.join(tmpdir(), 'promo-'));
    // The script opens the store's database as the store would: here a copy of the run's empty
    // template under its DATA_DIR (or a database of its own on the PostgreSQL server), so that it does
    // not spend seconds making and migrating one.
    const dataDir = path.join(dir, 'data');
    const database = await createStoreDatabaseIn(dataDir, { seed: 'none', products: 0 });
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: database.url ?? '',
      PGLITE_SHARED_BUFFERS_MB: String(TEST_SHARED_BUFFERS_MIB),
      LOG_LEVEL: 'warn',
    };
    const run = (file: string) =>
      new Promise<{ code: number; out: string }>((resolve) =>
        execFile('npx', ['tsx', 'scripts/giftcards/issue-promotions.ts', file], { env }, (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code ?? 1) : 0, out: stdout + stderr }),
        ),
      );
    const bad = path.join(dir, 'bad.csv');
    writeFileSync(bad, 'name,mobile,email,amount\nAsha Rao,9876543210,,1000\nRavi,123,,50\n');
    const refused = await run(bad);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('Nothing issued');
    expect(refused.out).toContain('line 3: mobile');
    const good = path.join(dir, 'good.csv');
    writeFileSync(
      good,
      'name,mobile,email,amount\nAsha Rao,9876543210,asha@example.in,1000\n"Ravi Kumar",9895012345,,2500\n',
    );
    const done = await run(good).finally(() => database.drop());
    expect(done.out).toContain('2 promotion cards issued, ₹3,500 in all');
    expect(done.out).toMatch(/XXXX XXXX XXXX [0-9A-Z]{4} {2}₹1,000 {2}to 9876543210/);
    expect(done.code).toBe(0);
    // Two child processes, each starting tsx, the second opening the database: on a shared machine
    // under load that took over a minute once, when each made its own, so the bound is generous.
  }, 180_000);
});
