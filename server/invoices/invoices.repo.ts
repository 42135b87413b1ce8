// The only place that writes and reads invoices (db/schema/invoices.ts). `issueInvoice` runs inside
// the transaction that ships the order: it locks the order's row (idempotence: one invoice per
// order, whatever two ship actions race), then the year's counter row (the gap-free number), freezes
// the figures and inserts. Locks: order, then counter, always in that order, so two shipments of
// different orders queue on the counter and never deadlock.
import { findCountry } from '../../domain/checkout/countries.ts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoiceCounters, invoices } from '../../db/schema/invoices.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';
import {
  invoiceFigures,
  type InvoiceFigures,
  type InvoiceOrder,
  type InvoiceSeller,
} from '../../domain/invoices/invoice-figures.ts';
import { financialYear, invoiceNumber } from '../../domain/invoices/invoice-number.ts';
import type { OrderPaymentMode } from '../../domain/orders/order-status.ts';
import { findStore } from '../../domain/stores/stores.ts';
import type { Runner } from '../orders/orders.repo.ts';

/** Statuses an order may be in when its invoice is issued: shipped (the ship action), or delivered (an order shipped before invoices existed). */
const ISSUABLE = new Set(['shipped', 'delivered']);

/** How the rest of the amount was paid, as the invoice's payments say it. */
const PAYMENT_LABELS: Record<OrderPaymentMode, string> = {
  payment_on_delivery: 'Cash on delivery',
  online_payment_razorpay: 'Card, UPI or net banking (Razorpay)',
  gift_card: 'Gift card',
};

export interface IssuedInvoice {
  /** The row's id: a mail names it to carry the PDF (outbox_messages.invoice_id). */
  id: number;
  number: string;
  issuedAt: string;
  /** False when the order already had its invoice (the call changed nothing). */
  created: boolean;
}

export type IssueRefusal = 'ORDER_NOT_FOUND' | 'ORDER_NOT_SHIPPED';

export interface StoredInvoice {
  orderId: string;
  number: string;
  issuedAt: string;
  figures: InvoiceFigures;
}

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/**
 * Issues the order's tax invoice, once: a second call answers the first invoice. Inside the caller's
 * transaction (a savepoint), so a ship action that rolls back takes its number back with it and the
 * series stays gap-free.
 */
export async function issueInvoice(
  db: Runner,
  orderId: string,
  seller: InvoiceSeller,
): Promise<IssuedInvoice | { refused: IssueRefusal }> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.orderId, orderId)).for('update');
    if (!order) return { refused: 'ORDER_NOT_FOUND' as const };
    const [existing] = await tx
      .select({ id: invoices.id, number: invoices.number, issuedAt: invoices.issuedAt })
      .from(invoices)
      .where(eq(invoices.orderRef, order.id));
    if (existing) return { id: existing.id, number: existing.number, issuedAt: iso(existing.issuedAt), created: false };
    if (!ISSUABLE.has(order.status)) return { refused: 'ORDER_NOT_SHIPPED' as const };

    const lines = await tx
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderRef, order.id))
      .orderBy(asc(orderLines.position));
    // The database's clock, as every other time of an order: the financial year follows it.
    const { rows } = (await tx.execute(sql`SELECT now() AS now`)) as unknown as { rows: [{ now: string | Date }] };
    const now = rows[0].now;
    const issuedAt = new Date(now);
    const year = financialYear(issuedAt);
    await tx.insert(invoiceCounters).values({ financialYear: year, lastSerial: 0 }).onConflictDoNothing();
    const [counter] = await tx
      .select({ lastSerial: invoiceCounters.lastSerial })
      .from(invoiceCounters)
      .where(eq(invoiceCounters.financialYear, year))
      .for('update');
    const serial = counter!.lastSerial + 1;
    const number = invoiceNumber(year, serial);
    await tx.update(invoiceCounters).set({ lastSerial: serial }).where(eq(invoiceCounters.financialYear, year));

    const store = order.deliveryMethod === 'pickup' && order.pickupStore ? findStore(order.pickupStore) : undefined;
    const address = (p: 'ship' | 'bill') => ({
      address: p === 'ship' ? order.shipAddress : order.billAddress,
      city: p === 'ship' ? order.shipCity : order.billCity,
      state: p === 'ship' ? order.shipState : order.billState,
      zipcode: p === 'ship' ? order.shipZipcode : order.billZipcode,
      country: p === 'ship' ? order.shipCountry : order.billCountry,
      countryCode: p === 'ship' ? order.shipCountryCode : (findCountry(order.billCountry)?.code ?? 'IN'),
    });
    const source: InvoiceOrder = {
      orderId: order.orderId,
      placedAt: iso(order.createdAt),
      customer: { name: `${order.firstName} ${order.lastName}`.trim(), email: order.email, phone: order.phone },
      billing: address('bill'),
      shipping: address('ship'),
      pickup:
        order.deliveryMethod === 'pickup'
          ? {
              name: store?.name ?? 'Our showroom',
              address: store ? `${store.address}, ${store.city} ${store.pincode}` : seller.address,
            }
          : null,
      lines: lines.map((l) => ({
        name: l.name,
        sku: l.sku,
        size: l.size,
        color: l.color,
        qty: l.qty,
        unitPrice: l.unitPrice,
        total: l.total,
        discount: l.discount,
        breakup: l.breakup ?? null,
      })),
      couponCode: order.couponCode,
      discount: order.discount,
      charges: order.charges,
      amount: order.amount,
      giftCardAmount: order.giftCardAmount,
      paymentModeLabel: PAYMENT_LABELS[order.paymentMode as OrderPaymentMode] ?? order.paymentMode,
    };
    const figures = invoiceFigures(source, seller, { number, issuedAt: issuedAt.toISOString() });
    const [row] = await tx
      .insert(invoices)
      .values({ orderRef: order.id, number, financialYear: year, serial, issuedAt, figures })
      .returning({ id: invoices.id });
    return { id: row!.id, number, issuedAt: issuedAt.toISOString(), created: true };
  });
}

export function createInvoicesRepo(db: Db) {
  return {
    /** The invoice of an order, with the order's owner and email to check who asks. */
    async findByOrderId(
      orderId: string,
    ): Promise<(StoredInvoice & { userId: number | null; email: string }) | undefined> {
      const [row] = await db
        .select({
          orderId: orders.orderId,
          userId: orders.userId,
          email: orders.email,
          number: invoices.number,
          issuedAt: invoices.issuedAt,
          figures: invoices.figures,
        })
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.orderRef))
        .where(eq(orders.orderId, orderId));
      return row ? { ...row, issuedAt: iso(row.issuedAt) } : undefined;
    },

    /** An invoice by its row id (a mail that carries it). */
    async findById(id: number): Promise<StoredInvoice | undefined> {
      const [row] = await db
        .select({
          orderId: orders.orderId,
          number: invoices.number,
          issuedAt: invoices.issuedAt,
          figures: invoices.figures,
        })
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.orderRef))
        .where(eq(invoices.id, id));
      return row ? { ...row, issuedAt: iso(row.issuedAt) } : undefined;
    },

    /** Number and date of the invoices of these orders (by public order id), for the order lists. */
    async summaries(orderIds: readonly string[]): Promise<Map<string, { number: string; issuedAt: string }>> {
      const out = new Map<string, { number: string; issuedAt: string }>();
      if (orderIds.length === 0) return out;
      const rows = await db
        .select({ orderId: orders.orderId, number: invoices.number, issuedAt: invoices.issuedAt })
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.orderRef))
        .where(inArray(orders.orderId, [...orderIds]));
      for (const r of rows) out.set(r.orderId, { number: r.number, issuedAt: iso(r.issuedAt) });
      return out;
    },
  };
}
export type InvoicesRepo = ReturnType<typeof createInvoicesRepo>;
