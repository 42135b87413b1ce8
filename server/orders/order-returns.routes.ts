// The return calls (docs/api.md#returns): the customer's request from My orders (`order/return`, the
// member's token) and from tracking (`order/track/return`, the order's id and email, throttled as
// tracking is), each a web form with up to 3 photos; and staff's returns desk under /api/admin/returns
// (the owner and `orders` act, `support` reads). Validate → one service call → answer.
import type { Context } from 'hono';
import { pick } from '../../domain/api/outcome.ts';
import { DESK_REASONS } from '../../domain/orders/desk-reasons.ts';
import { TRACK_REASONS } from '../../domain/orders/messages.ts';
import {
  RETURN_DESK_REASONS,
  RETURN_PHOTOS_MAX,
  RETURN_PHOTO_MAX_BYTES,
  RETURN_REQUEST_REASONS,
} from '../../domain/orders/return-rules.ts';
import {
  returnAnswerSchema,
  returnBankAnswerSchema,
  returnCheckBodySchema,
  returnDecideBodySchema,
  returnIdSchema,
  returnParamsSchema,
  returnReceiveBodySchema,
  returnRefundBodySchema,
  returnRequestAnswerSchema,
  returnRequestBodySchema,
  returnsListAnswerSchema,
  returnsListQuerySchema,
  RETURNS_PAGE_SIZE,
  trackReturnRequestBodySchema,
} from '../../domain/orders/return-schemas.ts';
import { RETURN_STATE_LABELS } from '../../domain/orders/return-states.ts';
import { z } from 'zod';
import type { Member } from '../accounts/accounts.service.ts';
import { ApiError } from '../http/api-error.ts';
import { clientIp, createAuthGuard, type Authenticator } from '../http/auth-guard.ts';
import { defineCall, fileAnswerSchema, type ApiCall } from '../http/define-call.ts';
import { refuseTooLarge } from '../http/read-body.ts';
import { unwrap } from '../http/unwrap.ts';
import type { AdminCalls } from '../staff/admin-call.ts';
import type { OrderReturnsService } from './order-returns.service.ts';
import { refundIdempotencyKey } from './refund-idempotency-key.ts';
import type { OrdersService } from './orders.service.ts';

export const RETURN_REQUEST_PATHS = ['/api/order/return', '/api/order/track/return'] as const;
/** Three photos of 4 MiB and the form around them. */
export const RETURN_MAX_BODY_BYTES = RETURN_PHOTOS_MAX * RETURN_PHOTO_MAX_BYTES + 64 * 1024;
export const returnBodyTooLarge = (c: Context) =>
  refuseTooLarge(c, 'The request is too large: at most 3 photos of 4 MiB each.', {
    photos: 'at most 3 photos of 4 MiB each',
  });

const READERS = ['orders', 'support'] as const;
const ACTORS = ['orders'] as const;
const TAG = 'Orders';

/** The web form as a plain object: text fields as strings, `photos` as a list of files. */
async function readReturnForm(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type))
    throw new ApiError(
      400,
      'INVALID_INPUT',
      'Send the request as multipart/form-data (photos in fields named "photos").',
    );
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw new ApiError(400, 'INVALID_INPUT', 'The multipart body could not be read.');
  }
  const out: Record<string, unknown> = {};
  const photos: unknown[] = [];
  for (const [name, value] of form.entries()) {
    if (name === 'photos') {
      if (typeof value === 'string') throw ApiError.of('INVALID_INPUT', undefined, { photos: 'must be files' });
      photos.push({ name: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) });
      continue;
    }
    if (name in out)
      throw new ApiError(400, 'INVALID_INPUT', `${name}: sent more than once`, { [name]: 'sent more than once' });
    if (typeof value !== 'string') throw ApiError.of('INVALID_INPUT', undefined, { [name]: 'must be text' });
    out[name] = value;
  }
  out.photos = photos;
  return out;
}

const REQUEST_TEXT =
  'multipart/form-data: `order_id`, `reason` (one of the listed keys), an optional `note`, and up to 3 files in fields named `photos` ' +
  '(judged by content: JPEG, PNG or WebP, at most 4 MiB each; stored re-encoded, without their metadata). A delivered order within 15 days of its delivery ' +
  '(India days: delivered on the 1st, the 16th is the last day), none of its pieces made to order for the customer, no other return under way. ' +
  'A cash-on-delivery order also needs the bank account its refund is paid to: `bank_account_holder`, `bank_account_number` (9 to 18 digits), `bank_ifsc` ' +
  '(SBIN0001234); it is stored sealed and staff see it masked. The customer is told by mail and SMS; the body over 12 MiB answers 413.';

function pathReturnId(c: Context): number {
  const parsed = returnIdSchema.safeParse(c.req.param('return_id') ?? '');
  if (!parsed.success) throw ApiError.of('INVALID_INPUT', undefined, { return_id: 'must be a return number' });
  return parsed.data;
}

const REFUND_REFUSALS = pick(DESK_REASONS, [
  'REFUND_TOO_LARGE',
  'REFERENCE_REQUIRED',
  'IDEMPOTENCY_KEY_REUSED',
  'PAYMENT_NOT_FOUND',
]);
const ACT_REFUSALS = pick(RETURN_DESK_REASONS, ['RETURN_NOT_FOUND', 'INVALID_TRANSITION']);
const ALL_REFUSALS = { ...DESK_REASONS, ...RETURN_DESK_REASONS };

export function orderReturnCalls(
  returns: OrderReturnsService,
  orders: Pick<OrdersService, 'track'>,
  accounts: Authenticator<Member>,
  options: { trustProxy: boolean },
): ApiCall[] {
  const guard = createAuthGuard(accounts);
  const message = (no: string) => `Your return ${no} is registered. We will mail you the pick-up date.`;
  return [
    defineCall({
      path: 'order/return',
      method: 'POST',
      tag: TAG,
      summary: "Ask to return one of the caller's orders (My orders)",
      description: `Needs \`Authorization: Bearer <token>\`: the member's own order only. ${REQUEST_TEXT}`,
      input: returnRequestBodySchema,
      answer: returnRequestAnswerSchema,
      readBody: readReturnForm,
      bodyType: 'multipart/form-data',
      successStatus: 201,
      errors: [
        { status: 401, reason: 'UNAUTHORIZED', description: 'No valid session token.' },
        { status: 413, reason: 'PAYLOAD_TOO_LARGE', description: 'The body is over 12 MiB and 64 KiB.' },
      ],
      refusals: RETURN_REQUEST_REASONS,
      handle: async (body, c) => {
        const member = await guard.requireSession(c);
        const made = unwrap(await returns.request({ kind: 'member', userId: member.id }, body), RETURN_REQUEST_REASONS);
        return {
          result: { ...made, state: 'requested' as const, state_label: RETURN_STATE_LABELS.requested },
          message: message(made.return_no),
        };
      },
    }),
    defineCall({
      path: 'order/track/return',
      method: 'POST',
      tag: TAG,
      summary: 'Ask to return an order from the tracking page (order id and email)',
      description: `The order's id and email, as tracking takes them (an unknown id and a wrong email answer the same 404; failed attempts are limited as tracking's are, then 429). ${REQUEST_TEXT}`,
      input: trackReturnRequestBodySchema,
      answer: returnRequestAnswerSchema,
      readBody: readReturnForm,
      bodyType: 'multipart/form-data',
      successStatus: 201,
      errors: [{ status: 413, reason: 'PAYLOAD_TOO_LARGE', description: 'The body is over 12 MiB and 64 KiB.' }],
      refusals: {
        ...RETURN_REQUEST_REASONS,
        ...pick(TRACK_REASONS, ['TOO_MANY_ATTEMPTS' as keyof typeof TRACK_REASONS]),
      },
      handle: async (body, c) => {
        unwrap(
          await orders.track({ order_id: body.order_id, email: body.email }, clientIp(c, options.trustProxy)),
          TRACK_REASONS,
        );
        const made = unwrap(await returns.request({ kind: 'email', email: body.email }, body), RETURN_REQUEST_REASONS);
        return {
          result: { ...made, state: 'requested' as const, state_label: RETURN_STATE_LABELS.requested },
          message: message(made.return_no),
        };
      },
    }),
  ];
}

export function returnDeskCalls(returns: OrderReturnsService, { defineAdminCall }: AdminCalls): ApiCall[] {
  const act = (
    path: string,
    summary: string,
    description: string,
    input: z.ZodType,
    run: (id: number, body: never, staffId: number) => ReturnType<OrderReturnsService['receive']>,
  ) =>
    defineAdminCall({
      path: `admin/returns/{return_id}/${path}`,
      method: 'POST',
      roles: ACTORS,
      summary,
      description: `${description} Under the order's and the return's row locks: of two staff making the same step at once, one succeeds and the other gets 409 INVALID_TRANSITION. Audited; the customer is told by mail and SMS.`,
      input,
      answer: returnAnswerSchema,
      refusals: ACT_REFUSALS,
      handle: async (body, c, staff) => unwrap(await run(pathReturnId(c), body as never, staff.id), ALL_REFUSALS),
    });
  return [
    defineAdminCall({
      path: 'admin/returns',
      method: 'GET',
      roles: READERS,
      summary: 'Returns, filtered by state',
      description: `Newest request first, ${RETURNS_PAGE_SIZE} a page; \`state\` and \`order_id\` filter; \`counts\` per state (and \`all\`) under the order filter. Bank accounts masked.`,
      input: returnsListQuerySchema,
      answer: returnsListAnswerSchema,
      handle: (query) => returns.list(query),
    }),
    defineAdminCall({
      path: 'admin/returns/{return_id}',
      method: 'GET',
      roles: READERS,
      summary: 'A return',
      description:
        'The request (reason, note, photos), the masked bank account, the quality check, the decision, the refund, who did each step and when, and the steps allowed from here.',
      input: returnParamsSchema,
      answer: returnAnswerSchema,
      refusals: pick(RETURN_DESK_REASONS, ['RETURN_NOT_FOUND']),
      handle: async ({ return_id }) => unwrap(await returns.get(return_id), RETURN_DESK_REASONS),
    }),
    act(
      'receive',
      'Record that the returned parcel reached the store',
      'requested → received; an optional `note`.',
      returnReceiveBodySchema,
      (id, body: { note?: string }, staffId) => returns.receive(id, body.note, staffId),
    ),
    act(
      'check',
      'Record the quality check',
      'received → checked, with `passed` and the team’s `note`.',
      returnCheckBodySchema,
      (id, body: { passed: boolean; note: string }, staffId) => returns.check(id, body, staffId),
    ),
    act(
      'approve',
      'Approve a checked return',
      'checked (passed) → approved: the pieces go back in stock, a gift card gets its share back, the order becomes `returned`. A failed check cannot be approved.',
      returnDecideBodySchema,
      (id, body: { note: string }, staffId) => returns.approve(id, body.note, staffId),
    ),
    act(
      'reject',
      'Reject a checked return',
      'checked → rejected with a `note` the customer reads; the order stays delivered.',
      returnDecideBodySchema,
      (id, body: { note: string }, staffId) => returns.reject(id, body.note, staffId),
    ),
    defineAdminCall({
      path: 'admin/returns/{return_id}/refund',
      method: 'POST',
      roles: ACTORS,
      summary: 'Refund an approved return',
      description:
        'approved → refunded: all that is left to refund on the order, through the orders desk’s refund. Needs an `Idempotency-Key` header: the same key again answers the first refund (`replayed: true`). ' +
        'A card payment is refunded through the provider; a cash-on-delivery order is marked paid by staff with the `reference` of the bank transfer; an order a gift card paid in full had its value put back on the card at approval. ' +
        'The offer voucher the order earned is withdrawn with the refund (unused: stopped, the customer told; used already: recorded), audited.',
      input: returnRefundBodySchema,
      answer: returnAnswerSchema.extend({ replayed: z.boolean() }),
      errors: [
        {
          status: 400,
          reason: 'INVALID_INPUT',
          description: 'No Idempotency-Key header, or not 8-64 letters, digits, - or _.',
        },
      ],
      refusals: { ...ACT_REFUSALS, ...REFUND_REFUSALS },
      handle: async (body, c, staff) =>
        unwrap(await returns.refund(pathReturnId(c), body, refundIdempotencyKey(c), staff.id), ALL_REFUSALS),
    }),
    defineAdminCall({
      path: 'admin/returns/{return_id}/bank-details',
      method: 'GET',
      roles: ACTORS,
      summary: 'The full bank account of an approved cash-on-delivery return',
      description:
        'For the staff member paying the refund: the account number in full, only while the return is approved. Each look is audited.',
      input: returnParamsSchema,
      answer: returnBankAnswerSchema,
      refusals: pick(RETURN_DESK_REASONS, ['RETURN_NOT_FOUND', 'BANK_DETAILS_NOT_HELD']),
      handle: async ({ return_id }, _c, staff) =>
        unwrap(await returns.bankDetails(return_id, staff.id), RETURN_DESK_REASONS),
    }),
    defineAdminCall({
      path: 'admin/returns/{return_id}/photos/{n}',
      method: 'GET',
      roles: READERS,
      summary: 'A photo the customer sent with a return',
      description: 'The n-th photo (1 to 3) as a JPEG re-encoded by the store.',
      input: returnParamsSchema.extend({ n: z.coerce.number().int().min(1).max(RETURN_PHOTOS_MAX) }),
      answer: fileAnswerSchema,
      file: { mediaType: 'image/jpeg' },
      refusals: pick(RETURN_DESK_REASONS, ['RETURN_NOT_FOUND', 'PHOTO_NOT_FOUND']),
      handle: async ({ return_id, n }) => unwrap(await returns.photo(return_id, n), RETURN_DESK_REASONS),
    }),
  ];
}
