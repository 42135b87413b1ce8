// The shopper's cart in this browser: one store, the actions the buttons call (each shows the spec's
// toast), and the hooks components read it with. The server sync starts with the first subscriber.
import { useSyncExternalStore } from 'react';
import { addToCart, CART_TEXTS, clearCart, decrementLine, incrementLine, removeLine, type CartItem, type CartOutcome } from '../../domain/cart/cart-rules';
import { toast } from '../lib/toast';
import { createCartStore, type CartState } from './cart-store';
import { createCartSync, type CartSync } from './cart-sync';

export const cartStore = createCartStore();

let sync: CartSync | null = null;
function cartSync(): CartSync | null {
  if (typeof window === 'undefined') return null;
  return (sync ??= createCartSync(cartStore, {
    fetch: (...args) => fetch(...args),
    events: window,
    onAdjusted(removed, cut) {
      if (removed.length > 0) toast(CART_TEXTS.removed, { kind: 'error' });
      if (cut.length > 0) toast(CART_TEXTS.outOfStock, { kind: 'error' });
    },
  }));
}

// Read the stored cart once the page has hydrated (the first subscriber), then ask the server for
// today's prices; another tab's change is that tab's to sync.
let started = false;
function start() {
  if (started || typeof window === 'undefined') return;
  started = true;
  void cartStore.ready().then(() => {
    if (cartStore.get().lines.length > 0) void cartSync()?.syncNow();
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

async function change(step: (state: CartState) => CartOutcome, { quiet = false } = {}): Promise<CartOutcome> {
  await cartStore.ready();
  const state = cartStore.get();
  const out = step(state);
  if (out.lines.length !== state.lines.length || out.lines.some((l, i) => l !== state.lines[i])) {
    cartStore.commit({ ...state, lines: out.lines, revision: state.revision + 1 });
    cartSync()?.schedule();
  }
  if (out.message && !quiet) toast(out.message, { kind: out.message === CART_TEXTS.outOfStock ? 'error' : 'success' });
  return out;
}

export const cartActions = {
  add: (item: CartItem, quantity = 1) => change((s) => addToCart(s.lines, item, quantity)),
  increment: (variant: number) => change((s) => incrementLine(s.lines, variant)),
  decrement: (variant: number) => change((s) => decrementLine(s.lines, variant)),
  remove: (variant: number) => change((s) => removeLine(s.lines, variant)),
  clear: () => change(() => clearCart(), { quiet: true }),
  /** Lines moved in from the wishlist (list-rules moveToCart) are a change like any other. */
  replaceLines: (step: (state: CartState) => CartOutcome) => change(step),
};
