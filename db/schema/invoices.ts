// GST tax invoices (server/invoices/): one per order, issued in the transaction that ships it, with a
// number from a gap-free series per Indian financial year (domain/invoices/invoice-number.ts). The
// series is a counter row per year taken under a row lock, never a sequence: a sequence skips the
// numbers of rolled-back transactions, and GST wants consecutive numbers. The figures are frozen at
// issue as JSON (domain/invoices/invoice-figures.ts, money in paise): the PDF is drawn from them
// every time, so a later change to the order, the catalogue or the store's settings never alters an
// invoice. Rows are append-only (a trigger, migration 0019); an order with an invoice cannot be deleted.
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { InvoiceFigures } from '../../domain/invoices/invoice-figures.ts';
import { INVOICE_NUMBER_MAX_LENGTH, MAX_SERIAL } from '../../domain/invoices/invoice-number.ts';
import { orders } from './orders.ts';

export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    /** '26-27': 1 April 2026 to 31 March 2027, India time. */
    financialYear: text('financial_year').primaryKey(),
    /** The last serial issued in the year; the next invoice takes this + 1. */
    lastSerial: integer('last_serial').notNull().default(0),
  },
  (t) => [
    check('invoice_counters_year_format', sql`${t.financialYear} ~ '^[0-9]{2}-[0-9]{2}$'`),
    check(
      'invoice_counters_serial_range',
      sql`${t.lastSerial} >= 0 AND ${t.lastSerial} <= ${sql.raw(String(MAX_SERIAL))}`,
    ),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    orderRef: integer('order_ref')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    number: text('number').notNull(),
    financialYear: text('financial_year')
      .notNull()
      .references(() => invoiceCounters.financialYear),
    serial: integer('serial').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    figures: jsonb('figures').$type<InvoiceFigures>().notNull(),
  },
  (t) => [
    uniqueIndex('invoices_order_key').on(t.orderRef),
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_year_serial_key').on(t.financialYear, t.serial),
    check('invoices_number_length', sql`length(${t.number}) <= ${sql.raw(String(INVOICE_NUMBER_MAX_LENGTH))}`),
    check('invoices_serial_positive', sql`${t.serial} >= 1`),
  ],
);
