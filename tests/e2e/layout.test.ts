// A shopper's first visit in Chromium, on a phone and a desktop: the cookie notice and the theme are
// remembered across a reload, and the home page shows its pieces with rupee prices.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser } from '../support/browser.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  if (!browserAvailable) return;
  [server, browser] = await Promise.all([startTestServer({ seedProducts: 60 }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.skipIf(!browserAvailable).each([
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1440, height: 900 }],
])('first visit on a %s', (_, viewport) => {
  it('remembers the cookie notice and the dark theme across a reload', async () => {
    const page = await browser.newPage({ viewport });
    try {
      await page.goto(`${server.baseUrl}/`);
      const notice = page.getByRole('button', { name: 'I Understood' });
      await notice.click();
      await expect.poll(() => notice.isVisible()).toBe(false);

      await page.getByRole('button', { name: 'Dark theme' }).click();
      expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');

      await page.reload();
      expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
      // Once hydrated the toggle reads the stored theme; the notice decides in the same pass.
      await expect.poll(() => page.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed')).toBe('true');
      expect(await page.getByRole('button', { name: 'I Understood' }).isVisible()).toBe(false);
      await expect.poll(() => page.getByText(/₹\d{1,2}(,\d{2})*,\d{3}/).count()).toBeGreaterThan(0);
    } finally {
      await page.close();
    }
  });
});
