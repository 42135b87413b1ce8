// The localStorage keys of the device stores. Kept apart from domain/cart/persisted-state.ts so that
// naming them does not pull the schemas into the first load.
export const STORAGE_KEYS = {
  cart: 'suvarna.cart',
  wishlist: 'suvarna.wishlist',
  compare: 'suvarna.compare',
  /** The shopper's ring, bangle and bracelet sizes (size-memory.ts). */
  sizes: 'suvarna.sizes',
} as const;
