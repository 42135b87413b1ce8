// The orders desk's calls (docs/api.md#back-office): the list's query, an order's page, the acts'
// bodies and answers. The call names are fixed by the API contract; the rest is ours.
import { z } from 'zod';
import { deskPageSchema, deskPagingFields } from '../api/desk-params.ts';
import { internationalSchema } from '../checkout/api-schemas.ts';
import { plainText } from '../forms/form-fields.ts';
import { orderIdSchema } from './api-schemas.ts';
import { DESK_MOVES } from './desk-rules.ts';
import { ORDER_PAYMENT_MODES, ORDER_STATUSES } from './order-status.ts';

export const DESK_PAGE_SIZE = 25;
/** The highest amount the filter takes: well above any order (₹10 crore). */
const MAX_FILTER_AMOUNT = 100_000_000;

const daySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-11-27')
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    {
      message: 'must be a real date like 2026-11-27',
    },
  );
const amountSchema = z.coerce.number().int('must be whole rupees').min(0).max(MAX_FILTER_AMOUNT);

/** An order id in a path: read as strictly as the search box reads one. */
export const deskOrderIdSchema = orderIdSchema;

export const deskListQuerySchema = z
  .object({
    status: z.enum(ORDER_STATUSES).optional().describe('One status; without it every order past the checkout'),
    payment_mode: z.enum(ORDER_PAYMENT_MODES).optional(),
    from: daySchema.optional().describe('Placed on or after this day (India time)'),
    to: daySchema.optional().describe('Placed on or before this day (India time)'),
    min_amount: amountSchema.optional().describe('Order amount at least this, in rupees'),
    max_amount: amountSchema.optional().describe('Order amount at most this, in rupees'),
    q: z
      .string()
      .trim()
      .min(2, 'type at least 2 characters')
      .max(100)
      .optional()
      .describe('An order id, an email, a phone number, or the start of a name'),
    overdue: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional()
      .describe('`true`: only cash-on-delivery orders still unconfirmed 48 hours after they were placed'),
    page: deskPageSchema,
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
    message: 'must not be before from',
    path: ['to'],
  })
  .refine((q) => q.min_amount === undefined || q.max_amount === undefined || q.min_amount <= q.max_amount, {
    message: 'must not be below min_amount',
    path: ['max_amount'],
  });
export type DeskListQuery = z.infer<typeof deskListQuerySchema>;

const customerSchema = z.object({ name: z.string(), email: z.string(), phone: z.string() });

export const deskListItemSchema = z.object({
  order_id: z.string(),
  placed_at: z.string(),
  status: z.enum(ORDER_STATUSES),
  status_label: z.string(),
  payment_mode: z.enum(ORDER_PAYMENT_MODES),
  amount: z.number().int(),
  customer: customerSchema,
  overdue: z.boolean().describe('Cash on delivery, still unconfirmed 48 hours after it was placed'),
});
export type DeskListItem = z.infer<typeof deskListItemSchema>;

export const deskListAnswerSchema = z.object({
  orders: z.array(deskListItemSchema),
  ...deskPagingFields,
  counts: z
    .record(z.string(), z.number().int())
    .describe('Orders per status under the same filters but the status, and `all` and `overdue`'),
});
export type DeskListAnswer = z.infer<typeof deskListAnswerSchema>;

const addressSchema = z.object({
  country: z.string(),
  zipcode: z.string(),
  state: z.string(),
  city: z.string(),
  address: z.string(),
});

export const deskOrderSchema = z.object({
  order_id: z.string(),
  placed_at: z.string(),
  status: z.enum(ORDER_STATUSES),
  status_label: z.string(),
  payment_mode: z.enum(ORDER_PAYMENT_MODES),
  payment_mode_label: z.string(),
  overdue: z.boolean(),
  currency: z.literal('INR'),
  subtotal: z.number().int(),
  discount: z.number().int(),
  charges: z.number().int(),
  amount: z.number().int(),
  gift_card_amount: z.number().int(),
  customer: customerSchema.extend({ member: z.boolean() }),
  lines: z.array(
    z.object({
      name: z.string(),
      sku: z.string(),
      color: z.string().nullable(),
      size: z.string().nullable(),
      qty: z.number().int(),
      unit_price: z.number().int(),
      total: z.number().int(),
      discount: z.number().int(),
      made_to_order: z.boolean(),
      breakup: z.array(z.object({ label: z.string(), amount: z.number() })),
    }),
  ),
  payments: z.array(
    z.object({
      provider: z.string(),
      payment_id: z.string(),
      amount: z.number().describe('Rupees (paise as a fraction)'),
      refunded: z.number(),
      status: z.string(),
      at: z.string(),
    }),
  ),
  refunds: z.array(
    z.object({
      amount: z.number(),
      method: z.enum(['card', 'paid_by_staff']),
      status: z
        .string()
        .describe('pending, processed or failed (the card provider’s); paid for a refund paid by staff'),
      reason: z.string(),
      reference: z.string().nullable(),
      at: z.string(),
      by: z.string().nullable(),
    }),
  ),
  gift_cards: z.array(z.object({ card: z.string(), amount: z.number().int(), state: z.string() })),
  coupon: z.string().nullable(),
  shipping_address: addressSchema,
  billing_address: addressSchema,
  international: internationalSchema
    .nullable()
    .describe(
      'Shipped outside India: the country, the international shipping charge (the `charges`) and the duties notice',
    ),
  delivery: z.object({
    method: z.enum(['ship', 'pickup']),
    pickup_store: z.string().nullable(),
    expected_from: z.string().nullable(),
    expected_to: z.string().nullable(),
  }),
  pan: z.string().nullable().describe('Given for orders of ₹2,00,000 or more, for the tax records'),
  shipment: z.object({ carrier: z.string(), awb: z.string() }).nullable(),
  invoice: z.object({ number: z.string(), issued_at: z.string() }).nullable(),
  history: z.array(
    z.object({
      status: z.enum(ORDER_STATUSES),
      at: z.string(),
      by: z.string().nullable(),
      note: z.string().nullable(),
    }),
  ),
  actions: z.array(z.enum([...DESK_MOVES, 'cancelled'])).describe('The moves the status table allows from here'),
  refundable: z.object({ max: z.number().int(), method: z.enum(['card', 'paid_by_staff']).nullable() }),
});
export type DeskOrder = z.infer<typeof deskOrderSchema>;
export const deskOrderAnswerSchema = z.object({ order: deskOrderSchema });

export const deskOrderParamsSchema = z.object({ order_id: deskOrderIdSchema });

export const NOTE_MAX = 500;
export const shipmentSchema = z.object({
  carrier: plainText(60, { min: 2 }).describe('The courier, e.g. BlueDart'),
  awb: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{6,30}$/, 'must be the waybill number: 6 to 30 letters, digits or hyphens')
    .transform((v) => v.toUpperCase()),
});

export const deskTransitionBodySchema = z
  .object({
    to: z.enum(DESK_MOVES),
    note: plainText(NOTE_MAX, { multiline: true }).optional(),
    shipment: shipmentSchema.optional(),
  })
  .refine((b) => b.to !== 'shipped' || b.shipment !== undefined, {
    message: 'shipping needs the carrier and the AWB',
    path: ['shipment'],
  })
  .refine((b) => b.to === 'shipped' || b.shipment === undefined, {
    message: 'only a move to shipped takes a shipment',
    path: ['shipment'],
  });
export type DeskTransitionBody = z.infer<typeof deskTransitionBodySchema>;

export const deskCancelBodySchema = z.object({
  reason: plainText(NOTE_MAX, { min: 3, multiline: true }).describe('Why the store cancels it (kept in the history)'),
});
export type DeskCancelBody = z.infer<typeof deskCancelBodySchema>;

export const deskRefundBodySchema = z.object({
  amount: z.number().int('must be whole rupees').min(1).max(MAX_FILTER_AMOUNT),
  reason: plainText(NOTE_MAX, { min: 3, multiline: true }),
  reference: plainText(100, { min: 3 })
    .optional()
    .describe('Cash on delivery: the reference of the bank transfer or receipt with which staff paid it back'),
});
export type DeskRefundBody = z.infer<typeof deskRefundBodySchema>;

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export const deskActAnswerSchema = z.object({ order: deskOrderSchema });
export const deskRefundAnswerSchema = z.object({
  order: deskOrderSchema,
  refund: z.object({ amount: z.number().int(), method: z.enum(['card', 'paid_by_staff']), replayed: z.boolean() }),
});
