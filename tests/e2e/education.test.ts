// The education tabs on a phone, by keyboard only: Tab moves along the tab row, Enter follows a tab to
// its page, which then marks it current. axe on the education pages runs in
// accessibility-content.test.ts.

import { describe, expect } from 'vitest';

import { browserAvailable, openHydrated, PHONE, withShopper } from '../support/browser.ts';
import { readOnlyTest } from '../support/e2e-fixtures.ts';

const it = readOnlyTest;

const focusedText = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.activeElement?.textContent ?? '');

describe.skipIf(!browserAvailable)('education tabs', () => {
  it('are followed by keyboard on a phone, the current one marked', async ({ server, browser }) => {
    await withShopper(browser, PHONE, async (_context, page) => {
      await openHydrated(page, `${server.baseUrl}/education/loose-diamonds/4cs`);
      const tabs = page.getByRole('navigation', { name: 'Diamond guide' });
      await expect.poll(() => tabs.getByRole('link', { name: '4Cs' }).getAttribute('aria-current')).toBe('page');

      await tabs.getByRole('link', { name: '4Cs' }).focus();
      await page.keyboard.press('Tab');
      expect(await focusedText(page)).toBe('Shapes');
      await page.keyboard.press('Tab');
      expect(await focusedText(page)).toBe('Anatomy');
      await page.keyboard.press('Enter');
      await expect.poll(() => new URL(page.url()).pathname).toBe('/education/loose-diamonds/anatomy');
      await expect.poll(() => page.locator('h1').textContent()).toBe('Anatomy of a diamond');
      await expect.poll(() => tabs.getByRole('link', { name: 'Anatomy' }).getAttribute('aria-current')).toBe('page');
      expect(await tabs.getByRole('link', { name: '4Cs' }).getAttribute('aria-current')).toBeNull();

      // Back to the 4Cs with Shift+Tab, then into its own tabs.
      await tabs.getByRole('link', { name: 'Anatomy' }).focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      expect(await focusedText(page)).toBe('4Cs');
      await page.keyboard.press('Enter');
      await expect.poll(() => new URL(page.url()).pathname).toBe('/education/loose-diamonds/4cs');
      const topics = page.getByRole('navigation', { name: '4Cs topics' });
      await topics.getByRole('link', { name: 'Clarity' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('h1').textContent()).toBe('Diamond clarity');
      expect(await topics.getByRole('link', { name: 'Clarity' }).getAttribute('aria-current')).toBe('page');
      expect(await tabs.getByRole('link', { name: '4Cs' }).getAttribute('aria-current')).toBe('true');
    });
  });
});
