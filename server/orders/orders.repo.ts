// The only place that reads and writes orders, their lines and their status history. The checkout
// (order_generate / order_confirm) creates orders with `insertOrder` and moves them with
// `setOrderStatus`, inside its own transaction when it passes one; the lists and tracking read them.
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema/invoices.ts';
import { orderEvents, orderLines, orders } from '../../db/schema/orders.ts';
import { ORDER_ID_RANDOM_BYTES, orderIdFromBytes } from '../../domain/orders/order-id.ts';
import { canMoveTo, isOrderStatus, type OrderStatus, type OrderPaymentMode } from '../../domain/orders/order-status.ts';
import type { LineBreakup } from '../../domain/orders/line-breakup.ts';
import { orderTotals } from '../../domain/orders/order-totals.ts';
import { BOUGHT_ORDER_STATUSES } from '../../domain/reviews/review-rules.ts';
import type { OrderAddress, OrderLineRecord, OrderRecord } from '../../domain/orders/order-views.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { returnOrderStock } from './order-stock.ts';
import { rows, type Runner } from '../../db/runner.ts';

/** The database, or the caller's transaction (the checkout's), in which case a savepoint is used. */
export type { Runner } from '../../db/runner.ts';

export interface NewOrderLine {
  variantId: number | null;
  name: string;
  sku: string;
  color?: string | null;
  size?: string | null;
  picture?: string | null;
  productValue?: string | null;
  madeToOrder: boolean;
  qty: number;
  /** Whole rupees: the server's price, never the client's. */
  unitPrice: number;
  /** This line's share of the order's discount (the shares add up to the discount). */
  discount?: number;
  breakup?: LineBreakup | null;
}

export interface NewOrder {
  voId?: string | null;
  userId?: number | null;
  contact: { firstName: string; lastName: string; email: string; phone: string };
  paymentMode: OrderPaymentMode;
  /** What a gift card pays of the amount (the rest is due by the payment mode). */
  giftCardAmount?: number;
  /** What a matured savings plan pays of the amount (never beside a gift card). */
  savingsPlanAmount?: number;
  shipping: OrderAddress;
  /** Defaults to the shipping address ('Use my shipping address as billing address', on by default). */
  billing?: OrderAddress;
  lines: readonly NewOrderLine[];
  discount?: number;
  charges?: number;
  /** Where the order starts: `pending_payment` (generated, awaiting the code or payment) by default. */
  status?: Extract<OrderStatus, 'pending_payment' | 'placed'>;
  note?: string;
  /** The checkout's own facts (migration 0009): where it goes, when, and what holds it. */
  checkout?: {
    cartId: string;
    deliveryMethod: 'ship' | 'pickup';
    pickupStore: string | null;
    expectedFrom: string | null;
    expectedTo: string | null;
    couponCode: string | null;
    pan: string | null;
    fingerprint: string;
    reservedUntilSeconds: number;
  };
}

export interface InsertedOrder {
  id: number;
  orderId: string;
  amount: number;
  status: OrderStatus;
}

/** Tries with a fresh id on the (2^-65-likely) clash of two random ids. */
const ID_ATTEMPTS = 3;

export function newOrderId(): string {
  return orderIdFromBytes(randomBytes(ORDER_ID_RANDOM_BYTES));
}

/**
 * Writes an order, its lines and its first status event, all or nothing. Totals are computed here
 * (domain/orders/order-totals.ts) from the lines, the discount and the charges, and the database
 * checks them again. Throws on input that breaks the rules (a caller's bug).
 */
export async function insertOrder(
  db: Runner,
  input: NewOrder,
  makeId: () => string = newOrderId,
): Promise<InsertedOrder> {
  const totals = orderTotals(input.lines, input.discount ?? 0, input.charges ?? 0);
  const status = input.status ?? 'pending_payment';
  const billing = input.billing ?? input.shipping;
  for (let attempt = 1; ; attempt++) {
    const orderId = makeId();
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(orders)
          .values({
            orderId,
            voId: input.voId ?? null,
            userId: input.userId ?? null,
            firstName: input.contact.firstName,
            lastName: input.contact.lastName,
            email: input.contact.email.trim().toLowerCase(),
            phone: input.contact.phone,
            paymentMode: input.paymentMode,
            subtotal: totals.subtotal,
            discount: totals.discount,
            charges: totals.charges,
            amount: totals.amount,
            giftCardAmount: input.giftCardAmount ?? 0,
            savingsPlanAmount: input.savingsPlanAmount ?? 0,
            status,
            shipCountry: input.shipping.country,
            shipCountryCode: input.shipping.countryCode ?? 'IN',
            shipZipcode: input.shipping.zipcode,
            shipState: input.shipping.state,
            shipCity: input.shipping.city,
            shipAddress: input.shipping.address,
            billCountry: billing.country,
            billZipcode: billing.zipcode,
            billState: billing.state,
            billCity: billing.city,
            billAddress: billing.address,
            ...(input.checkout
              ? {
                  cartId: input.checkout.cartId,
                  deliveryMethod: input.checkout.deliveryMethod,
                  pickupStore: input.checkout.pickupStore,
                  expectedFrom: input.checkout.expectedFrom,
                  expectedTo: input.checkout.expectedTo,
                  couponCode: input.checkout.couponCode,
                  pan: input.checkout.pan,
                  fingerprint: input.checkout.fingerprint,
                  reservedUntil: sql`now() + ${input.checkout.reservedUntilSeconds}::int * interval '1 second'`,
                }
              : {}),
          })
          .returning({ id: orders.id });
        const id = row!.id;
        await tx.insert(orderLines).values(
          input.lines.map((line, position) => ({
            orderRef: id,
            position,
            variantId: line.variantId,
            name: line.name,
            sku: line.sku,
            color: line.color ?? null,
            size: line.size ?? null,
            picture: line.picture ?? null,
            productValue: line.productValue ?? null,
            madeToOrder: line.madeToOrder,
            qty: line.qty,
            unitPrice: line.unitPrice,
            total: totals.lineTotals[position]!,
            discount: line.discount ?? 0,
            breakup: line.breakup ?? null,
          })),
        );
        await tx.insert(orderEvents).values({ orderRef: id, status, note: input.note ?? null });
        return { id, orderId, amount: totals.amount, status };
      });
    } catch (error) {
      if (attempt < ID_ATTEMPTS && uniqueViolation(error) === 'orders_order_id_key') continue;
      throw error;
    }
  }
}

/**
 * Moves an order to another status and records it in the history, under a row lock so two moves
 * cannot both start from the same status. Answers false when the move is not allowed from where the
 * order is (domain/orders/order-status.ts `canMoveTo`) or the order does not exist.
 */
export async function setOrderStatus(
  db: Runner,
  orderId: string,
  to: OrderStatus,
  note?: string,
  /** The staff member who moved it from the desk (the history's "by"). */
  staffId?: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(eq(orders.orderId, orderId))
      .for('update');
    if (!row || !isOrderStatus(row.status) || !canMoveTo(row.status, to)) return false;
    await tx
      .update(orders)
      .set({ status: to, updatedAt: sql`now()` })
      .where(eq(orders.id, row.id));
    await tx.insert(orderEvents).values({ orderRef: row.id, status: to, note: note ?? null, staffId: staffId ?? null });
    if (to === 'cancelled') await returnOrderStock(tx, row.id);
    return true;
  });
}

/**
 * Attaches to the member the guest orders placed with the mobile they have just proved by a code
 * (their account's mobile), in the proving transaction; answers how many. Only orders the shopper
 * could see (placed or further), and only where the order itself ties the mobile to this person:
 * its mobile was proved too (a cash-on-delivery order is placed by a code to it), or it names the
 * member's email as well. An email alone never attaches an order
 * (docs/decisions/2026-11-26-guest-orders-follow-the-member.md).
 */
export async function claimGuestOrders(db: Runner, userId: number): Promise<number> {
  const claimed = await rows<{ id: number }>(
    db,
    sql`
    UPDATE orders o SET user_id = u.id, updated_at = now()
      FROM users u
     WHERE u.id = ${userId}
       AND o.user_id IS NULL
       AND o.phone = u.phone
       AND o.status <> 'pending_payment'
       AND (
         (o.payment_mode = 'payment_on_delivery' AND EXISTS (SELECT 1 FROM order_events e WHERE e.order_ref = o.id AND e.status = 'placed'))
         OR lower(o.email) = lower(u.email)
       )
    RETURNING o.id`,
  );
  return claimed.length;
}

/**
 * The member's guest orders that follow them once their email is proved by its verification link
 * (docs/decisions/2026-11-27-email-proofs.md), in the transaction that consumes the link: orders without
 * an account that name the member's verified email and were placed at some point (never an unpaid one,
 * never one placed by nobody). The member's `email_verified_at` is part of the statement, so an
 * unproved email attaches nothing whoever calls it.
 */
export async function claimGuestOrdersByEmail(db: Runner, userId: number): Promise<number> {
  const claimed = await rows<{ id: number }>(
    db,
    sql`
    UPDATE orders o SET user_id = u.id, updated_at = now()
      FROM users u
     WHERE u.id = ${userId}
       AND u.email_verified_at IS NOT NULL
       AND o.user_id IS NULL
       AND lower(o.email) = lower(u.email)
       AND o.status <> 'pending_payment'
       AND EXISTS (SELECT 1 FROM order_events e WHERE e.order_ref = o.id AND e.status = 'placed')
    RETURNING o.id`,
  );
  return claimed.length;
}

const orderColumns = {
  id: orders.id,
  orderId: orders.orderId,
  firstName: orders.firstName,
  lastName: orders.lastName,
  email: orders.email,
  phone: orders.phone,
  paymentMode: orders.paymentMode,
  currency: orders.currency,
  subtotal: orders.subtotal,
  discount: orders.discount,
  charges: orders.charges,
  amount: orders.amount,
  giftCardAmount: orders.giftCardAmount,
  savingsPlanAmount: orders.savingsPlanAmount,
  status: orders.status,
  shipCountry: orders.shipCountry,
  shipCountryCode: orders.shipCountryCode,
  shipZipcode: orders.shipZipcode,
  shipState: orders.shipState,
  shipCity: orders.shipCity,
  shipAddress: orders.shipAddress,
  deliveryMethod: orders.deliveryMethod,
  pickupStore: orders.pickupStore,
  expectedFrom: orders.expectedFrom,
  expectedTo: orders.expectedTo,
  couponCode: orders.couponCode,
  carrier: orders.carrier,
  awb: orders.awb,
  createdAt: orders.createdAt,
  // Never orders.pan: the PAN is for the tax records, and no read of an order for a shopper carries it.
};
type Column<K extends keyof typeof orderColumns> = (typeof orderColumns)[K]['_'];
/** The order's invoice (left-joined: null before it ships) and whether it is a guest's, for its download. */
const invoiceColumns = {
  guest: sql<boolean>`${orders.userId} IS NULL`,
  invoiceNumber: invoices.number,
  invoiceIssuedAt: invoices.issuedAt,
};
type InvoiceColumns = { guest: boolean; invoiceNumber: string | null; invoiceIssuedAt: Date | null };
type OrderRow = {
  [K in keyof typeof orderColumns]: Column<K>['notNull'] extends true ? Column<K>['data'] : Column<K>['data'] | null;
};

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** Shoppers never see an order still awaiting its code or payment (domain: isVisibleToShopper). */
const visible = ne(orders.status, 'pending_payment');

export function createOrdersRepo(db: Db) {
  async function linesOf(refs: number[]): Promise<Map<number, OrderLineRecord[]>> {
    const byOrder = new Map<number, OrderLineRecord[]>();
    if (refs.length === 0) return byOrder;
    const rows = await db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderRef, refs))
      .orderBy(asc(orderLines.orderRef), asc(orderLines.position));
    for (const r of rows) {
      const list = byOrder.get(r.orderRef) ?? [];
      list.push({
        name: r.name,
        sku: r.sku,
        color: r.color,
        size: r.size,
        picture: r.picture,
        productValue: r.productValue,
        madeToOrder: r.madeToOrder,
        qty: r.qty,
        unitPrice: r.unitPrice,
        total: r.total,
        discount: r.discount,
        breakup: r.breakup ?? null,
      });
      byOrder.set(r.orderRef, list);
    }
    return byOrder;
  }

  function record(
    row: OrderRow & InvoiceColumns,
    lines: OrderLineRecord[],
    events: OrderRecord['events'],
  ): OrderRecord {
    return {
      orderId: row.orderId,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
      paymentMode: row.paymentMode as OrderPaymentMode,
      currency: 'INR',
      subtotal: row.subtotal,
      discount: row.discount,
      charges: row.charges,
      amount: row.amount,
      giftCardAmount: row.giftCardAmount,
      savingsPlanAmount: row.savingsPlanAmount,
      status: row.status as OrderStatus,
      shipping: {
        country: row.shipCountry,
        countryCode: row.shipCountryCode,
        zipcode: row.shipZipcode,
        state: row.shipState,
        city: row.shipCity,
        address: row.shipAddress,
      },
      deliveryMethod: row.deliveryMethod === 'pickup' ? 'pickup' : 'ship',
      pickupStore: row.pickupStore,
      expectedFrom: row.expectedFrom,
      expectedTo: row.expectedTo,
      couponCode: row.couponCode,
      shipment: row.carrier && row.awb ? { carrier: row.carrier, awb: row.awb } : null,
      createdAt: iso(row.createdAt),
      lines,
      events,
      invoice:
        row.invoiceNumber && row.invoiceIssuedAt
          ? { number: row.invoiceNumber, issuedAt: iso(row.invoiceIssuedAt), guest: Boolean(row.guest) }
          : null,
    };
  }

  return {
    /** A member's orders, newest first, a page at a time, with their lines; and how many there are. */
    async listForUser(
      userId: number,
      page: number,
      perPage: number,
    ): Promise<{ orders: OrderRecord[]; total: number }> {
      const where = and(eq(orders.userId, userId), visible);
      const [rows, [counted]] = await Promise.all([
        db
          .select({ ...orderColumns, ...invoiceColumns })
          .from(orders)
          .leftJoin(invoices, eq(invoices.orderRef, orders.id))
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      const lines = await linesOf(rows.map((r) => r.id));
      return { orders: rows.map((r) => record(r, lines.get(r.id) ?? [], [])), total: counted?.n ?? 0 };
    },

    /**
     * Whether the member has an order in status delivered with a line of this piece. Lines are matched
     * by the sku they were sold under (their snapshot), so the answer outlives a variant's removal.
     */
    async hasDeliveredSku(userId: number, sku: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(orders)
        .innerJoin(orderLines, eq(orderLines.orderRef, orders.id))
        .where(and(eq(orders.userId, userId), eq(orders.status, 'delivered'), eq(orderLines.sku, sku)))
        .limit(1);
      return row !== undefined;
    },

    /** Whether the member has a placed order (or one further along, cancelled ones not) with a line of this sku. */
    async hasBoughtSku(userId: number, sku: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(orders)
        .innerJoin(orderLines, eq(orderLines.orderRef, orders.id))
        .where(
          and(eq(orders.userId, userId), inArray(orders.status, [...BOUGHT_ORDER_STATUSES]), eq(orderLines.sku, sku)),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * The order with this id *and* this email, or nothing. One indexed query whatever is wrong — an
     * unknown id and a wrong email cost the same and answer the same.
     */
    async findForTracking(orderId: string, email: string): Promise<OrderRecord | undefined> {
      const [row] = await db
        .select({ ...orderColumns, ...invoiceColumns })
        .from(orders)
        .leftJoin(invoices, eq(invoices.orderRef, orders.id))
        .where(and(eq(orders.orderId, orderId), sql`lower(${orders.email}) = ${email.toLowerCase()}`, visible));
      if (!row) return undefined;
      const [lines, events] = await Promise.all([
        linesOf([row.id]),
        db
          .select({ status: orderEvents.status, at: orderEvents.at })
          .from(orderEvents)
          .where(eq(orderEvents.orderRef, row.id))
          .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
      ]);
      return record(
        row,
        lines.get(row.id) ?? [],
        events.map((e) => ({ status: e.status as OrderStatus, at: iso(e.at) })),
      );
    },
  };
}
export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
