// The refusals of redeeming a savings plan at checkout (virtual_order_set_savings_plan): part of the
// checkout's reason table (domain/checkout/messages.ts). DFE_NOT_MATURED and DFE_PLAN_NOT_FOUND are the
// plan's own (messages.ts); the rest are ours.
import type { ReasonTable } from '../api/outcome.ts';
import { SAVINGS_REASONS } from './messages.ts';

export const SAVINGS_REDEEM_REASONS = {
  DFE_NOT_MATURED: SAVINGS_REASONS.DFE_NOT_MATURED,
  DFE_PLAN_NOT_FOUND: SAVINGS_REASONS.DFE_PLAN_NOT_FOUND,
  DFE_LOGIN_REQUIRED: { status: 401, text: 'Please log in to use your savings plan.' },
  DFE_PLAN_CLOSED: {
    status: 422,
    text: 'This plan closed at the end of its twelfth month. Please visit a store to use what you paid.',
  },
  DFE_PLAN_REDEEMED: { status: 409, text: 'This plan has already been redeemed.' },
  DFE_PLAN_IN_USE: {
    status: 409,
    text: 'This plan is held by another order awaiting payment. Please try again once it is paid or lapses.',
  },
  DFE_ORDER_BELOW_VALUE: {
    status: 422,
    text: 'Your plan is redeemed in one purchase of more than its value. Please add jewellery to your bag.',
    note: 'the text names the plan’s value',
  },
  DFE_WITH_GIFT_CARD: {
    status: 409,
    text: 'A savings plan and a gift card cannot pay one order together. Please remove one of them.',
  },
} as const satisfies ReasonTable;
