// The back office's coupon refusals (ours: the specs have no back office), with the HTTP status each is
// answered with. Problems with the input itself are INVALID_INPUT (400) naming each field.
import type { ReasonTable } from '../api/outcome.ts';
export const COUPON_DESK_REASONS = {
  COUPON_NOT_FOUND: { status: 404, text: 'No coupon has that code.' },
  CODE_TAKEN: { status: 409, text: 'A coupon with that code exists already: choose another code.' },
  LIMIT_BELOW_USES: {
    status: 409,
    text: 'A limit cannot be set below the uses already made (each is named in `fields`).',
  },
  UNKNOWN_CATEGORY: { status: 400, text: 'The coupon names a category the shop does not have.' },
  VOUCHER_TERMS_FIXED: {
    status: 409,
    text: "An offer's voucher keeps the terms it was issued with: it can only be stopped or started.",
  },
  VOUCHER_WITHDRAWN: {
    status: 409,
    text: 'This voucher was withdrawn with the order that earned it and cannot be started again.',
  },
  ALREADY_STOPPED: { status: 409, text: 'This coupon is stopped already.' },
  ALREADY_STARTED: { status: 409, text: 'This coupon is not stopped.' },
} as const satisfies ReasonTable;
export type CouponDeskReason = keyof typeof COUPON_DESK_REASONS;
