// Who may send an order back, and when (content/pages/return-policy.md; docs/spec.md#second-5 "customised
// or engraved pieces are not returnable"): a delivered order, within 15 days of its delivery counted in
// India's days (delivered on the 1st: the 16th is the last day, the 17th too late), none of its
// pieces made or altered for the customer, and no other return of it under way. A cash-on-delivery
// order's refund is paid by bank transfer, so its return carries the account (checked here by form).
import type { ReasonTable } from '../api/outcome.ts';
import type { OrderPaymentMode, OrderStatus } from './order-status.ts';

/** The policy's window: "within 15 days of its delivery". */
export const RETURN_WINDOW_DAYS = 15;
/** Photos a customer may add to a request, and each one's size. */
export const RETURN_PHOTOS_MAX = 3;
export const RETURN_PHOTO_MAX_BYTES = 4 * 1024 * 1024;
export const RETURN_NOTE_MAX = 500;

/** The policy's own words for what cannot be returned (content/pages/return-policy.md). */
export const NOT_RETURNABLE_TEXT =
  'Pieces made or altered to your design, and pieces engraved with a name, date or message, cannot be returned.';

export const RETURN_REQUEST_REASONS = {
  ORDER_NOT_FOUND: {
    status: 404,
    text: 'We could not find this order among yours.',
    note: 'no such order for this member, or (tracking) the id and email do not belong together',
  },
  NOT_DELIVERED: {
    status: 409,
    text: 'Only a delivered order can be returned.',
    note: 'the order is not delivered (or is already returned or cancelled); the text says which',
  },
  RETURN_WINDOW_CLOSED: {
    status: 422,
    text: 'The 15 days to return this order have passed.',
    note: 'more than 15 days (India time) since delivery; the text names the last day',
  },
  NOT_RETURNABLE: {
    status: 422,
    text: NOT_RETURNABLE_TEXT,
    note: 'a piece of the order was made to order for the customer (the return policy’s words)',
  },
  RETURN_ALREADY_REQUESTED: {
    status: 409,
    text: 'A return of this order is already under way.',
  },
  INVALID_PHOTO: {
    status: 400,
    text: 'A photo could not be accepted: send JPEG, PNG or WebP pictures of at most 4 MiB each.',
    note: 'judged by content, not name or declared type; `fields` names each photo and its problem',
  },
  BANK_DETAILS_REQUIRED: {
    status: 400,
    text: 'This order was paid in cash: give the bank account your refund should be paid to.',
    note: 'a cash-on-delivery order needs bank_account_holder, bank_account_number and bank_ifsc; `fields` names them',
  },
} as const satisfies ReasonTable;
export type ReturnRequestReason = keyof typeof RETURN_REQUEST_REASONS;

const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 330 * 60_000;

/** The India day number of an instant (days since 1970-01-01 in Asia/Kolkata, which has no DST). */
export const indiaDayNumber = (at: Date): number => Math.floor((at.getTime() + IST_OFFSET_MS) / DAY_MS);

/** How many India days after delivery `now` is: 0 on the day of delivery. */
export const daysSinceDelivery = (deliveredAt: Date, now: Date): number =>
  indiaDayNumber(now) - indiaDayNumber(deliveredAt);

/** The last India day a return may be asked for, as YYYY-MM-DD. */
export function lastReturnDay(deliveredAt: Date): string {
  return new Date((indiaDayNumber(deliveredAt) + RETURN_WINDOW_DAYS) * DAY_MS).toISOString().slice(0, 10);
}

export interface ReturnFacts {
  status: OrderStatus;
  /** When the order reached `delivered` (its first such event); null when it never did. */
  deliveredAt: Date | null;
  /** Whether any line was made for the customer (made to order: their size, metal, design). */
  customised: boolean;
  /** A return of this order that is not rejected. */
  liveReturn: boolean;
}

export type ReturnVerdict =
  | { ok: true; lastDay: string }
  | {
      ok: false;
      reason: Exclude<ReturnRequestReason, 'ORDER_NOT_FOUND' | 'BANK_DETAILS_REQUIRED' | 'INVALID_PHOTO'>;
      text: string;
    };

const dayText = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/** Whether the customer may ask for a return now; the refusal's text in their words. */
export function mayRequestReturn(facts: ReturnFacts, now: Date): ReturnVerdict {
  if (facts.liveReturn)
    return {
      ok: false,
      reason: 'RETURN_ALREADY_REQUESTED',
      text: RETURN_REQUEST_REASONS.RETURN_ALREADY_REQUESTED.text,
    };
  if (facts.status !== 'delivered' || facts.deliveredAt === null) {
    const text =
      facts.status === 'returned'
        ? 'This order has already been returned.'
        : facts.status === 'cancelled'
          ? 'This order was cancelled, so there is nothing to return.'
          : RETURN_REQUEST_REASONS.NOT_DELIVERED.text;
    return { ok: false, reason: 'NOT_DELIVERED', text };
  }
  const lastDay = lastReturnDay(facts.deliveredAt);
  if (daysSinceDelivery(facts.deliveredAt, now) > RETURN_WINDOW_DAYS)
    return {
      ok: false,
      reason: 'RETURN_WINDOW_CLOSED',
      text: `The 15 days to return this order ended on ${dayText(lastDay)}.`,
    };
  if (facts.customised) return { ok: false, reason: 'NOT_RETURNABLE', text: NOT_RETURNABLE_TEXT };
  return { ok: true, lastDay };
}

/** Whether the request must carry bank details: the refund of cash is paid by transfer. */
export const needsBankDetails = (paymentMode: OrderPaymentMode): boolean => paymentMode === 'payment_on_delivery';

/** An IFSC: 4 letters (the bank), a zero, 6 letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** Indian bank account numbers run from 9 to 18 digits. */
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;

/** An account number as staff see it: only its last 4 digits. */
export const maskAccount = (last4: string): string => `XXXXXX${last4}`;

/** The returns desk's refusals (server/orders/order-returns.service.ts); a refund's own are the orders desk's. */
export const RETURN_DESK_REASONS = {
  RETURN_NOT_FOUND: { status: 404, text: 'There is no return with this number.' },
  INVALID_TRANSITION: {
    status: 409,
    text: 'The return cannot make this step from where it is.',
    note: 'the return state table (domain/orders/return-states.ts) forbids the step from the return’s state; the text names both',
  },
  BANK_DETAILS_NOT_HELD: {
    status: 409,
    text: 'This return has no bank account to show: it is not a cash-on-delivery refund waiting to be paid.',
    note: 'the full account is shown only for an approved cash-on-delivery return',
  },
  PHOTO_NOT_FOUND: { status: 404, text: 'This return has no such photo.' },
} as const satisfies ReasonTable;
export type ReturnDeskReason = keyof typeof RETURN_DESK_REASONS;
