// Redeeming a matured savings plan at checkout against a real server and database
// (docs/decisions/2026-11-27-savings-plan-redemption.md): set and clear, each refusal (not matured,
// another member's plan, no token, an order worth no more than the plan, a gift card beside it, a
// redeemed plan), the plan held and redeemed with its order, two orders after one plan at once, and
// a cancelled order giving the plan back.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { planIdFromBytes } from '../../domain/savings/plan-id.ts';
import { registerPerson } from '../support/accounts.ts';
import {
  ADDRESS,
  CONTACT,
  cartWith,
  checkoutCalls,
  latestCode,
  setStock,
  uniquePhone,
  type CartPiece,
} from '../support/checkout.ts';
import { findProduct } from '../support/seeded-products.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let piece: CartPiece;
let price: number;
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 40 });
  // A piece dearer than a ₹1,000-a-month plan's ₹11,700 whose rest cash on delivery takes (up to ₹49,000).
  const fits = (v: { offerprice: number }) => v.offerprice > 12_000 && v.offerprice <= 60_000;
  const product = await findProduct(server, (p) => p.made_to_order === 'false' && p.variants.some(fits));
  const variant = product.variants.find(fits)!;
  await setStock(server, product.id, 40);
  piece = { sku: product.sku, variant: variant.id, quantity: 1 };
  price = variant.offerprice;
});
afterAll(() => server?.stop());

const db = () => server.services.database.db;
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db(), query);

/** 11 instalments of ₹1,000 paid on their due days: the plan's value is ₹11,700 (the gift ₹700). */
const VALUE = 11_700;

/** A plan of the member's started `daysAgo` India days ago with every instalment paid on its due day; answers its id. */
async function planStarted(userId: number, daysAgo: number, paidCount = 11): Promise<string> {
  const planId = planIdFromBytes(randomBytes(8));
  const [plan] = await rows<{ id: number }>(
    sql`INSERT INTO savings_plans (plan_id, user_id, status, monthly_amount, date_of_birth, nominee_name, nominee_relation, nominee_age, started_on)
        VALUES (${planId}, ${userId}, 'active', 1000, '1990-08-15', 'Lakshmi Rao', 'Mother', 58,
                (now() AT TIME ZONE 'Asia/Kolkata')::date - ${daysAgo}::int) RETURNING id`,
  );
  for (let n = 1; n <= paidCount; n++)
    await db().execute(
      sql`INSERT INTO savings_instalments (plan_ref, n, amount, provider_order_id, provider_payment_id, receipt_no, paid_on)
          SELECT ${plan!.id}, ${n}, 1000, ${`order_t${planId}${n}`}, ${`pay_t${planId}${n}`}, ${`${planId}-${String(n).padStart(2, '0')}`},
                 started_on + ${(n - 1) * 30}::int FROM savings_plans WHERE id = ${plan!.id}`,
    );
  return planId;
}

/** A member with a matured plan (day 335 of 360) and a draft of the piece with details, address and cash on delivery. */
async function memberReady(pieces: CartPiece[] = [piece]) {
  const member = await registerPerson(server);
  const planId = await planStarted(member.session.user_id, 335);
  const phone = uniquePhone();
  const calls = await readyDraft(member.auth, pieces, phone);
  return { member, planId, phone, calls };
}

async function readyDraft(auth: Record<string, string>, pieces: CartPiece[], phone: string) {
  const calls = checkoutCalls(server, await cartWith(server, pieces), auth);
  for (const step of [
    () => calls.user({ ...CONTACT, phone }),
    () => calls.ship(ADDRESS),
    () => calls.pay('payment_on_delivery'),
  ])
    expect((await step()).status).toBe(200);
  return calls;
}

const setPlan = (calls: ReturnType<typeof checkoutCalls>, planId: string) =>
  calls.call('virtual_order_set_savings_plan', { plan_id: planId });

const planRow = async (planId: string) =>
  (await rows<{ status: string }>(sql`SELECT status FROM savings_plans WHERE plan_id = ${planId}`))[0]!;
const redemptions = (planId: string) =>
  rows<{ state: string; amount: number; order_id: string }>(
    sql`SELECT r.state, r.amount, o.order_id FROM savings_redemptions r JOIN orders o ON o.id = r.order_ref
         JOIN savings_plans p ON p.id = r.plan_ref WHERE p.plan_id = ${planId} ORDER BY r.id`,
  );

/** Generates and confirms a cash-on-delivery order; answers its id. */
async function placeOrder(calls: ReturnType<typeof checkoutCalls>, phone: string, userId: number) {
  const generated = await calls.generate({ user_id: userId });
  expect(generated.status, JSON.stringify(generated.body)).toBe(200);
  const orderId = generated.body.message.order.order_id as string;
  expect((await calls.confirm(orderId, await latestCode(server, phone))).status).toBe(200);
  return orderId;
}

describe('virtual_order_set_savings_plan and clear', () => {
  it('takes the whole value off the total, then comes off again', async () => {
    const { planId, calls } = await memberReady();
    const set = await setPlan(calls, planId.toLowerCase());
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const order = set.body.message.order;
    expect(order.applied_savings_plan).toEqual({
      plan_id: planId,
      status: 'matured',
      redemption_value: VALUE,
      amount: VALUE,
      problem: null,
    });
    expect(order.summery).toMatchObject({ savings_plan: VALUE, redeems: 0, payable_amount: price - VALUE });

    const cleared = await calls.call('virtual_order_clear_savings_plan');
    expect(cleared.status).toBe(200);
    expect(cleared.body.message.order.applied_savings_plan).toBeNull();
    expect(cleared.body.message.order.summery).toMatchObject({ savings_plan: 0, payable_amount: price });
  });

  it('refuses a plan before its twelfth month with DFE_NOT_MATURED, and writes nothing', async () => {
    const member = await registerPerson(server);
    const planId = await planStarted(member.session.user_id, 320, 11);
    const calls = await readyDraft(member.auth, [piece], uniquePhone());
    const res = await setPlan(calls, planId);
    expect(res.status).toBe(422);
    expect(res.body.message).toMatchObject({ action: false, reason: 'DFE_NOT_MATURED' });
    expect(res.body.message.text).toBe('The plan can be redeemed from its twelfth month.');
    expect((await calls.draft()).body.message.order.applied_savings_plan).toBeNull();
  });

  it("refuses another member's plan as not found, a call without a token, and a malformed id", async () => {
    const { calls } = await memberReady();
    const other = await registerPerson(server);
    const othersPlan = await planStarted(other.session.user_id, 335);
    const res = await setPlan(calls, othersPlan);
    expect(res.status).toBe(404);
    expect(res.body.message.reason).toBe('DFE_PLAN_NOT_FOUND');

    const guest = checkoutCalls(server, await cartWith(server, [piece]));
    const noToken = await setPlan(guest, othersPlan);
    expect(noToken.status).toBe(401);
    expect(noToken.body.message.reason).toBe('DFE_LOGIN_REQUIRED');

    for (const bad of ['', 'DFE123', 'XYZ000000000000', 42]) {
      const malformed = await calls.call('virtual_order_set_savings_plan', { plan_id: bad });
      expect(malformed.status, String(bad)).toBe(400);
    }
    expect((await calls.call('virtual_order_set_savings_plan', {})).status).toBe(400);
  });

  it('refuses an order worth no more than the plan, naming its value', async () => {
    const member = await registerPerson(server);
    // ₹5,000 a month: the plan is worth ₹58,500, more than the piece.
    const planId = planIdFromBytes(randomBytes(8));
    const [plan] = await rows<{ id: number }>(
      sql`INSERT INTO savings_plans (plan_id, user_id, status, monthly_amount, date_of_birth, nominee_name, nominee_relation, nominee_age, started_on)
          VALUES (${planId}, ${member.session.user_id}, 'active', 5000, '1990-08-15', 'Lakshmi Rao', 'Mother', 58,
                  (now() AT TIME ZONE 'Asia/Kolkata')::date - 335) RETURNING id`,
    );
    for (let n = 1; n <= 11; n++)
      await db().execute(
        sql`INSERT INTO savings_instalments (plan_ref, n, amount, provider_order_id, provider_payment_id, receipt_no, paid_on)
            SELECT ${plan!.id}, ${n}, 5000, ${`order_b${planId}${n}`}, ${`pay_b${planId}${n}`}, ${`${planId}-${String(n).padStart(2, '0')}`},
                   started_on + ${(n - 1) * 30}::int FROM savings_plans WHERE id = ${plan!.id}`,
      );
    const calls = await readyDraft(member.auth, [piece], uniquePhone());
    const res = await setPlan(calls, planId);
    if (price > 58_500) return; // the piece found is dearer than this plan: nothing to refuse
    expect(res.status).toBe(422);
    expect(res.body.message.reason).toBe('DFE_ORDER_BELOW_VALUE');
    expect(res.body.message.text).toContain('₹58,500');
  });

  it('never puts a plan and a gift card on one order', async () => {
    const { planId, calls } = await memberReady();
    expect((await setPlan(calls, planId)).status).toBe(200);
    const card = await calls.call('virtual_order_request_initate_transfer', { code: 'ABCD-EFGH-JKMN-PQRS' });
    expect(card.status).toBe(409);
    expect(card.body.message.reason).toBe('DFE_WITH_GIFT_CARD');
  });
});

describe('the order and the plan', () => {
  it('holds the plan with the order, redeems it when placed, and refuses it afterwards', async () => {
    const { member, planId, phone, calls } = await memberReady();
    expect((await setPlan(calls, planId)).status).toBe(200);
    const generated = await calls.generate({ user_id: member.session.user_id });
    expect(generated.status, JSON.stringify(generated.body)).toBe(200);
    const orderId = generated.body.message.order.order_id as string;
    expect(await redemptions(planId)).toEqual([{ state: 'held', amount: VALUE, order_id: orderId }]);
    expect((await planRow(planId)).status).toBe('active');
    // The code's SMS asks only for what is due.
    const sms = await server.get<{ messages: { text: string }[] }>(`/api/dev/outbox?to=${phone}`);
    expect(sms.body.messages[0]!.text).toContain(`₹${(price - VALUE).toLocaleString('en-IN')}`);

    expect((await calls.confirm(orderId, await latestCode(server, phone))).status).toBe(200);
    expect(await redemptions(planId)).toEqual([{ state: 'redeemed', amount: VALUE, order_id: orderId }]);
    expect((await planRow(planId)).status).toBe('redeemed');
    const [order] = await rows<{ savings_plan_amount: number; amount: number }>(
      sql`SELECT savings_plan_amount, amount FROM orders WHERE order_id = ${orderId}`,
    );
    expect(order).toEqual({ savings_plan_amount: VALUE, amount: price });

    const again = await readyDraft(member.auth, [piece], phone);
    const res = await setPlan(again, planId);
    expect(res.status).toBe(409);
    expect(res.body.message.reason).toBe('DFE_PLAN_REDEEMED');
  });

  it('a cancelled order gives the plan back, once', async () => {
    const { member, planId, phone, calls } = await memberReady();
    expect((await setPlan(calls, planId)).status).toBe(200);
    const orderId = await placeOrder(calls, phone, member.session.user_id);
    expect((await planRow(planId)).status).toBe('redeemed');
    const cancel = () => server.post('order/cancel', { order_id: orderId, reason: 'other' }, member.auth);
    expect((await cancel()).status).toBe(200);
    expect((await planRow(planId)).status).toBe('active');
    expect(await redemptions(planId)).toEqual([{ state: 'returned', amount: VALUE, order_id: orderId }]);
    await cancel();
    expect(await redemptions(planId)).toHaveLength(1);
    // Matured still: it pays another order.
    const next = await readyDraft(member.auth, [piece], phone);
    expect((await setPlan(next, planId)).body.message.order.summery.savings_plan).toBe(VALUE);
  });

  it('a cancelled order gives the plan back beside a plan enrolled since, and it pays again', async () => {
    const { member, planId, phone, calls } = await memberReady();
    expect((await setPlan(calls, planId)).status).toBe(200);
    const orderId = await placeOrder(calls, phone, member.session.user_id);
    const newPlan = await planStarted(member.session.user_id, 10, 1); // enrolled after redeeming
    const cancel = await server.post('order/cancel', { order_id: orderId, reason: 'other' }, member.auth);
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect((await planRow(planId)).status).toBe('active');
    expect((await planRow(newPlan)).status).toBe('active');
    const next = await readyDraft(member.auth, [piece], phone);
    expect((await setPlan(next, planId)).body.message.order.summery.savings_plan).toBe(VALUE);
    // Still one plan being paid into: enrolling a third is refused.
    const third = await server.post(
      'dfe/plans',
      {
        monthly_amount: 1_000,
        date_of_birth: '1990-08-15',
        nominee: { name: 'A B', relation: 'Son', age: 20 },
        accept_terms: true,
      },
      member.auth,
    );
    expect(third.status).toBe(409);
  });

  it('an unpaid order replaced or cleared gives its hold back', async () => {
    const { member, planId, calls } = await memberReady();
    expect((await setPlan(calls, planId)).status).toBe(200);
    expect((await calls.generate({ user_id: member.session.user_id })).status).toBe(200);
    expect((await calls.call('virtual_order_clear_savings_plan')).status).toBe(200);
    expect((await redemptions(planId)).map((r) => r.state)).toEqual(['released']);
    expect((await planRow(planId)).status).toBe('active');
  });

  it('two orders after one plan at once: one holds it, the other is refused', async () => {
    const { member, planId, calls } = await memberReady();
    // A second cart of the same member, checked out beside the first.
    const second = await readyDraft(member.auth, [piece], uniquePhone());
    expect((await setPlan(calls, planId)).status).toBe(200);
    expect((await setPlan(second, planId)).status).toBe(200);
    const answers = await Promise.all([
      calls.generate({ user_id: member.session.user_id }),
      second.generate({ user_id: member.session.user_id }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body.message.reason).toBe('DFE_PLAN_IN_USE');
    expect((await redemptions(planId)).map((r) => r.state)).toEqual(['held']);
  });

  it('the database refuses a second live redemption of one plan, whatever the application does', async () => {
    const { member, planId, phone, calls } = await memberReady();
    expect((await setPlan(calls, planId)).status).toBe(200);
    await placeOrder(calls, phone, member.session.user_id);
    const [order] = await rows<{ id: number }>(sql`SELECT id FROM orders ORDER BY id DESC LIMIT 1`);
    await expect(
      db().execute(
        sql`INSERT INTO savings_redemptions (plan_ref, order_ref, amount)
            SELECT id, ${order!.id}, 100 FROM savings_plans WHERE plan_id = ${planId}`,
      ),
    ).rejects.toThrow();
  });
});
