// The store locator and the ring size guide in Chromium, as a shopper on a phone: from the map and
// from the list to a store's page and its directions; from a ring's size chart link to the guide.
// axe (WCAG 2.2 AA) on the locator, a store page and the size guides runs in accessibility-content.test.ts; the visits here
// find nothing in the console (the JSON-LD blocks upset no Content Security Policy).
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';

import { browserAvailable, hydrated, PHONE, withShopper } from '../support/browser.ts';
import { findProduct } from '../support/seeded-products.ts';
import { readOnlyTest } from '../support/e2e-fixtures.ts';

const it = readOnlyTest;

/** Console errors and uncaught page errors, from the page's first load on. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text().slice(0, 200));
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

describe.skipIf(!browserAvailable)('store locator on a phone', () => {
  it('follows a store from the map and from the list, and offers directions in a new tab', ({ server, browser }) =>
    withShopper(browser, PHONE, async (_context, page) => {
      const errors = watchErrors(page);
      await page.goto(`${server.baseUrl}/locations`);
      await hydrated(page);
      await expect.poll(() => page.locator('.loc-card').count()).toBe(3);

      // The map's marker for Kochi.
      await page.locator('svg.store-map-svg a[href="/locations/kochi"]').click();
      await page.waitForURL(`${server.baseUrl}/locations/kochi`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Suvarna Kochi');
      const directions = page.locator('.loc-store a.store-directions');
      expect(await directions.isVisible()).toBe(true);
      expect(await directions.getAttribute('target')).toBe('_blank');
      const href = new URL((await directions.getAttribute('href'))!);
      expect(href.origin + href.pathname).toBe('https://www.google.com/maps/dir/');
      expect(href.searchParams.get('destination')).toContain('Suvarna Kochi');
      expect(await page.locator('.store-map-marker.is-current').getAttribute('href')).toBe('/locations/kochi');

      // Back to the list, then Thrissur by its name.
      await page.goBack();
      await page.waitForURL(`${server.baseUrl}/locations`);
      await page.locator('.loc-list').getByRole('link', { name: 'Suvarna Thrissur', exact: true }).click();
      await page.waitForURL(`${server.baseUrl}/locations/thrissur`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Suvarna Thrissur');
      expect(await page.getByRole('cell', { name: '9:00 am to 7:00 pm' }).count()).toBe(7);
      expect(await page.locator('.loc-store a[href^="tel:+91487"]').count()).toBe(1);
      expect(errors).toEqual([]);
    }));

  it("opens the ring size guide from a ring's size chart link", async ({ server, browser }) => {
    const ring = await findProduct(server, (p) => p.variants.some((v) => v.size !== ''), ['category:rings']);
    await withShopper(browser, PHONE, async (_context, page) => {
      const errors = watchErrors(page);
      await page.goto(`${server.baseUrl}/${ring.value}`);
      await hydrated(page);
      await page.getByRole('link', { name: 'Size chart' }).click();
      await page.waitForURL(`${server.baseUrl}/education/size-chart/ring-size-guide`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Ring Size Guide');
      await expect
        .poll(() => page.locator('link[rel="canonical"]').getAttribute('href'))
        .toBe(`${server.baseUrl}/education/size-guide/rings-size-guide`);
      // Size 23 is 20 mm across: the spec's example, in the table the shopper sees.
      const row = page
        .locator('.sg-table tbody tr')
        .filter({ has: page.getByRole('rowheader', { name: '23', exact: true }) });
      expect(await row.locator('td').allTextContents()).toEqual(['20.0', '62.8', '63', '23']);
      // The table scrolls in its own frame: the page itself never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(errors).toEqual([]);
    });
  });
});
