// The order calls of the first spec (docs/spec.md#first-6, #first-7): a member's list by token, guest tracking by order id
// and email. Validate → one service call → answer.
import type { Context } from 'hono';
import {
  orderCancelAnswerSchema,
  orderCancelBodySchema,
  orderListAnswerSchema,
  orderListBodySchema,
  orderNewListBodySchema,
  orderTrackBodySchema,
  trackingAnswerSchema,
  ORDERS_PER_PAGE,
} from '../../domain/orders/api-schemas.ts';
import { TRACK_REASONS, TRACKING_TEXTS } from '../../domain/orders/messages.ts';
import { CANCEL_REFUSALS } from '../../domain/orders/order-cancel.ts';
import type { Member } from '../accounts/accounts.service.ts';
import { clientIp, createAuthGuard, type Authenticator } from '../http/auth-guard.ts';
import { defineCall, type ApiCall } from '../http/define-call.ts';
import { unwrap } from '../http/unwrap.ts';
import type { OrderCancel } from './order-cancel.service.ts';
import type { OrdersService } from './orders.service.ts';

const TAG = 'Orders';
const LIST =
  `The member's own orders only (never another's, whatever the body or headers say), newest first, ${ORDERS_PER_PAGE} a page with \`page\` (1-based, at most 100), ` +
  'each with its lines (with their discount share and price breakup), status and totals in whole rupees, the coupon, the delivery (shipping or the pick-up store) with its expected window, and the payment. ' +
  'Orders still awaiting their cash-on-delivery code or card payment are not listed. An empty list until the member orders. Never the PAN.';
const unauthorized = { status: 401, reason: 'UNAUTHORIZED', description: 'No valid session token.' };
const forbidden = {
  status: 403,
  reason: 'FORBIDDEN',
  description:
    "The user_id (body or header) is not the token's member, or the Authorization header is another member's.",
};

export function orderCalls(
  orders: OrdersService,
  accounts: Authenticator<Member>,
  options: { trustProxy: boolean },
  cancel: OrderCancel,
): ApiCall[] {
  const guard = createAuthGuard(accounts);

  return [
    defineCall({
      path: 'order/list',
      method: 'POST',
      tag: TAG,
      summary: "The caller's orders",
      description: `Needs \`Authorization: Bearer <token>\`; a \`user_id\` in the body or header that is not the token's member answers 403, and \`user_type\` (even ADMIN) changes nothing. ${LIST}`,
      input: orderListBodySchema,
      answer: orderListAnswerSchema,
      errors: [unauthorized, forbidden],
      handle: async (body, c) => {
        const member = await guard.requireSession(c, body.user_id);
        return { result: await orders.listForMember(member.id, body.page) };
      },
    }),
    defineCall({
      path: 'order/new/list',
      method: 'POST',
      tag: TAG,
      summary: 'The orders of the session token in the body',
      description: `The body \`token\` is the session token; an Authorization header or \`user_id\` header naming another member answers 403. ${LIST}`,
      input: orderNewListBodySchema,
      answer: orderListAnswerSchema,
      errors: [unauthorized, forbidden],
      handle: async (body, c) => {
        const member = await guard.requireBodyToken(c, body.token);
        return { result: await orders.listForMember(member.id, body.page) };
      },
    }),
    defineCall({
      path: 'order/cancel',
      method: 'POST',
      tag: TAG,
      summary: "Cancel one of the caller's orders (My orders)",
      description:
        "Needs `Authorization: Bearer <token>`. The member's own order only, while a shopper may cancel it: placed or confirmed (a made-to-order piece only before it goes to the workshop). " +
        'Gives back its stock, coupon and gift card draw, records the reason in its history, withdraws the offer voucher the order earned (unused: stopped, the shopper told; used already: recorded), and, when a card paid for it, refunds the payment in full to where it came from (the shopper told by mail and SMS). ' +
        "Under the order's row lock; a second cancel answers the same and refunds nothing more.",
      input: orderCancelBodySchema,
      answer: orderCancelAnswerSchema,
      errors: [
        {
          status: 400,
          reason: 'INVALID_INPUT',
          description: '`order_id` or `reason` missing or malformed; `fields` names it.',
        },
        unauthorized,
        forbidden,
      ],
      refusals: CANCEL_REFUSALS,
      handle: async (body, c) => {
        const member = await guard.requireSession(c, body.user_id);
        const result = unwrap(await cancel.cancel(member.id, body.order_id, body.reason), CANCEL_REFUSALS);
        return { result, message: `Order ${result.order_id} is cancelled.` };
      },
    }),
    defineCall({
      path: 'order/track',
      method: 'POST',
      tag: TAG,
      summary: 'Track an order by its id and email (guests and members)',
      description:
        'Answers the order only when the id and the email (both case-insensitive) belong together: its status timeline, pieces and totals, ' +
        'the delivery (shipping or the pick-up store) with its expected window, the payment and the coupon, ' +
        'the contact masked and only the city, state and pin code of the address; never the PAN. An unknown id and a wrong email answer the same 404. ' +
        'Failed attempts are limited per IP (20 an hour) and per order id (10 an hour); then 429 with Retry-After.',
      input: orderTrackBodySchema,
      answer: trackingAnswerSchema,
      errors: [
        {
          status: 400,
          reason: 'INVALID_INPUT',
          description: '`order_id` or `email` missing or malformed; `fields` names it.',
        },
      ],
      refusals: TRACK_REASONS,
      handle: async (body, c: Context) => {
        const result = unwrap(await orders.track(body, clientIp(c, options.trustProxy)), TRACK_REASONS);
        return { result, message: TRACKING_TEXTS.success };
      },
    }),
  ];
}
