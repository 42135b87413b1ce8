// The back office's people (not customers: their own table and sessions), the sign-in's second step,
// invitations and the audit of every staff act. No secret is stored in the clear: passwords as
// argon2id hashes, tokens as SHA-256 hashes, the mailed code as an HMAC keyed by the challenge's
// token, the authenticator's secret sealed with AES-256-GCM (server/staff/secret-box.ts).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { StaffRole } from '../../domain/staff/roles.ts';

export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    /** Null for an invited member until they set a password through the invitation's link. */
    passwordHash: text('password_hash'),
    /** The authenticator's secret once confirmed with a code, sealed; null: codes come by mail. */
    totpSecret: text('totp_secret'),
    /** A secret shown for enrolment and not yet confirmed with a code, sealed. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The last 30-second step whose code was accepted: a code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_email_lower_key').on(sql`lower(${t.email})`),
    check('staff_role_known', sql`${t.role} IN ('owner', 'orders', 'catalogue', 'support')`),
  ],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_hash_key').on(t.tokenHash),
    index('staff_sessions_staff_idx').on(t.staffId),
    check('staff_sessions_token_hash_format', sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
    // A session is used within its 8 hours or not at all (domain/staff/session-rules.ts).
    check(
      'staff_sessions_within_8h',
      sql`${t.lastSeenAt} >= ${t.createdAt} AND ${t.lastSeenAt} <= ${t.createdAt} + interval '8 hours'`,
    ),
  ],
);

export const staffLoginChallenges = pgTable(
  'staff_login_challenges',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    /** `email`: a code was mailed (code_hash set); `totp`: the authenticator app's code. */
    channel: text('channel').$type<'email' | 'totp'>().notNull(),
    codeHash: text('code_hash'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_login_challenges_token_hash_key').on(t.tokenHash),
    index('staff_login_challenges_staff_idx').on(t.staffId, t.createdAt),
    check(
      'staff_login_challenges_channel',
      sql`${t.channel} IN ('email', 'totp') AND (${t.channel} = 'totp' OR ${t.codeHash} IS NOT NULL)`,
    ),
    check('staff_login_challenges_attempts', sql`${t.attempts} BETWEEN 0 AND 5`),
    check('staff_login_challenges_lifetime', sql`${t.expiresAt} <= ${t.createdAt} + interval '10 minutes'`),
  ],
);

export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    invitedBy: integer('invited_by').references(() => staff.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_invitations_token_hash_key').on(t.tokenHash),
    index('staff_invitations_staff_idx').on(t.staffId),
    check('staff_invitations_lifetime', sql`${t.expiresAt} <= ${t.createdAt} + interval '72 hours'`),
  ],
);

/**
 * Every staff act: who, what, which record, before and after. Append-only: a trigger refuses UPDATE,
 * DELETE and TRUNCATE (db/migrations), so nobody edits the record of what they did.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for an act not made by a signed-in member (the staff:create command). */
    staffId: integer('staff_id').references(() => staff.id),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId, t.at), index('audit_log_at_idx').on(t.at)],
);
