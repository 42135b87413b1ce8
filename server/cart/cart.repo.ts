// The only place that queries the cart tables. Every method runs inside the one transaction the
// service opens (`inTransaction`), so a sync either writes a cart's lines whole or not at all.
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartLines, carts, cartSessions } from '../../db/schema/cart.ts';
import { products, variants } from '../../db/schema/catalog.ts';
import { stockHoldQueries } from '../stock/stock-holds.repo.ts';
import { type Tx } from '../../db/runner.ts';

/** A cart locked for this transaction. */
export interface LockedCart {
  id: string;
  userId: number | null;
  revision: number;
  /** The device write id of the sync that last wrote its lines; null after any other write. */
  lastWrite: string | null;
}

/** What a token reaches: its session row and the cart behind it (not locked). */
export interface ResolvedSession {
  sessionId: number;
  cartId: string;
  userId: number | null;
}

export interface StoredLine {
  id: number;
  variantId: number;
}

/** A stored line as a request would name it: the variant by its numeric id, with its product's sku. */
export interface StoredCartLine extends StoredLine {
  sku: string;
  quantity: number;
}

const lockedColumns = { id: carts.id, userId: carts.userId, revision: carts.revision, lastWrite: carts.lastWrite };

function cartQueries(tx: Tx) {
  return {
    /** The session and cart a token hash reaches, without locking: the caller decides what to lock. */
    async resolveSession(tokenHash: string): Promise<ResolvedSession | undefined> {
      const [row] = await tx
        .select({ sessionId: cartSessions.id, cartId: cartSessions.cartId, userId: carts.userId })
        .from(cartSessions)
        .innerJoin(carts, eq(carts.id, cartSessions.cartId))
        .where(eq(cartSessions.tokenHash, tokenHash));
      return row;
    },

    /** The cart, locked until the transaction ends so two syncs of one cart queue up; undefined once deleted. */
    async lockCart(cartId: string): Promise<LockedCart | undefined> {
      const [row] = await tx.select(lockedColumns).from(carts).where(eq(carts.id, cartId)).for('update');
      return row;
    },

    /**
     * The member's one cart, created if they have none, and locked. Two first logins at once both
     * insert; the unique index lets one through and the other does nothing, then waits for the lock.
     */
    async lockMemberCart(userId: number): Promise<LockedCart> {
      await tx
        .insert(carts)
        .values({ userId })
        .onConflictDoNothing({ target: carts.userId, where: sql`${carts.userId} IS NOT NULL` });
      const [row] = await tx.select(lockedColumns).from(carts).where(eq(carts.userId, userId)).for('update');
      return row!;
    },

    /** A new guest cart (locked: nobody else knows it yet). */
    async createGuestCart(): Promise<LockedCart> {
      const [row] = await tx.insert(carts).values({}).returning(lockedColumns);
      return row!;
    },

    async addSession(cartId: string, tokenHash: string): Promise<void> {
      await tx.insert(cartSessions).values({ cartId, tokenHash });
    },

    /** Points a device's token at another cart (a guest's token at the member's cart after login). */
    async pointSession(sessionId: number, cartId: string): Promise<void> {
      await tx
        .update(cartSessions)
        .set({ cartId, lastUsedAt: sql`now()` })
        .where(eq(cartSessions.id, sessionId));
    },

    async touchSession(sessionId: number): Promise<void> {
      await tx
        .update(cartSessions)
        .set({ lastUsedAt: sql`now()` })
        .where(eq(cartSessions.id, sessionId));
    },

    /** A cart and (by cascade) its lines and tokens. */
    async deleteCart(cartId: string): Promise<void> {
      await tx.delete(carts).where(eq(carts.id, cartId));
    },

    /** The cart's lines in the order they were first added, with the sku a request would send. */
    /** Stock the cart's own unpaid order holds, by product: available to this cart, to no other. */
    ownHolds(cartId: string): Promise<Map<number, number>> {
      return stockHoldQueries(tx).ownHoldsByProduct(cartId);
    },

    async readLines(cartId: string): Promise<StoredCartLine[]> {
      return tx
        .select({ id: cartLines.id, variantId: cartLines.variantId, quantity: cartLines.quantity, sku: products.sku })
        .from(cartLines)
        .innerJoin(variants, eq(variants.id, cartLines.variantId))
        .innerJoin(products, eq(products.id, variants.productId))
        .where(eq(cartLines.cartId, cartId))
        .orderBy(asc(cartLines.id));
    },

    /**
     * Makes the cart's lines exactly `lines` (one per variant), bumps its revision and keeps which
     * device write this was (null: none, as in a merge): others are removed, the rest written in place
     * so a line keeps its id across syncs. Answers each kept line's id by variant, and the new revision.
     */
    async replaceLines(
      cartId: string,
      lines: readonly { variantId: number; quantity: number }[],
      write: string | null,
    ): Promise<{ stored: StoredLine[]; revision: number }> {
      const keep = lines.map((l) => l.variantId);
      await tx
        .delete(cartLines)
        .where(
          keep.length > 0
            ? and(eq(cartLines.cartId, cartId), notInArray(cartLines.variantId, keep))
            : eq(cartLines.cartId, cartId),
        );
      const [bumped] = await tx
        .update(carts)
        .set({ updatedAt: sql`now()`, revision: sql`${carts.revision} + 1`, lastWrite: write })
        .where(eq(carts.id, cartId))
        .returning({ revision: carts.revision });
      if (lines.length === 0) return { stored: [], revision: bumped!.revision };
      const stored = await tx
        .insert(cartLines)
        .values(lines.map((l) => ({ cartId, variantId: l.variantId, quantity: l.quantity })))
        .onConflictDoUpdate({
          target: [cartLines.cartId, cartLines.variantId],
          set: { quantity: sql`excluded.quantity`, updatedAt: sql`now()` },
        })
        .returning({ id: cartLines.id, variantId: cartLines.variantId });
      return { stored, revision: bumped!.revision };
    },
  };
}
export type CartQueries = ReturnType<typeof cartQueries>;

export function createCartRepo(db: Db) {
  return {
    inTransaction<T>(work: (queries: CartQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(cartQueries(tx)));
    },
  };
}
export type CartRepo = ReturnType<typeof createCartRepo>;
