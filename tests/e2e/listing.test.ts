// A shopper on the listings in Chromium: a facet changes the count, one metal colour at a time, the
// price slider by keyboard, the sort order, Load more from 40 to 80, the filter modal on a phone, and
// the back button bringing the previous filters back. Expected counts come from the store's own engine.
import type { Browser, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { formatINR } from '../../domain/money/inr.ts';
import { browserAvailable, hydrated, openHydrated } from '../support/browser.ts';
import { readOnlyTest } from '../support/e2e-fixtures.ts';
import type { TestServer } from '../support/test-server.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

const it = readOnlyTest;

type SearchInput = Parameters<TestServer['services']['search']['engine']['search']>[0];
const total = (server: TestServer, params: SearchInput) =>
  server.services.search.engine.search({ ...params, hitsPerPage: 0 }).nbHits;

async function open(server: TestServer, browser: Browser, path: string, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport });
  // The cookie notice would sit over the grid on a phone.
  await context.addInitScript(() => localStorage.setItem('suvarna.cookie-notice', 'dismissed'));
  const page = await context.newPage();
  await openHydrated(page, `${server.baseUrl}${path}`);
  return page;
}

async function close(page: Page) {
  await page.context().close();
}

const showing = (page: Page) => page.locator('.listing-count').textContent();
const search = (page: Page) => new URL(page.url()).search;
const gridPrices = async (page: Page) =>
  (await page.locator('.listing-grid .product-card .price').allTextContents()).map((t) =>
    Number(t.replace(/[^\d]/g, '')),
  );

describe.skipIf(!browserAvailable)('listing on a desktop', () => {
  it('narrows the count with a facet, and the back button brings the previous filters back', async ({
    server,
    browser,
  }) => {
    const page = await open(server, browser, '/jewellery');
    try {
      const all = total(server, {});
      expect(await showing(page)).toBe(`Showing 40 / ${all} Products`);

      const sidebar = page.locator('.listing-sidebar');
      // Boxes are clicked, not check()ed: one ticked before the filters' code is live shows its tick only
      // once it is (app/lib/early-press.ts); the count and the address are polled for instead.
      // Only the first accordions start open.
      expect(await sidebar.getByRole('checkbox', { name: /^Wedding/ }).isVisible()).toBe(false);
      await sidebar.locator('summary', { hasText: 'Occasion' }).click();
      await sidebar.getByRole('checkbox', { name: /^Wedding/ }).click();
      const weddings = total(server, { facetFilters: ['occasion:wedding'] });
      expect(weddings).toBeLessThan(all);
      await expect.poll(() => showing(page)).toBe(`Showing ${Math.min(40, weddings)} / ${weddings} Products`);
      expect(search(page)).toBe('?occasion=wedding');

      await sidebar.locator('summary', { hasText: 'Gender' }).click();
      await sidebar.getByRole('checkbox', { name: /^Women/ }).click();
      const womenWeddings = total(server, { facetFilters: ['occasion:wedding', 'gender:women'] });
      await expect.poll(() => showing(page)).toBe(`Showing ${Math.min(40, womenWeddings)} / ${womenWeddings} Products`);
      expect(search(page)).toBe('?occasion=wedding&gender=women');

      await page.goBack();
      await expect.poll(() => search(page)).toBe('?occasion=wedding');
      await expect.poll(() => showing(page)).toBe(`Showing ${Math.min(40, weddings)} / ${weddings} Products`);
      expect(await sidebar.getByRole('checkbox', { name: /^Wedding/ }).isChecked()).toBe(true);
      expect(await sidebar.getByRole('checkbox', { name: /^Women/ }).isChecked()).toBe(false);

      await page.goBack();
      await expect.poll(() => showing(page)).toBe(`Showing 40 / ${all} Products`);
      expect(await sidebar.getByRole('checkbox', { name: /^Wedding/ }).isChecked()).toBe(false);
    } finally {
      await close(page);
    }
  });

  it('keeps one metal colour at a time and shows the pieces in it', async ({ server, browser }) => {
    const page = await open(server, browser, '/jewellery/rings');
    try {
      const swatches = page.locator('.listing-sidebar').getByRole('radiogroup', { name: 'Metal Colour' });
      // Clicked as a shopper does, not check(): a tick made before the filters' code is live is held and
      // made again once it is (app/lib/early-press.ts), so the box shows it a moment after the click;
      // what the tick changes is polled for below. (check() failed on a loaded machine for that reason.)
      await swatches.getByRole('radio', { name: /^Rose Gold/ }).click();
      await expect.poll(() => search(page)).toBe('?color=rose-gold');
      const rose = total(server, { facetFilters: ['category:rings', 'color:rose-gold'] });
      await expect.poll(() => showing(page)).toBe(`Showing ${Math.min(40, rose)} / ${rose} Products`);

      await swatches.getByRole('radio', { name: /^White Gold/ }).click();
      await expect.poll(() => search(page)).toBe('?color=white-gold');
      await expect
        .poll(() => page.locator('.listing-grid .product-card img').first().getAttribute('src'))
        .toContain('/white-gold/');
      const pictures = await page
        .locator('.listing-grid .product-card img')
        .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src') ?? ''));
      expect(pictures.every((src) => src.includes('/white-gold/'))).toBe(true);
      expect(await swatches.getByRole('radio', { checked: true }).count()).toBe(1);
      expect(await swatches.getByRole('radio', { name: /^Rose Gold/ }).isChecked()).toBe(false);
    } finally {
      await close(page);
    }
  });

  it('moves the upper price thumb by keyboard and lists only the pieces up to that price', async ({
    server,
    browser,
  }) => {
    const page = await open(server, browser, '/jewellery');
    try {
      // A slower processor: each press's change is sent while React renders the last one's listing,
      // and the thumbs once fell back under the shopper's keys (found on a busy machine).
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      const upper = page.locator('.listing-sidebar').getByRole('slider', { name: 'Maximum price' });
      await upper.focus();
      // What the thumb showed and what the page reported, for the message if a press is ever lost (seen
      // once in a full run on a loaded machine as ₹60,000, and not again in 20 runs of this file alone).
      const trace: string[] = [];
      page.on('pageerror', (error) => trace.push(`error: ${error.message}`));
      page.on('console', (message) => message.type() === 'error' && trace.push(`console: ${message.text()}`));
      await page.exposeFunction('__thumbMoved', (text: string) => trace.push(text));
      await page.locator('.listing-sidebar').evaluate((sidebar) =>
        new MutationObserver((changes) => {
          const report = (window as unknown as { __thumbMoved: (text: string) => void }).__thumbMoved;
          for (const change of changes)
            if (change.type === 'childList') {
              const slider = (node: Node) =>
                node instanceof Element &&
                (node.matches('input[type=range]') || !!node.querySelector('input[type=range]'));
              if ([...change.removedNodes].some(slider)) report('a price thumb removed');
            } else {
              const input = change.target as HTMLInputElement;
              report(`${input.name} ${input.getAttribute('aria-valuetext')}`);
            }
        }).observe(sidebar, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuetext'] }),
      );
      for (let i = 0; i < 5; i++) await upper.press('PageDown');
      // Keys pressed before the filters' code came are given to the slider when it comes (early-keys.ts).
      try {
        await expect.poll(() => upper.getAttribute('aria-valuetext')).toBe('₹50,000');
      } catch (error) {
        throw new Error(`${(error as Error).message}; the thumb showed: ${trace.join(' | ')}`, { cause: error });
      }
      await expect.poll(() => search(page)).toBe('?price_min=0&price_max=50000');
      const upTo = total(server, { numericFilters: ['price<=50000'] });
      await expect.poll(() => showing(page)).toBe(`Showing ${Math.min(40, upTo)} / ${upTo} Products`);
      expect(Math.max(...(await gridPrices(page)))).toBeLessThanOrEqual(50_000);

      // The lower thumb stops 1 rupee short of the upper one.
      const lower = page.locator('.listing-sidebar').getByRole('slider', { name: 'Minimum price' });
      await lower.focus();
      await lower.press('End');
      expect(await lower.getAttribute('aria-valuetext')).toBe('₹49,999');
      await expect.poll(() => search(page)).toBe('?price_min=49999&price_max=50000');
    } finally {
      await close(page);
    }
  });

  it('sorts low to high by default and high to low on request', async ({ server, browser }) => {
    const page = await open(server, browser, '/jewellery/earrings');
    try {
      const ascending = await gridPrices(page);
      expect(ascending.length).toBeGreaterThan(1);
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
      expect(await page.getByLabel('Sort by').inputValue()).toBe('LowToHigh');

      await page.getByLabel('Sort by').selectOption('HighToLow');
      await expect.poll(() => search(page)).toBe('?sort=HighToLow');
      const dearest = server.services.search.engine.search({
        facetFilters: ['category:earrings'],
        sortBy: 'HighToLow',
        hitsPerPage: 1,
      }).hits[0]!;
      await expect.poll(async () => (await gridPrices(page))[0]).toBe(dearest.price);
      const descending = await gridPrices(page);
      expect(descending).toEqual([...descending].sort((a, b) => b - a));
      expect(descending[0]).toBeGreaterThan(ascending[0]!);
    } finally {
      await close(page);
    }
  });

  it('goes back to the top of the page when a facet changes', async ({ server, browser }) => {
    const page = await open(server, browser, '/jewellery');
    try {
      await hydrated(page);
      const sidebar = page.locator('.listing-sidebar');
      await sidebar.locator('summary', { hasText: 'Occasion' }).click();
      await page.evaluate(() => window.scrollTo({ top: 800, behavior: 'instant' }));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(800);
      // A click event in the page, not Playwright's check(): that would first scroll the box into view.
      await sidebar.getByRole('checkbox', { name: /^Wedding/ }).dispatchEvent('click');
      await expect.poll(() => search(page)).toBe('?occasion=wedding');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    } finally {
      await close(page);
    }
  });

  it('loads the next 40 with Load more and moves focus to the first new piece', async ({ server, browser }) => {
    const page = await open(server, browser, '/jewellery');
    try {
      const all = total(server, {});
      expect(all).toBeGreaterThan(80);
      const cards = page.locator('.listing-grid .product-card');
      expect(await cards.count()).toBe(40);
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect.poll(() => showing(page)).toBe(`Showing 80 / ${all} Products`);
      expect(await cards.count()).toBe(80);
      const second = server.services.search.engine.search({ hitsPerPage: 40, page: 1, sortBy: 'LowToHigh' }).hits[0]!;
      const secondHref = `/${second.value}?variant_id=${second.variant.variant_id}`;
      expect(await cards.nth(40).locator('a').first().getAttribute('href')).toBe(secondHref);
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(secondHref);
      expect(search(page)).toBe('');
      expect(await page.getByRole('button', { name: 'Load more' }).isVisible()).toBe(true);
    } finally {
      await close(page);
    }
  });
});

describe.skipIf(!browserAvailable)('from a card to its page', () => {
  it('opens the piece in the colour the card shows, with its data fetched on hover', async ({ server, browser }) => {
    const page = await open(server, browser, '/jewellery/rings');
    try {
      await hydrated(page);
      // A card showing rose gold for a ring whose first variant (what /{value} alone opens) is another colour.
      const rings = server.services.search.engine.search({
        facetFilters: ['category:rings'],
        hitsPerPage: 40,
        sortBy: 'LowToHigh',
      }).hits;
      const hit = rings.find((h) => h.variant.color === 'rose-gold' && h.variants[0]!.color !== 'rose-gold')!;
      expect(hit, 'a ring shown in rose gold that starts in another colour').toBeDefined();
      const link = page.locator(`.listing-grid .product-card-link[href^="/${hit.value}?"]`);
      expect(await link.getAttribute('href')).toBe(`/${hit.value}?variant_id=${hit.variant.variant_id}`);

      // prefetch="intent": hovering the card fetches that very variant's page data.
      const prefetched = page.waitForRequest((r) => {
        const url = new URL(r.url());
        return url.pathname === `/${hit.value}.data` && url.searchParams.get('variant_id') === hit.variant.variant_id;
      });
      await link.hover();
      await prefetched;

      await link.click();
      await page.waitForURL(`${server.baseUrl}/${hit.value}?variant_id=${hit.variant.variant_id}`);
      await expect
        .poll(() => page.getByRole('button', { name: 'Rose Gold', exact: true }).getAttribute('aria-pressed'))
        .toBe('true');
      expect(await page.locator('.pp-price-now').textContent()).toBe(formatINR(hit.price));
      expect(await page.locator('.gallery-slide img').first().getAttribute('src')).toContain('/rose-gold/1?');
    } finally {
      await close(page);
    }
  });
});

describe.skipIf(!browserAvailable)('listing on a phone', () => {
  it('filters in the modal, counts behind it and closes with See Results', async ({ server, browser }) => {
    const page = await open(server, browser, '/jewellery/rings', PHONE);
    try {
      expect(await page.locator('.listing-sidebar').isVisible()).toBe(false);
      const rings = total(server, { facetFilters: ['category:rings'] });
      expect(await showing(page)).toBe(`Showing 40 / ${rings} Products`);

      await page.getByRole('button', { name: /^Filter/ }).click();
      const dialog = page.getByRole('dialog', { name: /^Filters/ });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(await dialog.getByRole('link', { name: 'Trending' }).getAttribute('href')).toBe('/trending');
      expect(await dialog.getByRole('link', { name: 'Shop All' }).getAttribute('href')).toBe('/jewellery');

      await dialog.getByRole('checkbox', { name: /^VS1 / }).check();
      const vs1 = total(server, { facetFilters: ['category:rings', 'diamond_clarity:VS1'] });
      await expect.poll(() => showing(page)).toBe(`Showing ${Math.min(40, vs1)} / ${vs1} Products`);
      expect(search(page)).toBe('?diamond_clarity=VS1');
      expect(await dialog.isVisible()).toBe(true);

      await dialog.getByRole('button', { name: 'See Results' }).click();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'Filter (1)' }).isVisible()).toBe(true);

      await page.getByRole('button', { name: 'Filter (1)' }).click();
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await dialog.getByRole('button', { name: 'Reset' }).click();
      await expect.poll(() => showing(page)).toBe(`Showing 40 / ${rings} Products`);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.isVisible()).toBe(false);
    } finally {
      await close(page);
    }
  });

  it('skips the cards below the first screen until the shopper scrolls near them, and keeps a focused card’s ring whole', async ({
    server,
    browser,
  }) => {
    const page = await open(server, browser, '/jewellery/rings', PHONE);
    try {
      // checkVisibility's contentVisibilityAuto option answers false for content the browser skips.
      const rendered = (n: number) =>
        page
          .locator('.listing-grid .product-card')
          .nth(n)
          .evaluate((card) => card.querySelector('img')!.checkVisibility({ contentVisibilityAuto: true }));
      expect(await rendered(0)).toBe(true);
      expect(await rendered(39)).toBe(false);
      await page.locator('.listing-grid .product-card').nth(39).scrollIntoViewIfNeeded();
      await expect.poll(() => rendered(39)).toBe(true);

      // The card's paint containment clips at its edge plus overflow-clip-margin; the link's focus
      // ring (outline and its offset) is drawn outside the card and must fit within that margin.
      const first = page.locator('.listing-grid .product-card-link').first();
      await first.focus();
      const { margin, ring } = await first.evaluate((link) => {
        const outline = getComputedStyle(link, null);
        return {
          margin: parseFloat(getComputedStyle(link.closest('.product-card')!).overflowClipMargin),
          ring: parseFloat(outline.outlineWidth) + parseFloat(outline.outlineOffset),
        };
      });
      expect(ring).toBeGreaterThan(0);
      expect(margin).toBeGreaterThanOrEqual(ring);
    } finally {
      await close(page);
    }
  });

  it('keeps a card’s icons drawn in forced colours (a contrast theme paints backgrounds as the page)', async ({
    server,
    browser,
  }) => {
    const context = await browser.newContext({ viewport: PHONE, forcedColors: 'active' });
    const page = await context.newPage();
    try {
      await openHydrated(page, `${server.baseUrl}/jewellery/rings`);
      const colours = await page
        .locator('.listing-grid .card-action')
        .first()
        .evaluate((button) => ({
          icon: getComputedStyle(button, '::before').backgroundColor,
          page: getComputedStyle(document.body).backgroundColor,
        }));
      expect(colours.icon).not.toBe(colours.page);
    } finally {
      await context.close();
    }
  });
});
