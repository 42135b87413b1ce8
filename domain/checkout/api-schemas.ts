// Bodies and answers of the checkout calls (docs/spec.md#second-7, docs/api.md): the virtual order (the draft
// each cart session has), its saves, order generation and confirmation, and the first spec's
// order/place/{payment_mode}. Every body carries the cart `session`; saves answer in the spec's
// `message` wrapper with `action`, and the whole draft after the change as `order`, so the page never
// shows a total the server did not compute. Field rules with the spec's texts live in
// domain/checkout/field-rules.ts: bodies here only bound what is sent.
import { PLAN_ID_PATTERN } from '../savings/plan-id.ts';
import { z } from 'zod';
import { freeText } from '../text/text-schemas.ts';
import { ORDER_PAYMENT_MODES, PAYMENT_MODES } from '../orders/order-status.ts';
import { cartSessionSchema } from '../cart/api-schemas.ts';

/** A free-text field as sent: the rules, not the schema, decide whether it is acceptable. */
const field = (max: number) => z.string().max(max).nullish();
/** A name or an address line: cleaned as a person's free text (domain/text/free-text.ts), one line. */
const textField = (max: number) => freeText().max(max).nullish();

export const FIELD_LIMITS = {
  name: 60,
  email: 254,
  phone: 20,
  country: 60,
  zipcode: 10,
  state: 60,
  city: 80,
  address: 300,
  coupon: 20,
  pan: 10,
} as const;

export const sessionBodySchema = z.strictObject({ session: cartSessionSchema });
export type SessionBody = z.infer<typeof sessionBodySchema>;

/** virtual_order_set_savings_plan: the member's own plan, by its public id (upper case forgiven). */
export const savingsPlanBodySchema = z.strictObject({
  session: cartSessionSchema,
  plan_id: z
    .string()
    .trim()
    .toUpperCase()
    .regex(PLAN_ID_PATTERN, 'A plan id is DFE followed by 12 letters and digits.'),
});
export type SavingsPlanBody = z.infer<typeof savingsPlanBodySchema>;

export const userDetailsBodySchema = z.strictObject({
  session: cartSessionSchema,
  first_name: textField(FIELD_LIMITS.name),
  last_name: textField(FIELD_LIMITS.name),
  email: field(FIELD_LIMITS.email),
  phone: field(FIELD_LIMITS.phone),
  /** Ours: the country (ISO code) a phone written without its +prefix belongs to; India when not sent. */
  phone_country: field(FIELD_LIMITS.country),
});
export type UserDetailsBody = z.infer<typeof userDetailsBodySchema>;

export const DELIVERY_METHODS = ['ship', 'pickup'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

const addressFields = {
  address_country: textField(FIELD_LIMITS.country),
  address_zipcode: field(FIELD_LIMITS.zipcode),
  address_state: textField(FIELD_LIMITS.state),
  address_city: textField(FIELD_LIMITS.city),
  address_address: textField(FIELD_LIMITS.address),
};

export const shippingAddressBodySchema = z.strictObject({
  session: cartSessionSchema,
  ...addressFields,
  /** Beyond the spec: 'ship' (default) to the address, or 'pickup' at one of the stores (`pickup_store`). */
  delivery_method: z.enum(DELIVERY_METHODS).nullish(),
  pickup_store: z.string().max(40).nullish(),
});
export type ShippingAddressBody = z.infer<typeof shippingAddressBodySchema>;

export const billingAddressBodySchema = z.strictObject({
  session: cartSessionSchema,
  ...addressFields,
  /** 'Use my shipping address as billing address' (default true): true clears a saved billing address. */
  same_as_shipping: z.boolean().nullish(),
});
export type BillingAddressBody = z.infer<typeof billingAddressBodySchema>;

export const discountCodeBodySchema = z.strictObject({ session: cartSessionSchema, code: field(FIELD_LIMITS.coupon) });
export type DiscountCodeBody = z.infer<typeof discountCodeBodySchema>;

export const paymentMethodBodySchema = z.strictObject({
  session: cartSessionSchema,
  /** A method id, or null to clear the choice (the code popup or the payment window was closed). */
  apply_method: z.enum(PAYMENT_MODES).nullable(),
});
export type PaymentMethodBody = z.infer<typeof paymentMethodBodySchema>;

export const panBodySchema = z.strictObject({ session: cartSessionSchema, pan: field(FIELD_LIMITS.pan) });
export type PanBody = z.infer<typeof panBodySchema>;

export const orderGenerateBodySchema = z.strictObject({
  session: cartSessionSchema,
  /** The spec's payload; must be the bearer token's member when sent (403 otherwise). */
  user_id: z.union([z.number().int().positive(), z.string().max(20)]).nullish(),
  /** The payable amount the shopper saw: a different server total answers PRICE_MISMATCH and the fresh draft. */
  expected_amount: z.number().int().min(0).max(2_147_483_647).nullish(),
  /** 'Request another OTP': a new code for the unpaid order (not before its resend wait). */
  resend: z.boolean().nullish(),
  /** The ALTCHA solution (base64 JSON) the page solved before generating. */
  captcha: z.string().max(4_000).nullish(),
});
export type OrderGenerateBody = z.infer<typeof orderGenerateBodySchema>;

export const razorpayReplySchema = z.strictObject({
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
});
export type RazorpayReply = z.infer<typeof razorpayReplySchema>;

export const orderConfirmBodySchema = z.strictObject({
  session: cartSessionSchema,
  order_id: z.string().min(1).max(40),
  vo_id: z.string().max(40).nullish(),
  /** The 4-digit code (cash on delivery) or the card provider's signed reply. */
  confirmation: z.union([z.string().max(10), razorpayReplySchema]),
});
export type OrderConfirmBody = z.infer<typeof orderConfirmBodySchema>;

const placeItemSchema = z.strictObject({
  sku: z.string().trim().min(1).max(100),
  variant: z.union([z.number().int().positive().max(2_147_483_647), z.string().trim().min(1).max(100)]),
  qty: z.number().int().min(1).max(99),
  price: z.number().int().min(0).max(1_000_000_000),
});

export const orderPlaceBodySchema = z.strictObject({
  session: cartSessionSchema,
  items: z.array(placeItemSchema).min(1).max(100),
  /** The shopper's details, saved to the draft as virtual_order_set_user_details would. */
  user: z
    .strictObject({
      first_name: textField(FIELD_LIMITS.name),
      last_name: textField(FIELD_LIMITS.name),
      email: field(FIELD_LIMITS.email),
      phone: field(FIELD_LIMITS.phone),
      phone_country: field(FIELD_LIMITS.country),
    })
    .nullish(),
  /** The shipping address, saved as virtual_order_set_shipping_address would. */
  order: z.strictObject(addressFields).nullish(),
  captcha: z.string().max(4_000).nullish(),
});
export type OrderPlaceBody = z.infer<typeof orderPlaceBodySchema>;

// ---------------------------------------------------------------- answers

const userDetailsSchema = z.object({
  virtual_order_profile_first_name: z.string(),
  virtual_order_profile_last_name: z.string(),
  virtual_order_profile_email: z.string(),
  virtual_order_profile_phone: z.string(),
});

const addressSchema = z.object({
  virtual_order_address_country: z.string(),
  virtual_order_address_zipcode: z.string(),
  virtual_order_address_state: z.string(),
  virtual_order_address_city: z.string(),
  virtual_order_address_address: z.string(),
});

export const pincodePlaceSchema = z.object({ Name: z.string(), Block: z.string() });

export const draftLineSchema = z.object({
  /** The server cart line's id. */
  id: z.number().int(),
  cart_product_name: z.string(),
  cart_product_sku: z.string(),
  /** Comma-separated picture paths (the spec's shape). */
  cart_product_image: z.string(),
  cart_product_quantity: z.number().int(),
  /** Today's price of one piece, in rupees. */
  cart_product_unit_price: z.number().int(),
  cart_product_data: z.object({
    product_id: z.number().int(),
    value: z.string(),
    variant_id: z.number().int(),
    color: z.string(),
    size: z.string().nullable(),
    made_to_order: z.boolean(),
  }),
  line_total: z.number().int(),
  /** This line's share of the discount. */
  discount: z.number().int(),
  /** ok; short: fewer in stock than asked (`available` says how many); unavailable: cannot be sold now. */
  status: z.enum(['ok', 'short', 'unavailable']),
  available: z.number().int().nullable(),
});
export type DraftLine = z.infer<typeof draftLineSchema>;

export const paymentOptionSchema = z.object({
  id: z.enum(PAYMENT_MODES),
  method: z.string(),
  /** Whether it can be chosen for this draft now; `note` says why not. */
  available: z.boolean(),
  note: z.string().nullable(),
});

export const pickupStoreSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  pincode: z.string(),
  hours: z.string(),
  phone: z.string(),
});
export type PickupStore = z.infer<typeof pickupStoreSchema>;

export const expectedDeliverySchema = z.object({
  /** India-time days, YYYY-MM-DD. */
  from: z.string(),
  to: z.string(),
  /** e.g. 'Delivery by Mon, 30 Nov – Wed, 2 Dec' or 'Ready for pick-up by …'. */
  label: z.string(),
});
export type ExpectedDelivery = z.infer<typeof expectedDeliverySchema>;

/** The draft's savings plan (ours: docs/decisions/2026-11-27-savings-plan-redemption.md). */
export const appliedSavingsPlanSchema = z.object({
  plan_id: z.string(),
  /** The plan's status today: only `matured` pays. */
  status: z.enum(['pending', 'active', 'matured', 'closed', 'redeemed', 'abandoned']),
  /** What the plan buys: what was paid plus the gift, if earned. */
  redemption_value: z.number().int(),
  /** What it pays of this order now: its whole value, or 0 while `problem` says why not. */
  amount: z.number().int(),
  problem: z
    .enum(['DFE_NOT_MATURED', 'DFE_PLAN_CLOSED', 'DFE_PLAN_REDEEMED', 'DFE_ORDER_BELOW_VALUE', 'DFE_PLAN_IN_USE'])
    .nullable(),
});

/** The draft's applied card (docs/spec.md#second-3 "applied_gift_card"). */
export const appliedGiftCardSchema = z.object({
  /** The card, masked but the last 4. */
  virtual_order_redeem_name: z.string(),
  virtual_order_redeem_type: z.enum(['purchased', 'promotion']),
  /** What the card pays of this order now (its balance, up to the order's total); 0 until verified. */
  virtual_order_redeem_amount: z.number().int(),
  virtual_order_redeem_status: z.enum(['transfer_requested', 'transfer_verified']),
  /** Never sent: the code stays with the card's holder (the spec's field, always null). */
  virtual_order_redeem_secret_key: z.null(),
  /** The card's mobile the code went to, masked but the last 4. */
  sent_to: z.string(),
  /** The card's balance now, before this order; shown only once the code is verified (null before). */
  balance: z.number().int().nullable(),
});
export type AppliedGiftCard = z.infer<typeof appliedGiftCardSchema>;

/** An order shipped outside India (issue 21 §4): card only, the charge, the delivery promise and the duties. */
export const internationalSchema = z.object({
  /** ISO 3166-1 alpha-2 of the shipping country. */
  country_code: z.string(),
  country: z.string(),
  /** The international shipping charge in rupees (also in `summery.charges`). */
  shipping_charge: z.number().int(),
  /** 'First delivery attempt within 10 working days of dispatch.' */
  delivery_note: z.string(),
  duties_notice: z.string(),
  payment_note: z.string(),
  resizing_note: z.string(),
});
export type International = z.infer<typeof internationalSchema>;

export const virtualOrderSchema = z.object({
  vo_id: z.string(),
  user_details: userDetailsSchema.nullable(),
  shipping_address: addressSchema.extend({ pincode: pincodePlaceSchema.nullable() }).nullable(),
  billing_address: addressSchema.nullable(),
  billing_same: z.boolean(),
  delivery: z.object({
    method: z.enum(DELIVERY_METHODS),
    store: z.string().nullable(),
    expected: expectedDeliverySchema.nullable(),
  }),
  /** Set when the order ships outside India; null within India and for a pick-up. */
  international: internationalSchema.nullable(),
  applied_payment_discount: z
    .object({
      virtual_order_discount_name: z.string(),
      virtual_order_discount_type: z.enum(['PERCENTAGE', 'FLAT']),
      virtual_order_discount_relative_value: z.number(),
      /** The rupees it takes off this draft now. */
      amount: z.number().int(),
    })
    .nullable(),
  /** The chosen mode, or `gift_card` when the card pays the whole order (nothing else to choose). */
  applied_payment_method: z.object({ virtual_order_payment_mode: z.enum(ORDER_PAYMENT_MODES) }).nullable(),
  applied_gift_card: appliedGiftCardSchema.nullable(),
  /** The member's savings plan applied (virtual_order_set_savings_plan); null when none. */
  applied_savings_plan: appliedSavingsPlanSchema.nullable(),
  pan: z.object({ required: z.boolean(), masked: z.string().nullable() }),
  cart: z.array(draftLineSchema),
  summery: z.object({
    subtotal: z.number().int(),
    discounts: z.number().int(),
    redeems: z.number().int(),
    /** What the applied savings plan pays (its whole redemption value, or 0 while it cannot). */
    savings_plan: z.number().int(),
    charges: z.number().int(),
    payable_amount: z.number().int(),
  }),
  options: z.object({
    discount_coupons: z.array(z.object({ code: z.string(), label: z.string(), description: z.string() })),
    payment_methods: z.array(paymentOptionSchema),
    pickup_stores: z.array(pickupStoreSchema),
  }),
  /** Whether order_generate would find everything it needs (the first missing thing otherwise). */
  missing: z.enum(['user', 'shipping', 'cart', 'payment', 'pan']).nullable(),
});
export type VirtualOrder = z.infer<typeof virtualOrderSchema>;

/** Every virtual_order* save: action, reason, trace (spec), the draft after it, and the session. */
export const draftAnswerSchema = z.object({
  message: z.object({
    action: z.literal(true),
    reason: z.string().nullable(),
    trace: z.record(z.string(), z.unknown()).nullable(),
    /** A human line for a toast, when the save has one ('Promocode has been successfully applied'). */
    text: z.string().nullable(),
    order: virtualOrderSchema,
    /** virtual_order_set_shipping_address: India Post's place of the pincode. */
    pincode: pincodePlaceSchema.nullish(),
  }),
  session: z.string(),
});
export type DraftAnswer = z.infer<typeof draftAnswerSchema>;

export const codPaymentDataSchema = z.object({
  success: z.literal(true),
  /** Seconds until 'Request another OTP' may be pressed. */
  server_resend_step: z.number().int(),
  /** The counter's tick, in seconds. */
  server_resend_rate: z.number().int(),
  /** The phone the code went to, masked but the last 4 digits. */
  sent_to: z.string(),
});

export const cardPaymentDataSchema = z.object({
  /** 'razorpay' (checkout.js) or 'local' (the store's own test window at `window_url`). */
  provider: z.enum(['razorpay', 'local']),
  key: z.string(),
  amount: z.number().int(),
  currency: z.literal('INR'),
  order_id: z.string(),
  name: z.string(),
  description: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
  timeout: z.number().int(),
  window_url: z.string().nullable(),
});
export type CardPaymentData = z.infer<typeof cardPaymentDataSchema>;

export const generatedOrderSchema = z.object({
  order_id: z.string(),
  vo_id: z.string(),
  amount: z.number().int(),
  currency: z.literal('INR'),
  payment_mode: z.enum(ORDER_PAYMENT_MODES),
  phone: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  discount: z.number().int(),
  /** What the gift card pays; `amount` less this and `savings_plan_amount` is due by the payment mode. */
  gift_card_amount: z.number().int(),
  /** What the member's savings plan pays. */
  savings_plan_amount: z.number().int(),
});

/** An order the gift card pays in full: placed at once (its card was verified by a code), nothing to confirm. */
export const giftCardPaymentDataSchema = z.object({ success: z.literal(true), paid_by_gift_card: z.literal(true) });

export const orderGenerateAnswerSchema = z.object({
  message: z.object({
    action: z.literal(true),
    order: generatedOrderSchema,
    items: z.array(
      z.object({
        name: z.string(),
        sku: z.string(),
        total: z.number().int(),
        color: z.string().nullable(),
        qty: z.number().int(),
      }),
    ),
    payment_data: z.union([codPaymentDataSchema, cardPaymentDataSchema, giftCardPaymentDataSchema]),
  }),
  session: z.string(),
});
export type OrderGenerateAnswer = z.infer<typeof orderGenerateAnswerSchema>;

/** The analytics purchase event's fields (a dataLayer push; tax and shipping '0.00' as the spec says). */
export const purchaseSchema = z.object({
  transaction_id: z.string(),
  value: z.string(),
  currency: z.literal('INR'),
  tax: z.literal('0.00'),
  shipping: z.literal('0.00'),
  coupon: z.string().nullable(),
  items: z.array(
    z.object({
      item_id: z.string(),
      item_name: z.string(),
      item_variant: z.string().nullable(),
      price: z.string(),
      quantity: z.number().int(),
    }),
  ),
});

export const orderConfirmAnswerSchema = z.object({
  message: z.object({
    action: z.literal(true),
    order: z.object({
      order_id: z.string(),
      amount: z.number().int(),
      discount: z.number().int(),
      gift_card_amount: z.number().int(),
      savings_plan_amount: z.number().int(),
      payment_mode: z.enum(ORDER_PAYMENT_MODES),
      email: z.string(),
      expected: expectedDeliverySchema.nullable(),
      delivery_method: z.enum(DELIVERY_METHODS),
      /** The shipping charge included in `amount` (international orders; 0 within India). */
      charges: z.number().int(),
      international: internationalSchema.nullable(),
    }),
    purchase: purchaseSchema,
  }),
});
export type OrderConfirmAnswer = z.infer<typeof orderConfirmAnswerSchema>;
