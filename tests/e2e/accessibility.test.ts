// WCAG 2.2 AA by axe-core on the pages shoppers land on, in both themes and at phone and desktop
// widths: home, a category listing and a product page (one with reviews), and the review form with its
// errors as a member sees it. A violation fails with its rule and elements.
// The same visits check that the page says nothing in the console: a resource the Content Security
// Policy blocks, a failed request or an uncaught error shows there first.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPerson } from '../support/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { browserAvailable, launchBrowser } from '../support/browser.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let browser: Browser;
let productPath = '';
beforeAll(async () => {
  if (!browserAvailable) return;
  [server, browser] = await Promise.all([startTestServer({ seedProducts: 80 }), launchBrowser()]);
  // The first piece with reviews, so the visit covers the distribution, the stars and the verified marks.
  const res = await server.post('api2/allproducts', { limit: 40 });
  for (const p of res.body.result as { value: string; sku: string }[]) {
    if ((await server.post('product/reviews', { sku: p.sku })).body.total > 0) {
      productPath = `/${p.value}`;
      break;
    }
  }
  if (!productPath) throw new Error('no seeded piece has reviews');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const pages: [string, () => string][] = [
  ['home', () => '/'],
  ['listing', () => '/jewellery/rings'],
  ['product', () => productPath],
];
/** Pages a shopper reaches from those: checked once per theme, on a phone in light and a desktop in dark. */
const morePages: [string, () => string][] = [
  ['cart', () => '/cart'],
  ['wishlist', () => '/wishlists'],
  ['compare', () => '/compare_list'],
  ['login', () => '/login'],
  ['sign-up', () => '/create'],
  ['code login', () => '/new_login'],
  ['forgotten password', () => '/forgot-password'],
  ['order tracking', () => '/sales/guest/form'],
];

describe.skipIf(!browserAvailable).each([
  ['light', 'phone', { width: 390, height: 844 }],
  ['dark', 'phone', { width: 390, height: 844 }],
  ['light', 'desktop', { width: 1440, height: 900 }],
  ['dark', 'desktop', { width: 1440, height: 900 }],
] as const)('accessibility in the %s theme on a %s', (theme, _, viewport) => {
  const checked = (theme === 'light') === (viewport.width < 600) ? [...pages, ...morePages] : pages;
  it.each(checked)('%s page has no WCAG 2.2 AA violations and no console errors', async (_name, path) => {
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    try {
      // The theme and the dismissed cookie notice as a returning shopper has them.
      await context.addInitScript((t) => {
        localStorage.setItem('suvarna.theme', t);
        localStorage.setItem('suvarna.cookie-notice', 'dismissed');
      }, theme);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text().slice(0, 200));
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${server.baseUrl}${path()}`, { waitUntil: 'networkidle' });
      expect(await page.locator('html').getAttribute('data-theme')).toBe(theme);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe.skipIf(!browserAvailable).each(['light', 'dark'] as const)('accessibility of the review form in the %s theme', (theme) => {
  it('has no WCAG 2.2 AA violations with the server\'s field errors shown', async () => {
    const { session } = await registerPerson(server);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
    try {
      await context.addInitScript(
        ([t, s]) => {
          localStorage.setItem('suvarna.theme', t);
          localStorage.setItem('suvarna.cookie-notice', 'dismissed');
          localStorage.setItem('suvarna.session', s);
        },
        [theme, JSON.stringify(session)] as const,
      );
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}${productPath}`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Write a review' }).click();
      await page.getByRole('button', { name: 'Publish review' }).click();
      await page.locator('.pp-field-error').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
