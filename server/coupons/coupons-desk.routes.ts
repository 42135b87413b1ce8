// The back office's coupon calls under /api/admin/coupons (docs/api.md#back-office): the owner and the
// catalogue team, who run the offers; everyone else is refused (403). Each handler validates, calls one
// service, answers.
import type { Context } from 'hono';
import { pick } from '../../domain/api/outcome.ts';
import { COUPON_DESK_REASONS } from '../../domain/coupons/desk-reasons.ts';
import {
  COUPON_DESK_PAGE_SIZE,
  couponActBodySchema,
  couponAnswerSchema,
  couponCategoriesAnswerSchema,
  couponCodeParamsSchema,
  couponCreateBodySchema,
  couponListAnswerSchema,
  couponListQuerySchema,
} from '../../domain/coupons/desk-schemas.ts';
import { z } from 'zod';
import type { ApiCall } from '../http/define-call.ts';
import { unwrap } from '../http/unwrap.ts';
import { parseOrThrow } from '../http/validation.ts';
import type { AdminCalls } from '../staff/admin-call.ts';
import type { CouponDeskService } from './coupons-desk.service.ts';

const ROLES = ['catalogue'] as const;

/** The coupon of a POST's path (its body is the act's): 400 naming the field when it is not a code. */
const pathCode = (c: Context): string => parseOrThrow(couponCodeParamsSchema, { code: c.req.param('code') }).code;

export function couponDeskCalls(desk: CouponDeskService, { defineAdminCall }: AdminCalls): ApiCall[] {
  return [
    defineAdminCall({
      path: 'admin/coupons',
      method: 'GET',
      roles: ROLES,
      summary: 'Coupons and vouchers, found and filtered',
      description:
        `Newest first, ${COUPON_DESK_PAGE_SIZE} a page. \`q\`: a part of the code or label; \`status\`: LIVE, SCHEDULED, ENDED, USED_UP or STOPPED; ` +
        "`type`: coupon (made on the desk) or voucher (an offer's, for one customer). Each with its uses (placed and held) and `discount_given`, the rupees its placed orders took off.",
      input: couponListQuerySchema,
      answer: couponListAnswerSchema,
      handle: (query) => desk.list(query),
    }),
    defineAdminCall({
      path: 'admin/coupons/categories',
      method: 'GET',
      roles: ROLES,
      summary: 'The categories a coupon may be limited to',
      description: 'Every category and sub-category: slug, name and parent.',
      input: z.object({}),
      answer: couponCategoriesAnswerSchema,
      handle: () => desk.categories(),
    }),
    defineAdminCall({
      path: 'admin/coupons/{code}',
      method: 'GET',
      roles: ROLES,
      summary: 'A coupon with its uses',
      description:
        'Its terms (with `starts_on`/`ends_on`, the days in India time the form shows), status, counts and discount given, who a voucher is for and the order that earned it, the acts allowed now, and its uses newest first (order, customer, date, state, discount).',
      input: couponCodeParamsSchema,
      answer: couponAnswerSchema,
      refusals: pick(COUPON_DESK_REASONS, ['COUPON_NOT_FOUND']),
      handle: async ({ code }) => unwrap(await desk.get(code), COUPON_DESK_REASONS),
    }),
    defineAdminCall({
      path: 'admin/coupons',
      method: 'POST',
      roles: ROLES,
      summary: 'Create a coupon',
      description:
        '`code` (3 to 20 letters and digits, kept in upper case), `label`, `description`, `kind` PERCENTAGE (`value` 1 to 100, `max_discount` required) or FLAT (`value` rupees, below `min_subtotal`; no cap), `min_subtotal`, ' +
        '`starts_on`/`ends_on` (days in India time, the end day included), `total_limit`, `per_customer_limit`, `categories` (slugs; empty: every piece), `listed`. ' +
        'Each problem is named in `fields` (INVALID_INPUT). Audited.',
      input: couponCreateBodySchema,
      answer: couponAnswerSchema,
      refusals: pick(COUPON_DESK_REASONS, ['CODE_TAKEN', 'UNKNOWN_CATEGORY']),
      handle: async (body, _c, staff) => unwrap(await desk.create(body, staff), COUPON_DESK_REASONS),
    }),
    defineAdminCall({
      path: 'admin/coupons/{code}',
      method: 'POST',
      roles: ROLES,
      summary: 'Edit, stop or start a coupon',
      description:
        '`action`: `edit` with the terms of the create call (all of them; the code stays), `stop` (the checkout then answers DISCOUNT_COUPON_NOT_FOUND; unpaid orders keep their hold) or `start`. ' +
        "A limit below the uses already made is LIMIT_BELOW_USES naming the field; an offer's voucher can be stopped and started, not edited. Under the coupon's row lock; audited with before and after.",
      input: couponActBodySchema,
      answer: couponAnswerSchema,
      refusals: pick(COUPON_DESK_REASONS, [
        'COUPON_NOT_FOUND',
        'LIMIT_BELOW_USES',
        'UNKNOWN_CATEGORY',
        'VOUCHER_TERMS_FIXED',
        'ALREADY_STOPPED',
        'ALREADY_STARTED',
      ]),
      handle: async (body, c, staff) => unwrap(await desk.act(pathCode(c), body, staff), COUPON_DESK_REASONS),
    }),
  ];
}
