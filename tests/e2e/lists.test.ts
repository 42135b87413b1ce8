// The wishlist and compare pages in Chromium: two pieces compared from their cards side by side with
// their prices and price per gram, one removed; a piece the store no longer has shown as unavailable; a wishlist piece moved to the cart; both empty texts;
// no axe violations on either page; and on a phone the compare table scrolls sideways inside its frame while the page does not.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { ListEntry } from '../../domain/cart/list-rules.ts';
import { pricePerGram } from '../../domain/cart/price-per-gram.ts';
import type { Product } from '../../domain/catalog/product.ts';
import { formatINR } from '../../domain/money/inr.ts';
import { axeViolations } from '../support/axe.ts';
import { browserAvailable, DESKTOP, openHydrated, PHONE, withShopper } from '../support/browser.ts';
import { findProduct } from '../support/seeded-products.ts';
import { inkPixels } from '../support/ink.ts';
import { readOnlyTest } from '../support/e2e-fixtures.ts';
import type { TestServer } from '../support/test-server.ts';

// Only reads: the wishlist, compare list and cart are the device's, so the worker's shared server.
const it = readOnlyTest;

/** A shared 2-core machine: be patient. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

const addable = (p: Product) => p.made_to_order === 'true' || p.stock >= 1;

const withContext = (
  browser: Browser,
  viewport: typeof DESKTOP,
  run: (context: BrowserContext, page: Page) => Promise<void>,
) => withShopper(browser, viewport, run);

const open = (server: TestServer, page: Page, path: string) => openHydrated(page, `${server.baseUrl}${path}`);

const cartLabel = (page: Page) => page.locator('.header-cart').getAttribute('aria-label');
const toasts = (page: Page, text: string) => page.locator('.toast', { hasText: text }).count();
const card = (page: Page, name: string) =>
  page.locator('.product-card', { has: page.locator('.product-card-name', { hasText: name }) }).first();

/** The listing's cards whose piece can go into a cart and has a metal weight: name and product. */
async function addableCards(
  server: TestServer,
  page: Page,
  count: number,
): Promise<{ name: string; product: Product }[]> {
  const hrefs = await page
    .locator('.product-card .product-card-link')
    .evaluateAll((links) =>
      links.map((a) => [a.getAttribute('href')!, a.querySelector('.product-card-name')!.textContent!]),
    );
  const found: { name: string; product: Product }[] = [];
  const names = new Set<string>();
  for (const [href, name] of hrefs) {
    if (names.has(name!)) continue;
    const product = await server.services.catalog.getProduct(new URL(href!, server.baseUrl).pathname.slice(1));
    if (product.ok && addable(product.value)) {
      found.push({ name: name!, product: product.value });
      names.add(name!);
    }
    if (found.length === count) break;
  }
  expect(found).toHaveLength(count);
  return found;
}

/** The entries this browser keeps for a list. */
async function stored(page: Page, key: 'suvarna.compare' | 'suvarna.wishlist'): Promise<ListEntry[]> {
  const raw = await page.evaluate((k) => localStorage.getItem(k), key);
  return raw ? (JSON.parse(raw) as { data: { entries: ListEntry[] } }).data.entries : [];
}

/** The text of one row of the compare table, cell by cell after its header. */
const rowCells = (page: Page, label: string) =>
  page
    .locator('.compare-table tbody tr', { has: page.locator('th', { hasText: new RegExp(`^${label}$`) }) })
    .locator('td')
    .allTextContents();

describe.skipIf(!browserAvailable)('wishlist and compare pages', { timeout: 120_000 }, () => {
  it('compares two pieces from their cards side by side, then removes one', async ({ server, browser }) => {
    await withContext(browser, DESKTOP, async (_context, page) => {
      await open(server, page, '/jewellery');
      const pieces = await addableCards(server, page, 2);
      for (const [i, { name }] of pieces.entries()) {
        await card(page, name)
          .getByRole('button', { name: `Compare ${name}` })
          .click();
        await poll(() => page.locator('.header-compare').getAttribute('aria-label')).toBe(
          `Compare, ${i + 1} item${i === 0 ? '' : 's'}`,
        );
      }
      await poll(async () => (await stored(page, 'suvarna.compare')).map((e) => e.name)).toEqual(
        pieces.map((p) => p.name),
      );
      const entries = await stored(page, 'suvarna.compare');
      // What the store knows of each compared variant today.
      const variants = entries.map((e, i) => pieces[i]!.product.variants.find((v) => v.id === e.selectedVariant.id)!);

      await open(server, page, '/compare_list');
      const table = page.getByRole('table');
      await poll(() => table.locator('thead th[scope="col"] .compare-name').allTextContents()).toEqual(
        pieces.map((p) => p.name),
      );
      await poll(() => rowCells(page, 'Price')).toEqual(variants.map((v) => formatINR(v.offerprice)));
      await poll(() => rowCells(page, 'Price per gram of metal')).toEqual(
        variants.map((v) => {
          const perGram = pricePerGram(v.metal_price, v.metal_weight);
          return perGram === null ? '—' : `${formatINR(perGram)}/g`;
        }),
      );
      expect(await table.locator('caption').textContent()).toBeTruthy();
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: `Remove ${pieces[0]!.name}` }).click();
      await poll(() => toasts(page, 'Item Removed from Compare')).toBe(1);
      await poll(() => table.locator('thead .compare-name').allTextContents()).toEqual([pieces[1]!.name]);
      await poll(() => page.locator('.header-compare').getAttribute('aria-label')).toBe('Compare, 1 item');

      await page.getByRole('button', { name: `Remove ${pieces[1]!.name}` }).click();
      await poll(() => page.getByText('You have no pieces to compare.').isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Browse jewellery' }).getAttribute('href')).toBe('/jewellery');
    });
  });

  it('moves a wishlist piece to the cart, leaving the wishlist empty', async ({ server, browser }) => {
    await withContext(browser, DESKTOP, async (_context, page) => {
      await open(server, page, '/wishlists');
      await poll(() => page.getByText('Your wishlist is empty.').isVisible()).toBe(true);

      await open(server, page, '/jewellery');
      const [{ name, product }] = (await addableCards(server, page, 1)) as [{ name: string; product: Product }];
      const heart = card(page, name).getByRole('button', { name: `Add ${name} to wishlist` });
      const outline = await inkPixels(heart);
      await heart.click();
      await poll(() => page.locator('.header-wishlist').getAttribute('aria-label')).toBe('Wishlist, 1 item');
      // A wished heart is filled, not only coloured.
      await page.mouse.move(0, 0);
      expect(await heart.getAttribute('aria-pressed')).toBe('true');
      expect(await inkPixels(heart)).toBeGreaterThan(outline * 1.8);
      await poll(async () => (await stored(page, 'suvarna.wishlist')).length).toBe(1);
      const [entry] = await stored(page, 'suvarna.wishlist');

      await open(server, page, '/wishlists');
      const row = page.locator('.wishlist-entry');
      await poll(() => row.locator('.wishlist-name').textContent()).toBe(name);
      expect(await row.locator('.wishlist-price').textContent()).toBe(formatINR(entry!.selectedVariant.offerprice));
      expect(await row.locator('.wishlist-name').getAttribute('href')).toBe(
        `/${product.value}?variant_id=${encodeURIComponent(entry!.selectedVariant.variant_id)}`,
      );
      expect(await cartLabel(page)).toBe('Cart, 0 items');
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: `Move to cart ${name}` }).click();
      await poll(() => cartLabel(page)).toBe('Cart, 1 item');
      await poll(() => toasts(page, 'Item Added to Cart')).toBe(1);
      await poll(() => page.getByText('Your wishlist is empty.').isVisible()).toBe(true);
      await poll(() => page.locator('.header-wishlist').getAttribute('aria-label')).toBe('Wishlist, 0 items');
    });
  });

  it('shows a piece the store no longer has as unavailable, with Remove only', async ({ server, browser }) => {
    const piece = await findProduct(server, addable);
    const v = piece.variants[0]!;
    const gone: ListEntry = {
      sku: piece.sku,
      value: 'a-piece-no-longer-sold',
      name: 'A piece no longer sold',
      made_to_order: piece.made_to_order,
      stock: piece.stock,
      selectedVariant: {
        id: v.id,
        variant_id: v.variant_id,
        offerprice: v.offerprice,
        color: v.color,
        size: v.size,
        image: v.image,
        alt: v.alt,
      },
    };
    await withContext(browser, DESKTOP, async (context, page) => {
      await context.addInitScript((entry) => {
        if (!sessionStorage.getItem('seeded'))
          localStorage.setItem('suvarna.compare', JSON.stringify({ counter: 2500, data: { entries: [entry] } }));
        sessionStorage.setItem('seeded', '1');
      }, gone);
      await open(server, page, '/compare_list');
      const column = page.locator('.compare-table thead .compare-piece');
      await poll(() => column.locator('.compare-note').textContent()).toBe('No longer available');
      expect(await page.getByRole('button', { name: /^Add to cart/ }).count()).toBe(0);
      expect(await rowCells(page, 'Price')).toEqual(['—']);
      await page.getByRole('button', { name: 'Remove A piece no longer sold' }).click();
      await poll(() => page.getByText('You have no pieces to compare.').isVisible()).toBe(true);
    });
  });

  it('on a phone, the compare table scrolls sideways inside its frame and the page does not', async ({
    server,
    browser,
  }) => {
    await withContext(browser, DESKTOP, async (context, page) => {
      await open(server, page, '/jewellery');
      const pieces = await addableCards(server, page, 3);
      for (const [i, { name }] of pieces.entries()) {
        await card(page, name)
          .getByRole('button', { name: `Compare ${name}` })
          .click();
        await poll(() => page.locator('.header-compare').getAttribute('aria-label')).toBe(
          `Compare, ${i + 1} item${i === 0 ? '' : 's'}`,
        );
      }
      const phone = await context.newPage();
      await phone.setViewportSize(PHONE);
      await open(server, phone, '/compare_list');
      const frame = phone.locator('.compare-frame');
      await poll(() => phone.locator('.compare-table thead .compare-name').count()).toBe(3);
      const sizes = await frame.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      expect(sizes.scroll).toBeGreaterThan(sizes.client);
      const pageSizes = await phone.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(pageSizes.scroll).toBeLessThanOrEqual(pageSizes.client);
      // The attribute names stay in view as the table scrolls.
      await frame.evaluate((el) => el.scrollBy({ left: 200 }));
      const label = phone.locator('.compare-table tbody th', { hasText: 'Price' }).first();
      const [frameBox, labelBox] = await Promise.all([frame.boundingBox(), label.boundingBox()]);
      expect(Math.abs(labelBox!.x - frameBox!.x)).toBeLessThan(2);
    });
  });
});
