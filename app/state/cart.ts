// The shopper's cart in this browser: one store and the hooks components read it with, plus the
// actions the buttons call. The store and hooks are in every page's first load, so they stay tiny:
// the rules, the toasts and the server sync arrive with the first action or once the stored cart has
// been read (cart-actions.ts).
import { useSyncExternalStore } from 'react';
import { NO_CART } from '../../domain/cart/device-cart';
import type { CartItem, CartOutcome } from '../../domain/cart/cart-rules';
import { createCartStore, type CartState } from './cart-store';
import { getSession, subscribeSession } from './session';

export const cartStore = createCartStore();

const actions = () => import('./cart-actions');

/**
 * A member's cart is theirs alone: once the device holds a cart kept for a member who is no longer
 * the one logged in (logged out here or in another tab, a session ended elsewhere, someone else
 * logged in), its lines and cart session are forgotten. A guest's cart stays (the login merges it).
 */
export async function forgetCartOfOthers(): Promise<void> {
  await cartStore.ready();
  const cart = cartStore.get();
  if (cart.member === null || cart.member === (getSession()?.user_id ?? null)) return;
  cartStore.commit({
    ...cart,
    ...NO_CART,
    error: null,
    revision: cart.revision + 1,
    edits: cart.edits + 1,
    syncs: cart.syncs + 1,
  });
}

// Read the stored cart once the page has hydrated (the first subscriber), then ask the server for
// today's prices; a member's device also pulls the server cart, which another device may have
// changed. Another tab's change is that tab's to sync.
let started = false;
function start() {
  if (started || typeof window === 'undefined') return;
  started = true;
  void cartStore.ready().then(async () => {
    await forgetCartOfOthers();
    subscribeSession(() => void forgetCartOfOthers());
    if (cartStore.get().lines.length > 0 || getSession() !== null) void actions().then((m) => m.syncCartNow());
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
  return useSyncExternalStore(
    subscribe,
    () => cartStore.get().lines.length,
    () => 0,
  );
}

export const cartActions = {
  add: (item: CartItem, quantity = 1): Promise<CartOutcome> => actions().then((m) => m.addItem(item, quantity)),
  /** Buy now: this variant at exactly this quantity (never added to what the cart held of it). */
  buyNow: (item: CartItem, quantity = 1): Promise<CartOutcome> => actions().then((m) => m.buyNow(item, quantity)),
  increment: (variant: number) => actions().then((m) => m.increment(variant)),
  decrement: (variant: number) => actions().then((m) => m.decrement(variant)),
  remove: (variant: number) => actions().then((m) => m.remove(variant)),
  clear: () => actions().then((m) => m.clear()),
};
