// Visits and 404s the storefront reports (spec: userlog), kept for the back office's reports.
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const visitLogs = pgTable(
  'visit_logs',
  {
    id: serial('id').primaryKey(),
    visitedPage: text('visited_page').notNull(),
    /** The not-found page (a 404). */
    notFound: boolean('not_found').notNull().default(false),
    /** The member of a valid bearer token; never what the body claims. */
    userId: integer('user_id'),
    /**
     * What the server saw, not what the client claimed (domain/engagement/ip-address.ts): in full for
     * 30 days, then cut to its /24 or /48 by the truncation job, which sets `ip_truncated`.
     */
    ipAddress: text('ip_address'),
    ipTruncated: boolean('ip_truncated').notNull().default(false),
    /** The address's place, to a city's precision (domain/engagement/visit-place.ts); null when unknown. */
    city: text('city'),
    region: text('region'),
    countryCode: text('country_code'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The navigation timing of the page load (the spec names it `address`). */
    address: jsonb('address'),
    data: jsonb('data'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('visit_logs_created_idx').on(t.createdAt),
    // The truncation job's work list: only rows still holding a full address.
    index('visit_logs_full_ip_idx').on(t.createdAt).where(sql`ip_truncated = false AND ip_address IS NOT NULL`),
  ],
);
