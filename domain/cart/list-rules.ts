// The wishlist and the compare list (docs/spec.md#first-3 "Wishlist and compare entries", #first-4, #first-8
// toasts): entries are a product plus a variant; a variant is on a list once.
import { addToCart, CART_TEXTS, type CartItem, type CartLine, type CartText } from './cart-rules.ts';

export type ListKind = 'wishlist' | 'compare';

export const LIST_TEXTS = {
  wishlist: { added: 'Item Added to Wishlist', removed: 'Item Removed from Wishlist' },
  compare: { added: 'Item Added to Compare list', removed: 'Item Removed from Compare' },
  duplicate: 'Item already Added',
} as const;

export type ListText = (typeof LIST_TEXTS)[ListKind][keyof (typeof LIST_TEXTS)[ListKind]] | typeof LIST_TEXTS.duplicate;

/** A list entry is what an add-to-cart button hands over: the product with its chosen variant. */
export type ListEntry = CartItem;

export interface ListOutcome {
  list: ListEntry[];
  message: ListText | null;
}

const sameVariant = (a: ListEntry, b: { sku: string; selectedVariant: { id: number } }) =>
  a.sku === b.sku && a.selectedVariant.id === b.selectedVariant.id;

export const onList = (list: readonly ListEntry[], item: { sku: string; selectedVariant: { id: number } }) =>
  list.some((e) => sameVariant(e, item));

/** Adds the entry; the same variant again is refused with 'Item already Added'. */
export function addToList(list: readonly ListEntry[], item: ListEntry, kind: ListKind): ListOutcome {
  if (onList(list, item)) return { list: [...list], message: LIST_TEXTS.duplicate };
  return { list: [...list, item], message: LIST_TEXTS[kind].added };
}

export function removeFromList(list: readonly ListEntry[], variant: number, kind: ListKind): ListOutcome {
  const kept = list.filter((e) => e.selectedVariant.id !== variant);
  return { list: kept, message: kept.length === list.length ? null : LIST_TEXTS[kind].removed };
}

/** The product page's heart: on the list it comes off, off the list it goes on. */
export function toggleOnList(list: readonly ListEntry[], item: ListEntry, kind: ListKind): ListOutcome {
  return onList(list, item) ? removeFromList(list, item.selectedVariant.id, kind) : addToList(list, item, kind);
}

export interface MoveOutcome {
  wishlist: ListEntry[];
  cart: CartLine[];
  message: CartText | null;
}

/**
 * Moves a wishlist entry to the cart (docs/spec.md#first-4: "Moving a wishlist item to the cart moves it"). A ready
 * piece with no stock left cannot move: it stays on the wishlist and the answer says 'Out of stock'.
 */
export function moveToCart(wishlist: readonly ListEntry[], cart: readonly CartLine[], variant: number): MoveOutcome {
  const entry = wishlist.find((e) => e.selectedVariant.id === variant);
  if (!entry) return { wishlist: [...wishlist], cart: [...cart], message: null };
  const added = addToCart(cart, entry);
  const units = (lines: readonly CartLine[]) => lines.reduce((n, l) => n + l.qty, 0);
  if (units(added.lines) === units(cart)) {
    return { wishlist: [...wishlist], cart: [...cart], message: CART_TEXTS.outOfStock };
  }
  return { wishlist: wishlist.filter((e) => e !== entry), cart: added.lines, message: added.message };
}
