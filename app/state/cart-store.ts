// The device cart: its lines (domain/cart/cart-rules.ts), the server's cart session token, and how the
// last sync with the server went. Lines and session are kept on the device; `syncing` and `error` are
// for this page only.
import { NO_CART, type DeviceCart } from '../../domain/cart/device-cart';
import type { CartSyncError } from '../../domain/cart/sync-error';
import { STORAGE_KEYS } from './storage-keys';
import { createDeviceStore, type DeviceStoreOptions } from './device-store';

export interface CartState extends DeviceCart {
  /** A sync with the server is in flight (docs/spec.md#first-4 "marked syncing until the server cart returns"). */
  syncing: boolean;
  /** Why the last sync failed, until one succeeds. */
  error: CartSyncError | null;
  /** Counts local changes: an answer to an older cart is not applied over a newer one. */
  revision: number;
}

export const EMPTY_CART: CartState = { ...NO_CART, edits: 0, syncs: 0, syncing: false, error: null, revision: 0 };

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
