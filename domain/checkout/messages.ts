// The checkout's words (docs/spec.md#second-5 "Server-driven checkout validation" and #second-8 "The error
// catalogue"), letter for letter, typos included ('addresss', 'initate', 'summery' live elsewhere).
// Texts the specs leave open are ours and say so.
import type { ReasonTable } from '../api/outcome.ts';
import { GIFT_REDEEM_REASONS } from '../giftcards/messages.ts';
import { SAVINGS_REDEEM_REASONS } from '../savings/redeem-messages.ts';

/** Per-field messages of the virtual order saves, by the trace's field name. */
export const FIELD_MESSAGES = {
  virtual_order_profile_first_name: 'Please enter your first name.',
  virtual_order_profile_last_name: 'Please enter your last name.',
  virtual_order_profile_email: 'Please use a valid email address.',
  virtual_order_profile_phone: 'Please use a valid phone number.',
} as const;

export const SHIPPING_FIELD_MESSAGES = {
  virtual_order_address_country: 'Please specify a valid country name.',
  virtual_order_address_address: 'Please specify an address for shipping address.',
  virtual_order_address_city: 'Please specify a valid city for shipping address.',
  virtual_order_address_state: 'Please specify a valid state for shipping address.',
  virtual_order_address_zipcode: 'Please specify a valid pin code for shipping address.',
} as const;

export const BILLING_FIELD_MESSAGES = {
  virtual_order_address_country: 'Please specify a valid country name.',
  virtual_order_address_address: 'Please specify an address for billing address.',
  virtual_order_address_city: 'Please specify a valid city for billing address.',
  virtual_order_address_state: 'Please specify a valid state for billing address.',
  virtual_order_address_zipcode: 'Please specify a valid pin code for billing address.',
} as const;

export const COUPON_FIELD_MESSAGE = 'Please specify a valid promocode.';
export const OTP_FIELD_MESSAGE = 'Please enter a valid 4 digit one time password.';

/** Toasts the checkout page shows (docs/spec.md#second-8), with the specs' durations in milliseconds. */
export const CHECKOUT_TOASTS = {
  cartUpdateFailed: 'Something Went Wrong, please try again.',
  cartClientError: 'Oops! Unable to checkout, please make sure to enable cookies or try clearing your browser cache.',
  emptyCart: 'Oops! Cannot checkout an empty cart.',
  userDetailsIncomplete: 'Oops! Please complete your user details and proceed to checkout.',
  shippingIncomplete: 'Oops! Please complete your shipping details and proceed to checkout.',
  noPaymentMethod: 'Oops! No payment method selected, please choose a payment method to continue.',
  shippingAddressMissing: 'Please add your shipping addresss...',
  cartEmptyAtGenerate: 'Oops! Your cart seems empty, cannot checkout with an empty cart.',
  runtime: 'Oops! Something went wrong, please try again after a while.',
  nonAction:
    'Oops! Something went wrong, please make sure to enable cookies or try again after clearing your browser cache',
  wrongOtp: 'Order failed with incorrect one time password, please try again.',
  paymentVerification: 'Payment signature verification failed, please try again.',
  couponApplied: 'Promocode has been successfully applied',
  priceMismatch: 'Price mismatch',
} as const;

/** Reason codes of the checkout calls, each with its human text (a text the page also toasts is the toast's). */
export const CHECKOUT_REASONS = {
  ...GIFT_REDEEM_REASONS,
  ...SAVINGS_REDEEM_REASONS,
  MESSAGE_VALIDATION_ERROR: { status: 400, text: CHECKOUT_TOASTS.userDetailsIncomplete },
  SHIPPING_PINCODE_ERROR: { status: 400, text: 'Please specify a valid pin code for shipping address.' },
  DISCOUNT_COUPON_NOT_FOUND: { status: 404, text: 'This promocode is not a valid one, please check again.' },
  SUBTOTAL_LESS_THAN_AMOUNT_LIMIT: { status: 422, text: 'This promocode can only be applied on orders above ₹1 Lakh.' },
  // Ours: the specs name no code for a coupon whose uses ran out or that the customer already used.
  DISCOUNT_COUPON_EXHAUSTED: {
    status: 409,
    text: 'This promocode has already been used the number of times it allows.',
  },
  // Ours: a coupon limited to some categories, and no piece in the bag is of one of them.
  DISCOUNT_COUPON_NOT_APPLICABLE: {
    status: 422,
    text: 'This promocode does not apply to the pieces in your bag.',
  },
  PAYMENT_METHOD_UNAVAILABLE: { status: 422, text: 'Unable to set selected payment method.' },
  // Ours (issue 21 §4, the shipping policy): an order shipped outside India is paid by card.
  CASH_ON_DELIVERY_INDIA_ONLY: {
    status: 422,
    text: 'Cash on delivery is available in India only: please pay by card for delivery outside India.',
  },
  // Ours: a PAN is asked for orders of ₹2,00,000 or more; the specs show no message for it.
  PAN_INVALID: { status: 400, text: 'Please enter a valid PAN, like ABCPE1234F.' },
  INCOMPLETE_ORDER_USER: { status: 422, text: CHECKOUT_TOASTS.userDetailsIncomplete },
  INCOMPLETE_ORDER_SHIPPING_ADDRESS: { status: 422, text: CHECKOUT_TOASTS.shippingAddressMissing },
  INCOMPLETE_ORDER_CART: { status: 422, text: CHECKOUT_TOASTS.cartEmptyAtGenerate },
  INCOMPLETE_ORDER_PAYMENT: { status: 422, text: CHECKOUT_TOASTS.noPaymentMethod },
  // Ours: the PAN the law asks for at ₹2,00,000 or more is missing.
  INCOMPLETE_ORDER_PAN: {
    status: 422,
    text: 'Please enter your PAN: it is required for purchases of ₹2,00,000 or more.',
  },
  // Ours: a piece in the draft sold out, or a price moved, since the shopper last saw it.
  OUT_OF_STOCK: {
    status: 409,
    text: 'Oops! Some pieces in your cart are no longer available in the quantity you chose. Please review your cart.',
  },
  PRICE_MISMATCH: { status: 409, text: CHECKOUT_TOASTS.priceMismatch },
  CART_MISMATCH: { status: 409, text: 'Your cart changed while you were checking out. Please review your order.' },
  CAPTCHA_FAILED: { status: 400, text: CHECKOUT_TOASTS.nonAction },
  ORDER_NOT_FOUND: { status: 404, text: CHECKOUT_TOASTS.runtime },
  // Ours: five wrong codes in all for one order (resent codes included) cancel it, its holds go back,
  // and 'Request another OTP' starts a new order.
  OTP_TRIES_EXCEEDED: {
    status: 409,
    text: 'Too many incorrect one time passwords: this order has been cancelled. Please place your order again.',
  },
  OTP_RESEND_WAIT: { status: 429, text: 'Please wait N seconds before requesting a new one time password' },
  PAYMENT_VERIFICATION_FAILED: { status: 400, text: CHECKOUT_TOASTS.paymentVerification },
  // The unpaid order's hold lapsed (15 minutes) or it was replaced by a newer one of the same draft.
  ORDER_EXPIRED: { status: 409, text: CHECKOUT_TOASTS.runtime },
  PROVIDER_UNAVAILABLE: { status: 503, text: CHECKOUT_TOASTS.runtime },
  GIFT_CARD_ALREADY_LOCK_ERROR: {
    status: 409,
    text: 'Oops! This Gift Card cannot be used, the card is already locked against another order.',
  },
  GIFT_CARD_LOCK_ERROR: {
    status: 409,
    text: 'Oops! Something Wrong on locking the gift card against this order. Please try again or contact customer support',
  },
} as const satisfies ReasonTable;
export type CheckoutReason = keyof typeof CHECKOUT_REASONS;

/** 'Please wait N seconds before requesting a new one time password', N filled in. */
export const resendWaitText = (seconds: number): string =>
  CHECKOUT_REASONS.OTP_RESEND_WAIT.text.replace('N', String(seconds));

export const TOAST_MS = { default: 5_000, wizard: 2_000 } as const;
