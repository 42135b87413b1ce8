// /admin/savings-plans/:planId (owner, orders, support): one plan as staff answer a member's call:
// its status, what is saved, the gift and what the plan buys (the plan's rules, from the server),
// the member and nominee, every instalment with its due and paid days, receipt and card payment id,
// the order that applied it at checkout, and the plan's audit entries. Read-only.
import { useParams } from 'react-router';
import { Link } from '../../lib/link';
import { formatINR } from '../../../domain/money/inr';
import type { SavingsDeskPlanAnswer } from '../../../domain/savings/desk-schemas';
import { AdminError } from '../../components/admin/admin-error';
import { AdminTable, type AdminColumn } from '../../components/admin/admin-table';
import { giftMoment } from '../../components/admin/gift-card-labels';
import { PLAN_STATUS_TEXT, planDay } from '../../components/savings/plan-texts';
import { AdminBack } from '../../components/admin/admin-back';
import { useAdminRecord } from '../../components/admin/use-admin-record';
import { ADMIN_HEADERS, adminMeta } from './admin-layout';

export const headers = () => ADMIN_HEADERS;
export const meta = adminMeta('Savings plan');

type Plan = SavingsDeskPlanAnswer['plan'];
type Line = Plan['instalments'][number] & { payment_id: string | null };

const REDEMPTION_TEXT = {
  held: 'Held by an unpaid order',
  redeemed: 'Redeemed',
  released: 'Released (the order was not paid)',
  returned: 'Given back (the order was cancelled)',
} as const;

const LINE_COLUMNS: AdminColumn<Line>[] = [
  { key: 'n', header: 'No.', numeric: true, cell: (l) => l.n },
  { key: 'due', header: 'Due', cell: (l) => planDay(l.due_on) || '—' },
  { key: 'paid', header: 'Paid', cell: (l) => (l.paid_on ? planDay(l.paid_on) : 'Not paid') },
  { key: 'amount', header: 'Amount', numeric: true, cell: (l) => formatINR(l.amount) },
  { key: 'receipt', header: 'Receipt', cell: (l) => l.receipt_no ?? '—' },
  { key: 'payment', header: 'Payment id', wide: true, cell: (l) => l.payment_id ?? '—' },
];

export default function AdminSavingsPlan() {
  const { planId = '' } = useParams();
  const { data: answer, error } = useAdminRecord<SavingsDeskPlanAnswer>(
    `admin/savings-plans/${encodeURIComponent(planId)}`,
  );

  const plan = answer?.plan;
  const paymentOf = new Map(plan?.payments.map((p) => [p.n, p.payment_id]) ?? []);
  const lines: Line[] = plan?.instalments.map((l) => ({ ...l, payment_id: paymentOf.get(l.n) ?? null })) ?? [];
  const redemption = answer?.redemption;

  return (
    <>
      <AdminBack to="/admin/savings-plans">Savings plans</AdminBack>
      <h1>
        Savings plan {plan?.plan_id ?? ''}{' '}
        {plan ? <span className="admin-pill">{PLAN_STATUS_TEXT[plan.status]}</span> : null}
      </h1>
      <AdminError>{error}</AdminError>
      {plan ? (
        <>
          <dl className="admin-facts">
            <dt>Member</dt>
            <dd>
              {plan.member.name} · {plan.member.mobile} · {plan.member.email}
            </dd>
            <dt>Monthly</dt>
            <dd>{formatINR(plan.monthly_amount)}</dd>
            <dt>Saved</dt>
            <dd>
              {formatINR(plan.saved)} ({plan.paid_count} of 11 paid)
            </dd>
            <dt>Gift</dt>
            <dd>
              {plan.gift_lost
                ? 'Lost: an instalment was more than 60 days late'
                : plan.gift_earned > 0
                  ? `${formatINR(plan.gift_earned)} earned`
                  : 'Earned when all 11 are paid'}
            </dd>
            <dt>Redemption value</dt>
            <dd>{formatINR(plan.redemption_value)}</dd>
            <dt>Started</dt>
            <dd>{planDay(plan.started_on) || 'Not yet (first instalment unpaid)'}</dd>
            <dt>Matures</dt>
            <dd>{plan.matures_on ? `${planDay(plan.matures_on)}, closes ${planDay(plan.closes_on)}` : '—'}</dd>
            {plan.next_instalment ? (
              <>
                <dt>Next instalment</dt>
                <dd>
                  No. {plan.next_instalment.n}, due {planDay(plan.next_instalment.due_on)}
                  {plan.next_instalment.days_late > 0 ? ` (${plan.next_instalment.days_late} days late)` : ''}
                </dd>
              </>
            ) : null}
            <dt>Nominee</dt>
            <dd>
              {plan.nominee.name} ({plan.nominee.relation}, {plan.nominee.age})
            </dd>
            {redemption ? (
              <>
                <dt>Redemption</dt>
                <dd>
                  {REDEMPTION_TEXT[redemption.state]}: {formatINR(redemption.amount)} on order{' '}
                  <Link to={`/admin/orders/${redemption.order_id}`}>{redemption.order_id}</Link>
                </dd>
              </>
            ) : null}
          </dl>
          <h2>Passbook</h2>
          <AdminTable
            caption="Passbook"
            columns={LINE_COLUMNS}
            rows={lines}
            rowKey={(l) => String(l.n)}
            empty="No instalments."
          />
          {answer.audit.length > 0 ? (
            <section className="admin-panel" aria-labelledby="plan-audit">
              <h2 id="plan-audit">Audit</h2>
              <ul>
                {answer.audit.map((a) => (
                  <li key={`${a.at}-${a.action}`}>
                    <time dateTime={a.at}>{giftMoment(a.at)}</time> · {a.staff ?? 'system'} · {a.action}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      ) : null}
    </>
  );
}
