// Visit logs from a real browser: a page view with its navigation timing, a member's from the
// session's bearer token, the not-found page marked as a 404, the log sent only after the page has
// loaded, and a move to another page not held up by a log the server has not answered (nor troubled
// by a 429 when it does).
import { sql } from 'drizzle-orm';
import type { Page, Route } from 'playwright-core';
import { describe, expect } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { registerPerson } from '../support/accounts.ts';
import { browserAvailable, DESKTOP, hydrated, toastsSeen, watchToasts, withShopper } from '../support/browser.ts';
import { storeTest } from '../support/e2e-fixtures.ts';
import type { TestServer } from '../support/test-server.ts';

const it = storeTest({ seedProducts: 20 });

interface VisitRow {
  visited_page: string;
  not_found: boolean;
  user_id: number | null;
  ip_address: string | null;
  address: Record<string, unknown> | null;
}
const visits = (server: TestServer, page: string) =>
  queryRows<VisitRow>(
    server.services.database.db,
    sql`select * from visit_logs where visited_page = ${page} order by id`,
  );
const marker = (path: string) =>
  `${path}${path.includes('?') ? '&' : '?'}visit=${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });

/** Writes the page's load events and its userlog calls, in the order they happen, to window.__order. */
async function recordOrder(page: Page) {
  await page.addInitScript(() => {
    const order: string[] = ((window as unknown as { __order: string[] }).__order = []);
    document.addEventListener('DOMContentLoaded', () => order.push('domcontentloaded'));
    window.addEventListener('load', () => order.push('load'));
    const realFetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('/api/userlog')) order.push('userlog');
      return realFetch(input, init);
    };
  });
}
const orderOf = (page: Page) => page.evaluate(() => (window as unknown as { __order: string[] }).__order);

describe.skipIf(!browserAvailable)('visit logs from a browser', () => {
  it('logs a page view once the page has loaded, with its navigation timing, as a guest', async ({
    server,
    browser,
  }) => {
    await withShopper(browser, DESKTOP, async (_context, page) => {
      await recordOrder(page);
      const path = marker('/');
      await page.goto(`${server.baseUrl}${path}`);
      await poll(async () => (await visits(server, path)).length).toBe(1);
      const [row] = await visits(server, path);
      expect(row).toMatchObject({ not_found: false, user_id: null, ip_address: '127.0.0.1' });
      expect(row!.address).toMatchObject({
        type: 'navigate',
        ttfb: expect.any(Number),
        dom_content_loaded: expect.any(Number),
        load: expect.any(Number),
      });
      expect(row!.address!.ttfb as number).toBeLessThanOrEqual(row!.address!.load as number);
      // The order of events, not a time: the page was parsed and loaded before the log left.
      expect(await orderOf(page)).toEqual(['domcontentloaded', 'load', 'userlog']);
    });
  });

  it('logs the not-found page as a 404', async ({ server, browser }) => {
    await withShopper(browser, DESKTOP, async (_context, page) => {
      const path = marker('/no/such-page');
      const res = await page.goto(`${server.baseUrl}${path}`);
      expect(res?.status()).toBe(404);
      await poll(async () => (await visits(server, path)).map((r) => r.not_found)).toEqual([true]);
      // A move from it to a real page is a page view of its own, not a 404.
      await hydrated(page);
      await page
        .getByRole('navigation', { name: 'Helpful pages' })
        .getByRole('link', { name: 'All jewellery' })
        .click();
      await page.waitForURL(`${server.baseUrl}/jewellery`);
      await poll(async () => (await visits(server, '/jewellery')).some((r) => !r.not_found)).toBe(true);
    });
  });

  it('logs a member’s page view with the member of the session’s token', async ({ server, browser }) => {
    const { session } = await registerPerson(server);
    await withShopper(browser, DESKTOP, async (context, page) => {
      await context.addInitScript((stored) => localStorage.setItem('suvarna.session', stored), JSON.stringify(session));
      const path = marker('/');
      await page.goto(`${server.baseUrl}${path}`);
      await poll(async () => (await visits(server, path)).map((r) => r.user_id)).toEqual([session.user_id]);
    });
  });

  it('moves to the next page while the log is unanswered, and shows nothing when it is refused', async ({
    server,
    browser,
  }) => {
    await withShopper(browser, DESKTOP, async (_context, page) => {
      await watchToasts(page);
      const held: Route[] = [];
      await page.route('**/api/userlog', (route) => void held.push(route));
      const path = marker('/');
      await page.goto(`${server.baseUrl}${path}`);
      await hydrated(page);
      await poll(() => held.length).toBe(1);
      // The first log hangs: the shopper still moves on, and that page's log leaves too.
      await page
        .locator('.main-nav')
        .getByRole('link', { name: /Trending/ })
        .click();
      await page.waitForURL(`${server.baseUrl}/trending`);
      await page.locator('main h1').first().waitFor({ state: 'visible' });
      await poll(() => held.length).toBe(2);
      expect(JSON.parse(held[1]!.request().postData() ?? '{}')).toMatchObject({
        visited_page: '/trending',
        not_found: false,
        address: null,
      });
      // Answered at last with the rate limit's refusal: nothing shows.
      for (const route of held)
        await route.fulfill({
          status: 429,
          contentType: 'application/json',
          body: '{"success":false,"reason":"TOO_MANY_REQUESTS"}',
        });
      await page
        .locator('.main-nav')
        .getByRole('link', { name: /Trending/ })
        .hover();
      expect(await toastsSeen(page)).toEqual([]);
      await page.locator('main h1').first().waitFor({ state: 'visible' });
    });
  });
});
