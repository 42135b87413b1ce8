// The listing's filters hydrate from chunks of their own (app/routes/listing.tsx), in Chromium: while
// a chunk is held back (the test releases it, no timing), the page is live without it, and what the
// shopper does on the server's filters is not lost. A box ticked in the sidebar is held (it does not
// stay ticked without being applied) and applied once the panel is live; a press on the phone's
// Filter button opens the modal once the button is live.
import { describe, expect } from 'vitest';
import { browserAvailable, DESKTOP, openHydrated, PHONE, withShopper } from '../support/browser.ts';
import { readOnlyTest } from '../support/e2e-fixtures.ts';
import { holdBack } from '../support/hold-back.ts';

const it = readOnlyTest;

describe.skipIf(!browserAvailable)('the listing filters before their code', { timeout: 150_000 }, () => {
  it('applies a box ticked in the sidebar before the panel was live', async ({ server, browser }) => {
    await withShopper(browser, DESKTOP, async (_context, page) => {
      const held = await holdBack(page, /\/assets\/filter-panel-[^/]+\.js$/);
      await openHydrated(page, `${server.baseUrl}/jewellery`);
      await expect.poll(() => held.asked.length, { timeout: 20_000 }).toBe(1);

      const box = page.locator('.listing-sidebar details.facet[open] input[type="checkbox"]').first();
      const facet = await box.getAttribute('name');
      const value = await box.getAttribute('value');
      await box.click();
      // Held, not applied and not shown ticked: the address and the box are as they were.
      expect(await box.isChecked()).toBe(false);
      expect(new URL(page.url()).search).toBe('');

      held.release();
      await expect
        .poll(() => new URL(page.url()).search, { timeout: 30_000 })
        .toBe(`?${facet}=${encodeURIComponent(value!)}`);
      await expect.poll(() => box.isChecked()).toBe(true);
    });
  });

  it("moves the price thumb by the keys pressed before the panel was live, each by the slider's own step", async ({
    server,
    browser,
  }) => {
    await withShopper(browser, DESKTOP, async (_context, page) => {
      const held = await holdBack(page, /\/assets\/filter-panel-[^/]+\.js$/);
      await openHydrated(page, `${server.baseUrl}/jewellery`);
      const upper = page.locator('.listing-sidebar').getByRole('slider', { name: 'Maximum price' });
      await upper.focus();
      await expect.poll(() => held.asked.length, { timeout: 20_000 }).toBe(1);
      for (let i = 0; i < 5; i++) await upper.press('PageDown');
      // Held: the browser's own step (a tenth of the range) did not move the thumb.
      expect(new URL(page.url()).search).toBe('');

      held.release();
      await expect.poll(() => new URL(page.url()).search, { timeout: 30_000 }).toBe('?price_min=0&price_max=50000');
      expect(await upper.getAttribute('aria-valuetext')).toBe('₹50,000');
    });
  });

  it("opens the modal on a press on Filter made before the button's code came", async ({ server, browser }) => {
    await withShopper(browser, PHONE, async (_context, page) => {
      const held = await holdBack(page, /\/assets\/filter-dialog-[^/]+\.js$/);
      await openHydrated(page, `${server.baseUrl}/jewellery/rings`);
      await expect.poll(() => held.asked.length, { timeout: 20_000 }).toBe(1);

      await page.getByRole('button', { name: /^Filter/ }).click();
      const dialog = page.getByRole('dialog', { name: /^Filters/ });
      expect(await dialog.isVisible()).toBe(false);

      held.release();
      await expect.poll(() => dialog.isVisible(), { timeout: 30_000 }).toBe(true);
      await expect.poll(() => dialog.getByRole('button', { name: 'See Results' }).isVisible()).toBe(true);
    });
  });

  it('shows a product page reached by a click with its price from the first frame, its chunk held back', async ({
    server,
    browser,
  }) => {
    await withShopper(browser, DESKTOP, async (_context, page) => {
      await openHydrated(page, `${server.baseUrl}/jewellery`);
      const held = await holdBack(page, /\/assets\/deferred-[^/]+\.js$/);
      // Every frame in which the piece's name shows without its price is noted.
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { nameWithoutPrice: string[] }).nameWithoutPrice = seen;
        new MutationObserver(() => {
          const name = document.querySelector('.pp h1');
          if (name && !document.querySelector('.pp .pp-price')) seen.push(name.textContent ?? '');
        }).observe(document.body, { subtree: true, childList: true });
      });
      await page.locator('.product-card-link').first().click();
      await expect.poll(() => held.asked.length, { timeout: 20_000 }).toBeGreaterThan(0);
      held.release();
      await page.locator('.pp .pp-price').waitFor({ timeout: 30_000 });
      expect(await page.evaluate(() => (window as unknown as { nameWithoutPrice: string[] }).nameWithoutPrice)).toEqual(
        [],
      );
    });
  });
});
