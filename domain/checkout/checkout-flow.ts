// How the checkout page moves (docs/spec.md#second-4 "Mobile wizard", "Confirm click", "Cash-on-delivery
// OTP popup"; docs/spec.md#second-8 "Order generation"): what stops the shopper going on, which toast says so and
// which panel it points at, and the code popup's resend counter. Pure, so the page stays thin.
import type { VirtualOrder } from './api-schemas.ts';
import { CHECKOUT_REASONS, CHECKOUT_TOASTS, TOAST_MS } from './messages.ts';

/** The wizard's steps under 960 px: 1 user details, 2 shipping and billing, 3 summary, review and pay. */
export type WizardStep = 1 | 2 | 3;
export const WIZARD_STEPS: readonly WizardStep[] = [1, 2, 3];

/** The checkout's panels a refusal can point at (for the marks, the focus and the scroll). */
export type CheckoutPanel = 'user' | 'shipping' | 'payment' | 'pan' | 'cart';

type DraftFacts = Pick<
  VirtualOrder,
  'user_details' | 'shipping_address' | 'applied_payment_method' | 'pan' | 'cart' | 'missing'
>;

/** What the draft still lacks to leave `step` forward, or null: 1 needs user details, 2 a shipping address, 3 a payment method (and the PAN when the law asks for it). */
export function stepBlocker(step: WizardStep, draft: DraftFacts): CheckoutPanel | null {
  if (step === 1) return draft.user_details ? null : 'user';
  if (step === 2) return draft.shipping_address ? null : 'shipping';
  if (!draft.applied_payment_method) return 'payment';
  if (draft.pan.required && draft.pan.masked === null) return 'pan';
  return null;
}

/** 'Pay and Place Order': the first missing thing in the spec's order (user details, shipping, payment), or null to generate. */
export function placeBlocker(draft: DraftFacts): CheckoutPanel | null {
  if (draft.cart.length === 0) return 'cart';
  return draft.missing;
}

export interface Notice {
  text: string;
  /** How long the toast stays, in ms. */
  duration: number;
  /** The panel to mark and scroll to; null when no field is at fault. */
  panel: CheckoutPanel | null;
}

/** The toast for a missing piece; the wizard shows its validation toasts for 2 s (docs/spec.md#second-8). */
export function blockerNotice(panel: CheckoutPanel, { wizard = false }: { wizard?: boolean } = {}): Notice {
  const duration = wizard ? TOAST_MS.wizard : TOAST_MS.default;
  switch (panel) {
    case 'user':
      return { text: CHECKOUT_TOASTS.userDetailsIncomplete, duration, panel };
    case 'shipping':
      return { text: CHECKOUT_TOASTS.shippingIncomplete, duration, panel };
    case 'payment':
      return { text: CHECKOUT_TOASTS.noPaymentMethod, duration: TOAST_MS.default, panel };
    case 'pan':
      return { text: CHECKOUT_REASONS.INCOMPLETE_ORDER_PAN.text, duration: TOAST_MS.default, panel };
    case 'cart':
      return { text: CHECKOUT_TOASTS.cartEmptyAtGenerate, duration: TOAST_MS.default, panel };
  }
}

/** What the page does with a refusal of order_generate (its reason code and the server's text). */
export interface GenerateRefusal extends Notice {
  /** Fetch the draft again: prices, stock or the coupon moved under the shopper. */
  refresh: boolean;
}

export function generateRefusal(reason: string, serverText: string): GenerateRefusal {
  const plain = (text: string, refresh = false): GenerateRefusal => ({
    text,
    duration: TOAST_MS.default,
    panel: null,
    refresh,
  });
  switch (reason) {
    case 'INCOMPLETE_ORDER_USER':
      return { ...blockerNotice('user'), refresh: true };
    case 'INCOMPLETE_ORDER_SHIPPING_ADDRESS':
      return {
        text: CHECKOUT_TOASTS.shippingAddressMissing,
        duration: TOAST_MS.default,
        panel: 'shipping',
        refresh: true,
      };
    case 'INCOMPLETE_ORDER_CART':
      return { ...blockerNotice('cart'), refresh: false };
    case 'INCOMPLETE_ORDER_PAYMENT':
      return { ...blockerNotice('payment'), refresh: true };
    case 'INCOMPLETE_ORDER_PAN':
      return { ...blockerNotice('pan'), refresh: true };
    // The draft changed under the shopper (a price, stock, the coupon, the card taken by another
    // order or not held): it is fetched again to show what stands now.
    case 'PRICE_MISMATCH':
    case 'OUT_OF_STOCK':
    case 'DISCOUNT_COUPON_EXHAUSTED':
    case 'CART_MISMATCH':
    case 'GIFT_CARD_ALREADY_LOCK_ERROR':
    case 'GIFT_CARD_LOCK_ERROR':
      return plain(serverText || CHECKOUT_TOASTS.runtime, true);
    case 'OTP_RESEND_WAIT':
      return plain(serverText || CHECKOUT_TOASTS.runtime);
    case 'CAPTCHA_FAILED':
    case 'NETWORK_ERROR':
    case 'OFFLINE':
    case 'REQUEST_FAILED':
      return plain(CHECKOUT_TOASTS.nonAction);
    default:
      return plain(CHECKOUT_TOASTS.runtime);
  }
}

/**
 * The code popup's counter (docs/spec.md#second-4): it starts at the server's step and loses one every `rate`
 * seconds; at 0 'Request another OTP' shows. `elapsedMs` is the time since the code was sent.
 */
export function resendRemaining(step: number, rate: number, elapsedMs: number): number {
  if (!(step > 0)) return 0;
  const tick = rate > 0 ? rate : 1;
  const ticks = Math.floor(Math.max(0, elapsedMs) / (tick * 1000));
  return Math.max(0, step - ticks * tick);
}

/** The 4-digit code as typed: digits only, at most 4 (the field keeps what the shopper meant). */
export const cleanOtp = (typed: string): string => typed.replace(/\D/g, '').slice(0, 4);

/** What the Gift Card Redeem panel does with a refusal of its calls (docs/spec.md#second-8 "Gift card redeem"). */
export interface GiftRedeemNotice {
  /** The toast, or null where the spec says the reason is handled with no message. */
  text: string | null;
  /** The card's step is over (the verification belongs to no live request of this order): fetch the draft and start from the code. */
  restart: boolean;
}

export function giftRedeemNotice(reason: string, serverText: string): GiftRedeemNotice {
  switch (reason) {
    case 'INITATE_REDEEM_FAILED':
    case 'VERIFY_PROCESS_ERROR':
      return { text: null, restart: true };
    case 'GIFT_CARD_TRIES_EXCEEDED':
      // The card left the draft: say so, and start from the code again.
      return { text: serverText || CHECKOUT_REASONS.GIFT_CARD_TRIES_EXCEEDED.text, restart: true };
    default:
      // CARD_NOT_FOUND, CARD_LOCKED, WAIT_TIMEOUT, OTP_MISSMATCH… say the server's words; a failure
      // without any (the network, a fault) says the spec's SOMETHING_ERROR.
      return { text: serverText || CHECKOUT_REASONS.SOMETHING_ERROR.text, restart: false };
  }
}
