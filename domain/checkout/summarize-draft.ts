// The virtual order as the shopper sees it and as order_generate charges it: one pure function, so
// the page and the order can never disagree. Prices and stock come in from the database at the
// moment of the call; nothing the client sent is part of the money.
import { giftCardDraw } from '../giftcards/ledger.ts';
import type { PlanStatus } from '../savings/plan-rules.ts';
import { planRedemption, type RedemptionProblem } from '../savings/redemption.ts';
import { maskCardCode } from '../giftcards/card-code.ts';
import type { OrderPaymentMode, PaymentMode } from '../orders/order-status.ts';
import type { LineBreakup } from '../orders/line-breakup.ts';
import { STORES } from '../stores/stores.ts';
import type { DraftLine, ExpectedDelivery, International, VirtualOrder } from './api-schemas.ts';
import { findCountry, INDIA } from './countries.ts';
import { expectedDelivery } from './delivery-date.ts';
import { internationalView, shippingCharge } from './international.ts';
import {
  couponDiscount,
  couponLineMask,
  couponRefusal,
  spreadDiscount,
  type CouponRefusal,
  type CouponTerms,
} from './discount.ts';
import { isPanRequired, maskPan } from './pan.ts';
import { paymentMethodOptions } from './payment-methods.ts';

export interface DraftFacts {
  voId: string;
  contact: { firstName: string | null; lastName: string | null; email: string | null; phone: string | null };
  shipping: {
    country: string | null;
    zipcode: string | null;
    state: string | null;
    city: string | null;
    address: string | null;
    place: string | null;
    block: string | null;
  };
  billingSame: boolean;
  billing: {
    country: string | null;
    zipcode: string | null;
    state: string | null;
    city: string | null;
    address: string | null;
  };
  deliveryMethod: 'ship' | 'pickup';
  pickupStore: string | null;
  couponCode: string | null;
  paymentMode: PaymentMode | null;
  pan: string | null;
  /** The gift card applied, as the database holds it at the moment of the call. */
  giftCard: GiftCardFacts | null;
  /** The member's savings plan applied to the draft, if any (never beside a gift card). */
  savingsPlan?: SavingsPlanFacts | null;
}

export interface SavingsPlanFacts {
  planId: string;
  /** Its status on today's India day (plan-rules.ts `planStatusOn`). */
  status: PlanStatus;
  /** What it buys: saved plus the gift earned. */
  value: number;
  /** An unpaid order of another draft holds it. */
  heldElsewhere: boolean;
}

export interface GiftCardFacts {
  id: number;
  last4: string;
  type: 'purchased' | 'promotion';
  /** The card's mobile, masked but the last 4 (where its codes go). */
  sentTo: string;
  status: 'transfer_requested' | 'transfer_verified';
  /** What the card can give this draft: its balance, plus what this draft's own unpaid order holds of it. */
  balance: number;
  /** Verified and still this draft's: locked to it (or free again), active, not past its date. */
  usable: boolean;
}

/** A cart line with the piece's facts as the database holds them at the moment of the call. */
export interface LineFacts {
  lineId: number;
  variantId: number;
  productId: number;
  qty: number;
  sku: string;
  name: string;
  value: string;
  madeToOrder: boolean;
  /** stock − reserved: what can still be bought. */
  available: number;
  /** The product is shown and the variant priced. */
  onSale: boolean;
  color: string;
  size: string | null;
  image: string;
  unitPrice: number;
  breakup: LineBreakup;
  /** A metal rate moved this price after the draft showed it and the 15-minute hold has run out. */
  priceMoved?: boolean;
  /** The piece's category and sub-category slugs (a coupon limited to categories counts these). */
  categories?: readonly string[];
}

export interface CouponFacts extends CouponTerms {
  code: string;
  label: string;
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  totalLimit: number | null;
  perCustomerLimit: number | null;
  usedCount: number;
  heldCount: number;
  categories?: readonly string[];
  customerKey?: string | null;
}

export interface DraftContext {
  now: Date;
  lines: readonly LineFacts[];
  /** The applied coupon's row, when the draft names one that exists. */
  coupon: CouponFacts | null;
  /** This customer's uses of that coupon that still count (not this draft's own unpaid order). */
  couponUsesByCustomer: number;
  /** The draft's own unpaid order holds a use of that coupon (its to keep, not another's). */
  couponHeldHere?: boolean;
  /** Who the draft's customer is for a voucher made out to one (null: not known yet). */
  customerKey?: string | null;
  listedCoupons: readonly { code: string; label: string; description: string }[];
  /** Whether India Post knows the shipping pincode (cash on delivery's rule); null without one. */
  pincodeEligible: boolean | null;
  /** INTERNATIONAL_SHIPPING_CHARGE: rupees added to an order shipped outside India. */
  internationalCharge: number;
}

export type Missing = NonNullable<VirtualOrder['missing']>;

export interface DraftSummary {
  view: VirtualOrder;
  subtotal: number;
  discount: number;
  /** The shipping charge (orders shipped abroad). */
  charges: number;
  /** subtotal − discount + charges: what the order costs (its `amount`). */
  total: number;
  /** What the gift card pays of it. */
  giftCardAmount: number;
  /** What the savings plan pays of it (its whole value, or 0 while it cannot be redeemed). */
  savingsPlanAmount: number;
  /** Why the draft's savings plan pays nothing now, if it has one. */
  savingsPlanProblem: RedemptionProblem | 'DFE_PLAN_IN_USE' | null;
  /** total − giftCardAmount − savingsPlanAmount: what is due by the payment mode. */
  payable: number;
  /** Each line's share of the discount, in line order. */
  discountShares: number[];
  /** Why the draft's coupon does not apply now, if it names one. */
  couponProblem: CouponRefusal | null;
  /** The draft's payment mode if it can still be used; `gift_card` when the card pays everything. */
  paymentMode: OrderPaymentMode | null;
  missing: Missing | null;
  /** Lines that cannot be sold as they are (sold out, short, withdrawn). */
  hasProblemLines: boolean;
  expected: ExpectedDelivery | null;
  /** Shipped outside India: the country, the charge and the notices; null otherwise. */
  international: International | null;
  /** ISO code of the shipping country ('IN' until an address says otherwise). */
  countryCode: string;
  /** Everything the order would be made of, as text: the same draft generates the same order (the service hashes it). */
  fingerprintSource: string;
}

const filled = (...values: (string | null)[]) => values.every((v) => v !== null && v !== '');

function lineStatus(line: LineFacts): DraftLine['status'] {
  if (!line.onSale) return 'unavailable';
  if (!line.madeToOrder && line.available < line.qty) return 'short';
  return 'ok';
}

export function summarizeDraft(draft: DraftFacts, ctx: DraftContext): DraftSummary {
  const lineTotals = ctx.lines.map((l) => l.unitPrice * l.qty);
  const subtotal = lineTotals.reduce((a, b) => a + b, 0);

  // A coupon limited to categories counts (and discounts) only the lines of those categories.
  const mask = couponLineMask(ctx.coupon?.categories, ctx.lines);
  const couponTotals = lineTotals.map((t, i) => (mask[i] ? t : 0));
  const couponSubtotal = couponTotals.reduce((a, b) => a + b, 0);

  const couponProblem =
    draft.couponCode === null
      ? null
      : ctx.coupon === null
        ? 'DISCOUNT_COUPON_NOT_FOUND'
        : couponRefusal(ctx.coupon, {
            subtotal: couponSubtotal,
            now: ctx.now,
            usesByCustomer: ctx.couponUsesByCustomer,
            heldHere: ctx.couponHeldHere ?? false,
            customerKey: ctx.customerKey ?? null,
          });
  const coupon = couponProblem === null && ctx.coupon !== null ? ctx.coupon : null;
  const discount = coupon && couponSubtotal > 0 ? couponDiscount(coupon, couponSubtotal) : 0;
  const discountShares = subtotal > 0 ? spreadDiscount(couponTotals, discount) : lineTotals.map(() => 0);
  const country = findCountry(draft.shipping.country) ?? INDIA;
  const abroad = country.code !== INDIA.code && draft.deliveryMethod === 'ship';
  const charges =
    ctx.lines.length === 0
      ? 0
      : shippingCharge({ abroad, method: draft.deliveryMethod, charge: ctx.internationalCharge });
  const total = subtotal - discount + charges;
  // Partial redemption: a verified card pays what it has, up to the total; the rest is due.
  const card = draft.giftCard;
  const giftCardAmount =
    card && card.status === 'transfer_verified' && card.usable && ctx.lines.length > 0
      ? giftCardDraw(card.balance, total)
      : 0;
  // A matured plan is redeemed whole against an order that costs more (domain/savings/redemption.ts).
  const plan = draft.savingsPlan ?? null;
  const redemption = plan === null ? null : planRedemption(plan, ctx.lines.length > 0 ? total : 0);
  const savingsPlanProblem =
    plan === null ? null : plan.heldElsewhere ? 'DFE_PLAN_IN_USE' : (redemption?.problem ?? null);
  const savingsPlanAmount = savingsPlanProblem === null ? (redemption?.amount ?? 0) : 0;
  const payable = total - giftCardAmount - savingsPlanAmount;
  const coveredByCard = giftCardAmount > 0 && payable === 0;

  // A region is part of every Indian address; abroad many addresses have none.
  const hasShipping =
    filled(draft.shipping.country, draft.shipping.zipcode, draft.shipping.city, draft.shipping.address) &&
    (filled(draft.shipping.state) || country.code !== INDIA.code);
  const options = paymentMethodOptions({
    payable,
    deliveryMethod: draft.deliveryMethod,
    pincodeEligible: hasShipping ? ctx.pincodeEligible : null,
    abroad,
  });
  const chosen =
    draft.paymentMode !== null && options.some((o) => o.id === draft.paymentMode && o.available)
      ? draft.paymentMode
      : null;
  const paymentMode: OrderPaymentMode | null = coveredByCard ? 'gift_card' : chosen;
  // The law asks for a PAN on what is bought, however it is paid.
  const panRequired = isPanRequired(total);
  const hasProblemLines = ctx.lines.some((l) => lineStatus(l) !== 'ok');
  const madeToOrder = ctx.lines.some((l) => l.madeToOrder);
  const expected =
    ctx.lines.length === 0
      ? null
      : expectedDelivery({
          now: ctx.now,
          madeToOrder,
          method: draft.deliveryMethod,
          pincode: draft.shipping.zipcode,
          abroad,
        });
  const international: International | null = internationalView({
    countryCode: country.code,
    country: country.name,
    deliveryMethod: draft.deliveryMethod,
    charges,
  });

  const hasUser = filled(draft.contact.firstName, draft.contact.lastName, draft.contact.email, draft.contact.phone);
  const missing: Missing | null = !hasUser
    ? 'user'
    : !hasShipping || (draft.deliveryMethod === 'pickup' && draft.pickupStore === null)
      ? 'shipping'
      : ctx.lines.length === 0
        ? 'cart'
        : paymentMode === null
          ? 'payment'
          : panRequired && draft.pan === null
            ? 'pan'
            : null;

  const view: VirtualOrder = {
    vo_id: draft.voId,
    user_details: hasUser
      ? {
          virtual_order_profile_first_name: draft.contact.firstName!,
          virtual_order_profile_last_name: draft.contact.lastName!,
          virtual_order_profile_email: draft.contact.email!,
          virtual_order_profile_phone: draft.contact.phone!,
        }
      : null,
    shipping_address: hasShipping
      ? {
          virtual_order_address_country: draft.shipping.country!,
          virtual_order_address_zipcode: draft.shipping.zipcode!,
          virtual_order_address_state: draft.shipping.state ?? '',
          virtual_order_address_city: draft.shipping.city!,
          virtual_order_address_address: draft.shipping.address!,
          pincode:
            draft.shipping.place === null ? null : { Name: draft.shipping.place, Block: draft.shipping.block ?? '' },
        }
      : null,
    billing_address:
      !draft.billingSame &&
      filled(draft.billing.country, draft.billing.zipcode, draft.billing.city, draft.billing.address) &&
      (filled(draft.billing.state) || (findCountry(draft.billing.country) ?? INDIA).code !== INDIA.code)
        ? {
            virtual_order_address_country: draft.billing.country!,
            virtual_order_address_zipcode: draft.billing.zipcode!,
            virtual_order_address_state: draft.billing.state ?? '',
            virtual_order_address_city: draft.billing.city!,
            virtual_order_address_address: draft.billing.address!,
          }
        : null,
    billing_same: draft.billingSame,
    delivery: { method: draft.deliveryMethod, store: draft.pickupStore, expected },
    international,
    applied_payment_discount: coupon
      ? {
          virtual_order_discount_name: coupon.code,
          virtual_order_discount_type: coupon.kind,
          virtual_order_discount_relative_value: coupon.value,
          amount: discount,
        }
      : null,
    applied_payment_method: paymentMode === null ? null : { virtual_order_payment_mode: paymentMode },
    applied_gift_card: card
      ? {
          virtual_order_redeem_name: maskCardCode(card.last4),
          virtual_order_redeem_type: card.type,
          virtual_order_redeem_amount: giftCardAmount,
          virtual_order_redeem_status: card.status,
          virtual_order_redeem_secret_key: null,
          sent_to: card.sentTo,
          // Whoever has the card's code but not its mobile learns nothing more from the draft.
          balance: card.status === 'transfer_verified' ? card.balance : null,
        }
      : null,
    applied_savings_plan: plan
      ? {
          plan_id: plan.planId,
          status: plan.status,
          redemption_value: plan.value,
          amount: savingsPlanAmount,
          problem: savingsPlanProblem,
        }
      : null,
    pan: { required: panRequired, masked: draft.pan === null ? null : maskPan(draft.pan) },
    cart: ctx.lines.map((l, i) => ({
      id: l.lineId,
      cart_product_name: l.name,
      cart_product_sku: l.sku,
      cart_product_image: l.image,
      cart_product_quantity: l.qty,
      cart_product_unit_price: l.unitPrice,
      cart_product_data: {
        product_id: l.productId,
        value: l.value,
        variant_id: l.variantId,
        color: l.color,
        size: l.size,
        made_to_order: l.madeToOrder,
      },
      line_total: lineTotals[i]!,
      discount: discountShares[i]!,
      status: lineStatus(l),
      available: l.madeToOrder ? null : Math.max(0, l.available),
    })),
    summery: {
      subtotal,
      discounts: discount,
      redeems: giftCardAmount,
      savings_plan: savingsPlanAmount,
      charges,
      payable_amount: payable,
    },
    options: { discount_coupons: [...ctx.listedCoupons], payment_methods: options, pickup_stores: [...STORES] },
    missing,
  };

  const fingerprintSource = JSON.stringify([
    ctx.lines.map((l) => [l.variantId, l.qty, l.unitPrice]),
    draft.contact,
    draft.shipping,
    draft.billingSame ? null : draft.billing,
    draft.deliveryMethod,
    draft.pickupStore,
    coupon?.code ?? null,
    paymentMode,
    draft.pan,
    card ? [card.id, card.status, giftCardAmount] : null,
    plan ? [plan.planId, savingsPlanAmount] : null,
    charges,
    payable,
  ]);

  return {
    view,
    subtotal,
    discount,
    charges,
    total,
    giftCardAmount,
    savingsPlanAmount,
    savingsPlanProblem,
    payable,
    discountShares,
    couponProblem,
    paymentMode,
    missing,
    hasProblemLines,
    expected,
    international,
    countryCode: country.code,
    fingerprintSource,
  };
}
