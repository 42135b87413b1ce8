// The device cart: its lines (domain/cart/cart-rules.ts), the server's cart session token, and how the
// last sync with the server went. Lines and session are kept on the device; `syncing` and `error` are
// for this page only.
import type { CartLine } from '../../domain/cart/cart-rules';
import type { BaseLine } from '../../domain/cart/cart-rebase';
import type { CartSyncError } from '../../domain/cart/sync-error';
import { STORAGE_KEYS } from './storage-keys';
import { createDeviceStore, type DeviceStoreOptions } from './device-store';

export interface CartState {
  lines: readonly CartLine[];
  /** The cart session token refine/cart_update returned (docs/api.md#cart-session). */
  session: string | null;
  /** The server cart's revision this device last adopted: sent back so a stale write is refused. */
  serverRevision: number | null;
  /** That revision's lines, which a stale answer is rebased from (domain/cart/cart-rebase.ts); null: none kept. */
  base: readonly BaseLine[] | null;
  /** The member whose server cart this is (null: a guest's): another member, or none, never sees it. */
  member: number | null;
  /**
   * The id of this device's write whose answer is not kept yet (domain/cart/cart-write.ts): sent with
   * every sync until an answer is kept, so that the server knows a write the device never heard back
   * from (the page was closed with the sync in flight) as the device's own (cart-sync.ts).
   */
  write: string | null;
  /** A sync with the server is in flight (docs/spec.md#first-4 "marked syncing until the server cart returns"). */
  syncing: boolean;
  /** Why the last sync failed, until one succeeds. */
  error: CartSyncError | null;
  /** Counts local changes: an answer to an older cart is not applied over a newer one. */
  revision: number;
  /**
   * Kept on the device and carried from tab to tab (domain/cart/device-cart-merge.ts): the shopper's changes this cart's
   * lines have seen, and the syncs its session, server revision and write id have seen.
   */
  edits: number;
  syncs: number;
}

export const EMPTY_CART: CartState = {
  lines: [],
  session: null,
  serverRevision: null,
  base: null,
  member: null,
  write: null,
  syncing: false,
  error: null,
  revision: 0,
  edits: 0,
  syncs: 0,
};

export function createCartStore(options: Pick<DeviceStoreOptions<CartState>, 'storage' | 'events'> = {}) {
  return createDeviceStore<CartState>({
    key: STORAGE_KEYS.cart,
    empty: EMPTY_CART,
    toStored: (s) => ({
      lines: s.lines,
      session: s.session,
      serverRevision: s.serverRevision,
      base: s.base,
      member: s.member,
      write: s.write,
      edits: s.edits,
      syncs: s.syncs,
    }),
    fromStored: (f, raw, current) => f.readDeviceCart(raw, current),
    reconcile: (f, current, incoming) => f.mergeDeviceCarts(current, incoming),
    ...options,
  });
}

export type CartStore = ReturnType<typeof createCartStore>;
