// Placing orders (docs/spec.md#second-4 "Order flow", #second-7 order_generate / order_confirm;
// docs/api.md), in three parts that share one set of dependencies:
// - generating (order-generate.service.ts): a complete draft becomes an unpaid order holding its
//   stock, coupon and gift card draw (new-order.ts), with its code sent or its card window opened;
// - confirming (order-confirm.service.ts): the cash-on-delivery code, the provider's signed reply or
//   its webhook places the order once, and a payment that cannot be taken is refunded;
// - reconciling (order-reconcile.service.ts): the reconciler's pass over unpaid and cancelled orders.
// What two of them share sits in small modules: placing an order (place-confirmed-order.ts), cancelling an
// unpaid one and what it owes (checkout-order.ts), closing a payment window (payment-window.ts).
// Row locks are taken draft → order → products (by id) → coupons (by code) → gift card on every path.
import type { Logger } from 'pino';
import type { VoucherIssuer } from '../coupons/offer-vouchers.ts';
import type { CardSettlement } from '../payments/card-payment-settlement.ts';
import type { CardProvider } from '../payments/card-provider.ts';
import type { Refunds } from '../payments/refunds.service.ts';
import type { CheckoutRepo } from './checkout.repo.ts';
import type { DraftReader } from './checkout.service.ts';
import { createOrderConfirming, type OrderConfirming } from './order-confirm.service.ts';
import { createOrderGenerating, type OrderGenerating } from './order-generate.service.ts';
import { createPlaceConfirmedOrder } from './place-confirmed-order.ts';
import { createOrderReconciling, type OrderReconciling } from './order-reconcile.service.ts';
import { createWindowCloser } from './payment-window.ts';

export interface PlaceOrderDeps {
  repo: CheckoutRepo;
  reader: DraftReader;
  provider: CardProvider;
  keySecret: string;
  /** Card payments recorded and taken, or refunded when they cannot be (server/payments/card-payment-settlement.ts). */
  settlement: CardSettlement;
  /** Whether a payment was decided on already (the reconciler's look at cancelled orders). */
  refunds: Pick<Refunds, 'isDecided'>;
  captcha: { verify(payload: string | null | undefined): Promise<boolean> };
  /** Cash-on-delivery codes one phone may be sent in an hour (OTP_RATE_PER_HOUR). */
  codesPerPhonePerHour: number;
  kickOutbox(): void;
  publicUrl: string;
  storeName: string;
  /** STORE_EMAIL: told of every order placed, with its id, amount and payment mode. */
  storeEmail?: string;
  /** The offers' vouchers, judged and issued in the transaction that places an order. */
  vouchers?: Pick<VoucherIssuer, 'issueFor'>;
  logger: Logger;
}

export interface PlaceOrderServices {
  generating: OrderGenerating;
  confirming: OrderConfirming;
  reconciling: OrderReconciling;
}

export function createPlaceOrderServices(deps: PlaceOrderDeps): PlaceOrderServices {
  const place = createPlaceConfirmedOrder(deps);
  const closeWindow = createWindowCloser(deps);
  const confirming = createOrderConfirming({ ...deps, place });
  return {
    generating: createOrderGenerating({ ...deps, place, closeWindow }),
    confirming,
    reconciling: createOrderReconciling({ ...deps, closeWindow, confirmPaid: confirming.confirmPaid }),
  };
}
