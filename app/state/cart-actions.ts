// What the cart's buttons do: apply a rule of domain/cart/cart-rules.ts to the device cart, keep it,
// show the spec's toast and schedule a sync with the server. Loaded with the first action (cart.ts).
import {
  addToCart,
  buyNowLine,
  CART_TEXTS,
  clearCart,
  decrementLine,
  incrementLine,
  removeLine,
  type CartItem,
  type CartOutcome,
} from '../../domain/cart/cart-rules';
import { toast } from '../lib/toast';
import { cartStore } from './cart';
import type { CartState } from './cart-store';
import { withShopperLines } from './cart-edit';
import { createCartSync, type CartSync } from './cart-sync';
import { getSession, setSession } from './session';

let sync: CartSync | null = null;
function cartSync(): CartSync | null {
  if (typeof window === 'undefined') return null;
  return (sync ??= createCartSync(cartStore, {
    fetch: (...args) => fetch(...args),
    events: window,
    visibility: document,
    member() {
      const session = getSession();
      return session ? { id: session.user_id, token: session.token } : null;
    },
    // The member's session ended elsewhere: forget it here, which forgets their cart too (cart.ts).
    onUnauthorized: () => setSession(null),
    onAdjusted(removed, cut) {
      if (removed.length > 0) toast(CART_TEXTS.removed, { kind: 'error' });
      if (cut.length > 0) toast(CART_TEXTS.outOfStock, { kind: 'error' });
    },
  }));
}

export const syncCartNow = () => cartSync()?.syncNow();

/** Applies `step` to the stored cart; a change is kept, synced (debounced) and announced. */
export async function changeCart(
  step: (state: CartState) => CartOutcome,
  { quiet = false } = {},
): Promise<CartOutcome> {
  await cartStore.catchUp();
  const state = cartStore.get();
  const out = step(state);
  if (out.lines.length !== state.lines.length || out.lines.some((l, i) => l !== state.lines[i])) {
    cartStore.commit(withShopperLines(state, out.lines));
    cartSync()?.schedule();
  }
  if (out.message && !quiet) toast(out.message, { kind: out.message === CART_TEXTS.outOfStock ? 'error' : 'success' });
  return out;
}

export const addItem = (item: CartItem, quantity: number) => changeCart((s) => addToCart(s.lines, item, quantity));
export const buyNow = (item: CartItem, quantity: number) => changeCart((s) => buyNowLine(s.lines, item, quantity));
export const increment = (variant: number) => changeCart((s) => incrementLine(s.lines, variant));
export const decrement = (variant: number) => changeCart((s) => decrementLine(s.lines, variant));
export const remove = (variant: number) => changeCart((s) => removeLine(s.lines, variant));
export const clear = () => changeCart(() => clearCart(), { quiet: true });
