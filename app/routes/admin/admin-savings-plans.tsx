// /admin/savings-plans (owner, orders, support): the Diamond for Everyone plans, newest first, by status
// as the member sees it today, with "Overdue" for plans whose next instalment is past its due day;
// search by plan id, the member's email, mobile or name (in the URL, so a search can be shared).
import { Link } from '../../lib/link';
import { formatINR } from '../../../domain/money/inr';
import {
  SAVINGS_DESK_STATUSES,
  type SavingsDeskListAnswer,
  type SavingsDeskRow,
} from '../../../domain/savings/desk-schemas';
import { AdminError } from '../../components/admin/admin-error';
import { AdminTable, type AdminColumn } from '../../components/admin/admin-table';
import { AdminTabs } from '../../components/admin/admin-tabs';
import { DeskSearchForm, DeskText } from '../../components/admin/desk-search-form';
import { useAdminList } from '../../components/admin/use-admin-list';
import { PLAN_STATUS_TEXT, planDay } from '../../components/savings/plan-texts';
import { ADMIN_HEADERS, adminMeta } from './admin-layout';

export const headers = () => ADMIN_HEADERS;
export const meta = adminMeta('Savings plans');

const FILTERS = ['q', 'status', 'due', 'page'] as const;
const NO_PLANS: SavingsDeskListAnswer = { success: true, plans: [], total: 0, page: 1, per_page: 25, counts: {} };

/** The tabs' short words (the rows show the member's). */
const TAB_TEXT = {
  pending: 'Pending',
  active: 'Active',
  matured: 'Matured',
  closed: 'Closed',
  redeemed: 'Redeemed',
} as const;

/** The next instalment's due day, and how late it is. */
const nextDue = (p: SavingsDeskRow) =>
  p.next_due_on === null ? '—' : `${planDay(p.next_due_on)}${p.days_late > 0 ? ` (${p.days_late} days late)` : ''}`;

const COLUMNS: AdminColumn<SavingsDeskRow>[] = [
  { key: 'plan', header: 'Plan', cell: (p) => <Link to={`/admin/savings-plans/${p.plan_id}`}>{p.plan_id}</Link> },
  { key: 'member', header: 'Member', cell: (p) => p.member.name },
  { key: 'mobile', header: 'Mobile', wide: true, cell: (p) => p.member.mobile },
  { key: 'monthly', header: 'Monthly', numeric: true, cell: (p) => formatINR(p.monthly_amount) },
  { key: 'paid', header: 'Paid', numeric: true, cell: (p) => `${p.paid_count} of 11` },
  { key: 'saved', header: 'Saved', numeric: true, wide: true, cell: (p) => formatINR(p.saved) },
  { key: 'next', header: 'Next due', cell: nextDue },
  { key: 'matures', header: 'Matures', wide: true, cell: (p) => planDay(p.matures_on) || '—' },
  { key: 'status', header: 'Status', cell: (p) => <span className="admin-pill">{PLAN_STATUS_TEXT[p.status]}</span> },
];

export default function AdminSavingsPlans() {
  const list = useAdminList('admin/savings-plans', FILTERS, NO_PLANS);
  const { answer, error, paging, linkWith } = list;
  const status = list.params.get('status');
  const overdue = list.params.get('due') === 'overdue';
  const counts = answer?.counts ?? {};

  return (
    <>
      <h1>Savings plans</h1>
      <AdminTabs
        label="Savings plans by status"
        tabs={[
          {
            key: 'all',
            text: `All ${counts.all ?? ''}`,
            to: linkWith({ status: null, due: null }),
            current: !status && !overdue,
          },
          {
            key: 'overdue',
            text: `Overdue ${counts.overdue ?? ''}`,
            to: linkWith({ status: null, due: 'overdue' }),
            current: overdue,
          },
          ...SAVINGS_DESK_STATUSES.map((s) => ({
            key: s,
            text: `${TAB_TEXT[s]} ${counts[s] ?? 0}`,
            to: linkWith({ status: s, due: null }),
            current: status === s && !overdue,
          })),
        ]}
      />
      <DeskSearchForm list={list} label="Find a savings plan" keep={['status', 'due']} submit="Find">
        <DeskText list={list} name="q" label="Search" type="search" placeholder="Plan id, mobile, email or name" />
      </DeskSearchForm>
      <AdminError>{error}</AdminError>
      {answer ? (
        <p className="admin-note">
          {answer.total} {answer.total === 1 ? 'plan' : 'plans'}
        </p>
      ) : null}
      <AdminTable
        caption="Savings plans"
        columns={COLUMNS}
        rows={answer?.plans ?? null}
        rowKey={(p) => p.plan_id}
        empty="No savings plans match."
        paging={paging}
      />
    </>
  );
}
