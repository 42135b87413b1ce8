// A member cancels their own order from My orders (docs/decisions/2026-11-24-orders.md): `order/cancel` with a reason,
// while a shopper may (placed or confirmed; a made-to-order piece before the workshop). The stock it
// bought goes back once, a card payment is refunded in full once through the refunds service (the
// shopper told by mail and SMS), a second cancel answers the same, another member's order is unknown.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { registerPerson } from '../support/accounts.ts';
import {
  cartWith,
  checkoutCalls,
  CONTACT,
  latestCode,
  pieceInStock,
  setStock,
  stockOf,
  uniquePhone,
} from '../support/checkout.ts';
import { createOrder } from '../support/order-factory.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 40, env: { ALTCHA_MAX_NUMBER: '1000' } });
});
afterAll(() => server?.stop());

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(server.services.database.db, query);
const cancel = (auth: Record<string, string>, body: Record<string, unknown>) => server.post('order/cancel', body, auth);
const listed = async (auth: Record<string, string>) =>
  (await server.post('order/list', {}, auth)).body.result.orders as {
    order_id: string;
    status: string;
    can_cancel: boolean;
  }[];

/** A member's order placed through the real checkout: cash on delivery (confirmed by its code) or a card paid in the local window. */
async function memberOrder(mode: 'payment_on_delivery' | 'online_payment_razorpay') {
  const member = await registerPerson(server);
  const { product, piece } = await pieceInStock(server);
  await setStock(server, product.id, 4);
  const calls = checkoutCalls(server, await cartWith(server, [piece], member.auth), member.auth);
  const phone = uniquePhone();
  for (const step of [
    () => calls.user({ ...CONTACT, email: member.person.email, phone }),
    () => calls.ship(),
    () => calls.pay(mode),
  ])
    expect((await step()).status).toBe(200);
  const generated = await calls.generate({ user_id: member.session.user_id });
  expect(generated.status).toBe(200);
  const { order, payment_data } = generated.body.message;
  if (mode === 'payment_on_delivery') {
    expect((await calls.confirm(order.order_id, await latestCode(server, phone))).status).toBe(200);
  } else {
    const paid = await server.services.payments.local!.pay(payment_data.order_id, 'success');
    if (paid.kind !== 'paid') throw new Error(`not paid: ${paid.kind}`);
    expect((await calls.confirm(order.order_id, paid.reply)).status).toBe(200);
  }
  return {
    member,
    product,
    phone,
    orderId: order.order_id as string,
    amount: order.amount as number,
    providerOrderId: payment_data.order_id as string | undefined,
  };
}

describe('order/cancel', () => {
  it('cancels a placed cash-on-delivery order: the piece back on the shelf once, the reason in its history, a second cancel the same', async () => {
    const { member, product, orderId } = await memberOrder('payment_on_delivery');
    expect(await stockOf(server, product.id)).toMatchObject({ stock: 3, reserved: 0 });
    expect((await listed(member.auth)).find((o) => o.order_id === orderId)).toMatchObject({
      status: 'placed',
      can_cancel: true,
    });

    const res = await cancel(member.auth, { order_id: orderId.toLowerCase(), reason: 'changed_mind' });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      order_id: orderId,
      status: 'cancelled',
      status_label: 'Cancelled',
      refund_amount: null,
    });
    expect(await stockOf(server, product.id)).toMatchObject({ stock: 4, reserved: 0 });
    expect((await listed(member.auth)).find((o) => o.order_id === orderId)).toMatchObject({
      status: 'cancelled',
      can_cancel: false,
    });
    const notes = await rows<{ note: string | null }>(
      sql`SELECT e.note FROM order_events e JOIN orders o ON o.id = e.order_ref WHERE o.order_id = ${orderId} AND e.status = 'cancelled'`,
    );
    expect(notes).toEqual([{ note: 'Cancelled by the shopper: I changed my mind' }]);

    const again = await cancel(member.auth, { order_id: orderId, reason: 'other' });
    expect(again.status).toBe(200);
    expect(again.body.result.status).toBe('cancelled');
    expect(await stockOf(server, product.id)).toMatchObject({ stock: 4, reserved: 0 });
  });

  it('refunds a paid card order in full once, the shopper told by mail and SMS; two cancels at once refund once', async () => {
    const { member, product, phone, orderId, amount, providerOrderId } = await memberOrder('online_payment_razorpay');
    const [first, second] = await Promise.all([
      cancel(member.auth, { order_id: orderId, reason: 'better_price' }),
      cancel(member.auth, { order_id: orderId, reason: 'better_price' }),
    ]);
    expect([first!.status, second!.status]).toEqual([200, 200]);
    expect([first!.body.result.refund_amount, second!.body.result.refund_amount].sort()).toEqual([amount, null].sort());
    expect(await stockOf(server, product.id)).toMatchObject({ stock: 4, reserved: 0 });

    const payments = (
      await server.get<{ payments: { status: string; refunds: { amount: number; status: string }[] }[] }>(
        `/api/dev/payments?provider_order_id=${providerOrderId}`,
      )
    ).body.payments;
    expect(payments).toHaveLength(1);
    expect(payments[0]!.status).toBe('refunded');
    expect(payments[0]!.refunds).toEqual([expect.objectContaining({ amount: amount * 100, status: 'processed' })]);
    const mails = (
      await server.get<{ messages: { subject: string | null; text: string }[] }>(
        `/api/dev/outbox?to=${encodeURIComponent(member.person.email)}`,
      )
    ).body.messages;
    expect(mails.filter((m) => m.subject?.includes('is being refunded'))).toHaveLength(1);
    expect(mails.find((m) => m.subject?.includes('is being refunded'))!.text).toContain(
      `You cancelled order ${orderId}`,
    );
    const sms = (await server.get<{ messages: { text: string }[] }>(`/api/dev/outbox?to=${phone}`)).body.messages;
    expect(sms.filter((m) => m.text.includes(`order ${orderId} is cancelled`))).toHaveLength(1);
  });

  it('refuses past the point a shopper may cancel, naming why', async () => {
    const member = await registerPerson(server);
    const packed = await createOrder(server.services.database.db, {
      userId: member.session.user_id,
      email: member.person.email,
      path: ['placed', 'confirmed', 'packed'],
      madeToOrder: false,
    });
    const working = await createOrder(server.services.database.db, {
      userId: member.session.user_id,
      email: member.person.email,
      path: ['placed', 'confirmed', 'in_production'],
      madeToOrder: true,
    });
    const confirmedMade = await createOrder(server.services.database.db, {
      userId: member.session.user_id,
      email: member.person.email,
      path: ['placed', 'confirmed'],
      madeToOrder: true,
    });

    const a = await cancel(member.auth, { order_id: packed.orderId, reason: 'other' });
    expect(a.status).toBe(409);
    expect(a.body.reason).toBe('CANNOT_CANCEL');
    expect(a.body.message).toContain('packed or on its way');
    const b = await cancel(member.auth, { order_id: working.orderId, reason: 'other' });
    expect(b.status).toBe(409);
    expect(b.body.message).toContain('workshop');
    expect((await cancel(member.auth, { order_id: confirmedMade.orderId, reason: 'other' })).status).toBe(200);
  });

  it("answers another member's order as unknown, and refuses without a session or a known reason", async () => {
    const owner = await registerPerson(server);
    const other = await registerPerson(server);
    const order = await createOrder(server.services.database.db, {
      userId: owner.session.user_id,
      email: owner.person.email,
    });
    const res = await cancel(other.auth, { order_id: order.orderId, reason: 'other' });
    expect(res.status).toBe(404);
    expect(res.body.reason).toBe('ORDER_NOT_FOUND');
    expect((await cancel({}, { order_id: order.orderId, reason: 'other' })).status).toBe(401);
    const bad = await cancel(owner.auth, { order_id: order.orderId, reason: 'because' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('reason');
    expect((await listed(owner.auth))[0]!.status).toBe('placed');
  });
});
