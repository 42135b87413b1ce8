// Bodies and answers of the order calls (docs/spec.md#first-7: `order/list` { user_id, user_type },
// `order/new/list` { token }, `order/track` the tracking form). Unknown fields are dropped, and a
// `user_type` is accepted only to be ignored: the role comes from the session token alone.
import { z } from 'zod';
import { MAX_EMAIL_LENGTH } from '../accounts/api-schemas.ts';
import { internationalSchema } from '../checkout/api-schemas.ts';
import { normalizeOrderId } from './order-id.ts';
import { CANCEL_REASON_KEYS } from './order-cancel.ts';
import { shopperReturnSchema } from './shopper-return.ts';
import { ORDER_PAYMENT_MODES, ORDER_STATUSES } from './order-status.ts';

/** Orders per page of a member's list: a page of cards, newest first. */
export const ORDERS_PER_PAGE = 10;
/** Pages beyond this are refused: 1,000 orders is past any shopper's history. */
export const MAX_ORDER_PAGE = 100;

const userIdSchema = z.coerce.number().int().positive().max(2_147_483_647);
const pageSchema = z.coerce
  .number()
  .int()
  .min(1)
  .max(MAX_ORDER_PAGE)
  .default(1)
  .describe(`1-based; ${ORDERS_PER_PAGE} orders a page, newest first`);

export const orderListBodySchema = z.object({
  user_id: userIdSchema.optional().describe("Must be the token's member when sent (else 403)"),
  user_type: z.string().max(32).optional().describe('Accepted and ignored: ADMIN here grants nothing'),
  page: pageSchema,
});
export type OrderListBody = z.infer<typeof orderListBodySchema>;

export const orderNewListBodySchema = z.object({
  token: z.string().min(1).max(200).describe('The session token'),
  page: pageSchema,
});

/** An order id as a shopper types it, read leniently (order-id.ts). */
export const orderIdSchema = z
  .string()
  .max(40)
  .transform((typed, ctx) => {
    const id = normalizeOrderId(typed);
    if (id === null) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be an order id like SV7K2M9Q4R8T1XW (SV and 13 letters or digits)',
      });
      return z.NEVER;
    }
    return id;
  })
  .describe('The order id from the confirmation mail; case, spaces and hyphens do not matter');

export const orderTrackBodySchema = z.object({
  order_id: orderIdSchema,
  email: z
    .string()
    .trim()
    .min(1)
    .max(MAX_EMAIL_LENGTH)
    .pipe(z.email({ message: 'must be a valid email address' }))
    .transform((e) => e.toLowerCase())
    .describe('The email the order was placed with (case does not matter)'),
});
export type OrderTrackBody = z.infer<typeof orderTrackBodySchema>;

const lineSchema = z.object({
  name: z.string(),
  sku: z.string(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  picture: z.string().nullable().describe('The picture path at the time of the order'),
  value: z.string().nullable().describe("The product's URL slug, when it still had one"),
  qty: z.number().int(),
  unit_price: z.number().int().describe('Whole rupees'),
  total: z.number().int().describe('qty × unit_price, whole rupees'),
  discount: z.number().int().describe("This line's share of the order's discount, whole rupees"),
  breakup: z
    .object({
      metal_price: z.number(),
      diamond_price: z.number(),
      gemstone_price: z.number(),
      making_charge: z.number().describe('The making charge as charged, after any discount'),
      making_discount: z
        .number()
        .optional()
        .describe('Rupees taken off the making charge; absent when there was none (or the order predates it)'),
      gst_percent: z.number(),
      gst_amount: z.number(),
    })
    .nullable()
    .describe(
      'The unit price in parts as sold, whole rupees (GST in percent and rupees); null for orders from before the checkout recorded it',
    ),
});

const deliverySchema = z
  .object({
    method: z.enum(['ship', 'pickup']),
    label: z.string().describe("'Free shipping to Bengaluru, 560003' or 'Pick-up at Suvarna Kochi, Kochi'"),
    store: z
      .object({
        name: z.string(),
        address: z.string(),
        city: z.string(),
        pincode: z.string(),
        hours: z.string(),
        phone: z.string(),
      })
      .nullable()
      .describe('The store of a pick-up; null when shipped'),
    expected: z
      .object({
        from: z.string().describe('YYYY-MM-DD, India time'),
        to: z.string().describe('YYYY-MM-DD, India time'),
        label: z.string().describe("'Delivery by Mon, 30 Nov – Wed, 2 Dec'"),
      })
      .nullable()
      .describe(
        'The expected window while the order is on its way; null once delivered, cancelled or returned, and for orders without one',
      ),
  })
  .describe('Where the order goes (only city and pin code, never the street address) and when it is expected');

const orderViewSchema = z.object({
  order_id: z.string(),
  created_at: z.string().describe('ISO 8601'),
  status: z.enum(ORDER_STATUSES),
  status_label: z.string(),
  payment_mode: z.enum(ORDER_PAYMENT_MODES),
  payment_label: z.string().describe("'Cash on delivery' or 'Paid online with Razorpay (card, UPI or net banking)'"),
  payment_note: z
    .string()
    .nullable()
    .describe('For a placed cash-on-delivery order: the confirming call within 24–48 hours, else cancelled'),
  currency: z.literal('INR'),
  subtotal: z.number().int(),
  discount: z.number().int(),
  coupon_code: z.string().nullable().describe('The coupon the discount came from, if any'),
  charges: z.number().int(),
  amount: z.number().int().describe('subtotal − discount + charges, whole rupees'),
  gift_card_amount: z
    .number()
    .int()
    .describe('What a gift card paid of the amount; the rest was paid by the payment mode'),
  savings_plan_amount: z
    .number()
    .int()
    .describe('What a matured savings plan paid of the amount; the rest was paid by the payment mode'),
  made_to_order: z.boolean(),
  delivery: deliverySchema,
  international: internationalSchema
    .nullable()
    .describe(
      'Shipped outside India: the country, the international shipping charge (the `charges`), the delivery promise and the duties notice; null within India and for a pick-up',
    ),
  items: z.array(lineSchema),
  invoice: z
    .object({
      number: z.string().describe("'SUV/26-27/000123': the series of the Indian financial year"),
      issued_at: z.string().describe('ISO 8601'),
      download: z
        .enum(['account', 'email'])
        .describe(
          "How GET /api/orders/{order_id}/invoice.pdf answers it: 'account' with the member's token, 'email' with `?email=` of the order (a guest's order)",
        ),
      url: z.string().describe("The PDF's path; on tracking a guest's order it carries the email the call was given"),
    })
    .nullable()
    .describe('The GST tax invoice, issued when the order ships; null before'),
  shipment: z
    .object({ carrier: z.string(), awb: z.string() })
    .nullable()
    .describe('The courier and its waybill (AWB) number, once the order shipped; null before'),
  returns: shopperReturnSchema.nullable(),
});

const memberOrderViewSchema = orderViewSchema.extend({
  can_cancel: z
    .boolean()
    .describe(
      'Whether the member may cancel it now: placed or confirmed, a made-to-order piece not yet with the workshop',
    ),
});

export const orderListAnswerSchema = z.object({
  result: z.object({
    orders: z.array(memberOrderViewSchema),
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    total_pages: z.number().int(),
  }),
});
export type OrderListResult = z.infer<typeof orderListAnswerSchema>['result'];
export type OrderListItem = OrderListResult['orders'][number];

export const trackingAnswerSchema = z.object({
  result: orderViewSchema.extend({
    timeline: z.array(
      z.object({
        key: z.string(),
        label: z.string(),
        state: z.enum(['done', 'current', 'upcoming', 'ended']),
        at: z.string().nullable(),
      }),
    ),
    contact: z
      .object({ name: z.string(), email: z.string(), phone: z.string() })
      .describe('Masked: first name and initial, first letter and domain of the email, last 4 digits'),
    ship_to: z
      .object({ city: z.string(), state: z.string(), zipcode: z.string(), country: z.string() })
      .describe('Never the street address'),
  }),
  message: z.string(),
});
export type TrackingResult = z.infer<typeof trackingAnswerSchema>['result'];

/** The member's cancel from My orders: their order's id and the reason they chose. */
export const orderCancelBodySchema = z.object({
  user_id: userIdSchema.optional().describe("Must be the token's member when sent (else 403)"),
  order_id: orderIdSchema,
  reason: z.enum(CANCEL_REASON_KEYS).describe(`One of ${CANCEL_REASON_KEYS.join(', ')}`),
});
export type OrderCancelBody = z.infer<typeof orderCancelBodySchema>;

export const orderCancelAnswerSchema = z.object({
  result: z.object({
    order_id: z.string(),
    status: z.literal('cancelled'),
    status_label: z.string(),
    refund_amount: z
      .number()
      .nullable()
      .describe(
        'What goes back to the card, UPI or bank account the order was paid from, in rupees; null when nothing was paid by card or it was refunded before',
      ),
  }),
});
