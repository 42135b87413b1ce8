// Guest orders follow the member who proves their mobile (docs/decisions/2026-11-26-guest-orders-follow-the-member.md): a login code to the
// member's mobile attaches, in the same transaction, the guest orders placed with that mobile whose
// own mobile was proved (cash on delivery, placed by a code) or that name the member's email too;
// never an order on the email alone, never an unpaid one, never another member's. `found_orders` says
// how many, once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ipHeader, registerPerson } from '../support/accounts.ts';
import { latestCode, uniquePhone } from '../support/checkout.ts';
import { claimGuestOrders } from '../../server/orders/orders.repo.ts';
import { createOrder } from '../support/order-factory.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 5 });
});
afterAll(() => server?.stop());

async function loginByCode(mobile: string) {
  const ip = ipHeader();
  const sent = await server.post('request/otpLogin', { mobile }, ip);
  expect(sent.status).toBe(200);
  const res = await server.post(
    'verify/otp',
    { token: sent.body.token, mobile, otp: await latestCode(server, mobile) },
    ip,
  );
  expect(res.status).toBe(200);
  return res.body as { result: { token: string }; found_orders?: number };
}

const listTotal = async (token: string) =>
  (await server.post('order/list', {}, { authorization: `Bearer ${token}` })).body.result.total as number;

describe('guest orders and the proved mobile', () => {
  it('a login code attaches the guest orders placed with the mobile, once, and says how many', async () => {
    const phone = uniquePhone();
    const db = server.services.database.db;
    const email = `guest.${Date.now()}@example.in`;
    // Four cash-on-delivery orders placed by a code to this mobile, as a guest with another email.
    for (let i = 0; i < 4; i++)
      await createOrder(db, { email, phone, paymentMode: 'payment_on_delivery', path: ['placed'] });
    const member = await registerPerson(server, { phone });
    // A card order with this mobile and the member's email: attached (both name them).
    await createOrder(db, {
      email: member.person.email,
      phone,
      paymentMode: 'online_payment_razorpay',
      path: ['placed'],
    });
    // Not attached: a card order with this mobile and someone else's email (the mobile never proved on it),
    // an unpaid order, and an order with the member's email but another mobile.
    const stranger = await createOrder(db, {
      email: 'someone.else@example.in',
      phone,
      paymentMode: 'online_payment_razorpay',
      path: ['placed'],
    });
    await createOrder(db, { email, phone, paymentMode: 'payment_on_delivery', path: [] });
    const emailOnly = await createOrder(db, {
      email: member.person.email,
      phone: uniquePhone(),
      paymentMode: 'payment_on_delivery',
      path: ['placed'],
    });

    expect(await listTotal(member.session.token)).toBe(0);
    const first = await loginByCode(phone);
    expect(first.found_orders).toBe(5);
    expect(await listTotal(first.result.token)).toBe(5);
    const listed = (await server.post('order/list', {}, { authorization: `Bearer ${first.result.token}` })).body.result
      .orders as { order_id: string }[];
    expect(listed.map((o) => o.order_id)).not.toContain(stranger.orderId);
    expect(listed.map((o) => o.order_id)).not.toContain(emailOnly.orderId);

    // Said once: a next proof finds nothing new (a second code to the number needs a minute's wait).
    expect(await claimGuestOrders(db, member.session.user_id)).toBe(0);
    expect(await listTotal(first.result.token)).toBe(5);
  });

  it("never takes another member's order, and a password login attaches nothing", async () => {
    const phone = uniquePhone();
    const db = server.services.database.db;
    const member = await registerPerson(server, { phone });
    const owner = await registerPerson(server);
    await createOrder(db, { userId: owner.session.user_id, email: owner.person.email, phone, path: ['placed'] });
    await createOrder(db, { email: `g.${Date.now()}@example.in`, phone, path: ['placed'] });
    const login = await server.post(
      'login',
      { email: member.person.email, password: member.person.password },
      ipHeader(),
    );
    expect(login.status).toBe(200);
    expect(await listTotal(login.body.result.token)).toBe(0);
    const proved = await loginByCode(phone);
    expect(proved.found_orders).toBe(1);
    expect(await listTotal(owner.session.token)).toBe(1);
  });
});
