// The only place that queries the cart tables. Every method runs inside the one transaction the
// service opens (`inTransaction`), so a sync either replaces a cart's lines whole or not at all.
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartLines, carts } from '../../db/schema/cart.ts';

export interface CartRow {
  id: string;
}

export interface StoredLine {
  id: number;
  variantId: number;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

function cartQueries(tx: Tx) {
  return {
    /** The cart of a token hash, locked until the transaction ends so two syncs of one cart queue up. */
    async findByTokenHashForUpdate(tokenHash: string): Promise<CartRow | undefined> {
      const [row] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.tokenHash, tokenHash)).for('update');
      return row;
    },

    async create(tokenHash: string): Promise<CartRow> {
      const [row] = await tx.insert(carts).values({ tokenHash }).returning({ id: carts.id });
      return row!;
    },

    /**
     * Makes the cart's lines exactly `lines` (one per variant): others are removed, the rest written
     * in place so a line keeps its id across syncs. Answers each kept line's id by variant.
     */
    async replaceLines(cartId: string, lines: readonly { variantId: number; quantity: number }[]): Promise<StoredLine[]> {
      const keep = lines.map((l) => l.variantId);
      await tx.delete(cartLines).where(keep.length > 0 ? and(eq(cartLines.cartId, cartId), notInArray(cartLines.variantId, keep)) : eq(cartLines.cartId, cartId));
      await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cartId));
      if (lines.length === 0) return [];
      return tx
        .insert(cartLines)
        .values(lines.map((l) => ({ cartId, variantId: l.variantId, quantity: l.quantity })))
        .onConflictDoUpdate({
          target: [cartLines.cartId, cartLines.variantId],
          set: { quantity: sql`excluded.quantity`, updatedAt: sql`now()` },
        })
        .returning({ id: cartLines.id, variantId: cartLines.variantId });
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
