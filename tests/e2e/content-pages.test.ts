// Content pages as a shopper meets them in Chromium: on a phone, the policy card list reached and
// followed with the keyboard, a link inside a policy followed within the app, the FAQ's
// #complementary-cleaning anchor landing on its answer; axe on a policy, the FAQ and About Us in both
// themes, without console errors.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { browserAvailable, DESKTOP, hydrated, launchBrowser, PHONE, withShopper } from '../support/browser.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  if (!browserAvailable) return;
  [server, browser] = await Promise.all([startTestServer({ seedProducts: 20 }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

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
  it('moves between policies with the keyboard through the card list, the current one marked', async () => {
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

  it('lands on the international shipping section by its anchor', async () => {
    await withShopper(browser, PHONE, async (_context, page) => {
      await page.goto(`${server.baseUrl}/shipping-policy#international-shipping`, { waitUntil: 'networkidle' });
      await expect.poll(() => inView(page, '#international-shipping')).toBe(true);
    });
  });
});

describe.skipIf(!browserAvailable)('the FAQ on a phone', () => {
  it('opens at the complementary cleaning answer from its anchor, and from a policy link within the app', async () => {
    await withShopper(browser, PHONE, async (_context, page) => {
      await page.goto(`${server.baseUrl}/faq#complementary-cleaning`, { waitUntil: 'networkidle' });
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
  ['light', 'phone', PHONE],
  ['dark', 'desktop', DESKTOP],
  ['dark', 'phone', PHONE],
] as const)('content pages in the %s theme on a %s', (theme, _device, viewport) => {
  it.each(['/return-policy', '/faq', '/about-us', '/free-shipping', '/404'])('%s has no WCAG 2.2 AA violations and no console errors', async (path) => {
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    try {
      await context.addInitScript((t) => {
        localStorage.setItem('suvarna.theme', t);
        localStorage.setItem('suvarna.cookie-notice', 'dismissed');
      }, theme);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        // The not-found page answers 404 by design; Chromium reports that status in the console.
        if (message.type() === 'error' && !(path === '/404' && message.text().includes('404'))) errors.push(message.text().slice(0, 200));
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'networkidle' });
      expect(await page.locator('html').getAttribute('data-theme')).toBe(theme);
      expect(await axeViolations(page)).toEqual([]);
      if (path === '/about-us') {
        // The drawing of the theme shows, the other is hidden.
        const shown = await page.locator('.about-picture img').evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).offsetParent !== null).map((i) => (i as HTMLImageElement).getAttribute('src')));
        expect(shown.length).toBe(3);
        for (const src of shown) expect(src).toMatch(new RegExp(`-${theme}\\.svg$`));
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
