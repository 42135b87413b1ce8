// The back office's savings plan calls under /api/admin/savings-plans (docs/decisions/2026-11-28-savings-desk.md):
// the orders team (instalments are card payments, redemptions are orders) and support (who answer
// the members) read; nobody acts here. Each handler validates, calls one service, answers.
import { pick } from '../../domain/api/outcome.ts';
import { SAVINGS_DESK_REASONS } from '../../domain/savings/desk-reasons.ts';
import {
  SAVINGS_DESK_PAGE_SIZE,
  savingsDeskListAnswerSchema,
  savingsDeskListQuerySchema,
  savingsDeskPlanAnswerSchema,
  savingsDeskPlanParamsSchema,
} from '../../domain/savings/desk-schemas.ts';
import type { ApiCall } from '../http/define-call.ts';
import { unwrap } from '../http/unwrap.ts';
import type { AdminCalls } from '../staff/admin-call.ts';
import type { SavingsDeskService } from './savings-desk.service.ts';

const READERS = ['orders', 'support'] as const;

export function savingsDeskCalls(desk: SavingsDeskService, { defineAdminCall }: AdminCalls): ApiCall[] {
  return [
    defineAdminCall({
      path: 'admin/savings-plans',
      method: 'GET',
      roles: READERS,
      summary: 'Savings plans, found and filtered',
      description:
        `Newest first, ${SAVINGS_DESK_PAGE_SIZE} a page (abandoned enrolments left out). \`q\`: the plan id, the member's mobile, email or a part of their name; ` +
        '`status`: pending, active, matured, closed or redeemed, as the member sees it today; `due=overdue`: plans still paid into whose next instalment is past its due day. ' +
        '`counts` gives the plans per status under the search, with `all` and `overdue`. Amounts in rupees.',
      input: savingsDeskListQuerySchema,
      answer: savingsDeskListAnswerSchema,
      handle: (query) => desk.list(query),
    }),
    defineAdminCall({
      path: 'admin/savings-plans/{plan_id}',
      method: 'GET',
      roles: READERS,
      summary: 'A savings plan with its passbook',
      description:
        "The passbook (each instalment's due and paid day, amount, receipt number and card payment id), the member's contact, the nominee, the gift earned and the redemption value (the plan's rules), the order that applied it at checkout, and the plan's audit entries.",
      input: savingsDeskPlanParamsSchema,
      answer: savingsDeskPlanAnswerSchema,
      refusals: pick(SAVINGS_DESK_REASONS, ['PLAN_NOT_FOUND']),
      handle: async ({ plan_id }) => unwrap(await desk.get(plan_id), SAVINGS_DESK_REASONS),
    }),
  ];
}
