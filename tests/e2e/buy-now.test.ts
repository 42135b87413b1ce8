// Buy now on a phone (docs/decisions/2026-11-26-buy-now.md): after Add to cart, Buy now takes the shopper to the checkout
// with this piece at the quantity the page shows, never on top of what the cart held of it; another
// piece in the cart stays as it was.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { Product } from '../../domain/catalog/product.ts';
import { browserAvailable, openHydrated, PHONE, withShopper } from '../support/browser.ts';
import { findProduct } from '../support/seeded-products.ts';
import { readOnlyTest } from '../support/e2e-fixtures.ts';

// Only reads: the cart is the device's (its server mirror is keyed by this device's own session and
// holds no stock), so the worker's shared server.
const it = readOnlyTest;

/** A shared 2-core machine: be patient. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });

/** A ready piece with a few in stock and no size to choose (the size question is the product page's own flow). */
const sizeless = (p: Product) => p.made_to_order === 'false' && p.stock >= 3 && p.variants.every((v) => !v.size);

/** Quantities the device cart holds, by sku. */
const storedQuantities = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('suvarna.cart');
    const parsed = raw
      ? (JSON.parse(raw) as {
          data?: { lines?: { sku: string; qty: number }[] };
          lines?: { sku: string; qty: number }[];
        })
      : null;
    const lines = parsed?.data?.lines ?? parsed?.lines ?? [];
    return Object.fromEntries(lines.map((l) => [l.sku, l.qty]));
  });

describe.skipIf(!browserAvailable)('Buy now', { timeout: 120_000 }, () => {
  it('after Add to cart, takes the piece to checkout at the quantity shown, not doubled', async ({
    server,
    browser,
  }) => {
    const piece = await findProduct(server, sizeless);
    const other = await findProduct(server, (p) => sizeless(p) && p.sku !== piece.sku);
    await withShopper(browser, PHONE, async (_context, page) => {
      await openHydrated(page, `${server.baseUrl}/${other.value}`);
      await page.getByRole('button', { name: 'Add To Cart' }).click();
      await poll(() => storedQuantities(page)).toEqual({ [other.sku]: 1 });

      await openHydrated(page, `${server.baseUrl}/${piece.value}`);
      await page.getByRole('button', { name: 'Add To Cart' }).click();
      await poll(() => storedQuantities(page)).toEqual({ [other.sku]: 1, [piece.sku]: 1 });
      await page.getByRole('button', { name: 'Buy now' }).click();
      await poll(() => new URL(page.url()).pathname).toBe('/checkout');
      // One of this piece, as the page showed: the earlier Add to cart is not added to.
      expect(await storedQuantities(page)).toEqual({ [other.sku]: 1, [piece.sku]: 1 });

      // Two shown on the page: the checkout gets two, not three.
      await openHydrated(page, `${server.baseUrl}/${piece.value}`);
      await page.getByRole('group', { name: 'Quantity' }).getByRole('button', { name: 'One more' }).click();
      await poll(() => page.getByRole('group', { name: 'Quantity' }).locator('output').textContent()).toBe('2');
      await page.getByRole('button', { name: 'Buy now' }).click();
      await poll(() => new URL(page.url()).pathname).toBe('/checkout');
      expect(await storedQuantities(page)).toEqual({ [other.sku]: 1, [piece.sku]: 2 });
    });
  });
});
