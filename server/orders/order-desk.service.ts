// The orders desk (docs/api.md#back-office, docs/decisions/2026-11-27-orders-desk.md): the list and an
// order's page for staff, and the acts on an order. Every act runs in one transaction under the
// order's row lock (two staff acting at once: the second finds the order moved and is refused), is
// judged by the status table (domain/orders/desk-rules.ts), is written to the audit, and tells the
// customer by mail and SMS through the outbox, all committing together. A card refund is asked of the
// provider only after the commit (docs/design.md#rule-3).
import { internationalView } from '../../domain/checkout/international-texts.ts';
import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/runner.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { ok, refuse, refusalOf, type Outcome } from '../../domain/api/outcome.ts';
import {
  deskNoticeMail,
  deskNoticeSms,
  type DeskNotice,
} from '../../domain/notifications/templates/order-desk-mails.ts';
import {
  DESK_REASONS,
  invalidTransitionText,
  refundTooLargeText,
  type DeskReason,
} from '../../domain/orders/desk-reasons.ts';
import { deskActions, deskMayMove, isOverdue, refundable } from '../../domain/orders/desk-rules.ts';
import {
  DESK_PAGE_SIZE,
  type DeskCancelBody,
  type DeskListAnswer,
  type DeskListQuery,
  type DeskOrder,
  type DeskRefundBody,
  type DeskTransitionBody,
} from '../../domain/orders/desk-schemas.ts';
import { lineBreakupRows } from '../../domain/orders/line-breakup.ts';
import {
  PAYMENT_MODE_LABELS,
  STATUS_LABELS,
  type OrderPaymentMode,
  type OrderStatus,
} from '../../domain/orders/order-status.ts';
import { recordAudit } from '../audit/audit.ts';
import type { InvoicesService } from '../invoices/invoices.service.ts';
import { enqueueNotice } from '../notifications/enqueue-notice.ts';
import type { Refunds } from '../payments/refunds.service.ts';
import type { OrderCancel } from './order-cancel.service.ts';
import type { OrderDeskRepo } from './order-desk.repo.ts';
import { setOrderStatus } from './orders.repo.ts';

export interface OrderDeskDeps {
  db: Db;
  repo: OrderDeskRepo;
  orderCancel: Pick<OrderCancel, 'cancelByStaff'>;
  refunds: Pick<Refunds, 'ofOrder' | 'paymentsOfOrder' | 'refundPart' | 'settle'>;
  invoices: Pick<InvoicesService, 'issueInvoice'>;
  kickOutbox(): void;
  publicUrl: string;
  logger: Logger;
}

type LockedOrder = NonNullable<Awaited<ReturnType<OrderDeskRepo['lock']>>>;
export type RefundDecided = Outcome<
  {
    method: 'card' | 'paid_by_staff';
    replayed: boolean;
    /** The provider refund to settle after the commit (a new card refund). */
    refundId: number | null;
    amount: number;
    orderRefundId: number;
  },
  Exclude<DeskReason, 'INVALID_TRANSITION'>
>;

const paiseToRupees = (paise: number) => Math.round(paise) / 100;

/** The provider's receipt for a desk refund: our request's key, hashed to the provider's 40 characters. */
const providerKey = (key: string) => `desk_${createHash('sha256').update(key).digest('hex').slice(0, 32)}`;

/** What an order's card payments took and gave back, in paise; null when the card paid nothing. */
function cardTotals(payments: readonly { amount: number; refunded: number }[]) {
  if (payments.length === 0) return null;
  return {
    capturedPaise: payments.reduce((sum, p) => sum + p.amount, 0),
    refundedPaise: payments.reduce((sum, p) => sum + p.refunded, 0),
  };
}

export function createOrderDeskService(deps: OrderDeskDeps) {
  const { db, repo, logger } = deps;
  const trackUrl = `${deps.publicUrl}/sales/guest/form`;

  async function tell(
    tx: Tx,
    order: { orderId: string; firstName: string; email: string; phone: string },
    notice: DeskNotice,
    invoiceId?: number,
  ): Promise<void> {
    const mail = deskNoticeMail({ firstName: order.firstName, orderId: order.orderId, trackUrl, notice });
    await enqueueNotice(tx, {
      mail: { to: order.email, ...mail, invoiceId: invoiceId ?? null },
      sms: { to: order.phone, text: deskNoticeSms({ orderId: order.orderId, notice }) },
    });
  }

  async function detail(orderId: string): Promise<DeskOrder | undefined> {
    const found = await repo.find(orderId);
    if (!found) return undefined;
    const { row } = found;
    const status = row.status as OrderStatus;
    const paymentMode = row.paymentMode as OrderPaymentMode;
    const madeToOrder = found.lines.some((l) => l.madeToOrder);
    const money = await deps.refunds.ofOrder(row.id);
    const captured = money.payments.filter((p) => p.status === 'captured' || p.status === 'refunded');
    const byRefund = new Map(found.staffRefunds.map((r) => [r.paymentRefundId, r]));
    const address = (p: 'ship' | 'bill') => ({
      country: p === 'ship' ? row.shipCountry : row.billCountry,
      zipcode: p === 'ship' ? row.shipZipcode : row.billZipcode,
      state: p === 'ship' ? row.shipState : row.billState,
      city: p === 'ship' ? row.shipCity : row.billCity,
      address: p === 'ship' ? row.shipAddress : row.billAddress,
    });
    return {
      order_id: row.orderId,
      placed_at: row.createdAt.toISOString(),
      status,
      status_label: STATUS_LABELS[status],
      payment_mode: paymentMode,
      payment_mode_label: PAYMENT_MODE_LABELS[paymentMode],
      overdue: isOverdue({ paymentMode, status, placedAt: row.createdAt }, found.now),
      currency: 'INR',
      subtotal: row.subtotal,
      discount: row.discount,
      charges: row.charges,
      amount: row.amount,
      gift_card_amount: row.giftCardAmount,
      customer: {
        name: `${row.firstName} ${row.lastName}`.trim(),
        email: row.email,
        phone: row.phone,
        member: row.userId !== null,
      },
      lines: found.lines.map((l) => ({
        name: l.name,
        sku: l.sku,
        color: l.color,
        size: l.size,
        qty: l.qty,
        unit_price: l.unitPrice,
        total: l.total,
        discount: l.discount,
        made_to_order: l.madeToOrder,
        breakup: l.breakup ? lineBreakupRows(l.breakup) : [],
      })),
      payments: money.payments.map((p) => ({
        provider: p.provider,
        payment_id: p.paymentId,
        amount: paiseToRupees(p.amount),
        refunded: paiseToRupees(p.refunded),
        status: p.status,
        at: p.at,
      })),
      refunds: [
        ...money.refunds.map((r) => {
          const desk = byRefund.get(r.id);
          return {
            amount: paiseToRupees(r.amount),
            method: 'card' as const,
            status: r.status,
            reason: desk?.reason ?? r.reason,
            reference: null,
            at: r.at,
            by: desk?.by ?? null,
          };
        }),
        ...found.staffRefunds
          .filter((r) => r.method === 'paid_by_staff')
          .map((r) => ({
            amount: r.amount,
            method: 'paid_by_staff' as const,
            status: 'paid',
            reason: r.reason,
            reference: r.reference,
            at: r.at,
            by: r.by,
          })),
      ].sort((a, b) => a.at.localeCompare(b.at)),
      gift_cards: found.cards.map((c) => ({ card: `XXXX-XXXX-XXXX-${c.last4}`, amount: c.amount, state: c.state })),
      coupon: row.couponCode,
      shipping_address: address('ship'),
      billing_address: address('bill'),
      international: internationalView({
        countryCode: row.shipCountryCode,
        country: row.shipCountry,
        deliveryMethod: row.deliveryMethod === 'pickup' ? 'pickup' : 'ship',
        charges: row.charges,
      }),
      delivery: {
        method: row.deliveryMethod === 'pickup' ? 'pickup' : 'ship',
        pickup_store: row.pickupStore,
        expected_from: row.expectedFrom,
        expected_to: row.expectedTo,
      },
      pan: row.pan,
      shipment: row.carrier && row.awb ? { carrier: row.carrier, awb: row.awb } : null,
      invoice: found.invoice ? { number: found.invoice.number, issued_at: found.invoice.issuedAt } : null,
      history: found.history.map((h) => ({ status: h.status as OrderStatus, at: h.at, by: h.by, note: h.note })),
      actions: deskActions(status, madeToOrder),
      refundable: refundable({
        paymentMode,
        status,
        amount: row.amount,
        giftCardAmount: row.giftCardAmount,
        card: cardTotals(captured),
        paidByStaff: found.staffRefunds.filter((r) => r.method === 'paid_by_staff').reduce((s, r) => s + r.amount, 0),
      }),
    };
  }

  const answerOf = async (orderId: string): Promise<DeskOrder> => {
    const order = await detail(orderId);
    if (!order) throw new Error(`order ${orderId} vanished after an act on it`);
    return order;
  };

  /**
   * One refund under the order's row lock (the caller's transaction holds it): a replay of the same
   * key answers the first refund; never more than is left; a card refund through the refunds service
   * (asked of the provider after the commit, `afterRefund`), a cash-on-delivery one recorded as paid
   * by staff with its reference. `amount: 'rest'` refunds all that is left (a return's refund). Audited,
   * and the customer told, in the same transaction.
   */
  async function refundLocked(
    tx: Tx,
    order: LockedOrder,
    body: { amount: number | 'rest'; reason: string; reference?: string | undefined },
    idempotencyKey: string,
    staffId: number,
  ): Promise<RefundDecided> {
    const orderId = order.orderId;
    const request = {
      order_id: orderId,
      amount: body.amount,
      reason: body.reason,
      reference: body.reference ?? null,
    };
    // Under the order's lock: a repeat of this request waits for the first and finds its refund.
    const earlier = await repo.refundByKey(tx, idempotencyKey);
    if (earlier) {
      const asked = earlier.request as Partial<typeof request>;
      // jsonb keeps its own key order: compare field by field.
      const same = (Object.keys(request) as (keyof typeof request)[]).every((k) => asked[k] === request[k]);
      return same
        ? ok({
            method: earlier.method as 'card' | 'paid_by_staff',
            replayed: true,
            refundId: null,
            amount: earlier.amount,
            orderRefundId: earlier.id,
          })
        : refusalOf(DESK_REASONS, 'IDEMPOTENCY_KEY_REUSED');
    }
    const status = order.status as OrderStatus;
    const paymentMode = order.paymentMode as OrderPaymentMode;
    const payments = (await deps.refunds.paymentsOfOrder(tx, order.id)).filter(
      (p) => p.status === 'captured' || p.status === 'refunded',
    );
    const left = refundable({
      paymentMode,
      status,
      amount: order.amount,
      giftCardAmount: order.giftCardAmount,
      card: cardTotals(payments),
      paidByStaff: await repo.paidByStaff(tx, order.id),
    });
    const amount = body.amount === 'rest' ? left.max : body.amount;
    if (left.method === null || amount < 1 || amount > left.max)
      return refuse('REFUND_TOO_LARGE', refundTooLargeText(left.max));
    let paymentRefundId: number | null = null;
    if (left.method === 'card') {
      const payment = payments.find((p) => p.status === 'captured' && p.amount - p.refunded >= amount * 100);
      if (!payment) return refuse('REFUND_TOO_LARGE', refundTooLargeText(left.max));
      paymentRefundId = await deps.refunds.refundPart(tx, payment.providerPaymentId, {
        amountPaise: amount * 100,
        idempotencyKey: providerKey(idempotencyKey),
        reason: `desk refund: ${orderId}: ${body.reason}`.slice(0, 500),
      });
      if (paymentRefundId === null) return refusalOf(DESK_REASONS, 'IDEMPOTENCY_KEY_REUSED');
    } else if (!body.reference) {
      return refusalOf(DESK_REASONS, 'REFERENCE_REQUIRED', {
        fields: { reference: 'the reference of the transfer or receipt' },
      });
    }
    const orderRefundId = await repo.insertRefund(tx, {
      orderRef: order.id,
      idempotencyKey,
      amount,
      method: left.method,
      reason: body.reason,
      reference: left.method === 'paid_by_staff' ? body.reference! : null,
      paymentRefundId,
      staffId,
      request,
    });
    await recordAudit(tx, {
      staffId,
      action: 'order.refunded',
      entity: 'order',
      entityId: orderId,
      before: { refundable: left.max },
      after: {
        refundable: left.max - amount,
        amount,
        method: left.method,
        reason: body.reason,
      },
    });
    await tell(tx, order, { kind: 'refunded', amount, method: left.method });
    return ok({ method: left.method, replayed: false, refundId: paymentRefundId, amount, orderRefundId });
  }

  /** The same key sent for another order at the same moment: the unique index refuses the second. */
  function refundRaceRefusal(error: unknown): RefundDecided {
    if (uniqueViolation(error) === 'order_refunds_idempotency_key')
      return refusalOf(DESK_REASONS, 'IDEMPOTENCY_KEY_REUSED');
    throw error;
  }

  /** After the commit: the outbox woken, a card refund asked of the provider. */
  async function afterRefund(done: { replayed: boolean; refundId: number | null }): Promise<void> {
    if (!done.replayed) deps.kickOutbox();
    if (done.refundId !== null) await deps.refunds.settle(done.refundId);
  }

  return {
    async list(query: DeskListQuery): Promise<DeskListAnswer> {
      const { rows, total, counts } = await repo.list(query, DESK_PAGE_SIZE);
      return {
        orders: rows.map((r) => ({
          order_id: r.orderId,
          placed_at: r.createdAt.toISOString(),
          status: r.status,
          status_label: STATUS_LABELS[r.status],
          payment_mode: r.paymentMode,
          amount: r.amount,
          customer: { name: `${r.firstName} ${r.lastName}`.trim(), email: r.email, phone: r.phone },
          overdue: r.overdue,
        })),
        total,
        page: query.page,
        per_page: DESK_PAGE_SIZE,
        counts,
      };
    },

    async get(orderId: string): Promise<Outcome<{ order: DeskOrder }, 'ORDER_NOT_FOUND'>> {
      const order = await detail(orderId);
      return order ? ok({ order }) : refusalOf(DESK_REASONS, 'ORDER_NOT_FOUND');
    },

    /** Confirm, to the workshop, packed, shipped (with its shipment and invoice), delivered. */
    async transition(
      orderId: string,
      body: DeskTransitionBody,
      staffId: number,
    ): Promise<Outcome<{ order: DeskOrder }, 'ORDER_NOT_FOUND' | 'INVALID_TRANSITION'>> {
      const decided = await db.transaction(
        async (tx): Promise<Outcome<null, 'ORDER_NOT_FOUND' | 'INVALID_TRANSITION'>> => {
          const order = await repo.lock(tx, orderId);
          if (!order) return refusalOf(DESK_REASONS, 'ORDER_NOT_FOUND');
          const from = order.status as OrderStatus;
          if (!deskMayMove(from, body.to, order.madeToOrder))
            return refuse('INVALID_TRANSITION', invalidTransitionText(from, body.to));
          if (!(await setOrderStatus(tx, orderId, body.to, body.note, staffId)))
            throw new Error(`order ${orderId} refused ${from} → ${body.to} under its lock`);
          let invoiceId: number | undefined;
          if (body.to === 'shipped') {
            await repo.setShipment(tx, order.id, body.shipment!);
            const issued = await deps.invoices.issueInvoice(tx, orderId);
            if (!('number' in issued))
              throw new Error(`order ${orderId}: invoice refused (${issued.refused}) after shipping`);
            invoiceId = issued.id;
          }
          await recordAudit(tx, {
            staffId,
            action: `order.${body.to}`,
            entity: 'order',
            entityId: orderId,
            before: { status: from },
            after: {
              status: body.to,
              ...(body.note ? { note: body.note } : {}),
              ...(body.shipment ? { shipment: body.shipment } : {}),
            },
          });
          const notice: DeskNotice = body.to === 'shipped' ? { kind: 'shipped', ...body.shipment! } : { kind: body.to };
          await tell(tx, order, notice, invoiceId);
          return ok(null);
        },
      );
      if (!decided.ok) {
        logger.info({ orderId, staffId, to: body.to, reason: decided.reason }, 'desk move refused');
        return decided;
      }
      deps.kickOutbox();
      logger.info({ orderId, staffId, to: body.to }, 'order moved from the desk');
      return ok({ order: await answerOf(orderId) });
    },

    /** The store cancels an order: the shopper's cancel path (stock, coupon, gift card back; a card refunded). */
    async cancel(
      orderId: string,
      body: DeskCancelBody,
      staffId: number,
    ): Promise<Outcome<{ order: DeskOrder }, 'ORDER_NOT_FOUND' | 'INVALID_TRANSITION' | 'PAYMENT_NOT_FOUND'>> {
      const cancelled = await deps.orderCancel.cancelByStaff(orderId, body.reason, staffId, async (tx, done) => {
        const order = await repo.lock(tx, orderId);
        await recordAudit(tx, {
          staffId,
          action: 'order.cancelled',
          entity: 'order',
          entityId: orderId,
          before: { status: done.from },
          after: { status: 'cancelled', reason: body.reason, refund: done.refundAmount },
        });
        await tell(tx, order!, { kind: 'cancelled', reason: body.reason, refundAmount: done.refundAmount });
      });
      if (!cancelled.ok) return cancelled;
      return ok({ order: await answerOf(orderId) });
    },

    /**
     * Refunds part or all of what was paid, once per Idempotency-Key: a card payment through the
     * refunds service, a cash-on-delivery order recorded as paid back by staff with its reference.
     */
    async refund(
      orderId: string,
      body: DeskRefundBody,
      idempotencyKey: string,
      staffId: number,
    ): Promise<
      Outcome<
        { order: DeskOrder; refund: { amount: number; method: 'card' | 'paid_by_staff'; replayed: boolean } },
        Exclude<DeskReason, 'INVALID_TRANSITION'>
      >
    > {
      let decided: RefundDecided;
      try {
        decided = await db.transaction(async (tx): Promise<RefundDecided> => {
          const order = await repo.lock(tx, orderId);
          if (!order) return refusalOf(DESK_REASONS, 'ORDER_NOT_FOUND');
          // A return under way pays its refund from its own step: two ways to pay one return could both be taken.
          if (await repo.hasOpenReturn(tx, order.id)) return refusalOf(DESK_REASONS, 'RETURN_OPEN');
          return refundLocked(tx, order, body, idempotencyKey, staffId);
        });
      } catch (error) {
        decided = refundRaceRefusal(error);
      }
      if (!decided.ok) {
        logger.info({ orderId, staffId, reason: decided.reason }, 'desk refund refused');
        return decided;
      }
      await afterRefund(decided.value);
      logger.info(
        { orderId, staffId, amount: decided.value.amount, replayed: decided.value.replayed },
        'order refunded from the desk',
      );
      return ok({
        order: await answerOf(orderId),
        refund: { amount: decided.value.amount, method: decided.value.method, replayed: decided.value.replayed },
      });
    },

    refundLocked,
    refundRaceRefusal,
    afterRefund,
    answerOf,
  };
}
export type OrderDeskService = ReturnType<typeof createOrderDeskService>;
