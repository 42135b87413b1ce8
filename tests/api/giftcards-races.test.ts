// Gift cards under races (the issue's concurrency tests). On PGlite the requests are serialised by its
// one connection; in CI's second pass, on the PostgreSQL server, they really run side by side and only
// the row locks, the unique index on held redemptions and the balance CHECK keep the money right.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { hashSecretToken, newSecretToken } from '../../server/common/secret-token.ts';
import { giftCardQueries, GiftCardHoldError } from '../../server/giftcards/giftcards.repo.ts';
import { setOrderStatus } from '../../server/orders/orders.repo.ts';
import { hashCode } from '../../server/otp/otp-code.ts';
import { webhookSignature } from '../../server/payments/signatures.ts';
import { latestCode, pieceInStock, readyCheckout, setStock } from '../support/checkout.ts';
import { buyCard, purchaseBody } from '../support/giftcards.ts';
import { createOrder } from '../support/order-factory.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    seedProducts: 40,
    env: {
      ALTCHA_MAX_NUMBER: '1000',
      OTP_RATE_PER_HOUR: '100',
      GIFT_PURCHASE_RATE_PER_HOUR: '500',
    },
  });
});
afterAll(() => server?.stop());

const db = () => server.services.database.db;
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db(), query);

async function cardState(last4: string) {
  const [card] = await rows<{ id: number; balance: number; ledger: number; held: number; spent: number }>(
    sql`SELECT c.id, c.balance,
               (SELECT coalesce(sum(delta), 0)::int FROM gift_card_ledger l WHERE l.card_id = c.id) AS ledger,
               (SELECT coalesce(sum(amount), 0)::int FROM gift_card_redemptions r WHERE r.card_id = c.id AND r.state = 'held') AS held,
               (SELECT coalesce(sum(amount), 0)::int FROM gift_card_redemptions r WHERE r.card_id = c.id AND r.state = 'redeemed') AS spent
          FROM gift_cards c WHERE last4 = ${last4} ORDER BY id DESC LIMIT 1`,
  );
  return card!;
}

/** Ten shoppers, each with a piece in the cart, details, address and cash on delivery chosen. */
async function tenShoppers(fits: (price: number) => boolean) {
  const { product, piece, price } = await pieceInStock(server, fits);
  await setStock(server, product.id, 50);
  const shoppers = await Promise.all(
    Array.from({ length: 10 }, () => readyCheckout(server, [piece], 'payment_on_delivery')),
  );
  const voIds = await Promise.all(
    shoppers.map(async (s) => (await s.calls.draft()).body.message.order.vo_id as string),
  );
  return { shoppers, voIds, price };
}

describe('one card, ten checkouts at once', () => {
  it('ten verifications in parallel: exactly one checkout gets the card, the others CARD_LOCKED', async () => {
    const card = await buyCard(server, 3_000);
    const { id } = await cardState(card.code.slice(-4));
    const { shoppers, voIds } = await tenShoppers((p) => p > 3_000 && p <= 49_000);
    // Each of them asked for the card and got a code (as if a minute passed between them).
    const tokens = await Promise.all(
      voIds.map(async (voId) => {
        const token = newSecretToken();
        await db().execute(
          sql`UPDATE virtual_orders SET gift_card_id = ${id}, gift_card_status = 'transfer_requested' WHERE id = ${voId}`,
        );
        await db().execute(
          sql`INSERT INTO otp_challenges (token_hash, purpose, mobile, subject, code_hash, expires_at)
              VALUES (${hashSecretToken(token)}, 'gift-redeem', ${card.mobile}, ${`card:${id}|vo:${voId}`}, ${hashCode(token, '4321')}, now() + interval '5 minutes')`,
        );
        return token;
      }),
    );
    const answers = await Promise.all(
      shoppers.map((s, i) =>
        s.calls.call('virtual_order_verify_transfer_gift_card', { token: tokens[i], otp: '4321' }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.reason === 'CARD_LOCKED')).toHaveLength(9);
    const winner = shoppers[answers.findIndex((a) => a.status === 200)]!;
    expect((await winner.calls.draft()).body.message.order.summery.redeems).toBe(3_000);
  });

  it('ten unpaid orders holding one card at once (the application’s checks bypassed): the database lets one hold it, the balance never goes below 0', async () => {
    const card = await buyCard(server, 5_000);
    const { id } = await cardState(card.code.slice(-4));
    const orders = await Promise.all(
      Array.from({ length: 10 }, (_, i) => createOrder(db(), { email: `race${i}@example.in` })),
    );
    const holds = await Promise.allSettled(
      orders.map((o) =>
        db().transaction(async (tx) => {
          const q = giftCardQueries(tx);
          // Each reads the card as the first saw it (5,000 left) and asks for up to all of it.
          await q.hold({ id, amount: 5_000, balance: 5_000 }, o.id, 3_000 + (o.id % 3) * 1_000);
        }),
      ),
    );
    expect(holds.filter((h) => h.status === 'fulfilled')).toHaveLength(1);
    for (const h of holds) if (h.status === 'rejected') expect(h.reason).toBeInstanceOf(GiftCardHoldError);
    const state = await cardState(card.code.slice(-4));
    expect(state.balance).toBeGreaterThanOrEqual(0);
    expect(state.balance).toBe(state.ledger);
    expect(state.balance + state.held).toBe(5_000);
  });

  it('an overdraft the application misjudged is refused by the balance CHECK', async () => {
    const card = await buyCard(server, 1_000);
    const { id } = await cardState(card.code.slice(-4));
    const [order] = await Promise.all([createOrder(db(), { email: 'overdraft@example.in' })]);
    // Told (wrongly) that the card has 5,000: the database refuses the 2,000 lock.
    const refused = db().transaction((tx) =>
      giftCardQueries(tx).hold({ id, amount: 5_000, balance: 5_000 }, order!.id, 2_000),
    );
    await expect(refused).rejects.toBeInstanceOf(GiftCardHoldError);
    expect(await cardState(card.code.slice(-4))).toMatchObject({ balance: 1_000, ledger: 1_000, held: 0 });
  });
});

describe('giving back', () => {
  it('a placed order cancelled ten times at once returns its draw exactly once', async () => {
    const card = await buyCard(server, 2_000);
    const { shoppers, price } = await tenShoppers((p) => p > 2_000 && p <= 49_000);
    const s = shoppers[0]!;
    const requested = await s.calls.call('virtual_order_request_initate_transfer', { code: card.code });
    expect(
      (
        await s.calls.call('virtual_order_verify_transfer_gift_card', {
          token: requested.body.message.token,
          otp: await latestCode(server, card.mobile),
        })
      ).status,
    ).toBe(200);
    const { id } = await cardState(card.code.slice(-4));
    const { order } = (await s.calls.generate({ expected_amount: price - 2_000 })).body.message;
    expect((await s.calls.confirm(order.order_id, await latestCode(server, s.phone))).status).toBe(200);
    expect(await cardState(card.code.slice(-4))).toMatchObject({ balance: 0, spent: 2_000 });

    const cancels = await Promise.all(
      Array.from({ length: 10 }, () => setOrderStatus(db(), order.order_id, 'cancelled', 'cancelled by the shopper')),
    );
    expect(cancels.filter(Boolean)).toHaveLength(1);
    expect(await cardState(card.code.slice(-4))).toMatchObject({ balance: 2_000, ledger: 2_000, held: 0, spent: 0 });
    const [releases] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM gift_card_ledger WHERE card_id = ${id} AND kind = 'release'`,
    );
    expect(releases!.n).toBe(1);
  });
});

describe('buying', () => {
  it('the shopper’s confirmation and the webhook racing issue one card', async () => {
    const body = purchaseBody({ amount: 3_000 });
    const { purchase_id, payment_data } = (await server.post('giftcards/purchase/lock', body)).body;
    const paid = (await server.post(`../payments/local/${payment_data.order_id}/pay`, { outcome: 'success' })).body;
    const event = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: paid.razorpay_payment_id,
            order_id: payment_data.order_id,
            amount: 300_000,
            status: 'captured',
          },
        },
      },
    });
    const hook = (n: number) =>
      fetch(`${server.baseUrl}/api/webhooks/razorpay`, {
        method: 'POST',
        body: event,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': webhookSignature(event, server.services.env.RAZORPAY_WEBHOOK_SECRET),
          'x-razorpay-event-id': `evt_race_${purchase_id}_${n}`,
        },
      });
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () =>
        server.post('giftcards/purchase/confirm', { purchase_id, confirmation: paid }),
      ),
      ...Array.from({ length: 5 }, (_, n) => hook(n)),
    ]);
    expect(results.every((r) => r.status === 200)).toBe(true);
    const [issued] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM gift_cards WHERE recipient_mobile = ${body.recipient.mobile}`,
    );
    expect(issued!.n).toBe(1);
    const sms = (
      await server.get<{ messages: { code: string | null }[] }>(`/api/dev/outbox?to=${body.recipient.mobile}`)
    ).body.messages;
    expect(sms).toHaveLength(1);
  });
});
