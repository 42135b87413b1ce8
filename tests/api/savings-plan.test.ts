// The Diamond for Everyone savings plan against a real server and database (docs/api.md "Savings plan"):
// enrol and pay the first instalment through the local card double, the passbook, the next instalment
// once it is due, each refusal and bad input, the signed reply and the webhook recording an
// instalment once, a second plan refused, and a payment for a replaced enrolment refunded.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { webhookSignature } from '../../server/payments/signatures.ts';
import { registerPerson } from '../support/accounts.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 20 });
});
afterAll(() => server?.stop());

const db = () => server.services.database.db;
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db(), query);

const enrolBody = (over: Record<string, unknown> = {}) => ({
  monthly_amount: 5_000,
  date_of_birth: '1990-08-15',
  nominee: { name: 'Lakshmi Rao', relation: 'Mother', age: 58 },
  pan: 'abcde1234f',
  accept_terms: true,
  ...over,
});

async function member() {
  const { auth, session } = await registerPerson(server);
  return { auth, session };
}

/** Pays a card window in the local double; answers the signed reply the window hands back. */
async function payWindow(orderId: string) {
  const paid = await server.post(`../payments/local/${orderId}/pay`, { outcome: 'success' });
  expect(paid.status).toBe(200);
  return paid.body as { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
}

async function enrolAndPay(auth: Record<string, string>, over: Record<string, unknown> = {}) {
  const enrolled = await server.post('dfe/plans', enrolBody(over), auth);
  expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(201);
  const planId = enrolled.body.plan.plan_id as string;
  const reply = await payWindow(enrolled.body.payment_data.order_id);
  const confirmed = await server.post(`dfe/plans/${planId}/instalments/confirm`, { confirmation: reply }, auth);
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { planId, reply, enrolled, confirmed };
}

const webhook = (paymentId: string, orderId: string, amountPaise: number) => {
  const event = JSON.stringify({
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, order_id: orderId, amount: amountPaise, status: 'captured' } } },
  });
  return fetch(`${server.baseUrl}/api/webhooks/razorpay`, {
    method: 'POST',
    body: event,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': webhookSignature(event, server.services.env.RAZORPAY_WEBHOOK_SECRET),
      'x-razorpay-event-id': `evt_test_${paymentId}_${Math.random()}`,
    },
  });
};

/** Moves a plan back in time by `days`: its start and its payments, as if they were made earlier. */
async function backdate(planId: string, days: number) {
  await db().execute(sql`UPDATE savings_plans SET started_on = started_on - ${days}::int WHERE plan_id = ${planId}`);
  await db().execute(
    sql`UPDATE savings_instalments SET paid_on = paid_on - ${days}::int WHERE plan_ref = (SELECT id FROM savings_plans WHERE plan_id = ${planId})`,
  );
}

const instalmentCount = async (planId: string) =>
  (
    await rows<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM savings_instalments WHERE plan_ref = (SELECT id FROM savings_plans WHERE plan_id = ${planId})`,
    )
  )[0]!.count;

describe('enrolling and paying the first instalment', () => {
  it('starts pending with the card window, is active once paid, and shows the passbook', async () => {
    const { auth } = await member();
    const enrolled = await server.post('dfe/plans', enrolBody(), auth);
    expect(enrolled.status).toBe(201);
    expect(enrolled.body).toMatchObject({
      success: true,
      plan: { status: 'pending', monthly_amount: 5_000, saved: 0, started_on: null },
      payment_data: { provider: 'local', amount: 500_000, currency: 'INR' },
    });
    expect(enrolled.body.plan.plan_id).toMatch(/^DFE[0-9A-Z]{12}$/);
    const planId = enrolled.body.plan.plan_id;
    const reply = await payWindow(enrolled.body.payment_data.order_id);
    const confirmed = await server.post(`dfe/plans/${planId}/instalments/confirm`, { confirmation: reply }, auth);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      n: 1,
      receipt_no: `${planId}-01`,
      plan: { status: 'active', saved: 5_000 },
    });

    const book = await server.get(`/api/dfe/plans/${planId}`, auth);
    expect(book.status).toBe(200);
    const plan = book.body.plan;
    expect(plan.instalments).toHaveLength(11);
    expect(plan.instalments[0]).toMatchObject({ n: 1, amount: 5_000, receipt_no: `${planId}-01` });
    expect(plan.instalments[0].paid_on).toBe(plan.started_on);
    expect(plan.instalments[1]).toMatchObject({ n: 2, paid_on: null, receipt_no: null });
    expect(plan).toMatchObject({ saved: 5_000, gift_earned: 0, redemption_value: 5_000, paid_count: 1 });
    expect(plan.matures_on > plan.started_on).toBe(true);
    expect(plan.next_instalment).toMatchObject({ n: 2, payable: false, days_late: 0 });

    const list = await server.get('/api/dfe/plans', auth);
    expect(list.status).toBe(200);
    expect(list.body.plan.plan_id).toBe(planId);
    expect(list.body.plans).toHaveLength(1);
    // The receipt went to the member's mail.
    const mails = await rows<{ subject: string }>(
      sql`SELECT subject FROM outbox_messages WHERE subject LIKE ${`Receipt ${planId}-01%`}`,
    );
    expect(mails).toHaveLength(1);
  });

  it('records the instalment once when the signed reply and the webhook both arrive', async () => {
    const { auth } = await member();
    const { planId, reply } = await enrolAndPay(auth);
    const again = await server.post(`dfe/plans/${planId}/instalments/confirm`, { confirmation: reply }, auth);
    expect(again.status).toBe(200);
    expect(again.body.receipt_no).toBe(`${planId}-01`);
    const hook = await webhook(reply.razorpay_payment_id, reply.razorpay_order_id, 500_000);
    expect(hook.status).toBe(200);
    expect(await instalmentCount(planId)).toBe(1);
    const refunds = await rows<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM payment_refunds r JOIN payments p ON p.id = r.payment_id WHERE p.provider_payment_id = ${reply.razorpay_payment_id}`,
    );
    expect(refunds[0]!.count).toBe(0);
  });

  it('the webhook alone makes the plan active when the reply never comes', async () => {
    const { auth } = await member();
    const enrolled = await server.post('dfe/plans', enrolBody({ monthly_amount: 2_000 }), auth);
    const reply = await payWindow(enrolled.body.payment_data.order_id);
    const hook = await webhook(reply.razorpay_payment_id, reply.razorpay_order_id, 200_000);
    expect(await hook.json()).toMatchObject({ status: 'handled' });
    const book = await server.get(`/api/dfe/plans/${enrolled.body.plan.plan_id}`, auth);
    expect(book.body.plan).toMatchObject({ status: 'active', saved: 2_000, paid_count: 1 });
  });

  it('refuses a reply whose signature does not match', async () => {
    const { auth } = await member();
    const enrolled = await server.post('dfe/plans', enrolBody(), auth);
    const reply = await payWindow(enrolled.body.payment_data.order_id);
    const res = await server.post(
      `dfe/plans/${enrolled.body.plan.plan_id}/instalments/confirm`,
      { confirmation: { ...reply, razorpay_signature: 'f'.repeat(64) } },
      auth,
    );
    expect(res.status).toBe(400);
    expect(res.body.reason).toBe('DFE_PAYMENT_FAILED');
  });
});

describe('the next instalment', () => {
  it('is refused before it is due, then paid from 5 days before its due day', async () => {
    const { auth } = await member();
    const { planId } = await enrolAndPay(auth);
    const early = await server.post(`dfe/plans/${planId}/instalments`, {}, auth);
    expect(early.status).toBe(409);
    expect(early.body.reason).toBe('DFE_NOT_DUE');
    expect(early.body.message).toMatch(/^Instalment 2 is due on \d+ \w+ \d{4}; you can pay it from /);

    await backdate(planId, 25);
    const opened = await server.post(`dfe/plans/${planId}/instalments`, {}, auth);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ n: 2, payment_data: { amount: 500_000 } });
    const reply = await payWindow(opened.body.payment_data.order_id);
    const confirmed = await server.post(`dfe/plans/${planId}/instalments/confirm`, { confirmation: reply }, auth);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ n: 2, receipt_no: `${planId}-02`, plan: { saved: 10_000, paid_count: 2 } });
    expect(confirmed.body.plan.instalments[1].paid_on).not.toBeNull();
  });

  it('a second payment of the same instalment is refunded in full, the instalment recorded once', async () => {
    const { auth } = await member();
    const { planId } = await enrolAndPay(auth);
    await backdate(planId, 30);
    const first = await server.post(`dfe/plans/${planId}/instalments`, {}, auth);
    const second = await server.post(`dfe/plans/${planId}/instalments`, {}, auth);
    const replyA = await payWindow(first.body.payment_data.order_id);
    const replyB = await payWindow(second.body.payment_data.order_id);
    expect((await server.post(`dfe/plans/${planId}/instalments/confirm`, { confirmation: replyA }, auth)).status).toBe(
      200,
    );
    const twice = await server.post(`dfe/plans/${planId}/instalments/confirm`, { confirmation: replyB }, auth);
    expect(twice.status).toBe(400);
    expect(twice.body.reason).toBe('DFE_PAYMENT_FAILED');
    expect(await instalmentCount(planId)).toBe(2);
    const refunded = await rows<{ amount: number }>(
      sql`SELECT r.amount FROM payment_refunds r JOIN payments p ON p.id = r.payment_id WHERE p.provider_payment_id = ${replyB.razorpay_payment_id}`,
    );
    expect(refunded).toEqual([{ amount: 500_000 }]);
  });

  it('answers 409 DFE_NOTHING_DUE once the plan has matured', async () => {
    const { auth } = await member();
    const { planId } = await enrolAndPay(auth);
    await backdate(planId, 330);
    const res = await server.post(`dfe/plans/${planId}/instalments`, {}, auth);
    expect(res.status).toBe(409);
    expect(res.body.reason).toBe('DFE_NOTHING_DUE');
    const book = await server.get(`/api/dfe/plans/${planId}`, auth);
    expect(book.body.plan).toMatchObject({ status: 'matured', gift_lost: true });
  });
});

describe('refusals', () => {
  it.each<[string, Record<string, unknown>, number, string, string]>([
    ['below ₹1,000', { monthly_amount: 999 }, 422, 'DFE_AMOUNT_INVALID', 'monthly_amount'],
    ['not a multiple of ₹1,000', { monthly_amount: 1_500 }, 422, 'DFE_AMOUNT_INVALID', 'monthly_amount'],
    ['a minor member', { date_of_birth: '2015-01-01' }, 422, 'DFE_AGE_INVALID', 'date_of_birth'],
    [
      'a minor nominee',
      { nominee: { name: 'Anu Rao', relation: 'Son', age: 12 } },
      422,
      'DFE_AGE_INVALID',
      'nominee.age',
    ],
    ['terms not accepted', { accept_terms: false }, 400, 'INVALID_INPUT', 'accept_terms'],
    ['a date of birth that is not a day', { date_of_birth: '1990-02-30' }, 400, 'INVALID_INPUT', 'date_of_birth'],
    ['a malformed PAN', { pan: '12345' }, 400, 'INVALID_INPUT', 'pan'],
    ['whole rupees only', { monthly_amount: 1_000.5 }, 400, 'INVALID_INPUT', 'monthly_amount'],
    ['a missing nominee', { nominee: undefined }, 400, 'INVALID_INPUT', 'nominee'],
  ])('%s', async (_name, over, status, reason, field) => {
    const { auth } = await member();
    const res = await server.post('dfe/plans', enrolBody(over), auth);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ success: false, reason });
    expect(Object.keys(res.body.fields ?? {}).some((k) => k.startsWith(field))).toBe(true);
  });

  it('is for members only', async () => {
    expect((await server.post('dfe/plans', enrolBody())).status).toBe(401);
    expect((await server.get('/api/dfe/plans')).status).toBe(401);
  });

  it('refuses a second plan while one is active', async () => {
    const { auth } = await member();
    await enrolAndPay(auth);
    const second = await server.post('dfe/plans', enrolBody({ monthly_amount: 3_000 }), auth);
    expect(second.status).toBe(409);
    expect(second.body.reason).toBe('DFE_PLAN_EXISTS');
  });

  it("answers 404 for another member's plan and 400 for a malformed plan id", async () => {
    const owner = await member();
    const { planId } = await enrolAndPay(owner.auth);
    const other = await member();
    const res = await server.get(`/api/dfe/plans/${planId}`, other.auth);
    expect(res.status).toBe(404);
    expect(res.body.reason).toBe('DFE_PLAN_NOT_FOUND');
    expect((await server.post(`dfe/plans/${planId}/instalments`, {}, other.auth)).status).toBe(404);
    expect((await server.get('/api/dfe/plans/not-a-plan', owner.auth)).status).toBe(400);
  });

  it('replaces an unpaid enrolment, and refunds a payment made for it afterwards', async () => {
    const { auth } = await member();
    const first = await server.post('dfe/plans', enrolBody(), auth);
    const second = await server.post('dfe/plans', enrolBody({ monthly_amount: 2_000 }), auth);
    expect(second.status).toBe(201);
    const list = await server.get('/api/dfe/plans', auth);
    expect(list.body.plans).toHaveLength(1);
    expect(list.body.plan.plan_id).toBe(second.body.plan.plan_id);
    const reply = await payWindow(first.body.payment_data.order_id);
    const res = await server.post(
      `dfe/plans/${first.body.plan.plan_id}/instalments/confirm`,
      { confirmation: reply },
      auth,
    );
    expect(res.status).toBe(400);
    expect(res.body.reason).toBe('DFE_PAYMENT_FAILED');
    // The provider's word for it afterwards changes nothing: one refund, in full.
    await webhook(reply.razorpay_payment_id, reply.razorpay_order_id, 500_000);
    const refunded = await rows<{ amount: number; reason: string }>(
      sql`SELECT r.amount, r.reason FROM payment_refunds r JOIN payments p ON p.id = r.payment_id WHERE p.provider_payment_id = ${reply.razorpay_payment_id}`,
    );
    expect(refunded).toEqual([{ amount: 500_000, reason: `plan_not_open: ${first.body.plan.plan_id}` }]);
  });

  it('lets one of two enrolments at once through', async () => {
    const { auth } = await member();
    const both = await Promise.all([
      server.post('dfe/plans', enrolBody(), auth),
      server.post('dfe/plans', enrolBody(), auth),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual(expect.arrayContaining([201]));
    const live = await rows<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM savings_plans p JOIN savings_payment_windows w ON w.plan_ref = p.id WHERE p.status IN ('pending', 'active') AND p.user_id = (SELECT user_id FROM savings_plans WHERE plan_id = ${both.find((r) => r.status === 201)!.body.plan.plan_id})`,
    );
    expect(live[0]!.count).toBe(1);
  });
});

describe('the calls', () => {
  it('are in the OpenAPI document with their reasons', async () => {
    const doc = (await server.get('/api/openapi.json')).body;
    expect(doc.paths['/api/dfe/plans'].post).toBeDefined();
    expect(doc.paths['/api/dfe/plans'].get).toBeDefined();
    expect(doc.paths['/api/dfe/plans/{plan_id}'].get).toBeDefined();
    expect(doc.paths['/api/dfe/plans/{plan_id}/instalments'].post).toBeDefined();
    expect(JSON.stringify(doc.paths['/api/dfe/plans'].post)).toContain('DFE_PLAN_EXISTS');
    expect(JSON.stringify(doc.paths['/api/dfe/plans/{plan_id}/instalments/confirm'].post)).toContain(
      'DFE_PAYMENT_FAILED',
    );
  });
});
