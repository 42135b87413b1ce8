// The header search as a shopper uses it, on a phone and a desktop: the dropdown's four states with
// the spec's texts, the keyboard (arrows, Enter, Escape) and a press outside. The search request is
// held by the test until it lets it go, so the searching state is seen without any timing.
import type { Browser, Page, Route } from 'playwright-core';
import { describe, expect } from 'vitest';
import { browserAvailable, hydrated } from '../support/browser.ts';
import { readOnlyTest } from '../support/e2e-fixtures.ts';
import type { TestServer } from '../support/test-server.ts';

const it = readOnlyTest;

/** React has taken over the server HTML once its fiber hangs on the search input. */

/** Holds every search request until release() is called; later requests pass straight through. */
async function holdSearches(page: Page) {
  const held: Route[] = [];
  let open = false;
  await page.route('**/api/restproxy', (route) => (open ? route.continue() : void held.push(route)));
  return {
    count: () => held.length,
    release: async () => {
      open = true;
      await Promise.all(held.splice(0).map((r) => r.continue()));
    },
  };
}

async function newPage(server: TestServer, browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  // The cookie notice would sit over the bottom bar; a returning shopper has dismissed it.
  await context.addInitScript(() => localStorage.setItem('suvarna.cookie-notice', 'dismissed'));
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/`);
  await hydrated(page);
  return page;
}

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

describe.skipIf(!browserAvailable).each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('header search on a %s', (device, viewport) => {
  it('goes idle → searching → results, opens a result with the keyboard', async ({ server, browser }) => {
    const page = await newPage(server, browser, viewport);
    try {
      const input = page.locator('#site-search');
      const popup = page.locator('#site-search-popup');

      // Idle: on focus (on a phone through the bottom bar's Search).
      if (device === 'phone')
        await page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: 'Search' }).click();
      else await input.click();
      await expect.poll(() => popup.isVisible()).toBe(true);
      expect(await input.getAttribute('aria-expanded')).toBe('true');
      expect(await popup.getByRole('status').textContent()).toBe('Search our products');

      // Searching: the request is held, so the spinner and its text stay.
      const searches = await holdSearches(page);
      await input.fill('ring');
      await expect
        .poll(() => popup.getByRole('status').textContent())
        .toBe("Can't wait for search. explore the collections.");
      expect(await popup.locator('.search-spinner').count()).toBe(1);
      await expect.poll(() => searches.count()).toBe(1);

      // Results: the count the engine reports, at most six cards, the explore link.
      await searches.release();
      const expected = server.services.search.engine.search({ query: 'ring', hitsPerPage: 6 });
      expect(expected.nbHits).toBeGreaterThan(6);
      await expect
        .poll(() => popup.getByRole('status').textContent())
        .toBe(`We are showcased ${expected.nbHits} products for you`);
      const options = page.getByRole('listbox', { name: 'Products' }).getByRole('option');
      expect(await options.count()).toBe(6);
      expect(await options.first().textContent()).toContain(expected.hits[0]!.name);
      expect(await options.first().textContent()).toMatch(/₹\d{1,3}(,\d{2})*(,\d{3})?$/);
      const explore = popup.getByRole('link', { name: 'Explore our products that match the key ring', exact: true });
      expect(await explore.getAttribute('href')).toBe('/jewellery?query=ring');

      // Arrows move the highlight (wrapping), and the input keeps the focus.
      await input.press('ArrowDown');
      await input.press('ArrowDown');
      await input.press('ArrowDown');
      await input.press('ArrowUp');
      expect(await input.getAttribute('aria-activedescendant')).toBe('site-search-results-1');
      expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('site-search');

      // Escape closes; focusing again shows the same results.
      await input.press('Escape');
      await expect.poll(() => popup.isVisible()).toBe(false);
      expect(await input.getAttribute('aria-expanded')).toBe('false');
      expect(await input.inputValue()).toBe('ring');
      await input.press('ArrowDown');
      await expect.poll(() => popup.isVisible()).toBe(true);

      // Enter on the highlighted piece opens its page.
      await input.press('ArrowDown');
      await input.press('ArrowDown');
      await input.press('Enter');
      await page.waitForURL(`${server.baseUrl}/${expected.hits[1]!.value}`);
      await expect.poll(() => popup.isVisible()).toBe(false);
    } finally {
      await page.context().close();
    }
  });

  it('says when nothing matches, links to all products, searches the listing on Enter and closes on a press outside', async ({
    server,
    browser,
  }) => {
    const page = await newPage(server, browser, viewport);
    try {
      const input = page.locator('#site-search');
      const popup = page.locator('#site-search-popup');
      await input.click();
      await input.fill('qqzzxxvv');
      await expect.poll(() => popup.getByRole('status').textContent()).toBe('No products matching');
      expect(await popup.getByRole('listbox').count()).toBe(0);
      expect(await popup.getByRole('link').getAttribute('href')).toBe('/jewellery');

      // A press anywhere else (here on a heading of the page) closes it.
      await page.locator('.section-head').first().click();
      await expect.poll(() => popup.isVisible()).toBe(false);
      expect(page.url()).toBe(`${server.baseUrl}/`);

      // Enter with nothing highlighted searches the listing; the text is cut to 128 characters.
      await input.fill(`gold ${'x'.repeat(200)}`);
      expect((await input.inputValue()).length).toBe(128);
      await input.fill('gold bangle');
      await input.press('Enter');
      await page.waitForURL(`${server.baseUrl}/jewellery?query=gold+bangle`);
    } finally {
      await page.context().close();
    }
  });
});

describe.skipIf(!browserAvailable)('header search before its code has arrived', () => {
  it('keeps what was typed and the focus when the combobox arrives, then shows the results for it', async ({
    server,
    browser,
  }) => {
    const context = await browser.newContext({ viewport: DESKTOP });
    await context.addInitScript(() => localStorage.setItem('suvarna.cookie-notice', 'dismissed'));
    const held: Route[] = [];
    await context.route(/\/assets\/search-combobox-[^/]*\.js$/, (route) => void held.push(route));
    const page = await context.newPage();
    try {
      await page.goto(`${server.baseUrl}/`);
      await hydrated(page);
      const input = page.locator('#site-search');
      await input.click();
      await page.keyboard.type('ring');
      await expect.poll(() => held.length).toBe(1);
      expect(await input.getAttribute('aria-expanded')).toBe('false');

      await held[0]!.continue();
      const popup = page.locator('#site-search-popup');
      const expected = server.services.search.engine.search({ query: 'ring', hitsPerPage: 6 });
      await expect
        .poll(() => popup.getByRole('status').textContent())
        .toBe(`We are showcased ${expected.nbHits} products for you`);
      expect(await input.inputValue()).toBe('ring');
      expect(await input.getAttribute('aria-expanded')).toBe('true');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('site-search');
    } finally {
      await context.close();
    }
  });

  it('searches the listing on Enter while the combobox is still on its way', async ({ server, browser }) => {
    const context = await browser.newContext({ viewport: PHONE });
    await context.addInitScript(() => localStorage.setItem('suvarna.cookie-notice', 'dismissed'));
    await context.route(/\/assets\/search-combobox-[^/]*\.js$/, () => {});
    const page = await context.newPage();
    try {
      await page.goto(`${server.baseUrl}/`);
      await hydrated(page);
      await page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: 'Search' }).click();
      await page.keyboard.type('gold chain');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${server.baseUrl}/jewellery?query=gold+chain`);
      expect(await page.locator('#site-search').inputValue()).toBe('gold chain');
    } finally {
      await context.close();
    }
  });
});
