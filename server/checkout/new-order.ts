// The new unpaid order of a complete draft (order_generate's writing step): the order and its lines
// through insertOrder in pending_payment, its pieces in stock held per product in id order, its
// coupon held, its gift card's draw held; in the generating transaction, after the draft, the
// products and the coupons are locked (place-order.service.ts names the lock order). A sold-out
// piece or a hold the database refuses throws, so the transaction rolls back whole.
import { createHash } from 'node:crypto';
import { findCountry, INDIA } from '../../domain/checkout/countries.ts';
import { RESERVATION_SECONDS } from '../../domain/checkout/constants.ts';
import { GIFT_DRAFT_LOCK_SECONDS } from '../../domain/giftcards/limits.ts';
import type { Tx } from '../../db/runner.ts';
import { GiftCardHoldError } from '../giftcards/giftcards.repo.ts';
import { insertOrder } from '../orders/orders.repo.ts';
import { PlanHoldError } from '../savings/savings-redemptions.repo.ts';
import type { CheckoutOrderRow, CheckoutQueries, DraftRow } from './checkout.repo.ts';
import { customerKeyOf, refusal, type CheckoutRefusal, type DraftReader } from './checkout.service.ts';

/** Thrown inside the generating transaction when a piece is sold out: rolled back, answered OUT_OF_STOCK. */
export const SOLD_OUT = Symbol('sold out');

/** Thrown inside a transaction to roll it back, carrying the answer to give. */
export class Rollback extends Error {
  constructor(readonly answer: CheckoutRefusal) {
    super(answer.reason);
  }
}

/** The draft as it was generated (its summary's source): the same draft again makes the same order. */
export const fingerprintOf = (source: string) => createHash('sha256').update(source).digest('hex');

/** The new unpaid order of a complete draft, its stock reserved and its coupon held; rolls back whole on a sold-out piece. */
export async function writeNewOrder(
  q: CheckoutQueries,
  tx: Tx,
  draft: DraftRow,
  summary: Awaited<ReturnType<DraftReader['summarize']>>,
  lines: Awaited<ReturnType<CheckoutQueries['liveLines']>>,
): Promise<CheckoutOrderRow> {
  const coupon = summary.view.applied_payment_discount
    ? await q.coupons.find(summary.view.applied_payment_discount.virtual_order_discount_name, true)
    : undefined;
  const customer = await customerKeyOf(q, draft);
  const inserted = await insertOrder(tx, {
    voId: draft.id,
    userId: draft.userId,
    contact: { firstName: draft.firstName!, lastName: draft.lastName!, email: draft.email!, phone: draft.phone! },
    paymentMode: summary.paymentMode!,
    shipping: {
      country: draft.shipCountry!,
      countryCode: summary.countryCode,
      zipcode: draft.shipZipcode!,
      state: draft.shipState!,
      city: draft.shipCity!,
      address: draft.shipAddress!,
    },
    billing: draft.billingSame
      ? undefined
      : {
          country: draft.billCountry!,
          countryCode: findCountry(draft.billCountry)?.code ?? INDIA.code,
          zipcode: draft.billZipcode!,
          state: draft.billState!,
          city: draft.billCity!,
          address: draft.billAddress!,
        },
    lines: lines.map((l, i) => ({
      variantId: l.variantId,
      name: l.name,
      sku: l.sku,
      color: l.color,
      size: l.size,
      picture: l.image.split(',')[0] ?? null,
      productValue: l.value,
      madeToOrder: l.madeToOrder,
      qty: l.qty,
      unitPrice: l.unitPrice,
      discount: summary.discountShares[i]!,
      breakup: l.breakup,
    })),
    discount: summary.discount,
    charges: summary.charges,
    giftCardAmount: summary.giftCardAmount,
    savingsPlanAmount: summary.savingsPlanAmount,
    status: 'pending_payment',
    note: 'generated at checkout',
    checkout: {
      cartId: draft.cartId,
      deliveryMethod: draft.deliveryMethod,
      pickupStore: draft.pickupStore,
      expectedFrom: summary.expected?.from ?? null,
      expectedTo: summary.expected?.to ?? null,
      couponCode: coupon?.code ?? null,
      pan: summary.view.pan.required ? draft.pan : null,
      fingerprint: fingerprintOf(summary.fingerprintSource),
      reservedUntilSeconds: RESERVATION_SECONDS,
    },
  });
  // Pieces in stock are held per product (two variants of one piece share its stock), in id order
  // so two checkouts of the same pieces lock them in the same order and cannot deadlock.
  const perProduct = new Map<number, number>();
  for (const l of lines) if (!l.madeToOrder) perProduct.set(l.productId, (perProduct.get(l.productId) ?? 0) + l.qty);
  for (const [productId, qty] of [...perProduct].sort(([a], [b]) => a - b)) {
    if (!(await q.stock.hold(inserted.id, productId, qty))) throw SOLD_OUT;
  }
  if (coupon && customer && !(await q.coupons.hold(coupon.code, inserted.id, customer)))
    throw new Rollback(refusal('DISCOUNT_COUPON_EXHAUSTED'));
  if (summary.giftCardAmount > 0) await holdGiftCard(q, draft, inserted.id, summary.giftCardAmount);
  if (summary.savingsPlanAmount > 0) await holdPlan(q, draft, inserted.id, summary.savingsPlanAmount);
  return (await q.lockOrder(inserted.orderId))!;
}

/**
 * The order's draw on the draft's verified card: the card stays locked to the draft while the order
 * is unpaid, and the hold itself is the database's to allow (one held order per card, no overdraft).
 */
async function holdGiftCard(q: CheckoutQueries, draft: DraftRow, orderRef: number, amount: number): Promise<void> {
  if (!(await q.gift.lockToDraft(draft.giftCardId!, draft.id, GIFT_DRAFT_LOCK_SECONDS)))
    throw new Rollback(refusal('GIFT_CARD_ALREADY_LOCK_ERROR'));
  try {
    await q.gift.hold((await q.gift.lockCard(draft.giftCardId!))!, orderRef, amount);
  } catch (error) {
    if (error instanceof GiftCardHoldError)
      throw new Rollback(
        refusal(error.why === 'ALREADY_HELD' ? 'GIFT_CARD_ALREADY_LOCK_ERROR' : 'GIFT_CARD_LOCK_ERROR'),
      );
    throw error;
  }
}

/** The order's hold on the draft's plan (locked by the generate): the database allows one live redemption per plan. */
async function holdPlan(q: CheckoutQueries, draft: DraftRow, orderRef: number, amount: number): Promise<void> {
  try {
    await q.plans.hold(draft.savingsPlanRef!, orderRef, amount);
  } catch (error) {
    if (error instanceof PlanHoldError) throw new Rollback(refusal('DFE_PLAN_IN_USE'));
    throw error;
  }
}
