// Members, their sessions, password resets, one-time codes and the rate-limit windows (docs/api.md
// "Identity"). No secret is stored in the clear: passwords as argon2id hashes, session and reset
// tokens as SHA-256 hashes (they are random, so a plain hash is enough), one-time codes as an HMAC
// keyed by the token only the device holds.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Ten digits, an Indian mobile without +91: the key of the one-time-code login. */
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    subscription: boolean('subscription').notNull().default(false),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<'CUSTOMER' | 'ADMIN'>().notNull().default('CUSTOMER'),
    // The shipping address the member keeps on their profile (docs/spec.md#second-3 "Profile supplies …"),
    // where the checkout starts; stored whole or not at all (domain/accounts/profile-address.ts).
    country: text('country'),
    shipPincode: text('ship_pincode'),
    shipState: text('ship_state'),
    shipCity: text('ship_city'),
    shipAddress: text('ship_address'),
    /** When the member followed a verification link mailed to `email` (null: the email is not proved; docs/decisions/2026-11-27-email-proofs.md). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** When a code sent to `phone` was first typed back by the member (register by code, login by code); null: not proved. */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_key').on(t.phone),
    check('users_role_known', sql`${t.role} IN ('CUSTOMER', 'ADMIN')`),
    check('users_phone_format', sql`${t.phone} ~ '^[6-9][0-9]{9}$'`),
    check(
      'users_ship_address_whole',
      sql`(${t.country} IS NULL AND ${t.shipPincode} IS NULL AND ${t.shipState} IS NULL AND ${t.shipCity} IS NULL AND ${t.shipAddress} IS NULL) OR (${t.country} IS NOT NULL AND ${t.shipPincode} IS NOT NULL AND ${t.shipState} IS NOT NULL AND ${t.shipCity} IS NOT NULL AND ${t.shipAddress} IS NOT NULL)`,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Slides forward on use: a session ends after 30 days idle. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    check('sessions_token_hash_format', sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_key').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
  ],
);

/**
 * Email verification links (docs/decisions/2026-11-27-email-proofs.md): single use, expiring, the token
 * kept as its SHA-256 hash only, bound to the address it was mailed to (a link for an address the
 * account no longer has proves nothing).
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** A newer link, or the proof by another one, ends an open link early: its expiry is brought to that moment. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set once, when this link proved the email. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_verifications_token_hash_key').on(t.tokenHash),
    index('email_verifications_user_idx').on(t.userId),
    check('email_verifications_token_hash_format', sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
    check('email_verifications_expiry_after_creation', sql`${t.expiresAt} >= ${t.createdAt}`),
    check('email_verifications_used_after_creation', sql`${t.usedAt} IS NULL OR ${t.usedAt} >= ${t.createdAt}`),
  ],
);

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the token handed to the device with the request's answer. */
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose').notNull(),
    mobile: text('mobile').notNull(),
    /** What the code unlocks beyond the mobile: a gift card (`card:<id>`) or a card for a checkout draft (`card:<id>|vo:<uuid>`). */
    subject: text('subject'),
    /** HMAC-SHA256 of the code keyed by the token: useless without the device's token. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set once verified, or when a newer code for the same number replaces this one. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('otp_challenges_token_hash_key').on(t.tokenHash),
    index('otp_challenges_mobile_idx').on(t.mobile, t.createdAt),
    check('otp_challenges_attempts_range', sql`${t.attempts} >= 0`),
  ],
);

/**
 * Rate-limit windows kept in the database (docs/api.md: Redis only when several instances want it): one
 * row per counted event — a failed password for an account or from an IP, a code sent to a number.
 * Rows older than the longest window are deleted as new ones arrive.
 */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_events_scope_key_at_idx').on(t.scope, t.key, t.at)],
);
