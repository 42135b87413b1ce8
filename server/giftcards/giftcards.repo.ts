// The only place that queries the gift card tables (db/schema/giftcards.ts). Every function takes the
// runner it works on, so a card, its ledger, an order's hold and the messages they cause change in the
// caller's transaction or not at all. The balance moves only by ledger rows (a trigger applies them
// and the CHECK refuses an overdraft); a card row is locked (FOR UPDATE) before it is judged.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { giftCardPurchases, giftCards, giftCardTemplates } from '../../db/schema/giftcards.ts';
import type { Db } from '../../db/client.ts';
import type { Holds } from '../../domain/giftcards/card-standing.ts';
import type { GiftDeskStatus } from '../../domain/giftcards/desk-schemas.ts';
import { expiryOf, ledgerDelta, type LedgerKind } from '../../domain/giftcards/ledger.ts';
import { type Runner, type Tx, asDate, columnsOf, likeContaining, rows } from '../../db/runner.ts';
import type { GiftSearch } from '../../domain/giftcards/desk-search.ts';

export type { Runner } from '../../db/runner.ts';
export type { Tx as GiftTx };

/** A card as every decision about it reads it (never its code's hash). */
const CARD_FIELDS = [
  'id',
  'last4',
  'cardType',
  'amount',
  'balance',
  'status',
  'issuedAt',
  'expiresAt',
  'recipientName',
  'recipientMobile',
  'recipientEmail',
  'lockedVoId',
] as const;
const cardColumns = {
  ...columnsOf(giftCards, CARD_FIELDS),
  /** Past its expiry now (the database's clock). */
  pastExpiry: sql<boolean>`${giftCards.expiresAt} <= now()`,
  /** The draft lock is still in force (locked_until in the future). */
  lockLive: sql<boolean>`coalesce(${giftCards.lockedUntil} > now(), false)`,
  /** Blocked by staff until they unblock it. */
  blocked: sql<boolean>`${giftCards.blockedAt} IS NOT NULL`,
};
export type CardRow = Pick<typeof giftCards.$inferSelect, (typeof CARD_FIELDS)[number]> & {
  pastExpiry: boolean;
  lockLive: boolean;
  blocked: boolean;
};

const templateColumns = columnsOf(giftCardTemplates, ['id', 'title', 'occasion', 'description', 'picture']);
export type TemplateRow = Pick<typeof giftCardTemplates.$inferSelect, keyof typeof templateColumns>;

const PURCHASE_FIELDS = [
  'id',
  'templateId',
  'amount',
  'senderName',
  'senderEmail',
  'senderMobile',
  'recipientName',
  'recipientEmail',
  'recipientMobile',
  'message',
  'status',
  'providerOrderId',
  'providerPaymentId',
  'cardId',
  'createdAt',
] as const;
const purchaseColumns = columnsOf(giftCardPurchases, PURCHASE_FIELDS);
export type PurchaseRow = Pick<typeof giftCardPurchases.$inferSelect, (typeof PURCHASE_FIELDS)[number]>;

export interface DeskCardRow {
  id: number;
  last4: string;
  cardType: 'purchased' | 'promotion';
  amount: number;
  balance: number;
  held: number;
  status: 'active' | 'expired' | 'void';
  blocked: boolean;
  recipientName: string;
  recipientMobile: string;
  recipientEmail: string | null;
  issuedAt: Date;
  expiresAt: Date;
}

export interface DeskCardDetail extends DeskCardRow {
  senderName: string | null;
  message: string | null;
  blockedAt: Date | null;
  blockReason: string | null;
  blockedByName: string | null;
}

export interface LedgerRow {
  kind: LedgerKind;
  delta: number;
  orderId: string | null;
  note: string | null;
  at: Date;
}

const heldJoin = sql.raw(
  `LEFT JOIN LATERAL (SELECT coalesce(sum(r.amount), 0)::int AS held FROM gift_card_redemptions r WHERE r.card_id = c.id AND r.state = 'held') h ON true`,
);
const deskColumns = sql.raw(`c.id, c.last4, c.card_type AS "cardType", c.amount, c.balance, h.held, c.status,
  c.blocked_at IS NOT NULL AS blocked, c.recipient_name AS "recipientName", c.recipient_mobile AS "recipientMobile",
  c.recipient_email AS "recipientEmail", c.issued_at AS "issuedAt", c.expires_at AS "expiresAt"`);
const deskCardRow = <T extends DeskCardRow>(r: T): T => ({
  ...r,
  issuedAt: asDate(r.issuedAt)!,
  expiresAt: asDate(r.expiresAt)!,
});

/** Each status of the list as SQL, in the same order of precedence as cardStatus (domain/giftcards/ledger.ts). */
const DESK_STATUS_SQL: Record<GiftDeskStatus, SQL> = {
  VOID: sql`c.status = 'void'`,
  BLOCKED: sql`c.status <> 'void' AND c.blocked_at IS NOT NULL`,
  EXPIRED: sql`c.status <> 'void' AND c.blocked_at IS NULL AND (c.status = 'expired' OR c.expires_at <= now())`,
  REDEEMED: sql`c.status = 'active' AND c.blocked_at IS NULL AND c.expires_at > now() AND c.balance = 0 AND h.held = 0`,
  ACTIVE: sql`c.status = 'active' AND c.blocked_at IS NULL AND c.expires_at > now() AND (c.balance > 0 OR h.held > 0)`,
};

/** What the search box held (domain/giftcards/desk-search.ts) as a condition. */
function searchSql(search: GiftSearch): SQL {
  switch (search.kind) {
    case 'email':
      return sql`lower(c.recipient_email) = ${search.email}`;
    case 'mobile':
      return sql`c.recipient_mobile = ${search.mobile}`;
    case 'last4_or_name':
      return sql`(c.last4 = ${search.last4} OR lower(c.recipient_name) LIKE ${likeContaining(search.text)})`;
    case 'name':
      return sql`lower(c.recipient_name) LIKE ${likeContaining(search.text)}`;
  }
}

/** Why the database refused an order's hold on a card: another order holds it, or the card cannot give that much. */
export class GiftCardHoldError extends Error {
  constructor(
    readonly why: 'ALREADY_HELD' | 'REFUSED',
    cause: unknown,
  ) {
    super(`gift card hold refused: ${why}`, { cause });
  }
}

/** PostgreSQL's error code and constraint behind a driver's or drizzle's wrapper. */
function pgErrorOf(error: unknown): { code: string; constraint?: string } | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: string };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return { code, constraint };
  }
  return undefined;
}

export interface NewCard {
  codeHash: string;
  last4: string;
  cardType: 'purchased' | 'promotion';
  amount: number;
  validMonths: number;
  recipient: { name: string; mobile: string; email: string | null };
  senderName: string | null;
  message: string | null;
  templateId: string | null;
}

export function giftCardQueries(q: Runner) {
  const ledger = async (
    cardId: number,
    kind: LedgerKind,
    delta: number,
    orderRef: number | null,
    note: string | null,
  ) => {
    await q.execute(
      sql`INSERT INTO gift_card_ledger (card_id, kind, delta, order_ref, note) VALUES (${cardId}, ${kind}, ${delta}, ${orderRef}, ${note})`,
    );
  };

  return {
    async templates(): Promise<TemplateRow[]> {
      return q
        .select(templateColumns)
        .from(giftCardTemplates)
        .where(eq(giftCardTemplates.active, true))
        .orderBy(asc(giftCardTemplates.sortOrder), asc(giftCardTemplates.id));
    },

    async template(id: string): Promise<TemplateRow | undefined> {
      const [row] = await q
        .select(templateColumns)
        .from(giftCardTemplates)
        .where(and(eq(giftCardTemplates.id, id), eq(giftCardTemplates.active, true)));
      return row;
    },

    /**
     * A new card with its 'issue' ledger row (which brings its balance from 0 to the amount). The
     * expiry is the same moment `validMonths` later in the database's calendar (29 February → 28th).
     */
    async issueCard(card: NewCard, note: string): Promise<CardRow> {
      const issuedAt = new Date();
      const step = ledgerDelta({ amount: card.amount, balance: 0 }, { kind: 'issue' });
      if (!step.ok) throw new Error(`a new card cannot be issued: ${step.reason}`);
      const [inserted] = await rows<{ id: number }>(
        q,
        sql`INSERT INTO gift_cards (code_hash, last4, card_type, amount, issued_at, expires_at, recipient_name, recipient_mobile, recipient_email, sender_name, message, template_id)
            VALUES (${card.codeHash}, ${card.last4}, ${card.cardType}, ${card.amount}, ${issuedAt}, ${expiryOf(issuedAt, card.validMonths)},
                    ${card.recipient.name}, ${card.recipient.mobile}, ${card.recipient.email}, ${card.senderName}, ${card.message}, ${card.templateId})
            RETURNING id`,
      );
      await ledger(inserted!.id, 'issue', step.delta, null, note);
      return (await this.lockCard(inserted!.id))!;
    },

    /** The card of a code's hash, locked: every decision about it waits for the one before. */
    async lockCardByHash(codeHash: string): Promise<CardRow | undefined> {
      const [row] = await q.select(cardColumns).from(giftCards).where(eq(giftCards.codeHash, codeHash)).for('update');
      return row;
    },

    async lockCard(id: number): Promise<CardRow | undefined> {
      const [row] = await q.select(cardColumns).from(giftCards).where(eq(giftCards.id, id)).for('update');
      return row;
    },

    async card(id: number): Promise<CardRow | undefined> {
      const [row] = await q.select(cardColumns).from(giftCards).where(eq(giftCards.id, id));
      return row;
    },

    async codeHashOf(id: number): Promise<string | undefined> {
      const [row] = await rows<{ codeHash: string }>(
        q,
        sql`SELECT code_hash AS "codeHash" FROM gift_cards WHERE id = ${id}`,
      );
      return row?.codeHash;
    },

    /** What unpaid orders hold of the card now (comes back if they are not paid). */
    async heldOf(cardId: number): Promise<number> {
      const [row] = await rows<{ amount: number }>(
        q,
        sql`SELECT coalesce(sum(amount), 0)::int AS amount FROM gift_card_redemptions WHERE card_id = ${cardId} AND state = 'held'`,
      );
      return row?.amount ?? 0;
    },

    /** What unpaid orders of one checkout draft hold of the card, and what those of any other draft hold. */
    async holdsFor(cardId: number, voId: string): Promise<Holds> {
      const [row] = await rows<Holds>(
        q,
        sql`SELECT coalesce(sum(r.amount) FILTER (WHERE o.vo_id = ${voId}), 0)::int AS "byDraft",
                   coalesce(sum(r.amount) FILTER (WHERE o.vo_id IS DISTINCT FROM ${voId}), 0)::int AS "byOthers"
              FROM gift_card_redemptions r JOIN orders o ON o.id = r.order_ref WHERE r.card_id = ${cardId} AND r.state = 'held'`,
      );
      return row ?? { byDraft: 0, byOthers: 0 };
    },

    /** Locks the card to a checkout draft for `seconds`, if it is free, lapsed or already that draft's; false otherwise. */
    async lockToDraft(cardId: number, voId: string, seconds: number): Promise<boolean> {
      const taken = await rows<{ id: number }>(
        q,
        sql`UPDATE gift_cards SET locked_vo_id = ${voId}, locked_until = now() + ${seconds}::int * interval '1 second'
             WHERE id = ${cardId} AND (locked_vo_id IS NULL OR locked_vo_id = ${voId} OR locked_until <= now()) RETURNING id`,
      );
      return taken.length === 1;
    },

    /** Frees the card from a draft (only from that draft). */
    async unlockFromDraft(cardId: number, voId: string): Promise<void> {
      await q.execute(
        sql`UPDATE gift_cards SET locked_vo_id = NULL, locked_until = NULL WHERE id = ${cardId} AND locked_vo_id = ${voId}`,
      );
    },

    /**
     * An unpaid order holds `amount` of the card: the redemption row and the ledger's lock, together.
     * The database has the last word: a second hold on the card (unique index) or an overdraft (the
     * balance CHECK) throws GiftCardHoldError, and the caller's transaction must roll back.
     */
    async hold(card: Pick<CardRow, 'id' | 'amount' | 'balance'>, orderRef: number, amount: number): Promise<void> {
      const step = ledgerDelta(card, { kind: 'lock', amount });
      if (!step.ok) throw new GiftCardHoldError('REFUSED', step.reason);
      try {
        await q.execute(
          sql`INSERT INTO gift_card_redemptions (card_id, order_ref, amount) VALUES (${card.id}, ${orderRef}, ${amount})`,
        );
        await ledger(card.id, 'lock', step.delta, orderRef, null);
      } catch (error) {
        const pg = pgErrorOf(error);
        if (pg?.code === '23505') throw new GiftCardHoldError('ALREADY_HELD', error);
        if (pg?.code === '23514') throw new GiftCardHoldError('REFUSED', error);
        throw error;
      }
    },

    /** The order was paid: its hold is spent (the ledger's redeem row moves nothing; the lock already did). Once. */
    async redeemHeld(orderRef: number): Promise<{ cardId: number; amount: number }[]> {
      const spent = await rows<{ cardId: number; amount: number }>(
        q,
        sql`UPDATE gift_card_redemptions SET state = 'redeemed', updated_at = now() WHERE order_ref = ${orderRef} AND state = 'held'
             RETURNING card_id AS "cardId", amount`,
      );
      for (const s of spent) await ledger(s.cardId, 'redeem', 0, orderRef, null);
      return spent;
    },

    /**
     * The order was cancelled: an unpaid hold is released, a spent draw returned, each once (only a row
     * in that state moves). The card is freed from the order's draft so its holder can use it again.
     */
    async giveBack(orderRef: number, note: string): Promise<number> {
      const back = await rows<{ cardId: number; amount: number }>(
        q,
        sql`UPDATE gift_card_redemptions SET state = CASE state WHEN 'held' THEN 'released' ELSE 'returned' END, updated_at = now()
             WHERE order_ref = ${orderRef} AND state IN ('held', 'redeemed') RETURNING card_id AS "cardId", amount`,
      );
      for (const b of back) {
        const card = (await this.lockCard(b.cardId))!;
        const step = ledgerDelta(card, { kind: 'release', amount: b.amount });
        // Cannot happen while the ledger adds up; the balance CHECK would refuse it anyway.
        if (!step.ok) throw new Error(`gift card ${b.cardId} cannot take back ${b.amount}: ${step.reason}`);
        await ledger(b.cardId, 'release', step.delta, orderRef, note);
        await q.execute(
          sql`UPDATE gift_cards SET locked_vo_id = NULL, locked_until = NULL WHERE id = ${b.cardId} AND locked_vo_id::text = (SELECT vo_id::text FROM orders WHERE id = ${orderRef})`,
        );
      }
      return back.reduce((sum, b) => sum + b.amount, 0);
    },

    // ------------------------------------------------------------------------- purchases

    async insertPurchase(p: Omit<PurchaseRow, 'status' | 'providerPaymentId' | 'cardId' | 'createdAt'>): Promise<void> {
      await q.execute(
        sql`INSERT INTO gift_card_purchases (id, template_id, amount, sender_name, sender_email, sender_mobile, recipient_name, recipient_email, recipient_mobile, message, provider_order_id)
            VALUES (${p.id}, ${p.templateId}, ${p.amount}, ${p.senderName}, ${p.senderEmail}, ${p.senderMobile}, ${p.recipientName}, ${p.recipientEmail}, ${p.recipientMobile}, ${p.message}, ${p.providerOrderId})`,
      );
    },

    async lockPurchase(id: string): Promise<PurchaseRow | undefined> {
      const [row] = await q
        .select(purchaseColumns)
        .from(giftCardPurchases)
        .where(eq(giftCardPurchases.id, id))
        .for('update');
      return row;
    },

    async lockPurchaseByProviderOrder(providerOrderId: string): Promise<PurchaseRow | undefined> {
      const [row] = await q
        .select(purchaseColumns)
        .from(giftCardPurchases)
        .where(eq(giftCardPurchases.providerOrderId, providerOrderId))
        .for('update');
      return row;
    },

    /** pending (or lapsed: a payment the provider confirms after all) → issued with its card and payment; false if already issued. */
    async markIssued(purchaseId: string, cardId: number, paymentId: string): Promise<boolean> {
      const moved = await rows<{ id: string }>(
        q,
        sql`UPDATE gift_card_purchases SET status = 'issued', card_id = ${cardId}, provider_payment_id = ${paymentId}, issued_at = now()
             WHERE id = ${purchaseId} AND status IN ('pending', 'lapsed') RETURNING id`,
      );
      return moved.length === 1;
    },

    async markLapsed(purchaseId: string): Promise<boolean> {
      const moved = await rows<{ id: string }>(
        q,
        sql`UPDATE gift_card_purchases SET status = 'lapsed' WHERE id = ${purchaseId} AND status = 'pending' RETURNING id`,
      );
      return moved.length === 1;
    },

    /** Purchases whose payment window closed long enough ago to ask the provider about them. */
    async stalePurchases(olderThanSeconds: number, limit: number): Promise<{ id: string; providerOrderId: string }[]> {
      return rows(
        q,
        sql`SELECT id, provider_order_id AS "providerOrderId" FROM gift_card_purchases
             WHERE status = 'pending' AND created_at <= now() - ${olderThanSeconds}::int * interval '1 second' ORDER BY created_at LIMIT ${limit}`,
      );
    },

    // ------------------------------------------------------------------------- balance access

    async insertAccessToken(tokenHash: string, cardId: number, seconds: number): Promise<void> {
      await q.execute(
        sql`INSERT INTO gift_card_access_tokens (token_hash, card_id, expires_at) VALUES (${tokenHash}, ${cardId}, now() + ${seconds}::int * interval '1 second')`,
      );
      await q.execute(sql`DELETE FROM gift_card_access_tokens WHERE expires_at < now() - interval '1 day'`);
    },

    /** The card a live access token opens, if any. */
    async cardOfAccessToken(tokenHash: string): Promise<number | undefined> {
      const [row] = await rows<{ cardId: number }>(
        q,
        sql`SELECT card_id AS "cardId" FROM gift_card_access_tokens WHERE token_hash = ${tokenHash} AND expires_at > now()`,
      );
      return row?.cardId;
    },

    // ------------------------------------------------------------------------- the back office

    /** A page of cards, newest first, with the total under the same filters (GIFT_DESK_STATUSES). */
    async deskList(filter: {
      search: GiftSearch | null;
      status: GiftDeskStatus | null;
      limit: number;
      offset: number;
    }): Promise<{ cards: DeskCardRow[]; total: number }> {
      const conditions = [sql`true`];
      if (filter.search) conditions.push(searchSql(filter.search));
      if (filter.status) conditions.push(DESK_STATUS_SQL[filter.status]);
      const where = sql.join(conditions, sql` AND `);
      const found = await rows<DeskCardRow>(
        q,
        sql`SELECT ${deskColumns}, count(*) OVER ()::int AS "total"
              FROM gift_cards c ${heldJoin}
             WHERE ${where}
             ORDER BY c.id DESC LIMIT ${filter.limit} OFFSET ${filter.offset}`,
      );
      const total = (found[0] as { total?: number } | undefined)?.total ?? 0;
      if (found.length === 0 && filter.offset > 0) {
        const [counted] = await rows<{ n: number }>(
          q,
          sql`SELECT count(*)::int AS n FROM gift_cards c ${heldJoin} WHERE ${where}`,
        );
        return { cards: [], total: counted?.n ?? 0 };
      }
      return { cards: found.map(deskCardRow), total };
    },

    /** One card as the back office shows it, with who blocked it; locked FOR UPDATE when `lock`. */
    async deskCard(id: number, lock = false): Promise<DeskCardDetail | undefined> {
      if (lock) await q.execute(sql`SELECT id FROM gift_cards WHERE id = ${id} FOR UPDATE`);
      const [row] = await rows<DeskCardDetail>(
        q,
        sql`SELECT ${deskColumns}, c.sender_name AS "senderName", c.message,
                   c.blocked_at AS "blockedAt", c.block_reason AS "blockReason", s.name AS "blockedByName"
              FROM gift_cards c ${heldJoin} LEFT JOIN staff s ON s.id = c.blocked_by
             WHERE c.id = ${id}`,
      );
      return row && { ...deskCardRow(row), blockedAt: asDate(row.blockedAt) };
    },

    /** The card's ledger, oldest first, with each order's public id. */
    async ledgerOf(cardId: number): Promise<LedgerRow[]> {
      const found = await rows<LedgerRow>(
        q,
        sql`SELECT l.kind, l.delta, o.order_id AS "orderId", l.note, l.at
              FROM gift_card_ledger l LEFT JOIN orders o ON o.id = l.order_ref
             WHERE l.card_id = ${cardId} ORDER BY l.id`,
      );
      return found.map((r) => ({ ...r, at: asDate(r.at)! }));
    },

    /** Blocks the card (by a member, with a reason) or, given null, unblocks it. */
    async setBlock(cardId: number, block: { staffId: number; reason: string } | null): Promise<void> {
      await q.execute(
        block
          ? sql`UPDATE gift_cards SET blocked_at = now(), blocked_by = ${block.staffId}, block_reason = ${block.reason} WHERE id = ${cardId}`
          : sql`UPDATE gift_cards SET blocked_at = NULL, blocked_by = NULL, block_reason = NULL WHERE id = ${cardId}`,
      );
    },

    // ------------------------------------------------------------------------- the scheduled job

    /** Cards past their year with something left (also what a cancelled order gave back after expiry). */
    async dueExpiries(limit: number): Promise<number[]> {
      const due = await rows<{ id: number }>(
        q,
        sql`SELECT id FROM gift_cards WHERE expires_at <= now() AND status <> 'void' AND (status = 'active' OR balance > 0) ORDER BY expires_at LIMIT ${limit}`,
      );
      return due.map((d) => d.id);
    },

    /** Closes a locked, expired card: its balance goes by an 'expire' ledger row; the card says expired. */
    async expire(card: CardRow): Promise<number> {
      const step = ledgerDelta(card, { kind: 'expire' });
      if (step.ok) await ledger(card.id, 'expire', step.delta, null, 'its year is over');
      await q.execute(
        sql`UPDATE gift_cards SET status = 'expired', locked_vo_id = NULL, locked_until = NULL WHERE id = ${card.id}`,
      );
      return card.balance;
    },

    /** Draft locks that ran out and hold nothing: cleared, so the card shows free again. */
    async clearLapsedDraftLocks(): Promise<number> {
      const cleared = await rows<{ id: number }>(
        q,
        sql`UPDATE gift_cards c SET locked_vo_id = NULL, locked_until = NULL
             WHERE locked_until <= now() AND NOT EXISTS (SELECT 1 FROM gift_card_redemptions r WHERE r.card_id = c.id AND r.state = 'held') RETURNING id`,
      );
      return cleared.length;
    },
  };
}
export type GiftCardQueries = ReturnType<typeof giftCardQueries>;

export function createGiftCardRepo(db: Db) {
  return {
    ...giftCardQueries(db),
    inTransaction<T>(work: (q: GiftCardQueries, tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(giftCardQueries(tx), tx));
    },
  };
}
export type GiftCardRepo = ReturnType<typeof createGiftCardRepo>;
