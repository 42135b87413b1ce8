// The return calls (docs/api.md#returns): the customer's request from My orders or tracking (a web
// form: text fields and up to 3 photos), staff's list, a return's page and its acts.
import { z } from 'zod';
import { plainText, personNameSchema } from '../forms/form-fields.ts';
import { orderIdSchema, orderTrackBodySchema } from './api-schemas.ts';
import { DESK_PAGE_SIZE } from './desk-schemas.ts';
import { ACCOUNT_NUMBER_PATTERN, IFSC_PATTERN, RETURN_NOTE_MAX, RETURN_PHOTOS_MAX } from './return-rules.ts';
import { RETURN_ACTS, RETURN_REASONS, RETURN_REASON_TEXTS, RETURN_STATES } from './return-states.ts';
import { ORDER_PAYMENT_MODES } from './order-status.ts';
export { shopperReturnSchema, type ShopperReturn } from './shopper-return.ts';

export const RETURNS_PAGE_SIZE = DESK_PAGE_SIZE;

/** A return's number as the customer reads it: RT and six digits. */
export const returnNo = (id: number): string => `RT${String(id).padStart(6, '0')}`;

/** A file field of a multipart body (server/orders/return-photos.ts reads what it really is). */
const fileSchema = z.object({ name: z.string(), type: z.string(), bytes: z.instanceof(Uint8Array) });

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const bankFields = {
  bank_account_holder: z
    .preprocess(emptyToUndefined, personNameSchema.optional())
    .describe('Cash on delivery: the account holder’s name, as the bank has it'),
  bank_account_number: z
    .preprocess(
      emptyToUndefined,
      z
        .string()
        .transform((v) => v.replace(/[\s-]/g, ''))
        .pipe(z.string().regex(ACCOUNT_NUMBER_PATTERN, 'must be the account number: 9 to 18 digits'))
        .optional(),
    )
    .describe('Cash on delivery: 9 to 18 digits (spaces and hyphens are dropped)'),
  bank_ifsc: z
    .preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .transform((v) => v.toUpperCase())
        .pipe(
          z.string().regex(IFSC_PATTERN, 'must be an IFSC like SBIN0001234: 4 letters, a zero, 6 letters or digits'),
        )
        .optional(),
    )
    .describe('Cash on delivery: the branch’s IFSC, e.g. SBIN0001234'),
};

const requestFields = {
  order_id: orderIdSchema,
  reason: z.enum(RETURN_REASONS).describe(`One of ${RETURN_REASONS.join(', ')}`),
  note: z
    .preprocess(emptyToUndefined, plainText(RETURN_NOTE_MAX, { multiline: true }).optional())
    .describe(`What happened, in your words (at most ${RETURN_NOTE_MAX} characters)`),
  ...bankFields,
  photos: z
    .preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(fileSchema))
    .pipe(z.array(fileSchema).max(RETURN_PHOTOS_MAX, `at most ${RETURN_PHOTOS_MAX} photos`))
    .describe(
      `Up to ${RETURN_PHOTOS_MAX} photos (JPEG, PNG or WebP, each at most 4 MiB), each in a field named photos`,
    ),
};

const bothOrNone = <T extends z.ZodObject>(schema: T) =>
  schema.superRefine((b: Record<string, unknown>, ctx) => {
    const given = (['bank_account_holder', 'bank_account_number', 'bank_ifsc'] as const).filter(
      (k) => b[k] !== undefined,
    );
    if (given.length > 0 && given.length < 3)
      for (const k of ['bank_account_holder', 'bank_account_number', 'bank_ifsc'] as const)
        if (b[k] === undefined)
          ctx.addIssue({ code: 'custom', path: [k], message: 'the bank account needs its holder, number and IFSC' });
  });

/** A member's request from My orders (Authorization: Bearer). */
export const returnRequestBodySchema = bothOrNone(z.object(requestFields));
export type ReturnRequestBody = z.infer<typeof returnRequestBodySchema>;

/** A request from the tracking page: the order's id and email prove it is theirs. */
export const trackReturnRequestBodySchema = bothOrNone(
  z.object({ ...requestFields, email: orderTrackBodySchema.shape.email }),
);
export type TrackReturnRequestBody = z.infer<typeof trackReturnRequestBodySchema>;

export const returnRequestAnswerSchema = z.object({
  result: z.object({
    return_no: z.string(),
    order_id: z.string(),
    state: z.literal('requested'),
    state_label: z.string(),
    last_day: z.string().describe('The last India day of the 15-day window (YYYY-MM-DD)'),
  }),
  message: z.string(),
});

export const returnReasonOptions = RETURN_REASONS.map((key) => ({ key, label: RETURN_REASON_TEXTS[key] }));

// ---------------------------------------------------------------- staff

export const returnsListQuerySchema = z.object({
  state: z.enum(RETURN_STATES).optional().describe('One state; without it every return'),
  order_id: orderIdSchema.optional().describe('The returns of one order'),
  page: z.coerce.number().int().min(1).max(4_000).default(1),
});
export type ReturnsListQuery = z.infer<typeof returnsListQuerySchema>;

export const returnIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);
export const returnParamsSchema = z.object({ return_id: returnIdSchema });

export const returnViewSchema = z.object({
  return_id: z.number().int(),
  return_no: z.string(),
  order_id: z.string(),
  state: z.enum(RETURN_STATES),
  state_label: z.string(),
  reason: z.enum(RETURN_REASONS),
  reason_label: z.string(),
  note: z.string().nullable(),
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  payment_mode: z.enum(ORDER_PAYMENT_MODES),
  amount: z.number().int().describe('The order’s amount'),
  photos: z.array(z.string()).describe('Paths of GET /api/admin/returns/{return_id}/photos/{n}'),
  bank: z
    .object({
      holder: z.string(),
      account: z.string().describe('Masked: XXXXXX and the last 4 digits'),
      ifsc: z.string(),
    })
    .nullable()
    .describe('Cash on delivery: where the refund is paid (the full number: GET …/bank-details, orders role)'),
  quality: z.object({ passed: z.boolean(), note: z.string() }).nullable(),
  decision_note: z.string().nullable(),
  history: z.array(z.object({ state: z.enum(RETURN_STATES), at: z.string(), by: z.string().nullable() })),
  acts: z.array(z.enum(RETURN_ACTS)).describe('The steps the state table allows from here'),
  refund: z
    .object({
      amount: z.number().int(),
      method: z.enum(['card', 'paid_by_staff', 'gift_card']),
      reference: z.string().nullable(),
    })
    .nullable(),
});
export type ReturnView = z.infer<typeof returnViewSchema>;

export const returnsListAnswerSchema = z.object({
  returns: z.array(returnViewSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  counts: z.record(z.string(), z.number().int()).describe('Returns per state, and `all`'),
});
export type ReturnsListAnswer = z.infer<typeof returnsListAnswerSchema>;
export const returnAnswerSchema = z.object({ return: returnViewSchema });

const staffNote = (min: number) => plainText(RETURN_NOTE_MAX, { min, multiline: true });

export const returnReceiveBodySchema = z.object({ note: staffNote(0).optional() });
export const returnCheckBodySchema = z.object({
  passed: z.boolean().describe('Whether the piece passed the quality check'),
  note: staffNote(3).describe('What the quality team found'),
});
export const returnDecideBodySchema = z.object({
  note: staffNote(3).describe('Why; a rejection’s goes to the customer'),
});
export const returnRefundBodySchema = z.object({
  reference: plainText(100, { min: 3 })
    .optional()
    .describe('Cash on delivery: the reference of the bank transfer with which staff paid it back'),
});
export type ReturnCheckBody = z.infer<typeof returnCheckBodySchema>;
export type ReturnRefundBody = z.infer<typeof returnRefundBodySchema>;

export const returnBankAnswerSchema = z.object({
  bank: z.object({ holder: z.string(), account: z.string(), ifsc: z.string() }),
});
