// Content pages as a shopper meets them in Chromium: on a phone, the policy card list reached and
// followed with the keyboard, a link inside a policy followed within the app, the FAQ's
// #complementary-cleaning anchor landing on its answer; About Us showing the
// drawings of its theme. axe on these pages runs in accessibility-content.test.ts.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';

import { browserAvailable, DESKTOP, hydrated, openHydrated, PHONE, withShopper } from '../support/browser.ts';
import { readOnlyTest } from '../support/e2e-fixtures.ts';

const it = readOnlyTest;

/** Set on the page's window: still there after a move within the app, gone after a page load. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window);
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** Presses Tab until the element with this text has the focus (at most `limit` presses). */
async function tabTo(page: Page, text: string, limit = 150): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if ((await focusedText(page)) === text) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`"${text}" never took the focus`);
}

/** The element's top edge is inside the window. */
const inView = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const box = document.querySelector(s)?.getBoundingClientRect();
    return box !== undefined && box.top >= 0 && box.top < window.innerHeight;
  }, selector);

describe.skipIf(!browserAvailable)('policy pages on a phone', () => {
  it('moves between policies with the keyboard through the card list, the current one marked', async ({
    server,
    browser,
  }) => {
    await withShopper(browser, PHONE, async (_context, page) => {
      await page.goto(`${server.baseUrl}/return-policy`, { waitUntil: 'load' });
      await hydrated(page);
      await markDocument(page);
      const cards = page.getByRole('navigation', { name: 'Our policies' });
      expect(await cards.getByRole('link').count()).toBe(12);
      expect(await cards.locator('[aria-current="page"]').textContent()).toBe('Return Policy');

      await tabTo(page, 'Shipping Policy');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${server.baseUrl}/shipping-policy`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Shipping Policy');
      expect(await cards.locator('[aria-current="page"]').textContent()).toBe('Shipping Policy');
      expect(await page.title()).toBe('Shipping Policy | Suvarna');
      // The card list moved within the app, not by a page load.
      expect(await sameDocument(page)).toBe(true);

      // A link inside the policy's text is followed within the app too.
      await page.locator('.prose').getByRole('link', { name: 'Cash on Delivery Policy' }).click();
      await page.waitForURL(`${server.baseUrl}/cash-on-delivery-policy`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Cash on Delivery Policy');
      expect(await sameDocument(page)).toBe(true);
    });
  });

  it('lands on the international shipping section by its anchor', async ({ server, browser }) => {
    await withShopper(browser, PHONE, async (_context, page) => {
      await openHydrated(page, `${server.baseUrl}/shipping-policy#international-shipping`);
      await expect.poll(() => inView(page, '#international-shipping')).toBe(true);
    });
  });
});

describe.skipIf(!browserAvailable)('the FAQ on a phone', () => {
  it('opens at the complementary cleaning answer from its anchor, and from a policy link within the app', async ({
    server,
    browser,
  }) => {
    await withShopper(browser, PHONE, async (_context, page) => {
      await openHydrated(page, `${server.baseUrl}/faq#complementary-cleaning`);
      await expect.poll(() => inView(page, '#complementary-cleaning')).toBe(true);
      const answer = page.locator('.faq-item', { has: page.locator('#complementary-cleaning') }).locator('.prose');
      expect(await answer.isVisible()).toBe(true);
      expect(await answer.textContent()).toContain('every 6 months');

      await page.goto(`${server.baseUrl}/exchange-and-resizing-policy`, { waitUntil: 'load' });
      await hydrated(page);
      await markDocument(page);
      await page.locator('.prose').getByRole('link', { name: 'FAQ' }).click();
      await page.waitForURL(`${server.baseUrl}/faq#complementary-cleaning`);
      expect(await sameDocument(page)).toBe(true);
      await expect.poll(() => inView(page, '#complementary-cleaning')).toBe(true);
    });
  });
});

describe.skipIf(!browserAvailable).each([
  ['light', PHONE],
  ['dark', DESKTOP],
] as const)('About Us in the %s theme', (theme, viewport) => {
  it('shows the drawings of that theme and hides the others', async ({ server, browser }) => {
    await withShopper(browser, viewport, async (context, page) => {
      await context.addInitScript((t) => localStorage.setItem('suvarna.theme', t), theme);
      await openHydrated(page, `${server.baseUrl}/about-us`);
      expect(await page.locator('html').getAttribute('data-theme')).toBe(theme);
      const shown = await page
        .locator('.about-picture img')
        .evaluateAll((imgs) =>
          imgs
            .filter((i) => (i as HTMLImageElement).offsetParent !== null)
            .map((i) => (i as HTMLImageElement).getAttribute('src')),
        );
      expect(shown.length).toBe(3);
      for (const src of shown) expect(src).toMatch(new RegExp(`-${theme}\\.svg$`));
    });
  });
});
