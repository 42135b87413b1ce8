import { describe, expect, it } from 'vitest';
import { CART_TEXTS, type CartItem } from './cart-rules.ts';
import {
  addToList,
  LIST_TEXTS,
  moveToCart,
  onList,
  removeFromList,
  toggleOnList,
  type ListEntry,
  type ListKind,
} from './list-rules.ts';

const item = (id: number, stock = 2): CartItem => ({
  sku: `SKU${id}`,
  value: `piece-${id}`,
  name: `Piece ${id}`,
  made_to_order: 'false',
  stock,
  selectedVariant: {
    id,
    variant_id: `V${id}`,
    offerprice: 5000,
    color: 'white-gold',
    size: null,
    image: '/images/p.png',
    alt: '',
  },
});

describe('addToList and removeFromList', () => {
  it.each([
    ['wishlist', [], item(1), 1, 'Item Added to Wishlist'],
    ['wishlist', [item(1)], item(1), 1, 'Item already Added'],
    ['wishlist', [item(1)], item(2), 2, 'Item Added to Wishlist'],
    ['compare', [], item(1), 1, 'Item Added to Compare list'],
    ['compare', [item(1)], item(1), 1, 'Item already Added'],
  ] as const)('%s: add to %o', (kind, list, added, length, message) => {
    const out = addToList(list as unknown as ListEntry[], added, kind as ListKind);
    expect(out.list).toHaveLength(length);
    expect(out.message).toBe(message);
  });

  it.each([
    ['wishlist', 1, 1, 'Item Removed from Wishlist'],
    ['compare', 2, 1, 'Item Removed from Compare'],
    ['compare', 9, 2, null],
  ] as const)('%s: remove variant %d', (kind, variant, length, message) => {
    const out = removeFromList([item(1), item(2)], variant, kind);
    expect(out.list).toHaveLength(length);
    expect(out.message).toBe(message);
  });

  it('a variant is recognised by sku and variant id', () => {
    expect(onList([item(1)], item(1))).toBe(true);
    expect(onList([item(1)], { ...item(1), sku: 'OTHER' })).toBe(false);
  });

  it('the toggle adds, then removes', () => {
    const on = toggleOnList([], item(3), 'wishlist');
    expect(on.message).toBe(LIST_TEXTS.wishlist.added);
    const off = toggleOnList(on.list, item(3), 'wishlist');
    expect(off.list).toEqual([]);
    expect(off.message).toBe(LIST_TEXTS.wishlist.removed);
  });
});

describe('moveToCart', () => {
  it('moves the entry from the wishlist into the cart', () => {
    const out = moveToCart([item(1), item(2)], [], 1);
    expect(out.wishlist.map((e) => e.selectedVariant.id)).toEqual([2]);
    expect(out.cart.map((l) => [l.variant, l.qty])).toEqual([[1, 1]]);
    expect(out.message).toBe(CART_TEXTS.added);
  });

  it('a piece already in the cart gains one', () => {
    const first = moveToCart([item(1)], [], 1);
    const again = moveToCart([item(1)], first.cart, 1);
    expect(again.cart.map((l) => l.qty)).toEqual([2]);
    expect(again.wishlist).toEqual([]);
  });

  it.each([
    ['no stock left', [item(1, 0)], 1],
    ['already at its stock in the cart', [item(1, 1)], 1],
  ])('stays on the wishlist with Out of stock: %s', (_name, wishlist, variant) => {
    const cart = wishlist[0]!.stock > 0 ? moveToCart(wishlist, [], variant).cart : [];
    const out = moveToCart(wishlist, cart, variant);
    expect(out.wishlist).toHaveLength(1);
    expect(out.message).toBe(CART_TEXTS.outOfStock);
    expect(out.cart).toEqual(cart);
  });

  it('an unknown entry changes nothing', () => {
    expect(moveToCart([item(1)], [], 5)).toEqual({ wishlist: [item(1)], cart: [], message: null });
  });
});
