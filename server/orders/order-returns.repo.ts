// Returns' rows (db/schema/order-returns.ts) for server/orders/order-returns.service.ts: an order's
// facts for a request, the return's row lock, staff's list with its counts per state, the views'
// joins, and the stock a returned order puts back on the shelf.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderRefunds } from '../../db/schema/order-refunds.ts';
import { orderReturns } from '../../db/schema/order-returns.ts';
import { orderEvents, orders } from '../../db/schema/orders.ts';
import { asDate, rows, type Runner } from '../../db/runner.ts';
import type { ReturnsListQuery } from '../../domain/orders/return-schemas.ts';
import { giftCardQueries } from '../giftcards/giftcards.repo.ts';
import { stockHoldQueries } from '../stock/stock-holds.repo.ts';

export type ReturnRow = typeof orderReturns.$inferSelect;
/** The columns a step of a return may change. */
export type ReturnChange = Partial<typeof orderReturns.$inferInsert>;

export interface ReturnListRow {
  ret: ReturnRow;
  orderId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  paymentMode: string;
  amount: number;
  refundAmount: number | null;
  refundMethod: string | null;
  refundReference: string | null;
  staffNames: Record<number, string>;
}

export function createOrderReturnsRepo(db: Db) {
  async function withJoins(where: SQL | undefined, limit: number, offset: number): Promise<ReturnListRow[]> {
    const found = await db
      .select({
        ret: orderReturns,
        orderId: orders.orderId,
        firstName: orders.firstName,
        lastName: orders.lastName,
        email: orders.email,
        phone: orders.phone,
        paymentMode: orders.paymentMode,
        amount: orders.amount,
        refundAmount: orderRefunds.amount,
        refundMethod: orderRefunds.method,
        refundReference: orderRefunds.reference,
      })
      .from(orderReturns)
      .innerJoin(orders, eq(orders.id, orderReturns.orderRef))
      .leftJoin(orderRefunds, eq(orderRefunds.id, orderReturns.refundId))
      .where(where)
      .orderBy(desc(orderReturns.requestedAt), desc(orderReturns.id))
      .limit(limit)
      .offset(offset);
    const staffIds = [
      ...new Set(
        found.flatMap((r) =>
          [r.ret.receivedBy, r.ret.checkedBy, r.ret.decidedBy, r.ret.refundedBy].filter((v): v is number => v !== null),
        ),
      ),
    ];
    const names: Record<number, string> = {};
    if (staffIds.length > 0) {
      const people = await rows<{ id: number; name: string }>(
        db,
        sql`SELECT id, name FROM staff WHERE id IN (${sql.join(
          staffIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
      for (const p of people) names[p.id] = p.name;
    }
    return found.map((r) => ({ ...r, staffNames: names }));
  }

  return {
    /**
     * The order's row locked for the request, with what the window and the policy need: when it was
     * first delivered, whether a line was made for the customer, and whether a return is under way.
     */
    async orderFacts(tx: Runner, orderId: string) {
      const [order] = await tx.select().from(orders).where(eq(orders.orderId, orderId)).for('update');
      if (!order) return undefined;
      const [facts] = await rows<{ deliveredAt: unknown; customised: boolean; live: boolean }>(
        tx,
        sql`SELECT
              (SELECT min(at) FROM order_events WHERE order_ref = ${order.id} AND status = 'delivered') AS "deliveredAt",
              EXISTS (SELECT 1 FROM order_lines WHERE order_ref = ${order.id} AND made_to_order) AS customised,
              EXISTS (SELECT 1 FROM order_returns WHERE order_ref = ${order.id} AND state <> 'rejected') AS live`,
      );
      return {
        order,
        deliveredAt: asDate(facts?.deliveredAt),
        customised: Boolean(facts?.customised),
        liveReturn: Boolean(facts?.live),
      };
    },

    async insert(tx: Runner, row: typeof orderReturns.$inferInsert): Promise<number> {
      const [made] = await tx.insert(orderReturns).values(row).returning({ id: orderReturns.id });
      return made!.id;
    },

    /** The public order id a return belongs to (unlocked: the caller locks the order, then the return). */
    async orderIdOf(returnId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ orderId: orders.orderId })
        .from(orderReturns)
        .innerJoin(orders, eq(orders.id, orderReturns.orderRef))
        .where(eq(orderReturns.id, returnId));
      return row?.orderId;
    },

    /** The return's row, locked for the caller's transaction (after its order's). */
    async lock(tx: Runner, returnId: number): Promise<ReturnRow | undefined> {
      const [row] = await tx.select().from(orderReturns).where(eq(orderReturns.id, returnId)).for('update');
      return row;
    },

    async update(tx: Runner, returnId: number, set: ReturnChange): Promise<void> {
      await tx
        .update(orderReturns)
        .set({ ...set, updatedAt: sql`now()` })
        .where(eq(orderReturns.id, returnId));
    },

    async list(query: ReturnsListQuery, perPage: number) {
      const others: SQL[] = [];
      if (query.order_id) others.push(eq(orders.orderId, query.order_id));
      const where = [...others, ...(query.state ? [eq(orderReturns.state, query.state)] : [])];
      const [found, perState] = await Promise.all([
        withJoins(where.length > 0 ? and(...where) : undefined, perPage, (query.page - 1) * perPage),
        db
          .select({ state: orderReturns.state, n: sql<number>`count(*)::int` })
          .from(orderReturns)
          .innerJoin(orders, eq(orders.id, orderReturns.orderRef))
          .where(others.length > 0 ? and(...others) : undefined)
          .groupBy(orderReturns.state),
      ]);
      const counts: Record<string, number> = { all: 0 };
      for (const s of perState) {
        counts[s.state] = Number(s.n);
        counts.all! += Number(s.n);
      }
      return { rows: found, total: query.state ? (counts[query.state] ?? 0) : counts.all!, counts };
    },

    async one(returnId: number): Promise<ReturnListRow | undefined> {
      const [row] = await withJoins(eq(orderReturns.id, returnId), 1, 0);
      return row;
    },

    /** The latest return of each order, for the shopper's views. */
    async latestOf(orderIds: readonly string[]) {
      if (orderIds.length === 0) return new Map<string, { id: number; state: string; requestedAt: Date }>();
      const found = await db
        .selectDistinctOn([orders.orderId], {
          orderId: orders.orderId,
          id: orderReturns.id,
          state: orderReturns.state,
          requestedAt: orderReturns.requestedAt,
        })
        .from(orderReturns)
        .innerJoin(orders, eq(orders.id, orderReturns.orderRef))
        .where(inArray(orders.orderId, [...orderIds]))
        .orderBy(asc(orders.orderId), desc(orderReturns.id));
      return new Map(found.map((r) => [r.orderId, { id: r.id, state: r.state, requestedAt: asDate(r.requestedAt)! }]));
    },

    /** When each order was first delivered. */
    async deliveredAt(orderIds: readonly string[]): Promise<Map<string, Date>> {
      if (orderIds.length === 0) return new Map();
      const found = await db
        .select({ orderId: orders.orderId, at: sql<unknown>`min(${orderEvents.at})` })
        .from(orderEvents)
        .innerJoin(orders, eq(orders.id, orderEvents.orderRef))
        .where(and(inArray(orders.orderId, [...orderIds]), eq(orderEvents.status, 'delivered')))
        .groupBy(orders.orderId);
      return new Map(found.map((r) => [r.orderId, asDate(r.at)!]));
    },

    /**
     * A returned order's pieces go back on the shelf (its sold stock restocked, products in id order
     * so two such updates never wait on each other) and a gift card gets back what it paid (the
     * policy: "a gift card of the same value"). Each row moves by one conditional update, so it
     * happens once. The coupon's use stays counted: the order was made.
     */
    async restock(tx: Runner, orderRef: number): Promise<{ pieces: number; giftCard: number }> {
      const pieces = await stockHoldQueries(tx).restock(orderRef);
      const giftCard = await giftCardQueries(tx).giveBack(orderRef, 'the order was returned');
      return { pieces, giftCard };
    },
  };
}
export type OrderReturnsRepo = ReturnType<typeof createOrderReturnsRepo>;
