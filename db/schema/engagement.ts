// Visits and 404s the storefront reports (spec: userlog), kept for the back office's reports.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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
    index('visit_logs_full_ip_idx')
      .on(t.createdAt)
      .where(sql`ip_truncated = false AND ip_address IS NOT NULL`),
  ],
);

// Newsletter subscribers (docs/spec.md#first-7 subscription). One row per address, compared without case;
// unsubscribing keeps the row (status and time) so a later sign-up is a re-subscription. The
// unsubscribe link carries a random token of its own, stored only as a hash: the link cannot be made
// from the address alone, and it does nothing else.
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    status: text('status').notNull().default('subscribed'),
    /** Where the sign-up came from: the footer form or the registration's tick box. */
    source: text('source').notNull(),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('newsletter_subscribers_token_key').on(t.unsubscribeTokenHash),
    check('newsletter_subscribers_status_known', sql`${t.status} IN ('subscribed', 'unsubscribed')`),
    check('newsletter_subscribers_source_known', sql`${t.source} IN ('footer', 'register')`),
  ],
);

// Enquiries for the store's staff: customer service (a custom design request is one of its types) and
// the savings plan (DFE). Plain text as typed; the reference is what the shopper's receipt names.
export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    enquiryType: text('enquiry_type'),
    occasion: text('occasion'),
    orderId: text('order_id'),
    message: text('message'),
    /** Savings plan: the monthly amount in whole rupees, and a store id or 'online'. */
    monthlyInstalment: integer('monthly_instalment'),
    preferredStore: text('preferred_store'),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('enquiries_created_idx').on(t.createdAt),
    check('enquiries_kind_known', sql`${t.kind} IN ('customer_service', 'dfe')`),
    check('enquiries_instalment_positive', sql`${t.monthlyInstalment} IS NULL OR ${t.monthlyInstalment} >= 1000`),
  ],
);

// Requests to chat on WhatsApp from the floating panel (docs/spec.md#second-2 "Chat request panel").
export const chatRequests = pgTable(
  'chat_requests',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email').notNull(),
    message: text('message'),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_requests_created_idx').on(t.createdAt)],
);
