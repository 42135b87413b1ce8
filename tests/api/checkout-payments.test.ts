// Money at checkout (issue 20, items 3 and 4): every card payment the store learns of is recorded,
// a payment for an order that can no longer be placed (replaced by a newer order of the same cart,
// lapsed) is refunded in full once through the provider and the shopper told by mail and SMS, the
// replaced order's window stops taking money, a refund survives a lost answer and a restart, and
// wrong cash-on-delivery codes count per order (gift card codes per card and draft) across resends. On PGlite and, in CI's second pass, on
// the PostgreSQL server, where the webhook and the confirmation really run side by side.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { ProviderUnavailableError } from '../../server/payments/card-provider.ts';
import { webhookSignature } from '../../server/payments/signatures.ts';
import {
  CONTACT,
  latestCode,
  pieceInStock,
  readyCheckout,
  setStock,
  stockOf,
  uniquePhone,
} from '../support/checkout.ts';
import { buyCard } from '../support/giftcards.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 40, env: { ALTCHA_MAX_NUMBER: '1000' } });
});
afterAll(() => server?.stop());

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(server.services.database.db, query);

interface DevPayment {
  id: string;
  provider_order_id: string;
  order_id: string | null;
  amount: number;
  status: string;
  refunds: { id: string; amount: number; status: string; at: string }[];
}
const paymentsOf = async (providerOrderId: string): Promise<DevPayment[]> => {
  const res = await server.get<{ payments: DevPayment[] }>(`/api/dev/payments?provider_order_id=${providerOrderId}`);
  expect(res.status).toBe(200);
  return res.body.payments;
};
const outboxTo = async (to: string) =>
  (
    await server.get<{ messages: { channel: string; subject: string | null; text: string }[] }>(
      `/api/dev/outbox?to=${encodeURIComponent(to)}`,
    )
  ).body.messages;
const refundMessages = async (email: string, phone: string) => [
  ...(await outboxTo(email)).filter((m) => m.subject?.includes('is being refunded')),
  ...(await outboxTo(phone)).filter((m) => m.text.includes('is being refunded')),
];
const localRefunds = async (paymentId: string) =>
  rows<{ id: string; amount: number }>(sql`SELECT id, amount FROM local_card_refunds WHERE payment_id = ${paymentId}`);

function sendWebhook(payment: { id: string; order_id: string; amount: number }, eventId: string) {
  const body = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: { payment: { entity: { ...payment, currency: 'INR', status: 'captured' } } },
  });
  return fetch(`${server.baseUrl}/api/webhooks/razorpay`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': webhookSignature(body, 'local_webhook_secret'),
      'x-razorpay-event-id': eventId,
    },
    body,
  });
}

/** Pays the local double's window of a provider order as its page does, but without the double's delayed webhook (a webhook not yet arrived). */
async function payWithoutWebhook(providerOrderId: string) {
  const paid = await server.services.payments.local!.pay(providerOrderId, 'success');
  if (paid.kind !== 'paid') throw new Error(`the local window did not take the payment: ${paid.kind}`);
  return paid.reply;
}

/** A card checkout generated as order A, then the draft edited and generated again as order B. */
async function replacedCardOrder() {
  const { product, piece } = await pieceInStock(server);
  await setStock(server, product.id, 5);
  const email = `refund.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const contact = { ...CONTACT, email, phone: uniquePhone() };
  const { calls } = await readyCheckout(server, [piece], 'online_payment_razorpay', contact);
  const a = (await calls.generate()).body.message;
  expect(a.payment_data.order_id).toMatch(/^order_/);
  return {
    product,
    calls,
    contact,
    a,
    async generateB() {
      expect((await calls.user({ ...contact, last_name: 'Menon' })).status).toBe(200);
      const b = await calls.generate();
      expect(b.status).toBe(200);
      expect(b.body.message.order.order_id).not.toBe(a.order.order_id);
      return b.body.message;
    },
  };
}

describe('a payment for a replaced card order', () => {
  it('closes the replaced order’s local window: it takes no payment', async () => {
    const { a, generateB } = await replacedCardOrder();
    await generateB();
    const page = await server.get(`/payments/local/${a.payment_data.order_id}`);
    expect(page.status).toBe(409);
    expect(page.body).toContain('Payment closed');
    const pay = await server.post(`../payments/local/${a.payment_data.order_id}/pay`, { outcome: 'success' });
    expect(pay.status).toBe(409);
    expect(pay.body.reason).toBe('ORDER_CLOSED');
    expect(await paymentsOf(a.payment_data.order_id)).toEqual([]);
  });

  it('paid in A’s window just before B replaced it: recorded, refunded in full once, the shopper told by mail and SMS', async () => {
    const { a, contact, calls, generateB, product } = await replacedCardOrder();
    const reply = await payWithoutWebhook(a.payment_data.order_id);
    const b = await generateB();

    const confirmed = await calls.confirm(a.order.order_id, reply);
    expect(confirmed.status).toBe(409);
    expect(confirmed.body.reason).toBe('ORDER_EXPIRED');

    const [payment, ...others] = await paymentsOf(a.payment_data.order_id);
    expect(others).toEqual([]);
    expect(payment).toMatchObject({
      id: reply.razorpay_payment_id,
      order_id: a.order.order_id,
      amount: a.payment_data.amount,
      status: 'refunded',
    });
    expect(payment!.refunds).toHaveLength(1);
    expect(payment!.refunds[0]).toMatchObject({ amount: a.payment_data.amount, status: 'processed' });
    expect(payment!.refunds[0]!.id).toMatch(/^rfnd_/);
    expect(await localRefunds(reply.razorpay_payment_id)).toEqual([
      { id: payment!.refunds[0]!.id, amount: a.payment_data.amount },
    ]);
    const told = await refundMessages(contact.email, contact.phone);
    expect(told.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(told.find((m) => m.channel === 'sms')!.text).toContain(a.order.order_id);

    // The same reply again, then the provider's webhook: nothing more goes back, nobody is told twice.
    expect((await calls.confirm(a.order.order_id, reply)).body.reason).toBe('ORDER_EXPIRED');
    const hook = await sendWebhook(
      { id: reply.razorpay_payment_id, order_id: a.payment_data.order_id, amount: a.payment_data.amount },
      `evt_late_${reply.razorpay_payment_id}`,
    );
    expect(hook.status).toBe(200);
    // The provider's later word ('captured') does not undo what the store knows: it was refunded.
    expect((await paymentsOf(a.payment_data.order_id))[0]).toMatchObject({ status: 'refunded' });
    expect((await paymentsOf(a.payment_data.order_id))[0]!.refunds).toHaveLength(1);
    expect(await localRefunds(reply.razorpay_payment_id)).toHaveLength(1);
    expect(await refundMessages(contact.email, contact.phone)).toHaveLength(2);

    // B is untouched and still holds its piece; A gave its hold back.
    const [orderB] = await rows<{ status: string }>(
      sql`SELECT status FROM orders WHERE order_id = ${b.order.order_id}`,
    );
    expect(orderB!.status).toBe('pending_payment');
    expect(await stockOf(server, product.id)).toEqual({ stock: 5, reserved: 1 });
  });

  it('with a provider that cannot close an order (Razorpay), A paid after B is refunded when the webhook says so', async () => {
    const { a, contact, generateB } = await replacedCardOrder();
    await generateB();
    // Razorpay has no call to cancel an order: its window stays payable.
    await server.services.database.db.execute(
      sql`UPDATE local_card_orders SET status = 'created' WHERE id = ${a.payment_data.order_id}`,
    );
    const reply = await payWithoutWebhook(a.payment_data.order_id);
    const hook = await sendWebhook(
      { id: reply.razorpay_payment_id, order_id: a.payment_data.order_id, amount: a.payment_data.amount },
      `evt_after_${reply.razorpay_payment_id}`,
    );
    expect(hook.status).toBe(200);
    const [payment] = await paymentsOf(a.payment_data.order_id);
    expect(payment).toMatchObject({
      order_id: a.order.order_id,
      status: 'refunded',
      refunds: [{ amount: a.payment_data.amount, status: 'processed' }],
    });
    expect(await refundMessages(contact.email, contact.phone)).toHaveLength(2);
  });

  it('paid in A’s window with neither the webhook nor the signed reply reaching the store: the reconciler records and refunds it once', async () => {
    const { a, contact, generateB, product } = await replacedCardOrder();
    const b = await generateB();
    // A window the store could not close (Razorpay has no such call; or the close failed): it still takes money.
    await server.services.database.db.execute(
      sql`UPDATE local_card_orders SET status = 'created' WHERE id = ${a.payment_data.order_id}`,
    );
    const reply = await payWithoutWebhook(a.payment_data.order_id);
    expect(await paymentsOf(a.payment_data.order_id)).toEqual([]);

    await server.services.reconciling.reconcile();
    const [payment, ...others] = await paymentsOf(a.payment_data.order_id);
    expect(others).toEqual([]);
    expect(payment).toMatchObject({
      id: reply.razorpay_payment_id,
      order_id: a.order.order_id,
      amount: a.payment_data.amount,
      status: 'refunded',
    });
    expect(payment!.refunds).toEqual([expect.objectContaining({ amount: a.payment_data.amount, status: 'processed' })]);
    expect(await localRefunds(reply.razorpay_payment_id)).toHaveLength(1);
    expect(await refundMessages(contact.email, contact.phone)).toHaveLength(2);

    // A second pass does nothing more: no second refund, nobody told twice, the record as it was.
    await server.services.reconciling.reconcile();
    expect(await paymentsOf(a.payment_data.order_id)).toEqual([payment]);
    expect(await localRefunds(reply.razorpay_payment_id)).toHaveLength(1);
    expect(await refundMessages(contact.email, contact.phone)).toHaveLength(2);
    const [orderA] = await rows<{ status: string; provider_payment_id: string | null }>(
      sql`SELECT status, provider_payment_id FROM orders WHERE order_id = ${a.order.order_id}`,
    );
    expect(orderA).toEqual({ status: 'cancelled', provider_payment_id: null });
    const [orderB] = await rows<{ status: string }>(
      sql`SELECT status FROM orders WHERE order_id = ${b.order.order_id}`,
    );
    expect(orderB!.status).toBe('pending_payment');
    expect(await stockOf(server, product.id)).toEqual({ stock: 5, reserved: 1 });
  });

  it('a window left open when its order was cancelled is closed by the reconciler', async () => {
    const { a, generateB } = await replacedCardOrder();
    await generateB();
    await server.services.database.db.execute(
      sql`UPDATE local_card_orders SET status = 'created' WHERE id = ${a.payment_data.order_id}`,
    );
    await server.services.reconciling.reconcile();
    const pay = await server.post(`../payments/local/${a.payment_data.order_id}/pay`, { outcome: 'success' });
    expect(pay.status).toBe(409);
    expect(pay.body.reason).toBe('ORDER_CLOSED');
    expect(await paymentsOf(a.payment_data.order_id)).toEqual([]);
  });

  it('the webhook and the confirmation racing refund once', async () => {
    const { a, calls, contact, generateB } = await replacedCardOrder();
    const reply = await payWithoutWebhook(a.payment_data.order_id);
    await generateB();
    const payment = { id: reply.razorpay_payment_id, order_id: a.payment_data.order_id, amount: a.payment_data.amount };
    const answers = await Promise.all([
      calls.confirm(a.order.order_id, reply),
      sendWebhook(payment, `evt_race_${payment.id}_1`),
      calls.confirm(a.order.order_id, reply),
      sendWebhook(payment, `evt_race_${payment.id}_2`),
      sendWebhook(payment, `evt_race_${payment.id}_1`),
    ]);
    expect(answers.map((r) => r.status)).toEqual([409, 200, 409, 200, 200]);
    const [recorded, ...others] = await paymentsOf(a.payment_data.order_id);
    expect(others).toEqual([]);
    expect(recorded!.refunds).toHaveLength(1);
    expect(await localRefunds(payment.id)).toHaveLength(1);
    expect(await refundMessages(contact.email, contact.phone)).toHaveLength(2);
  });
});

describe('a refund the provider has not confirmed', () => {
  it('stays pending when the provider cannot be reached, and the retry pass sends it once', async () => {
    const { a, calls, generateB } = await replacedCardOrder();
    const reply = await payWithoutWebhook(a.payment_data.order_id);
    await generateB();
    const provider = server.services.payments.provider;
    const real = provider.refund;
    provider.refund = async () => {
      throw new ProviderUnavailableError('Razorpay refund failed');
    };
    try {
      expect((await calls.confirm(a.order.order_id, reply)).body.reason).toBe('ORDER_EXPIRED');
    } finally {
      provider.refund = real;
    }
    const [pending] = await paymentsOf(a.payment_data.order_id);
    expect(pending).toMatchObject({
      status: 'captured',
      refunds: [{ status: 'pending', amount: a.payment_data.amount }],
    });
    expect(await localRefunds(reply.razorpay_payment_id)).toEqual([]);

    // Not before its lease runs out; then once.
    await server.services.refunds.retryDue();
    expect(await localRefunds(reply.razorpay_payment_id)).toEqual([]);
    await server.services.database.db.execute(
      sql`UPDATE payment_refunds SET next_attempt_at = now() WHERE status = 'pending'`,
    );
    await server.services.refunds.retryDue();
    const [settled] = await paymentsOf(a.payment_data.order_id);
    expect(settled).toMatchObject({ status: 'refunded', refunds: [{ status: 'processed' }] });
    expect(await localRefunds(reply.razorpay_payment_id)).toHaveLength(1);
  });

  it('whose answer was lost after the provider made it (a restart in between) is found by its receipt, not made twice', async () => {
    const { a, calls, generateB } = await replacedCardOrder();
    const reply = await payWithoutWebhook(a.payment_data.order_id);
    await generateB();
    const provider = server.services.payments.provider;
    const real = provider.refund;
    provider.refund = async (input) => {
      await real(input);
      throw new ProviderUnavailableError('Razorpay refund failed: the answer was lost');
    };
    try {
      await calls.confirm(a.order.order_id, reply);
    } finally {
      provider.refund = real;
    }
    expect((await paymentsOf(a.payment_data.order_id))[0]!.refunds[0]!.status).toBe('pending');
    expect(await localRefunds(reply.razorpay_payment_id)).toHaveLength(1);
    await server.services.database.db.execute(
      sql`UPDATE payment_refunds SET next_attempt_at = now() WHERE status = 'pending'`,
    );
    await server.services.refunds.retryDue();
    const [settled] = await paymentsOf(a.payment_data.order_id);
    expect(settled).toMatchObject({
      status: 'refunded',
      refunds: [{ status: 'processed', id: (await localRefunds(reply.razorpay_payment_id))[0]!.id }],
    });
    expect(await localRefunds(reply.razorpay_payment_id)).toHaveLength(1);
  });
});

describe('the database guards the money', () => {
  it('refuses refunds beyond the captured amount, and a refunded sum changed by hand', async () => {
    const { a, calls } = await replacedCardOrder();
    const reply = await payWithoutWebhook(a.payment_data.order_id);
    const { order } = (await calls.confirm(a.order.order_id, reply)).body.message;
    expect(order.order_id).toBe(a.order.order_id);
    const [payment] = await rows<{ id: number; amount: number }>(
      sql`SELECT id, amount FROM payments WHERE provider_payment_id = ${reply.razorpay_payment_id}`,
    );
    expect(payment!.amount).toBe(a.payment_data.amount);
    const db = server.services.database.db;
    await db.execute(
      sql`INSERT INTO payment_refunds (payment_id, idempotency_key, amount, reason) VALUES (${payment!.id}, ${`test_half_${payment!.id}`}, ${payment!.amount - 100}, 'test')`,
    );
    await expect(
      db.execute(
        sql`INSERT INTO payment_refunds (payment_id, idempotency_key, amount, reason) VALUES (${payment!.id}, ${`test_more_${payment!.id}`}, 101, 'test')`,
      ),
    ).rejects.toThrow();
    await expect(db.execute(sql`UPDATE payments SET refunded = 0 WHERE id = ${payment!.id}`)).rejects.toThrow();
    await expect(
      db.execute(
        sql`INSERT INTO payments (provider, provider_order_id, provider_payment_id, amount, status) VALUES ('local', 'order_x', ${reply.razorpay_payment_id}, 100, 'captured')`,
      ),
    ).rejects.toThrow();
  });
});

describe('GET /api/dev/payments', () => {
  it('is described in the OpenAPI document, amounts in paise', async () => {
    const doc = (await server.get('/api/openapi.json')).body;
    const call = doc.paths['/api/dev/payments'].get;
    expect(call.description).toContain('refunded in full once');
    expect(JSON.stringify(call)).toContain('provider_order_id');
  });

  it('refuses a malformed provider order id by name', async () => {
    const res = await server.get('/api/dev/payments?provider_order_id=%27%20OR%201%3D1');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('provider_order_id');
  });

  // The one server with Razorpay's keys in the API tests: it also shows the store takes its policies
  // from its settings (each policy itself is server/http/content-policy.test.ts's).
  it("does not exist with Razorpay keys, whose answers let Razorpay's frame in", async () => {
    const withKeys = await startTestServer({
      seedProducts: 5,
      env: {
        RAZORPAY_KEY_ID: 'rzp_test_dev',
        RAZORPAY_KEY_SECRET: 'dev_secret',
        RAZORPAY_WEBHOOK_SECRET: 'dev_webhook',
      },
    });
    try {
      const res = await withKeys.get('/api/dev/payments');
      expect(res.status).toBe(404);
      const page = await withKeys.get('/checkout', { accept: 'text/html' });
      expect(page.headers.get('content-security-policy')).toMatch(/frame-src [^;]*https:\/\/api\.razorpay\.com/);
      expect(page.headers.get('permissions-policy')).toContain('payment=("https://api.razorpay.com")');
    } finally {
      await withKeys.stop();
    }
    // A server started inside the test: as patient as a set-up hook on a loaded machine.
  }, 240_000);
});

describe('wrong cash-on-delivery codes count per order, across resends', () => {
  it('five wrong codes in all, over three codes, cancel the order and give its stock back', async () => {
    const { product, piece } = await pieceInStock(server);
    await setStock(server, product.id, 3);
    const { calls, phone } = await readyCheckout(server, [piece], 'payment_on_delivery');
    const { order } = (await calls.generate()).body.message;
    const resend = async () => {
      await server.services.database.db.execute(
        sql`UPDATE orders SET cod_code_sent_at = now() - interval '61 seconds' WHERE order_id = ${order.order_id}`,
      );
      const again = await calls.generate({ resend: true });
      expect(again.status).toBe(200);
      expect(again.body.message.order.order_id).toBe(order.order_id);
    };
    const wrongFor = (code: string) => (code === '0000' ? '1111' : '0000');
    const answers: string[] = [];
    for (const tries of [2, 2, 1]) {
      const code = await latestCode(server, phone);
      for (let i = 0; i < tries; i++) answers.push((await calls.confirm(order.order_id, wrongFor(code))).body.reason);
      if (answers.length < 5) await resend();
    }
    expect(answers).toEqual(['OTP_MISSMATCH', 'OTP_MISSMATCH', 'OTP_MISSMATCH', 'OTP_MISSMATCH', 'OTP_TRIES_EXCEEDED']);
    const [row] = await rows<{ status: string; cod_tries: number }>(
      sql`SELECT status, cod_tries FROM orders WHERE order_id = ${order.order_id}`,
    );
    expect(row).toEqual({ status: 'cancelled', cod_tries: 5 });
    expect(await stockOf(server, product.id)).toEqual({ stock: 3, reserved: 0 });

    // Even the right code no longer places it; the shopper starts again with a new order.
    const refused = await calls.confirm(order.order_id, await latestCode(server, phone));
    expect(refused.body.reason).toBe('OTP_TRIES_EXCEEDED');
    expect(refused.body.message.text).toMatch(/place your order again/);
    const fresh = await calls.generate({ resend: true });
    expect(fresh.status).toBe(200);
    expect(fresh.body.message.order.order_id).not.toBe(order.order_id);
  });
});

describe('wrong gift card codes count per redemption, across resends', () => {
  it('five wrong codes in all, over two codes, take the card off the draft and no new code is sent for it', async () => {
    const { product, piece } = await pieceInStock(server);
    await setStock(server, product.id, 5);
    const card = await buyCard(server, 1_000);
    const { calls } = await readyCheckout(server, [piece], 'payment_on_delivery');
    const request = () => calls.call('virtual_order_request_initate_transfer', { code: card.code });
    const verify = (token: string, otp: string) =>
      calls.call('virtual_order_verify_transfer_gift_card', { token, otp });
    const wrongFor = (code: string) => (code === '0000' ? '1111' : '0000');

    const first = (await request()).body.message.token as string;
    for (let i = 0; i < 3; i++)
      expect((await verify(first, wrongFor(await latestCode(server, card.mobile)))).body.message.reason).toBe(
        'OTP_MISSMATCH',
      );
    // A new code after the resend wait does not bring new tries.
    await server.services.database.db.execute(
      sql`UPDATE otp_challenges SET created_at = created_at - interval '61 seconds' WHERE mobile = ${card.mobile}`,
    );
    const second = (await request()).body.message.token as string;
    expect(second).not.toBe(first);
    const code = await latestCode(server, card.mobile);
    expect((await verify(second, wrongFor(code))).body.message.reason).toBe('OTP_MISSMATCH');
    const fifth = await verify(second, wrongFor(code));
    expect(fifth.body.message.reason).toBe('GIFT_CARD_TRIES_EXCEEDED');
    expect((await calls.draft()).body.message.order.applied_gift_card).toBeNull();

    const sent = (await outboxTo(card.mobile)).length;
    await server.services.database.db.execute(
      sql`UPDATE otp_challenges SET created_at = created_at - interval '61 seconds' WHERE mobile = ${card.mobile}`,
    );
    const again = await request();
    expect(again.body.message.reason).toBe('GIFT_CARD_TRIES_EXCEEDED');
    expect((await outboxTo(card.mobile)).length).toBe(sent);
  });
});
