// A change the shopper makes to the cart (cart-actions.ts), kept out of the stores that every page's
// first load holds: it arrives with the first action.
import type { CartLine } from '../../domain/cart/cart-rules';
import type { CartState } from './cart-store';

/** The cart after a change of the shopper's (cart-actions.ts): a new revision here, one more edit everywhere. */
export const withShopperLines = (state: CartState, lines: readonly CartLine[]): CartState => ({
  ...state,
  lines,
  revision: state.revision + 1,
  edits: state.edits + 1,
});
