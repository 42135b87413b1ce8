// The device cart as the storefront keeps it in localStorage, written before a tab's first page so a
// browser flow can start at the cart or the checkout without walking the product pages.
import type { Page } from 'playwright-core';
import { serializeState } from '../../domain/cart/persisted-state.ts';
import type { Product } from '../../domain/catalog/product.ts';

export interface CartPick {
  product: Product;
  variant: Product['variants'][number];
}

/** The device cart holding these pieces once each. */
export function storedCart(pieces: readonly CartPick[]): string {
  const lines = pieces.map(({ product: p, variant: v }) => ({
    sku: p.sku,
    value: p.value,
    name: p.name,
    made_to_order: p.made_to_order,
    stock: p.stock,
    selectedVariant: {
      id: v.id,
      variant_id: v.variant_id,
      offerprice: v.offerprice,
      color: v.color,
      size: v.size,
      image: v.image,
      alt: v.alt,
    },
    qty: 1,
    variant: v.id,
    sum: v.offerprice,
    active: true,
    addedPrice: v.offerprice,
  }));
  return serializeState({ lines, session: null });
}

/** Writes the device cart before the first page of the tab loads (once: an order later empties it). */
export async function withCart(page: Page, cart: string): Promise<void> {
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem('cart-seeded')) return;
    sessionStorage.setItem('cart-seeded', '1');
    localStorage.setItem('suvarna.cart', stored);
  }, cart);
}
