// The savings plan's reminder pass against a real server and database: a member whose next
// instalment is due in three days gets one mail and one SMS naming the amount, the day and the
// passbook's link; a second pass (or two at once) sends nothing more; a plan not near a due day, a
// paid-ahead one and a redeemed one get nothing.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { backdatePlan, memberWithPlan as withPlan } from '../support/savings.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 5 });
});
afterAll(() => server?.stop());

const db = () => server.services.database.db;

const memberWithPlan = async (monthly?: number) => {
  const { planId, person } = await withPlan(server, monthly);
  return { planId, email: person.email, phone: person.phone };
};
const backdate = (planId: string, days: number) => backdatePlan(server, planId, days);

const messagesTo = async (to: string) =>
  (await server.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).body.messages as {
    channel: string;
    subject: string | null;
    text: string;
  }[];
const reminders = async (to: string) =>
  (await messagesTo(to)).filter((m) => /gentle reminder|plan instalment of/.test(m.text));

describe('the instalment reminder', () => {
  it('is sent once, by mail and SMS, three days before the due day', async () => {
    const due = await memberWithPlan(125_000);
    await backdate(due.planId, 27); // instalment 2 is due in 3 days
    const far = await memberWithPlan(2_000);
    await backdate(far.planId, 20); // due in 10 days

    const first = await server.services.savingsReminders.pass();
    expect(first.reminded).toBeGreaterThanOrEqual(1);
    const sent = await reminders(due.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toContain('₹1,25,000');
    expect(sent[0]!.text).toContain(`instalment 2 of 11 of your Diamond for Everyone plan ${due.planId}`);
    expect(sent[0]!.text).toContain('/my-savings-plan');
    const sms = (await reminders(due.phone)).filter((m) => m.channel === 'sms');
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toMatch(/₹1,25,000 is due on \d{1,2} \w{3} \d{4}/);

    await Promise.all([server.services.savingsReminders.pass(), server.services.savingsReminders.pass()]);
    expect(await reminders(due.email)).toHaveLength(1);
    expect(await reminders(due.phone)).toHaveLength(1);
    expect(await reminders(far.email)).toEqual([]);
    const [row] = await queryRows<{ n: number }>(
      db(),
      sql`SELECT n FROM savings_reminders WHERE plan_ref = (SELECT id FROM savings_plans WHERE plan_id = ${due.planId})`,
    );
    expect(row!.n).toBe(2);
  });

  it('is not sent for a redeemed or closed plan', async () => {
    const plan = await memberWithPlan(3_000);
    await backdate(plan.planId, 28);
    await db().execute(sql`UPDATE savings_plans SET status = 'closed' WHERE plan_id = ${plan.planId}`);
    await server.services.savingsReminders.pass();
    expect(await reminders(plan.email)).toEqual([]);
  });
});
