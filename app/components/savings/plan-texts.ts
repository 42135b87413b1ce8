// A savings plan's words where the member's passbook and the back office both show them: its status
// and its India days ('YYYY-MM-DD', shown '24 Nov 2026').
import { formatIndiaDay } from '../../../domain/dates/india-day';
import type { PlanAnswer } from '../../../domain/savings/api-schemas';

/** '24 Nov 2026' for an India day 'YYYY-MM-DD'. */
export const planDay = (d: string | null): string => (d ? formatIndiaDay(`${d}T12:00:00+05:30`) : '');

export const PLAN_STATUS_TEXT: Record<PlanAnswer['status'], string> = {
  pending: 'Waiting for the first instalment',
  active: 'Active',
  matured: 'Matured: ready to redeem',
  closed: 'Closed',
  redeemed: 'Redeemed',
  abandoned: 'Not started',
};
