// The metal rates desk's calls under /api/admin/metal-rates (docs/api.md#back-office; the call names are the API contract's): the owner and the
// `catalogue` role. Each handler validates, calls one service, answers.
import { pick } from '../../domain/api/outcome.ts';
import {
  rateApplyAnswerSchema,
  rateApplyBodySchema,
  ratePreviewAnswerSchema,
  ratePreviewBodySchema,
  rateQuerySchema,
  ratesAnswerSchema,
} from '../../domain/rates/api-schemas.ts';
import { PREVIEW_PAGE_SIZE } from '../../domain/rates/metal-rates.ts';
import { RATE_REASONS } from '../../domain/rates/reasons.ts';
import type { ApiCall } from '../http/define-call.ts';
import { unwrap } from '../http/unwrap.ts';
import type { AdminCalls } from '../staff/admin-call.ts';
import type { RatesService } from './rates.service.ts';

const ROLES = ['catalogue'] as const;

export function ratesCalls(rates: RatesService, { defineAdminCall }: AdminCalls): ApiCall[] {
  return [
    defineAdminCall({
      path: 'admin/metal-rates',
      method: 'GET',
      roles: ROLES,
      summary: "Today's metal rates and their history",
      description:
        'The rate per gram (whole rupees) of 24K, 22K, 18K and 14K gold, platinum 950 and silver 925 (`null`: never set), and every rate ' +
        'set in the last 90 days, newest first, with who set it, the rate it replaced and how many variants it repriced.',
      input: rateQuerySchema,
      answer: ratesAnswerSchema,
      handle: () => rates.today(),
    }),
    defineAdminCall({
      path: 'admin/metal-rates/preview',
      method: 'POST',
      roles: ROLES,
      summary: "Every variant's price at new rates, before anything changes",
      description:
        `The variants on sale of the metals given, by id, ${PREVIEW_PAGE_SIZE} a page (\`page\`), each with its offer price, retail price and ` +
        'metal price now and at the new rates (through the price breakup: GST rounded once), `counts` of prices going up, down or staying, ' +
        'and the `warnings` of rates that will need `confirm: true` (zero, or more than 20% from the last). Changes nothing. ' +
        'A negative rate, an unknown metal or purity, or one named twice: 400 naming the field.',
      input: ratePreviewBodySchema,
      answer: ratePreviewAnswerSchema,
      handle: (body) => rates.preview(body),
    }),
    defineAdminCall({
      path: 'admin/metal-rates',
      method: 'POST',
      roles: ROLES,
      summary: 'Apply new metal rates: every variant of those metals repriced in one transaction',
      description:
        'In one transaction: the rates, each variant of their metals repriced (metal price from its weight, then GST and the offer price ' +
        'through the price breakup; the retail price keeps its markup), each rate in the history and the act in the audit with the rates ' +
        'before and after. A rate of zero or more than 20% from the last answers 409 RATE_NEEDS_CONFIRMATION with `fields` naming each ' +
        'such rate, and nothing changes; the same rates with `confirm: true` apply. Search, listings and product pages show the new prices ' +
        'within a second of the answer; a shopper already at checkout keeps the prices they saw for 15 minutes.',
      input: rateApplyBodySchema,
      answer: rateApplyAnswerSchema,
      refusals: pick(RATE_REASONS, ['RATE_NEEDS_CONFIRMATION']),
      handle: async (body, _c, staff) => unwrap(await rates.apply(body, staff.id), RATE_REASONS),
    }),
  ];
}
