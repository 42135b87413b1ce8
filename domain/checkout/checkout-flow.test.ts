import { describe, expect, it } from 'vitest';
import {
  blockerNotice,
  cleanOtp,
  generateRefusal,
  giftRedeemNotice,
  placeBlocker,
  resendRemaining,
  stepBlocker,
  type WizardStep,
} from './checkout-flow.ts';
import { CHECKOUT_REASONS, CHECKOUT_TOASTS } from './messages.ts';

const USER = {
  virtual_order_profile_first_name: 'Meera',
  virtual_order_profile_last_name: 'Nair',
  virtual_order_profile_email: 'm@example.com',
  virtual_order_profile_phone: '9847012345',
};
const ADDRESS = {
  virtual_order_address_country: 'India',
  virtual_order_address_zipcode: '682016',
  virtual_order_address_state: 'Kerala',
  virtual_order_address_city: 'Kochi',
  virtual_order_address_address: 'MG Road',
  pincode: { Name: 'Ernakulam', Block: 'Kanayannur' },
};
const LINE = { id: 1 } as never;

const draft = (over: Partial<Parameters<typeof stepBlocker>[1]> = {}) => ({
  user_details: USER,
  shipping_address: ADDRESS,
  applied_payment_method: { virtual_order_payment_mode: 'payment_on_delivery' as const },
  pan: { required: false, masked: null },
  cart: [LINE],
  missing: null,
  ...over,
});

describe('stepBlocker (the wizard under 960 px)', () => {
  it.each<[string, WizardStep, Parameters<typeof stepBlocker>[1], string | null]>([
    ['step 1 without user details', 1, draft({ user_details: null }), 'user'],
    ['step 1 with user details', 1, draft({ shipping_address: null }), null],
    ['step 2 without an address', 2, draft({ shipping_address: null }), 'shipping'],
    ['step 2 with an address', 2, draft({ applied_payment_method: null }), null],
    ['step 3 without a payment method', 3, draft({ applied_payment_method: null }), 'payment'],
    ['step 3 with a PAN asked for and none given', 3, draft({ pan: { required: true, masked: null } }), 'pan'],
    ['step 3 with the PAN given', 3, draft({ pan: { required: true, masked: 'XXXXXX234F' } }), null],
    ['step 3 complete', 3, draft(), null],
  ])('%s', (_, step, d, expected) => {
    expect(stepBlocker(step, d)).toBe(expected);
  });
});

describe('placeBlocker (Pay and Place Order)', () => {
  it('follows the server: the first missing thing, user before shipping before payment', () => {
    expect(placeBlocker(draft({ missing: 'user' }))).toBe('user');
    expect(placeBlocker(draft({ missing: 'shipping' }))).toBe('shipping');
    expect(placeBlocker(draft({ missing: 'payment' }))).toBe('payment');
    expect(placeBlocker(draft())).toBeNull();
  });
  it('an empty cart stops it whatever else is missing', () => {
    expect(placeBlocker(draft({ cart: [], missing: 'user' }))).toBe('cart');
  });
});

describe('blockerNotice', () => {
  it.each([
    ['user', CHECKOUT_TOASTS.userDetailsIncomplete],
    ['shipping', CHECKOUT_TOASTS.shippingIncomplete],
    ['payment', CHECKOUT_TOASTS.noPaymentMethod],
    ['cart', CHECKOUT_TOASTS.cartEmptyAtGenerate],
  ] as const)('%s says the spec text', (panel, text) => {
    expect(blockerNotice(panel)).toMatchObject({ text, duration: 5_000, panel });
  });
  it('validation toasts last 2 s in the wizard; the payment toast keeps 5 s', () => {
    expect(blockerNotice('user', { wizard: true }).duration).toBe(2_000);
    expect(blockerNotice('shipping', { wizard: true }).duration).toBe(2_000);
    expect(blockerNotice('payment', { wizard: true }).duration).toBe(5_000);
  });
});

describe('generateRefusal (order_generate refused)', () => {
  it.each([
    ['INCOMPLETE_ORDER_USER', '', CHECKOUT_TOASTS.userDetailsIncomplete, 'user', true],
    ['INCOMPLETE_ORDER_SHIPPING_ADDRESS', '', 'Please add your shipping addresss...', 'shipping', true],
    ['INCOMPLETE_ORDER_CART', '', 'Oops! Your cart seems empty, cannot checkout with an empty cart.', 'cart', false],
    ['INCOMPLETE_ORDER_PAYMENT', '', CHECKOUT_TOASTS.noPaymentMethod, 'payment', true],
    ['PRICE_MISMATCH', 'Price mismatch', 'Price mismatch', null, true],
    ['OUT_OF_STOCK', 'Some pieces sold out', 'Some pieces sold out', null, true],
    [
      'OTP_RESEND_WAIT',
      'Please wait 42 seconds before requesting a new one time password',
      'Please wait 42 seconds before requesting a new one time password',
      null,
      false,
    ],
    ['CAPTCHA_FAILED', 'x', CHECKOUT_TOASTS.nonAction, null, false],
    ['NETWORK_ERROR', '', CHECKOUT_TOASTS.nonAction, null, false],
    ['PROVIDER_UNAVAILABLE', 'x', 'Oops! Something went wrong, please try again after a while.', null, false],
    ['SOMETHING_NEW', '', 'Oops! Something went wrong, please try again after a while.', null, false],
  ] as const)('%s', (reason, serverText, text, panel, refresh) => {
    expect(generateRefusal(reason, serverText)).toEqual({ text, duration: 5_000, panel, refresh });
  });
});

describe('resendRemaining (the code popup counter)', () => {
  it.each([
    [60, 1, 0, 60],
    [60, 1, 999, 60],
    [60, 1, 1_000, 59],
    [60, 1, 59_999, 1],
    [60, 1, 60_000, 0],
    [60, 1, 3_600_000, 0],
    [60, 5, 7_000, 55],
    [0, 1, 0, 0],
    [30, 0, 2_000, 28],
    [60, 1, -5_000, 60],
  ])('step %i, rate %i, %i ms after: %i', (step, rate, elapsed, left) => {
    expect(resendRemaining(step, rate, elapsed)).toBe(left);
  });
});

describe('cleanOtp', () => {
  it.each([
    ['1234', '1234'],
    ['12 34', '1234'],
    ['12345', '1234'],
    ['a1b2', '12'],
    ['', ''],
  ])('%j → %j', (typed, kept) => {
    expect(cleanOtp(typed)).toBe(kept);
  });
});

describe('the gift_card mode (a verified card pays everything)', () => {
  const paidByCard = draft({ applied_payment_method: { virtual_order_payment_mode: 'gift_card' } as never });
  it('needs no other method to leave step 3 or to place the order', () => {
    expect(stepBlocker(3, paidByCard)).toBeNull();
    expect(placeBlocker(paidByCard)).toBeNull();
  });
  it('still asks for the PAN the law wants, however the order is paid', () => {
    expect(stepBlocker(3, { ...paidByCard, pan: { required: true, masked: null } })).toBe('pan');
  });
  it.each([
    [
      'GIFT_CARD_ALREADY_LOCK_ERROR',
      'Oops! This Gift Card cannot be used, the card is already locked against another order.',
    ],
    [
      'GIFT_CARD_LOCK_ERROR',
      'Oops! Something Wrong on locking the gift card against this order. Please try again or contact customer support',
    ],
  ])('order_generate refused with %s says the server text and fetches the draft again', (reason, text) => {
    expect(generateRefusal(reason, text)).toEqual({ text, duration: 5_000, panel: null, refresh: true });
  });
});

describe('giftRedeemNotice (the Gift Card Redeem panel refused)', () => {
  it.each([
    ['CARD_NOT_FOUND', CHECKOUT_REASONS.CARD_NOT_FOUND.text, CHECKOUT_REASONS.CARD_NOT_FOUND.text, false],
    ['CARD_LOCKED', CHECKOUT_REASONS.CARD_LOCKED.text, CHECKOUT_REASONS.CARD_LOCKED.text, false],
    ['WAIT_TIMEOUT', CHECKOUT_REASONS.WAIT_TIMEOUT.text, 'Oops! Please re-try again after 60 seconds.', false],
    ['OTP_MISSMATCH', CHECKOUT_REASONS.OTP_MISSMATCH.text, CHECKOUT_REASONS.OTP_MISSMATCH.text, false],
    [
      'OTP_VERIFICATION_FAILED',
      CHECKOUT_REASONS.OTP_VERIFICATION_FAILED.text,
      CHECKOUT_REASONS.OTP_VERIFICATION_FAILED.text,
      false,
    ],
    ['INITATE_REDEEM_FAILED', 'anything', null, true],
    ['VERIFY_PROCESS_ERROR', 'anything', null, true],
    [
      'GIFT_CARD_TRIES_EXCEEDED',
      CHECKOUT_REASONS.GIFT_CARD_TRIES_EXCEEDED.text,
      CHECKOUT_REASONS.GIFT_CARD_TRIES_EXCEEDED.text,
      true,
    ],
    ['NETWORK_ERROR', '', 'Sorry something is wrong on applying the gift card. Please try after some time.', false],
  ] as const)('%s', (reason, serverText, text, restart) => {
    expect(giftRedeemNotice(reason, serverText)).toEqual({ text, restart });
  });
});
