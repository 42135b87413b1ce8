// The shopper's cart in this browser: one store and the hooks components read it with, plus the
// actions the buttons call. The store and hooks are in every page's first load, so they stay tiny:
// the rules, the toasts and the server sync arrive with the first action or once the stored cart has
// been read (cart-actions.ts).
import { useSyncExternalStore } from 'react';
import type { CartItem, CartOutcome } from '../../domain/cart/cart-rules';
import { createCartStore, type CartState } from './cart-store';

export const cartStore = createCartStore();

const actions = () => import('./cart-actions');

// Read the stored cart once the page has hydrated (the first subscriber), then ask the server for
// today's prices; another tab's change is that tab's to sync.
let started = false;
function start() {
  if (started || typeof window === 'undefined') return;
  started = true;
  void cartStore.ready().then(() => {
    if (cartStore.get().lines.length > 0) void actions().then((m) => m.syncCartNow());
  });
}

function subscribe(listener: () => void) {
  start();
  return cartStore.subscribe(listener);
}

export function useCart(): CartState {
  return useSyncExternalStore(subscribe, cartStore.get, cartStore.getServer);
}

/** False on the server and until the stored cart has been read. */
export function useCartLoaded(): boolean {
  return useSyncExternalStore(subscribe, cartStore.isLoaded, () => false);
}

/** The header and mobile bar badges: the number of lines. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribe, () => cartStore.get().lines.length, () => 0);
}

export const cartActions = {
  add: (item: CartItem, quantity = 1): Promise<CartOutcome> => actions().then((m) => m.addItem(item, quantity)),
  increment: (variant: number) => actions().then((m) => m.increment(variant)),
  decrement: (variant: number) => actions().then((m) => m.decrement(variant)),
  remove: (variant: number) => actions().then((m) => m.remove(variant)),
  clear: () => actions().then((m) => m.clear()),
};
