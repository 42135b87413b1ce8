// The orders desk's reads (server/orders/order-desk.service.ts): the filtered, paged list with its
// counts per status (one GROUP BY, from which the page's total is read: `deskListTotal`), and one order with everything its page shows. Every filter reads an index of
// migration 0022 (newest first by status, by payment mode, by phone, by the start of a name; the
// order id and the email have theirs from earlier).
import { and, asc, desc, eq, gte, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { giftCardRedemptions, giftCards } from '../../db/schema/giftcards.ts';
import { invoices } from '../../db/schema/invoices.ts';
import { orderRefunds } from '../../db/schema/order-refunds.ts';
import { orderReturns } from '../../db/schema/order-returns.ts';
import { orderEvents, orderLines, orders } from '../../db/schema/orders.ts';
import { staff } from '../../db/schema/staff.ts';
import { asDate, type Runner } from '../../db/runner.ts';
import {
  COD_CONFIRM_HOURS,
  deskListTotal,
  indiaDayEnd,
  indiaDayStart,
  readDeskSearch,
} from '../../domain/orders/desk-rules.ts';
import type { DeskListQuery } from '../../domain/orders/desk-schemas.ts';
import type { LineBreakup } from '../../domain/orders/line-breakup.ts';
import type { OrderPaymentMode, OrderStatus } from '../../domain/orders/order-status.ts';

/** COD orders still `placed` 48 hours after they were: the database's clock decides, as for every duration. */
const overdueSql = sql<boolean>`(${orders.paymentMode} = 'payment_on_delivery' AND ${orders.status} = 'placed' AND ${orders.createdAt} <= now() - ${COD_CONFIRM_HOURS}::int * interval '1 hour')`;

export interface DeskListRow {
  orderId: string;
  createdAt: Date;
  status: OrderStatus;
  paymentMode: OrderPaymentMode;
  amount: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  overdue: boolean;
}

/** The filters but the status (the counts are per status under the others). */
function filtersOf(query: DeskListQuery): SQL[] {
  const where: SQL[] = [];
  if (query.payment_mode) where.push(eq(orders.paymentMode, query.payment_mode));
  if (query.from) where.push(gte(orders.createdAt, indiaDayStart(query.from)));
  if (query.to) where.push(lt(orders.createdAt, indiaDayEnd(query.to)));
  if (query.min_amount !== undefined) where.push(gte(orders.amount, query.min_amount));
  if (query.max_amount !== undefined) where.push(lte(orders.amount, query.max_amount));
  if (query.q) {
    const search = readDeskSearch(query.q);
    switch (search.kind) {
      case 'order_id':
        where.push(eq(orders.orderId, search.orderId));
        break;
      case 'email':
        where.push(sql`lower(${orders.email}) = ${search.email}`);
        break;
      case 'phone':
        where.push(eq(orders.phone, search.digits));
        break;
      case 'name': {
        const prefix = `${search.prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        where.push(
          sql`(lower(${orders.firstName} || ' ' || ${orders.lastName}) LIKE ${prefix} OR lower(${orders.lastName}) LIKE ${prefix})`,
        );
        break;
      }
    }
  }
  return where;
}

export function createOrderDeskRepo(db: Db) {
  return {
    async list(
      query: DeskListQuery,
      perPage: number,
    ): Promise<{ rows: DeskListRow[]; total: number; counts: Record<string, number> }> {
      const others = filtersOf(query);
      const where = [...others];
      // A checkout still awaiting its code or payment is not an order yet: listed only when asked for.
      where.push(query.status ? eq(orders.status, query.status) : ne(orders.status, 'pending_payment'));
      if (query.overdue) where.push(overdueSql);
      const [rows, perStatus] = await Promise.all([
        db
          .select({
            orderId: orders.orderId,
            createdAt: orders.createdAt,
            status: orders.status,
            paymentMode: orders.paymentMode,
            amount: orders.amount,
            firstName: orders.firstName,
            lastName: orders.lastName,
            email: orders.email,
            phone: orders.phone,
            overdue: overdueSql,
          })
          .from(orders)
          .where(and(...where))
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(perPage)
          .offset((query.page - 1) * perPage),
        db
          .select({
            status: orders.status,
            n: sql<number>`count(*)::int`,
            overdue: sql<number>`count(*) FILTER (WHERE ${overdueSql})::int`,
          })
          .from(orders)
          .where(others.length > 0 ? and(...others) : undefined)
          .groupBy(orders.status),
      ]);
      const counts: Record<string, number> = { all: 0, overdue: 0 };
      for (const s of perStatus) {
        counts[s.status] = Number(s.n);
        counts.overdue! += Number(s.overdue);
        if (s.status !== 'pending_payment') counts.all! += Number(s.n);
      }
      return {
        rows: rows.map((r) => ({
          ...r,
          createdAt: asDate(r.createdAt)!,
          status: r.status as OrderStatus,
          paymentMode: r.paymentMode as OrderPaymentMode,
          overdue: Boolean(r.overdue),
        })),
        total: deskListTotal(query, counts),
        counts,
      };
    },

    /** One order with its lines, history, gift cards, staff refunds and invoice; undefined when unknown. */
    async find(orderId: string, q: Runner = db) {
      const [order] = await q
        .select({ row: orders, now: sql<Date>`now()`, invoiceNumber: invoices.number, invoiceAt: invoices.issuedAt })
        .from(orders)
        .leftJoin(invoices, eq(invoices.orderRef, orders.id))
        .where(eq(orders.orderId, orderId));
      if (!order) return undefined;
      const ref = order.row.id;
      const [lines, history, cards, staffRefunds] = await Promise.all([
        q.select().from(orderLines).where(eq(orderLines.orderRef, ref)).orderBy(asc(orderLines.position)),
        q
          .select({ status: orderEvents.status, at: orderEvents.at, note: orderEvents.note, by: staff.name })
          .from(orderEvents)
          .leftJoin(staff, eq(staff.id, orderEvents.staffId))
          .where(eq(orderEvents.orderRef, ref))
          .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
        q
          .select({ last4: giftCards.last4, amount: giftCardRedemptions.amount, state: giftCardRedemptions.state })
          .from(giftCardRedemptions)
          .innerJoin(giftCards, eq(giftCards.id, giftCardRedemptions.cardId))
          .where(eq(giftCardRedemptions.orderRef, ref)),
        q
          .select({
            amount: orderRefunds.amount,
            method: orderRefunds.method,
            reason: orderRefunds.reason,
            reference: orderRefunds.reference,
            paymentRefundId: orderRefunds.paymentRefundId,
            at: orderRefunds.at,
            by: staff.name,
          })
          .from(orderRefunds)
          .innerJoin(staff, eq(staff.id, orderRefunds.staffId))
          .where(eq(orderRefunds.orderRef, ref))
          .orderBy(asc(orderRefunds.id)),
      ]);
      return {
        row: order.row,
        now: asDate(order.now)!,
        invoice:
          order.invoiceNumber && order.invoiceAt
            ? { number: order.invoiceNumber, issuedAt: asDate(order.invoiceAt)!.toISOString() }
            : null,
        lines: lines.map((l) => ({ ...l, breakup: (l.breakup ?? null) as LineBreakup | null })),
        history: history.map((h) => ({ ...h, at: asDate(h.at)!.toISOString() })),
        cards,
        staffRefunds: staffRefunds.map((r) => ({ ...r, at: asDate(r.at)!.toISOString() })),
      };
    },

    /** The order's row, locked for the caller's transaction, with whether a line is made to order. */
    /** Whether a return of the order is under way (not yet rejected or refunded). */
    async hasOpenReturn(tx: Runner, orderRef: number): Promise<boolean> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(orderReturns)
        .where(and(eq(orderReturns.orderRef, orderRef), sql`${orderReturns.state} NOT IN ('rejected', 'refunded')`));
      return Number(row?.n ?? 0) > 0;
    },

    async lock(tx: Runner, orderId: string) {
      const [row] = await tx.select().from(orders).where(eq(orders.orderId, orderId)).for('update');
      if (!row) return undefined;
      const [made] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(orderLines)
        .where(and(eq(orderLines.orderRef, row.id), eq(orderLines.madeToOrder, true)));
      return { ...row, madeToOrder: Number(made?.n ?? 0) > 0 };
    },

    async setShipment(tx: Runner, orderRef: number, shipment: { carrier: string; awb: string }) {
      await tx.update(orders).set({ carrier: shipment.carrier, awb: shipment.awb }).where(eq(orders.id, orderRef));
    },

    /** A refund already made under this key, for a replay. */
    async refundByKey(tx: Runner, key: string) {
      const [row] = await tx.select().from(orderRefunds).where(eq(orderRefunds.idempotencyKey, key));
      return row;
    },

    async paidByStaff(tx: Runner, orderRef: number): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`coalesce(sum(${orderRefunds.amount}), 0)::int` })
        .from(orderRefunds)
        .where(and(eq(orderRefunds.orderRef, orderRef), eq(orderRefunds.method, 'paid_by_staff')));
      return Number(row?.n ?? 0);
    },

    async insertRefund(tx: Runner, refund: typeof orderRefunds.$inferInsert): Promise<number> {
      const [row] = await tx.insert(orderRefunds).values(refund).returning({ id: orderRefunds.id });
      return row!.id;
    },
  };
}
export type OrderDeskRepo = ReturnType<typeof createOrderDeskRepo>;
