// Nothing floats over a field, a button or a price. On a phone (390×844) the floating chat and
// back-to-top buttons covered the product page's pincode result and "Size chart", the cart's shipping
// line and the checkout's State field (a tap there opened WhatsApp): there the bottom bar is the only
// thing that floats (it holds chat, and "Top" once the page is scrolled), and the chat request panel
// opens from the side menu. From 768 px the buttons float, step aside while a field has the focus,
// and stay out of the checkout.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { browserAvailable, DESKTOP, openHydrated, PHONE, withShopper } from '../support/browser.ts';
import { storedCart, withCart } from '../support/device-cart.ts';
import { findProduct } from '../support/seeded-products.ts';
import { readOnlyTest } from '../support/e2e-fixtures.ts';
import type { TestServer } from '../support/test-server.ts';

// Only reads: the cart is the device's, the pages are only looked at (the worker's shared server).
const it = readOnlyTest;

const FLOATS = '.chat-launcher, .scroll-top';

/**
 * The page scrolled to the top, a quarter, half, three quarters and the end: at each, what a visible
 * floating button covers among the fields, buttons, links and prices on screen ("what covers what").
 */
async function coveredWhileScrolling(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const at of [0, 0.25, 0.5, 0.75, 1]) {
    await page.evaluate(
      (f) => window.scrollTo({ top: f * (document.documentElement.scrollHeight - innerHeight), behavior: 'instant' }),
      at,
    );
    // One frame for the scroll listeners (the back-to-top button shows after 600 px).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    found.push(
      ...(await page.evaluate((floatsSelector) => {
        const shown = (el: Element) => {
          const r = el.getBoundingClientRect();
          const style = getComputedStyle(el);
          return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && r.bottom > 0 && r.top < innerHeight;
        };
        const overlap = (a: DOMRect, b: DOMRect) =>
          a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        const floats = [...document.querySelectorAll(floatsSelector)].filter(shown);
        const targets = [
          ...document.querySelectorAll('input, select, textarea, button, a[href], [class*="price"]'),
        ].filter(
          (el) =>
            shown(el) &&
            !el.closest('.mobile-bar, .cookie-notice, .toaster, dialog') &&
            !floats.some((f) => f.contains(el)),
        );
        return floats.flatMap((f) =>
          targets
            .filter((t) => overlap(f.getBoundingClientRect(), t.getBoundingClientRect()))
            .map(
              (t) =>
                `${f.className} over ${t.tagName.toLowerCase()} "${(t.textContent || t.getAttribute('name') || t.id).trim().slice(0, 40)}"`,
            ),
        );
      }, FLOATS)),
    );
  }
  return found;
}

/** A seeded piece in stock, not made to order, under the cash-on-delivery limit. */
async function pick(server: TestServer) {
  const product = await findProduct(
    server,
    (p) => p.made_to_order === 'false' && p.stock >= 1 && p.variants.some((v) => v.offerprice < 49_000),
  );
  return { product, variant: product.variants.find((v) => v.offerprice < 49_000)! };
}

describe.skipIf(!browserAvailable)('floating buttons on a phone', () => {
  it('cover nothing on the product page, the size guide, the cart and the checkout; the bottom bar takes the shopper back to the top', async ({
    server,
    browser,
  }) => {
    const piece = await pick(server);
    await withShopper(browser, PHONE, async (_context, page) => {
      await withCart(page, storedCart([piece]));
      const top = page.locator('.mobile-bar').getByRole('button', { name: 'Top of the page' });
      // The product page, loaded once: no "Top" before a scroll; after the walk down (which ends at
      // the bottom of the page), the bottom bar's "Top" takes the shopper back up and goes.
      await openHydrated(page, `${server.baseUrl}/${piece.product.value}`);
      expect(await top.count()).toBe(0);
      expect(await coveredWhileScrolling(page)).toEqual([]);
      await top.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect.poll(() => top.count()).toBe(0);

      for (const path of ['/education/size-guide/rings-size-guide', '/cart', '/checkout']) {
        await openHydrated(page, `${server.baseUrl}${path}`);
        expect({ path, covered: await coveredWhileScrolling(page) }).toEqual({ path, covered: [] });
      }
    });
  });

  it('opens the chat request panel from the side menu', async ({ server, browser }) => {
    await withShopper(browser, PHONE, async (_context, page) => {
      await openHydrated(page, `${server.baseUrl}/`);
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await page.getByRole('button', { name: 'Ask a consultant to message you' }).click();
      await page.getByRole('dialog', { name: 'Chat with us on WhatsApp' }).waitFor();
    });
  });
});

describe.skipIf(!browserAvailable)('floating buttons on a desktop', () => {
  it('step aside while a field has the focus, and stay out of the checkout', async ({ server, browser }) => {
    const piece = await pick(server);
    await withShopper(browser, DESKTOP, async (_context, page) => {
      await withCart(page, storedCart([piece]));
      await openHydrated(page, `${server.baseUrl}/${piece.product.value}`);
      const chat = page.locator('.chat-launcher');
      expect(await chat.isVisible()).toBe(true);
      await page.getByLabel('Cash on delivery at your pincode').focus();
      await expect.poll(() => chat.isVisible()).toBe(false);
      await page.getByLabel('Cash on delivery at your pincode').blur();
      await expect.poll(() => chat.isVisible()).toBe(true);

      await openHydrated(page, `${server.baseUrl}/checkout`);
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      expect(await page.locator(FLOATS).count()).toBe(0);
    });
  });
});
