// The parts of the shopper's cart that the device keeps and its tabs pass between them
// (app/state/cart-store.ts holds them with what is only a page's; device-cart-merge.ts reconciles two).
import type { BaseLine } from './cart-rebase.ts';
import type { CartLine } from './cart-rules.ts';

export interface DeviceCart {
  lines: readonly CartLine[];
  /** The cart session token refine/cart_update returned (docs/api.md#cart-session). */
  session: string | null;
  /** The server cart's revision this device last adopted: sent back so a stale write is refused. */
  serverRevision: number | null;
  /** That revision's lines, which an answer is rebased from (cart-rebase.ts); null: none kept. */
  base: readonly BaseLine[] | null;
  /** The member whose server cart this is (null: a guest's): another member, or none, never sees it. */
  member: number | null;
  /**
   * The id of this device's write whose answer is not kept yet (cart-write.ts): sent with every sync
   * until an answer is kept, so that the server knows a write the device never heard back from (the
   * page was closed with the sync in flight) as the device's own (app/state/cart-sync.ts).
   */
  write: string | null;
  /** The shopper's changes these lines have seen, counted across tabs (device-cart-merge.ts). */
  edits: number;
  /** The server's writes the session, revision, base and write id have seen, counted across tabs. */
  syncs: number;
}

/** No lines, on no server cart, for no one: a new device's, or one forgotten at logout. */
export const NO_CART = {
  lines: [],
  session: null,
  serverRevision: null,
  base: null,
  member: null,
  write: null,
} as const satisfies Omit<DeviceCart, 'edits' | 'syncs'>;
