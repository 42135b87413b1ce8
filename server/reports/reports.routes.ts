// The back office's reports under /api/admin/reports (docs/api.md#back-office): the owner alone reads
// them (the store's takings; docs/decisions/2026-11-27-sales-reports.md). Validate, call, answer.
import { REPORT_MAX_DAYS } from '../../domain/dates/india-period.ts';
import {
  reportPeriodQuerySchema,
  salesReportAnswerSchema,
  visitsReportAnswerSchema,
} from '../../domain/reports/report-schemas.ts';
import type { ApiCall } from '../http/define-call.ts';
import type { AdminCalls } from '../staff/admin-call.ts';
import type { ReportsService } from './reports.service.ts';

/** The owner only: recorded in the decision. */
export const REPORT_READERS = [] as const;

const PERIOD = `\`from\` and \`to\` are India's days (YYYY-MM-DD), both included; default the last 30 days to today; at most ${REPORT_MAX_DAYS} days. A day that is not one, \`from\` after \`to\` or a longer period is 400 naming the field.`;

export function reportCalls(reports: ReportsService, { defineAdminCall }: AdminCalls): ApiCall[] {
  return [
    defineAdminCall({
      path: 'admin/reports/sales',
      method: 'GET',
      roles: REPORT_READERS,
      summary: 'Sales for a period',
      description: `${PERIOD} Sales are orders placed or later (unpaid checkouts and cancelled orders left out); revenue is their amount after discounts, what gift cards paid included; an order counts on the India day it was made. Per day (orders, revenue, average order value), by status (every order), by payment mode, top pieces and categories, coupons and gift cards.`,
      input: reportPeriodQuerySchema,
      answer: salesReportAnswerSchema,
      handle: (period) => reports.sales(period),
    }),
    defineAdminCall({
      path: 'admin/reports/visits',
      method: 'GET',
      roles: REPORT_READERS,
      summary: 'Visits for a period',
      description: `${PERIOD} Page views of the visit log by city (null: no known place) and the pages that answered 404, most visited first.`,
      input: reportPeriodQuerySchema,
      answer: visitsReportAnswerSchema,
      handle: (period) => reports.visits(period),
    }),
  ];
}
