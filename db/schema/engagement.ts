// Visits and 404s the storefront reports (spec: userlog), kept for the back office's reports.
import { doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const visitLogs = pgTable(
  'visit_logs',
  {
    id: serial('id').primaryKey(),
    visitedPage: text('visited_page').notNull(),
    userId: integer('user_id'),
    /** What the server saw, not what the client claimed. */
    ipAddress: text('ip_address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Navigation timing and whatever else the client sends, as JSON. */
    address: jsonb('address'),
    data: jsonb('data'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('visit_logs_created_idx').on(t.createdAt)],
);
