// Savings plans for the tests: a new member with a plan whose first instalment is paid through the
// local card double, and a plan moved back in time (as if it had started that much earlier).
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { registerPerson } from './accounts.ts';
import type { TestServer } from './test-server.ts';

export async function memberWithPlan(server: TestServer, monthly = 5_000) {
  const member = await registerPerson(server);
  const enrolled = await server.post(
    'dfe/plans',
    {
      monthly_amount: monthly,
      date_of_birth: '1990-08-15',
      nominee: { name: 'Lakshmi Rao', relation: 'Mother', age: 58 },
      accept_terms: true,
    },
    member.auth,
  );
  expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(201);
  const planId = enrolled.body.plan.plan_id as string;
  const paid = await server.post(`../payments/local/${enrolled.body.payment_data.order_id}/pay`, {
    outcome: 'success',
  });
  const confirmed = await server.post(
    `dfe/plans/${planId}/instalments/confirm`,
    { confirmation: paid.body },
    member.auth,
  );
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  const person = member.person as { email: string; phone: string; first_name: string; last_name: string };
  return { ...member, person, planId };
}

/** Moves a plan back in time by `days`: its start and its payments. */
export async function backdatePlan(server: TestServer, planId: string, days: number) {
  const db = server.services.database.db;
  await db.execute(sql`UPDATE savings_plans SET started_on = started_on - ${days}::int WHERE plan_id = ${planId}`);
  await db.execute(
    sql`UPDATE savings_instalments SET paid_on = paid_on - ${days}::int WHERE plan_ref = (SELECT id FROM savings_plans WHERE plan_id = ${planId})`,
  );
}
