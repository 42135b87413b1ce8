// Gift cards (docs/spec.md#first-7 giftcards/*, second spec "Gift card redeem", docs/api.md; the gift card policy:
// valid 1 year, partially redeemable until the balance is used or it expires). Gift cards are money,
// so the database itself refuses what the application forgets:
// - a card's balance changes only through its ledger: a row per change (issue, lock, redeem,
//   release, expire) whose deltas add up to the balance, kept by a trigger (migration 0014), and a
//   CHECK keeps the balance between 0 and the card's amount, so no race can overdraw it;
// - one order at a time holds a card (a unique index on held redemptions), and each order draws from
//   one card once (a unique index on the order);
// - codes are stored as SHA-256 digests (80 random bits each: a leaked table reveals none), with the
//   last four characters kept for the masked number;
// - a purchase issues one card, once (a unique index on the card it issued and on its payment).
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
  uuid,
} from 'drizzle-orm/pg-core';
import { GIFT_CARD_MAX_AMOUNT, GIFT_CARD_MIN_AMOUNT } from '../../domain/giftcards/limits.ts';
import { virtualOrders } from './checkout.ts';
import { orders } from './orders.ts';
import { staff } from './staff.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const MOBILE = sql.raw(`'^[6-9][0-9]{9}$'`);

/** The designs a buyer picks from (/gifts): one per occasion, with its picture. */
export const giftCardTemplates = pgTable(
  'gift_card_templates',
  {
    /** The URL's id: /gifts-purchase/{id}. */
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    occasion: text('occasion').notNull(),
    description: text('description').notNull(),
    /** A picture under public/ (an SVG design). */
    picture: text('picture').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [check('gift_card_templates_id_format', sql`${t.id} ~ '^[a-z0-9-]{2,40}$'`)],
);

export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 (hex) of the 16-character code as normalised (upper case, no spaces). */
    codeHash: text('code_hash').notNull(),
    /** The code's last four characters, for 'XXXX XXXX XXXX 1A2B'. */
    last4: text('last4').notNull(),
    /** purchased (bought on /gifts) or promotion (issued by the store). */
    cardType: text('card_type').$type<'purchased' | 'promotion'>().notNull(),
    amount: integer('amount').notNull(),
    /** What can still be spent: the ledger's sum, moved only by the ledger's trigger. */
    balance: integer('balance').notNull().default(0),
    /** active, expired (the job closed its balance at expiry) or void (withdrawn by the store). */
    status: text('status').$type<'active' | 'expired' | 'void'>().notNull().default('active'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    recipientName: text('recipient_name').notNull(),
    /** Ten digits, an Indian mobile: redeeming and checking the balance send a code here. */
    recipientMobile: text('recipient_mobile').notNull(),
    recipientEmail: text('recipient_email'),
    senderName: text('sender_name'),
    message: text('message'),
    templateId: text('template_id').references(() => giftCardTemplates.id),
    /** The checkout draft the card is locked to after its code was verified there, and until when. */
    lockedVoId: uuid('locked_vo_id').references(() => virtualOrders.id, { onDelete: 'set null' }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /**
     * Blocked by staff (a card reported lost, a suspected fraud): refused at checkout and in the balance
     * check until unblocked. Apart from `status`, so the card's year and balance go on as they were.
     */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedBy: integer('blocked_by').references(() => staff.id),
    blockReason: text('block_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('gift_cards_code_hash_key').on(t.codeHash),
    // The back office finds a card by its last four characters or its recipient's mobile.
    index('gift_cards_last4_idx').on(t.last4),
    index('gift_cards_recipient_mobile_idx').on(t.recipientMobile),
    check(
      'gift_cards_block_complete',
      sql`(${t.blockedAt} IS NULL) = (${t.blockReason} IS NULL) AND (${t.blockedAt} IS NULL) = (${t.blockedBy} IS NULL)`,
    ),
    check(
      'gift_cards_block_reason_length',
      sql`${t.blockReason} IS NULL OR char_length(${t.blockReason}) BETWEEN 3 AND 300`,
    ),
    index('gift_cards_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'active' AND ${t.balance} > 0`),
    check('gift_cards_code_hash_format', sql`${t.codeHash} ~ '^[0-9a-f]{64}$'`),
    check('gift_cards_last4_format', sql`${t.last4} ~ '^[A-Z0-9]{4}$'`),
    check('gift_cards_type_known', sql`${t.cardType} IN ('purchased', 'promotion')`),
    check('gift_cards_amount_range', sql`${t.amount} > 0 AND ${t.amount} <= ${sql.raw(String(GIFT_CARD_MAX_AMOUNT))}`),
    // Purchased cards keep the purchase limits; the store may issue smaller promotion cards.
    check(
      'gift_cards_purchased_minimum',
      sql`${t.cardType} <> 'purchased' OR ${t.amount} >= ${sql.raw(String(GIFT_CARD_MIN_AMOUNT))}`,
    ),
    check('gift_cards_balance_within_amount', sql`${t.balance} >= 0 AND ${t.balance} <= ${t.amount}`),
    check('gift_cards_status_known', sql`${t.status} IN ('active', 'expired', 'void')`),
    check('gift_cards_expiry_after_issue', sql`${t.expiresAt} > ${t.issuedAt}`),
    check('gift_cards_recipient_mobile_format', sql`${t.recipientMobile} ~ ${MOBILE}`),
    check('gift_cards_lock_complete', sql`(${t.lockedVoId} IS NULL) = (${t.lockedUntil} IS NULL)`),
  ],
);

/**
 * Every change of a card's balance, append-only (triggers refuse UPDATE and DELETE). Signs by kind:
 * issue +amount once; lock −x when an order holds x; release +x when a hold or a draw comes back
 * (the order lapsed or was cancelled); redeem 0, the held x spent when the order is confirmed;
 * expire −balance when the card's year is over.
 */
export const giftCardLedger = pgTable(
  'gift_card_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => giftCards.id),
    kind: text('kind').notNull(),
    delta: integer('delta').notNull(),
    orderRef: integer('order_ref').references(() => orders.id),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gift_card_ledger_card_idx').on(t.cardId, t.id),
    uniqueIndex('gift_card_ledger_one_issue')
      .on(t.cardId)
      .where(sql`${t.kind} = 'issue'`),
    check(
      'gift_card_ledger_sign_by_kind',
      sql`(${t.kind} = 'issue' AND ${t.delta} > 0) OR (${t.kind} = 'lock' AND ${t.delta} < 0) OR (${t.kind} = 'release' AND ${t.delta} > 0)
        OR (${t.kind} = 'redeem' AND ${t.delta} = 0) OR (${t.kind} = 'expire' AND ${t.delta} < 0)`,
    ),
    check(
      'gift_card_ledger_order_for_order_kinds',
      sql`${t.kind} NOT IN ('lock', 'redeem', 'release') OR ${t.orderRef} IS NOT NULL`,
    ),
  ],
);

/**
 * What an order draws from a card: `held` from order generation (the ledger's lock), `redeemed` when
 * the order is confirmed, `released` if it lapses or is cancelled unpaid, `returned` if a confirmed
 * order is cancelled. Each move is one conditional update from the state it is in, so it happens once.
 */
export const giftCardRedemptions = pgTable(
  'gift_card_redemptions',
  {
    id: serial('id').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => giftCards.id),
    orderRef: integer('order_ref')
      .notNull()
      .references(() => orders.id),
    amount: integer('amount').notNull(),
    state: text('state').notNull().default('held'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('gift_card_redemptions_order_key').on(t.orderRef),
    // Two orders racing for one card: the second insert fails here, whatever the application read.
    uniqueIndex('gift_card_redemptions_one_held_per_card')
      .on(t.cardId)
      .where(sql`${t.state} = 'held'`),
    check('gift_card_redemptions_amount_positive', sql`${t.amount} > 0`),
    check('gift_card_redemptions_state_known', sql`${t.state} IN ('held', 'redeemed', 'released', 'returned')`),
  ],
);

/** A card bought on /gifts-purchase/{id}: awaiting its card payment, then issued once. */
export const giftCardPurchases = pgTable(
  'gift_card_purchases',
  {
    /** The spec's purchase_id. */
    id: uuid('id').primaryKey().defaultRandom(),
    templateId: text('template_id')
      .notNull()
      .references(() => giftCardTemplates.id),
    amount: integer('amount').notNull(),
    senderName: text('sender_name').notNull(),
    senderEmail: text('sender_email').notNull(),
    senderMobile: text('sender_mobile').notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    recipientMobile: text('recipient_mobile').notNull(),
    message: text('message'),
    /** pending (the payment window is open), issued (paid, card sent), lapsed (never paid). */
    status: text('status').$type<'pending' | 'issued' | 'lapsed'>().notNull().default('pending'),
    providerOrderId: text('provider_order_id').notNull(),
    providerPaymentId: text('provider_payment_id'),
    cardId: integer('card_id').references(() => giftCards.id),
    createdAt: createdAt(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('gift_card_purchases_provider_order_key').on(t.providerOrderId),
    uniqueIndex('gift_card_purchases_provider_payment_key').on(t.providerPaymentId),
    uniqueIndex('gift_card_purchases_card_key').on(t.cardId),
    index('gift_card_purchases_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check(
      'gift_card_purchases_amount_range',
      sql`${t.amount} >= ${sql.raw(String(GIFT_CARD_MIN_AMOUNT))} AND ${t.amount} <= ${sql.raw(String(GIFT_CARD_MAX_AMOUNT))}`,
    ),
    check('gift_card_purchases_status_known', sql`${t.status} IN ('pending', 'issued', 'lapsed')`),
    check(
      'gift_card_purchases_issued_has_card',
      sql`(${t.status} = 'issued') = (${t.cardId} IS NOT NULL AND ${t.providerPaymentId} IS NOT NULL)`,
    ),
    check(
      'gift_card_purchases_mobiles_format',
      sql`${t.senderMobile} ~ ${MOBILE} AND ${t.recipientMobile} ~ ${MOBILE}`,
    ),
  ],
);

/** Short-lived tokens that let giftcards/balance read one card (after a code to its mobile). */
export const giftCardAccessTokens = pgTable(
  'gift_card_access_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => giftCards.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('gift_card_access_tokens_expires_idx').on(t.expiresAt)],
);
