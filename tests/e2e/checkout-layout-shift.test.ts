// The checkout's layout stays put while it fills (issue 25: CLS ≤ 0.01): a phone and a desktop open
// /checkout with a piece in the device cart, and the layout shifts the browser reports
// (PerformanceObserver 'layout-shift', as Lighthouse's CLS counts them: none after an input) from the
// first paint to the form shown sum below 0.01. A shift names the elements that moved, so a failure
// says what to reserve room for.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { browserAvailable, checkoutReady, DESKTOP, PHONE, withShopper } from '../support/browser.ts';
import { storedCart, withCart } from '../support/device-cart.ts';
import { findProduct } from '../support/seeded-products.ts';
import { readOnlyTest } from '../support/e2e-fixtures.ts';

// Only reads: the piece is in the device's cart and no order is placed, so the worker's shared server
// does (docs/testing.md).
const it = readOnlyTest;

interface Shift {
  value: number;
  moved: string[];
}

/** Records every layout shift from the page's first paint on, in `window.__shifts`. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.className && typeof node.className === 'string' ? `.${node.className.trim().split(/\s+/).join('.')}` : ''}`
        : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({ value: entry.value, moved: (entry.sources ?? []).map((s) => describe(s.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts so far, after two frames (a shift is reported after the frame it happened in). */
async function shiftsSoFar(page: Page): Promise<Shift[]> {
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve((window as unknown as { __shifts: Shift[] }).__shifts)),
        ),
      ),
  );
}

describe.skipIf(!browserAvailable)('checkout layout shift', { timeout: 150_000 }, () => {
  for (const [name, device] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`stays below 0.01 on a ${name} while the checkout fills`, async ({ server, browser }) => {
      const product = await findProduct(server, (p) => p.made_to_order === 'false' && p.stock >= 1);
      await withShopper(browser, device, async (_context, page) => {
        await recordShifts(page);
        await withCart(page, storedCart([{ product, variant: product.variants[0]! }]));
        await page.goto(`${server.baseUrl}/checkout`, { waitUntil: 'load' });
        await checkoutReady(page);
        await page.evaluate(() => document.fonts.ready);
        const shifts = await shiftsSoFar(page);
        const total = shifts.reduce((sum, s) => sum + s.value, 0);
        expect(total, JSON.stringify(shifts)).toBeLessThan(0.01);
      });
    });
  }
});
