// The virtual order (docs/spec.md#second-3, #second-4, #second-7): the draft each cart has, its saves, and the view the
// page renders. Every save locks the draft, validates with the spec's field rules, writes, and answers
// the whole draft computed afresh from the database (domain/checkout/summarize-draft.ts), so a total
// on the page is always one the server would charge. Who may touch a draft: whoever holds its cart's
// session token; a member's cart also needs that member's bearer token.
import { ok, refuse, type Outcome, type Refusal, type RefusalExtra } from '../../domain/api/outcome.ts';
import type {
  BillingAddressBody,
  DiscountCodeBody,
  PanBody,
  PaymentMethodBody,
  ShippingAddressBody,
  UserDetailsBody,
  VirtualOrder,
} from '../../domain/checkout/api-schemas.ts';
import { normalizeCouponCode, subtotalLimitText } from '../../domain/checkout/discount.ts';
import { checkAddress, checkUserDetails } from '../../domain/checkout/field-rules.ts';
import {
  BILLING_FIELD_MESSAGES,
  CHECKOUT_REASONS,
  CHECKOUT_TOASTS,
  COUPON_FIELD_MESSAGE,
  SHIPPING_FIELD_MESSAGES,
  type CheckoutReason,
} from '../../domain/checkout/messages.ts';
import { normalizePan } from '../../domain/checkout/pan.ts';
import {
  summarizeDraft,
  type DraftSummary,
  type GiftCardFacts,
  type SavingsPlanFacts,
} from '../../domain/checkout/summarize-draft.ts';
import { passbookOn } from '../../domain/savings/plan-rules.ts';
import { customerKey } from '../../domain/checkout/customer-key.ts';
import { maskMobile } from '../../domain/accounts/phone.ts';
import { cardStanding } from '../../domain/giftcards/card-standing.ts';
import { findStore } from '../../domain/stores/stores.ts';
import { findCountry, INDIA, isAbroad } from '../../domain/checkout/countries.ts';
import { hashCartToken, isCartTokenShaped } from '../cart/cart-token.ts';
import type { PincodeDirectory } from '../pincode/pincode.service.ts';
import type { CheckoutQueries, CheckoutRepo, DraftRow } from './checkout.repo.ts';
import type { Tx } from '../../db/runner.ts';
import { markPricesSeen } from './price-hold.ts';

/** A checkout refusal; `fields` name failing fields by their trace name (MESSAGE_VALIDATION_ERROR). */
export type CheckoutRefusal = Refusal<CheckoutReason>;

/** Builds a checkout refusal: the table's text unless the step has its own. */
export const refusal = (reason: CheckoutReason, extra: RefusalExtra & { message?: string } = {}): CheckoutRefusal =>
  refuse(reason, extra.message ?? CHECKOUT_REASONS[reason].text, extra);

/** Who calls: the cart session token from the body, and the member of a valid bearer token. */
export interface Caller {
  session: string | null | undefined;
  memberId: number | null;
}

/** A save's answer: the draft after it, and what the spec's wrapper carries beside it. */
export interface DraftResult {
  order: VirtualOrder;
  reason: string | null;
  text: string | null;
  pincode?: { Name: string; Block: string } | null;
  /** virtual_order_request_initate_transfer: the code's token and timers, and where it went. */
  transfer?: { token: string; timer_rate: number; server_resend_rate: number; sent_to: string };
}

export type CartAccess = { ok: true; cartId: string } | { ok: false; reason: 'NO_CART' | 'NOT_YOURS' };

export interface DraftDeps {
  repo: CheckoutRepo;
  pincodes: Pick<PincodeDirectory, 'lookup'>;
  /** INTERNATIONAL_SHIPPING_CHARGE: rupees added to an order shipped outside India (0 when not given). */
  internationalCharge?: number;
  /** The shipping address the member keeps on their profile (accounts own the users table), if any. */
  profileAddressOf?: (userId: number) => Promise<ShippingStart | null>;
  now?: () => Date;
}

/** An address a new draft's shipping starts from. */
export interface ShippingStart {
  country: string;
  zipcode: string;
  state: string;
  city: string;
  address: string;
}

/**
 * The customer a coupon's per-customer limit counts: the member (whose token is on the call), or a
 * guest's email, which is the member's own when an account has it: a member and a guest giving the
 * member's email are one customer.
 */
export async function customerKeyOf(
  q: CheckoutQueries,
  draft: Pick<DraftRow, 'userId' | 'email'>,
): Promise<string | null> {
  const memberId = draft.userId ?? (draft.email ? await q.memberIdByEmail(draft.email) : undefined);
  return customerKey(memberId ?? null, draft.email);
}

export function createDraftReader({
  pincodes,
  internationalCharge = 0,
  now = () => new Date(),
}: Pick<DraftDeps, 'pincodes' | 'now' | 'internationalCharge'>) {
  /** India Post's place of an Indian pincode; an address abroad has none (and no pincode check). */
  function pincodeFacts(
    zipcode: string | null,
    country: string | null = INDIA.name,
  ): {
    eligible: boolean | null;
    place: { Name: string; Block: string } | null;
  } {
    if (!zipcode || isAbroad(country)) return { eligible: null, place: null };
    const [answer] = pincodes.lookup(zipcode);
    const office = answer?.Status === 'Success' ? answer.PostOffice?.[0] : undefined;
    return office
      ? { eligible: true, place: { Name: office.Name, Block: office.Block } }
      : { eligible: false, place: null };
  }

  return {
    pincodeFacts,

    /** The cart a caller may use: their session's, and a member's cart only with that member's token. */
    async cartFor(q: CheckoutQueries, caller: Caller): Promise<CartAccess> {
      if (!isCartTokenShaped(caller.session)) return { ok: false, reason: 'NO_CART' };
      const found = await q.cartOfSession(hashCartToken(caller.session));
      if (!found) return { ok: false, reason: 'NO_CART' };
      if (found.userId !== null && found.userId !== caller.memberId) return { ok: false, reason: 'NOT_YOURS' };
      return { ok: true, cartId: found.cartId };
    },

    /** The draft's gift card as it stands in this transaction: what it can give this draft, and whether it may. */
    async giftCardFacts(q: CheckoutQueries, draft: DraftRow): Promise<GiftCardFacts | null> {
      if (draft.giftCardId === null || draft.giftCardStatus === null) return null;
      const card = await q.gift.card(draft.giftCardId);
      if (!card) return null;
      const standing = cardStanding(card, draft.id, await q.gift.holdsFor(card.id, draft.id));
      // A verification that no longer holds (the lock ran out, the order lapsed) asks for a fresh code.
      const verified = draft.giftCardStatus === 'transfer_verified' && standing.verifiedHere;
      return {
        id: card.id,
        last4: card.last4,
        type: card.cardType,
        sentTo: maskMobile(card.recipientMobile),
        status: verified ? 'transfer_verified' : 'transfer_requested',
        balance: standing.available,
        usable: verified && standing.problem === null,
      };
    },

    /** The draft's savings plan as it stands today: its status, what it buys, and whether another order holds it. */
    async savingsPlanFacts(q: CheckoutQueries, draft: DraftRow): Promise<SavingsPlanFacts | null> {
      if (draft.savingsPlanRef === null) return null;
      const plan = await q.plans.planByRef(draft.savingsPlanRef);
      // Only the member's own call sees or spends their plan: a call without their token, none.
      if (!plan || draft.userId === null || plan.userId !== draft.userId) return null;
      const paid = await q.plans.instalmentsOf(plan.id);
      const passbook = passbookOn(
        {
          status: plan.status,
          monthlyAmount: plan.monthlyAmount,
          startedOn: plan.startedOn,
          paid: paid.map((p) => ({ n: p.n, paidOn: p.paidOn, amount: p.amount, receiptNo: p.receiptNo })),
        },
        await q.plans.today(),
      );
      return {
        planId: plan.planId,
        status: passbook.status,
        value: passbook.redemption_value,
        heldElsewhere: await q.plans.heldElsewhere(plan.id, draft.id),
      };
    },

    /**
     * The draft's summary from the database as it is inside this transaction. What the draft's own
     * unpaid order holds (its stock, its coupon use) counts for the draft, never against it.
     */
    async summarize(q: CheckoutQueries, draft: DraftRow): Promise<DraftSummary> {
      const [lines, coupon, listed] = [
        await q.liveLines(draft.cartId),
        draft.couponCode ? await q.coupons.find(draft.couponCode) : undefined,
        await q.coupons.listed(),
      ];
      const giftCard = await this.giftCardFacts(q, draft);
      const savingsPlan = await this.savingsPlanFacts(q, draft);
      const customer = coupon ? await customerKeyOf(q, draft) : null;
      // (A voucher made out to one customer is judged against this key: summarizeDraft.)
      const own = coupon ? await q.coupons.heldByDraft(draft.id) : undefined;
      const uses = coupon && customer ? await q.coupons.usesByCustomer(coupon.code, customer, own?.orderRef) : 0;
      return summarizeDraft(
        {
          voId: draft.id,
          contact: { firstName: draft.firstName, lastName: draft.lastName, email: draft.email, phone: draft.phone },
          shipping: {
            country: draft.shipCountry,
            zipcode: draft.shipZipcode,
            state: draft.shipState,
            city: draft.shipCity,
            address: draft.shipAddress,
            place: draft.shipPlace,
            block: draft.shipBlock,
          },
          billingSame: draft.billingSame,
          billing: {
            country: draft.billCountry,
            zipcode: draft.billZipcode,
            state: draft.billState,
            city: draft.billCity,
            address: draft.billAddress,
          },
          deliveryMethod: draft.deliveryMethod,
          pickupStore: draft.pickupStore,
          couponCode: draft.couponCode,
          paymentMode: draft.paymentMode,
          pan: draft.pan,
          giftCard,
          savingsPlan,
        },
        {
          now: now(),
          lines,
          coupon: coupon ?? null,
          couponUsesByCustomer: uses,
          couponHeldHere: own !== undefined && own.code === coupon?.code,
          customerKey: customer,
          listedCoupons: listed,
          pincodeEligible: pincodeFacts(draft.shipZipcode, draft.shipCountry).eligible,
          internationalCharge,
        },
      );
    },
  };
}
export type DraftReader = ReturnType<typeof createDraftReader>;

const noCart = (access: Extract<CartAccess, { ok: false }>): CheckoutRefusal =>
  access.reason === 'NOT_YOURS'
    ? refusal('INCOMPLETE_ORDER_CART', { message: 'Please log in to continue.' })
    : refusal('INCOMPLETE_ORDER_CART');

export function createCheckoutService(deps: DraftDeps) {
  const { repo } = deps;
  const reader = createDraftReader(deps);

  /** Locks the caller's draft, runs one save, answers the draft after it; a refusal rolls nothing back that was not written. */
  function withDraft(
    caller: Caller,
    save: (q: CheckoutQueries, draft: DraftRow, tx: Tx) => Promise<CheckoutRefusal | Omit<DraftResult, 'order'> | void>,
  ): Promise<Outcome<DraftResult, CheckoutReason>> {
    return repo.inTransaction(async (q, tx) => {
      const access = await reader.cartFor(q, caller);
      if (!access.ok) return noCart(access);
      let locked = await q.lockDraft(access.cartId);
      // Past its 15-minute price hold the draft shows today's prices, and holds them from now.
      await markPricesSeen(tx, locked.id, true);
      // The draft is a member's only while the call proves it (their token): a member checking out a
      // guest cart binds it to them, and the next call without the token makes it the guest's again.
      if (locked.userId !== caller.memberId) {
        await q.updateDraft(locked.id, { userId: caller.memberId });
        locked = { ...locked, userId: caller.memberId };
      }
      const outcome = await save(q, locked, tx);
      if (outcome && 'ok' in outcome) return outcome;
      const draft = await q.lockDraft(access.cartId);
      const summary = await reader.summarize(q, draft);
      // A mode the draft can no longer use (the total passed the cash limit) is cleared, not kept hidden.
      if (draft.paymentMode !== null && summary.paymentMode === null)
        await q.updateDraft(draft.id, { paymentMode: null });
      return ok({
        order: summary.view,
        reason: outcome?.reason ?? null,
        text: outcome?.text ?? null,
        ...(outcome?.pincode !== undefined ? { pincode: outcome.pincode } : {}),
        ...(outcome?.transfer ? { transfer: outcome.transfer } : {}),
      });
    });
  }

  return {
    reader,
    /** One save of the caller's draft under its lock (the gift card calls build on it). */
    withDraft,

    /**
     * The draft; a member's first look at it brings the address on their profile, or else that of their
     * last shipped order (docs/spec.md#second-6: "profile pre-fills … shipping details").
     */
    getDraft: async (caller: Caller) => {
      // Read before the draft's transaction: the profile is another area's table, read through its service.
      const kept =
        caller.memberId !== null && deps.profileAddressOf ? await deps.profileAddressOf(caller.memberId) : null;
      return withDraft(caller, async (q, draft) => {
        if (caller.memberId === null || draft.shipZipcode !== null) return;
        const last = kept ?? (await q.lastShippingOf(caller.memberId));
        const country = last ? findCountry(last.country) : null;
        const place = last ? reader.pincodeFacts(last.zipcode, last.country).place : null;
        if (!last || !country || (!place && country.code === INDIA.code)) return;
        await q.updateDraft(draft.id, {
          shipCountry: country.name,
          shipZipcode: last.zipcode,
          shipState: last.state,
          shipCity: last.city,
          shipAddress: last.address,
          shipPlace: place?.Name ?? null,
          shipBlock: place?.Block ?? null,
        });
      });
    },

    setUserDetails(caller: Caller, body: UserDetailsBody) {
      return withDraft(caller, async (q, draft) => {
        const checked = checkUserDetails(body);
        if (!checked.ok)
          return refusal('MESSAGE_VALIDATION_ERROR', {
            fields: checked.fields,
            message: CHECKOUT_TOASTS.userDetailsIncomplete,
          });
        await q.updateDraft(draft.id, checked.value);
      });
    },

    setShippingAddress(caller: Caller, body: ShippingAddressBody) {
      return withDraft(caller, async (q, draft) => {
        const checked = checkAddress(body, 'shipping');
        if (!checked.ok)
          return refusal('MESSAGE_VALIDATION_ERROR', {
            fields: checked.fields,
            message: CHECKOUT_TOASTS.shippingIncomplete,
          });
        const abroad = checked.value.countryCode !== INDIA.code;
        // Abroad the postal code was checked for its country; India Post knows only Indian pincodes.
        const { place } = reader.pincodeFacts(checked.value.zipcode, checked.value.country);
        if (!place && !abroad)
          return refusal('SHIPPING_PINCODE_ERROR', {
            fields: { virtual_order_address_zipcode: SHIPPING_FIELD_MESSAGES.virtual_order_address_zipcode },
          });
        const method = body.delivery_method ?? 'ship';
        const store = method === 'pickup' ? findStore(body.pickup_store ?? '') : undefined;
        if (method === 'pickup' && !store)
          return refusal('MESSAGE_VALIDATION_ERROR', {
            fields: { pickup_store: 'Please choose the store to pick your order up from.' },
            message: CHECKOUT_TOASTS.shippingIncomplete,
          });
        await q.updateDraft(draft.id, {
          shipCountry: checked.value.country,
          shipZipcode: checked.value.zipcode,
          shipState: checked.value.state,
          shipCity: checked.value.city,
          shipAddress: checked.value.address,
          shipPlace: place?.Name ?? null,
          shipBlock: place?.Block ?? null,
          deliveryMethod: method,
          pickupStore: store?.id ?? null,
        });
        return { reason: null, text: null, pincode: place };
      });
    },

    setBillingAddress(caller: Caller, body: BillingAddressBody) {
      return withDraft(caller, async (q, draft) => {
        if (body.same_as_shipping ?? false) {
          await q.updateDraft(draft.id, {
            billingSame: true,
            billCountry: null,
            billZipcode: null,
            billState: null,
            billCity: null,
            billAddress: null,
          });
          return;
        }
        const checked = checkAddress(body, 'billing');
        if (!checked.ok)
          return refusal('MESSAGE_VALIDATION_ERROR', {
            fields: checked.fields,
            message: CHECKOUT_TOASTS.shippingIncomplete,
          });
        if (checked.value.countryCode === INDIA.code && reader.pincodeFacts(checked.value.zipcode).place === null) {
          return refusal('MESSAGE_VALIDATION_ERROR', {
            fields: { virtual_order_address_zipcode: BILLING_FIELD_MESSAGES.virtual_order_address_zipcode },
            message: CHECKOUT_TOASTS.shippingIncomplete,
          });
        }
        await q.updateDraft(draft.id, {
          billingSame: false,
          billCountry: checked.value.country,
          billZipcode: checked.value.zipcode,
          billState: checked.value.state,
          billCity: checked.value.city,
          billAddress: checked.value.address,
        });
      });
    },

    setDiscountCode(caller: Caller, body: DiscountCodeBody) {
      return withDraft(caller, async (q, draft) => {
        const code = normalizeCouponCode(body.code ?? '');
        if (code === null)
          return refusal('MESSAGE_VALIDATION_ERROR', {
            fields: { virtual_order_discount_code: COUPON_FIELD_MESSAGE },
            message: COUPON_FIELD_MESSAGE,
          });
        const coupon = await q.coupons.find(code);
        if (!coupon) return refusal('DISCOUNT_COUPON_NOT_FOUND');
        // Judged as the draft would be with it: the same rule order_generate applies.
        const summary = await reader.summarize(q, { ...draft, couponCode: code });
        if (summary.couponProblem === 'SUBTOTAL_LESS_THAN_AMOUNT_LIMIT')
          return refusal('SUBTOTAL_LESS_THAN_AMOUNT_LIMIT', { message: subtotalLimitText(coupon.minSubtotal) });
        if (summary.couponProblem !== null) return refusal(summary.couponProblem);
        await q.updateDraft(draft.id, { couponCode: code });
        return { reason: 'DISCOUNT_APPLIED', text: CHECKOUT_TOASTS.couponApplied };
      });
    },

    clearDiscountCode(caller: Caller) {
      return withDraft(caller, async (q, draft) => {
        await q.updateDraft(draft.id, { couponCode: null });
      });
    },

    setPaymentMethod(caller: Caller, body: PaymentMethodBody) {
      return withDraft(caller, async (q, draft) => {
        if (body.apply_method === null) {
          await q.updateDraft(draft.id, { paymentMode: null });
          return;
        }
        const summary = await reader.summarize(q, draft);
        if (body.apply_method === 'payment_on_delivery' && summary.international !== null)
          return refusal('CASH_ON_DELIVERY_INDIA_ONLY');
        const option = summary.view.options.payment_methods.find((o) => o.id === body.apply_method);
        if (!option?.available) return refusal('PAYMENT_METHOD_UNAVAILABLE');
        await q.updateDraft(draft.id, { paymentMode: body.apply_method });
      });
    },

    setPan(caller: Caller, body: PanBody) {
      return withDraft(caller, async (q, draft) => {
        const pan = normalizePan(body.pan ?? '');
        if (pan === null)
          return refusal('PAN_INVALID', { fields: { virtual_order_pan: CHECKOUT_REASONS.PAN_INVALID.text } });
        await q.updateDraft(draft.id, { pan });
      });
    },
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
