// Member order lists and guest tracking (docs/spec.md#first-7 order/list, order/new/list, order/track).
// Rules and views come from domain/orders; this file orders the steps and throttles tracking. Logs
// carry user ids, order ids and reasons only: never an email or a phone.
import type { Logger } from 'pino';
import { ok, refusalOf, refuse, type Outcome } from '../../domain/api/outcome.ts';
import {
  ORDERS_PER_PAGE,
  type OrderListResult,
  type OrderTrackBody,
  type TrackingResult,
} from '../../domain/orders/api-schemas.ts';
import {
  ORDER_NOT_FOUND,
  TOO_MANY_ATTEMPTS,
  tooManyTrackingAttemptsText,
  TRACK_REASONS,
  type TrackReason,
} from '../../domain/orders/messages.ts';
import { memberOrderView, trackingView } from '../../domain/orders/order-views.ts';
import { TRACK_WINDOW_SECONDS, trackGate } from '../../domain/orders/tracking-rate.ts';
import type { RateEventsRepo } from '../common/rate-events.repo.ts';
import type { OrdersRepo } from './orders.repo.ts';
import type { OrderRecord } from '../../domain/orders/order-views.ts';
import type { ShopperReturn } from '../../domain/orders/shopper-return.ts';
import type { ShopperOrderFacts } from './order-returns.service.ts';
import { ipRateKey } from '../../domain/api/ip-rate-key.ts';

export interface OrdersDeps {
  repo: OrdersRepo;
  /** What each order says about returning it (server/orders/order-returns.service.ts shopperReturnViews). */
  returnsOf?: (orders: ShopperOrderFacts[]) => Promise<Map<string, ShopperReturn>>;
  rates: RateEventsRepo;
  logger: Logger;
}

const scopes = { ip: 'track-ip', order: 'track-order' } as const;

export function createOrdersService({ repo, rates, logger, returnsOf }: OrdersDeps) {
  const factsOf = (o: OrderRecord): ShopperOrderFacts => ({
    orderId: o.orderId,
    status: o.status,
    paymentMode: o.paymentMode,
    customised: o.lines.some((l) => l.madeToOrder),
  });

  return {
    /** The member's own orders, newest first; `page` is 1-based. */
    async listForMember(userId: number, page: number): Promise<OrderListResult> {
      const { orders, total } = await repo.listForUser(userId, page, ORDERS_PER_PAGE);
      const returns = returnsOf ? await returnsOf(orders.map(factsOf)) : new Map<string, ShopperReturn>();
      return {
        orders: orders.map((o) => ({ ...memberOrderView(o), returns: returns.get(o.orderId) ?? null })),
        page,
        per_page: ORDERS_PER_PAGE,
        total,
        total_pages: Math.ceil(total / ORDERS_PER_PAGE),
      };
    },

    /** Whether the member received this piece (an order of theirs with it was delivered): a review's "verified buyer". */
    hasReceived: (userId: number, sku: string): Promise<boolean> => repo.hasDeliveredSku(userId, sku),

    /** Whether the member bought this piece (a placed order of theirs has it): their review is published at once. */
    hasBought: (userId: number, sku: string): Promise<boolean> => repo.hasBoughtSku(userId, sku),

    /**
     * The tracking view when the order id and email belong together; otherwise one refusal for an
     * unknown id and a wrong email alike. Each attempt counts against the IP and the order id before
     * the lookup (a parallel burst cannot slip under the limit) and a match withdraws its count.
     */
    async track(body: OrderTrackBody, ip: string): Promise<Outcome<TrackingResult, TrackReason>> {
      const { decision, eventIds } = await rates.admit(
        [
          { scope: scopes.ip, key: ipRateKey(ip) },
          { scope: scopes.order, key: body.order_id },
        ],
        TRACK_WINDOW_SECONDS,
        ([byIp, byOrder]) => trackGate(byIp!, byOrder!, new Date()),
        (gate) => gate.action === 'allow',
      );
      if (decision.action === 'refuse') {
        logger.info({ orderId: body.order_id, reason: TOO_MANY_ATTEMPTS }, 'order tracking throttled');
        return refuse(TOO_MANY_ATTEMPTS, tooManyTrackingAttemptsText(decision.retryAfterSeconds), {
          retryAfterSeconds: decision.retryAfterSeconds,
        });
      }
      const order = await repo.findForTracking(body.order_id, body.email);
      if (!order) return refusalOf(TRACK_REASONS, ORDER_NOT_FOUND);
      await rates.withdraw(eventIds);
      const returns = returnsOf ? await returnsOf([factsOf(order)]) : undefined;
      return ok({ ...trackingView(order, body.email), returns: returns?.get(order.orderId) ?? null });
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
