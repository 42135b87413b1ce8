// The back office's savings plans against a real server and database: who may read them, finding a
// plan by its id, the member's email, mobile or name, the status tabs and the overdue filter with
// their counts, a plan's passbook with its payments, and each bad input.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { registerPerson } from '../support/accounts.ts';
import { staffSession } from '../support/staff.ts';
import { backdatePlan, memberWithPlan as withPlan } from '../support/savings.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let orders: Awaited<ReturnType<typeof staffSession>>;
let support: Awaited<ReturnType<typeof staffSession>>;
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 10 });
  [orders, support] = [await staffSession(server, 'orders'), await staffSession(server, 'support')];
});
afterAll(() => server?.stop());

const db = () => server.services.database.db;

/** A member with a plan whose first instalment is paid through the local card double. */
const memberWithPlan = (monthly?: number) => withPlan(server, monthly);
const backdate = (planId: string, days: number) => backdatePlan(server, planId, days);

const list = async (query: string, auth = orders.auth) => {
  const res = await server.get(`/api/admin/savings-plans?${query}`, auth);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as {
    plans: {
      plan_id: string;
      status: string;
      next_due_on: string | null;
      days_late: number;
      member: { email: string };
    }[];
    total: number;
    counts: Record<string, number>;
  };
};

describe('who may use the savings desk', () => {
  it('answers 401 without a token and 403 to a customer and to catalogue; orders and support read', async () => {
    const { planId, auth: customer } = await memberWithPlan();
    const catalogue = await staffSession(server, 'catalogue');
    for (const [headers, expected] of [
      [{}, 401],
      [customer, 403],
      [catalogue.auth, 403],
      [orders.auth, 200],
      [support.auth, 200],
    ] as const) {
      expect((await server.get('/api/admin/savings-plans', headers)).status).toBe(expected);
      expect((await server.get(`/api/admin/savings-plans/${planId}`, headers)).status).toBe(expected);
    }
  });
});

describe('finding a plan', () => {
  it('finds it by plan id, email, mobile and a part of the name', async () => {
    const { planId, person } = await memberWithPlan();
    const p = person;
    for (const q of [planId.toLowerCase(), p.email.toUpperCase(), `+91 ${p.phone}`, `${p.first_name} ${p.last_name}`]) {
      expect(
        (await list(`q=${encodeURIComponent(q)}`)).plans.map((x) => x.plan_id),
        q,
      ).toContain(planId);
    }
    expect((await list('q=nobody%20by%20that%20name')).total).toBe(0);
  });

  it('filters by status and by an overdue instalment, with the counts under the search', async () => {
    const onTime = await memberWithPlan();
    const behind = await memberWithPlan();
    const matured = await memberWithPlan();
    await backdate(behind.planId, 40); // the second instalment was due 10 days ago
    await backdate(matured.planId, 335);
    const ids = (x: { plans: { plan_id: string }[] }) => x.plans.map((p) => p.plan_id);

    const overdue = await list('due=overdue');
    expect(ids(overdue)).toContain(behind.planId);
    expect(ids(overdue)).not.toContain(onTime.planId);
    expect(ids(overdue)).not.toContain(matured.planId); // matured: nothing more is paid into it
    const row = overdue.plans.find((p) => p.plan_id === behind.planId)!;
    expect(row.days_late).toBe(10);

    expect(ids(await list('status=matured'))).toContain(matured.planId);
    expect(ids(await list('status=active'))).not.toContain(matured.planId);
    expect(ids(await list(`status=active&due=overdue&q=${behind.planId}`))).toEqual([behind.planId]);

    const counted = await list(`q=${encodeURIComponent(behind.person.email)}`);
    expect(counted.counts).toMatchObject({ all: 1, active: 1, overdue: 1 });
    expect(counted.total).toBe(1);
  });

  it('names each bad filter', async () => {
    const res = await server.get('/api/admin/savings-plans?status=late&page=0&due=soon&q=a', orders.auth);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['due', 'page', 'q', 'status']);
    expect((await server.get('/api/admin/savings-plans?page=abc', orders.auth)).status).toBe(400);
  });
});

describe("a plan's passbook", () => {
  it('shows the instalments with receipts and payment ids, the member and the rules’ figures', async () => {
    const { planId, person } = await memberWithPlan(3_000);
    const res = await server.get(`/api/admin/savings-plans/${planId.toLowerCase()}`, support.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const plan = res.body.plan;
    expect(plan.member.email).toBe((person as { email: string }).email);
    expect(plan.instalments).toHaveLength(11);
    expect(plan.instalments[0]).toMatchObject({ n: 1, amount: 3_000, receipt_no: `${planId}-01` });
    expect(plan.payments).toEqual([
      expect.objectContaining({ n: 1, receipt_no: `${planId}-01`, payment_id: expect.stringMatching(/^pay_/) }),
    ]);
    expect(plan).toMatchObject({ status: 'active', saved: 3_000, gift_earned: 0, redemption_value: 3_000 });
    expect(res.body.redemption).toBeNull();
    expect(res.body.audit).toEqual([]);
  });

  it('answers 404 for an unknown plan and 400 for what is not a plan id', async () => {
    const unknown = await server.get('/api/admin/savings-plans/DFE000000000000', orders.auth);
    expect(unknown.status).toBe(404);
    expect(unknown.body.reason).toBe('PLAN_NOT_FOUND');
    const bad = await server.get('/api/admin/savings-plans/12', orders.auth);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('plan_id');
  });
});

// The rows the desk counts match what is stored (an abandoned enrolment is left out).
it('leaves abandoned enrolments out of the list', async () => {
  const member = await registerPerson(server);
  const body = {
    monthly_amount: 2_000,
    date_of_birth: '1991-01-01',
    nominee: { name: 'A B', relation: 'Son', age: 20 },
    accept_terms: true,
  };
  const first = await server.post('dfe/plans', body, member.auth);
  await server.post('dfe/plans', body, member.auth); // replaces the unpaid first enrolment
  const [row] = await queryRows<{ status: string }>(
    db(),
    sql`SELECT status FROM savings_plans WHERE plan_id = ${first.body.plan.plan_id}`,
  );
  expect(row!.status).toBe('abandoned');
  expect((await list(`q=${first.body.plan.plan_id}`)).total).toBe(0);
});
