// Reviews on the product page in Chromium: a guest is offered the login with the way back; a member
// writes a review with the keyboard (the star choice is a radio group: Space, then arrows), sees it at
// the top with the count gone up and a toast; 'Show more reviews' appends the next page.
import type { Browser, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { productReviews } from '../../db/schema/reviews.ts';
import type { Product } from '../../domain/catalog/product.ts';
import { registerPerson } from '../support/accounts.ts';
import { browserAvailable, DESKTOP, toastsSeen, watchToasts, withShopper, openHydrated } from '../support/browser.ts';
import { REVIEW_TEXTS } from '../../domain/reviews/messages.ts';
import { createOrder } from '../support/order-factory.ts';
import { findProduct } from '../support/seeded-products.ts';
import { storeTest } from '../support/e2e-fixtures.ts';
import type { TestServer } from '../support/test-server.ts';

const it = storeTest({ seedProducts: 40 });

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const used = new Set<string>();
async function piece(server: TestServer, predicate: (p: Product) => boolean): Promise<Product> {
  const p = await findProduct(server, (p) => !used.has(p.sku) && predicate(p));
  used.add(p.sku);
  return p;
}

/** A desktop with, for a member, their session stored as a login keeps it. */
const withPage = (browser: Browser, session: object | null, run: (page: Page) => Promise<void>) =>
  withShopper(browser, DESKTOP, async (context, page) => {
    if (session)
      await context.addInitScript((s) => localStorage.setItem('suvarna.session', JSON.stringify(s)), session);
    // Toasts close on their own: keep each one shown so a slow machine still sees it.
    await watchToasts(context);
    await run(page);
  });

/** Opens the page and waits until its lower half (the reviews) has been hydrated. */
async function open(server: TestServer, page: Page, path: string) {
  await openHydrated(page, `${server.baseUrl}${path}`);
  await page.waitForFunction(() => {
    const el = document.getElementById('pp-reviews');
    return el !== null && Object.keys(el).some((k) => k.startsWith('__reactFiber'));
  });
}

const section = (page: Page) => page.locator('#pp-reviews');
const titles = (page: Page) => section(page).locator('.pp-review-title').allTextContents();

describe.skipIf(!browserAvailable)('reviews on the product page', () => {
  it('offers a guest the login, coming back to this page', async ({ server, browser }) => {
    const p = await piece(server, () => true);
    await withPage(browser, null, async (page) => {
      await open(server, page, `/${p.value}?variant_id=${p.variants[0]!.variant_id}`);
      const link = section(page).getByRole('link', { name: 'Log in to write a review' });
      expect(await link.getAttribute('href')).toBe(
        `/login?redirect=${encodeURIComponent(`/${p.value}?variant_id=${p.variants[0]!.variant_id}`)}`,
      );
      expect(await section(page).getByRole('button', { name: 'Write a review' }).count()).toBe(0);
    });
  });

  it('lets a member write a review with the keyboard and shows it at the top with the count gone up', async ({
    server,
    browser,
  }) => {
    const p = await piece(server, (p) => p.variants[0]!.rating > 0);
    const before = (await server.post('product/reviews', { sku: p.sku })).body.total as number;
    const { session, person } = await registerPerson(server, { first_name: 'Kavya', last_name: 'Menon' });
    // A buyer's review is published at once (anyone else's waits for moderation: the next test).
    await createOrder(server.services.database.db, {
      userId: session.user_id,
      email: person.email,
      lines: [{ variantId: p.variants[0]!.variant_id, qty: 1 }],
      path: ['placed'],
    });
    await withPage(browser, session, async (page) => {
      await open(server, page, `/${p.value}`);
      await expect(section(page).locator('.pp-reviews-count').textContent()).resolves.toBe(
        `Based on ${before} review${before === 1 ? '' : 's'}`,
      );
      await section(page).getByRole('button', { name: 'Write a review' }).focus();
      await page.keyboard.press('Enter');
      // The form arrives with focus on the first star; Space chooses it, arrows move the choice.
      const group = section(page).getByRole('group', { name: 'Your rating' });
      await poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('rating');
      await page.keyboard.press('Space');
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
      expect(await group.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
      await page.keyboard.press('Tab');
      await page.keyboard.type('Graceful and light');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Wore it all day at my sister’s wedding.');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');

      await poll(() => titles(page).then((t) => t[0])).toBe('Graceful and light');
      const first = section(page).locator('.pp-review').first();
      expect(await first.locator('.pp-review-meta').textContent()).toMatch(
        /^Kavya M\. · \d{1,2} [A-Z][a-z]{2,3} \d{4}$/,
      );
      expect(await first.getByText('Rated 4 out of 5').count()).toBe(1);
      expect(await section(page).locator('.pp-reviews-count').textContent()).toBe(`Based on ${before + 1} reviews`);
      expect(await page.locator('.pp-info .rating-count').textContent()).toBe(`${before + 1} reviews`);
      expect((await toastsSeen(page)).join('|')).toContain('Your review is published');
      // One review per member: the button is gone, and the next load still has the review first.
      expect(await section(page).getByRole('button', { name: 'Write a review' }).count()).toBe(0);
      await open(server, page, `/${p.value}`);
      expect((await titles(page))[0]).toBe('Graceful and light');
    });
  });

  it('tells a member who has not bought the piece that the review awaits moderation, and shows nothing yet', async ({
    server,
    browser,
  }) => {
    const p = await piece(server, (p) => p.variants[0]!.rating > 0);
    const before = (await server.post('product/reviews', { sku: p.sku })).body.total as number;
    const { session } = await registerPerson(server);
    await withPage(browser, session, async (page) => {
      await open(server, page, `/${p.value}`);
      await section(page).getByRole('button', { name: 'Write a review' }).click();
      await section(page).getByRole('radio', { name: '5 stars' }).check();
      await section(page).getByLabel('Title').fill('Not yet mine');
      await section(page).getByLabel('Your review').fill('Saw it at a friend’s engagement.');
      await section(page).getByRole('button', { name: 'Publish review' }).click();
      await poll(() => section(page).getByText(REVIEW_TEXTS.held).isVisible()).toBe(true);
      expect((await toastsSeen(page)).join('|')).toContain(REVIEW_TEXTS.held);
      expect(await section(page).locator('.pp-reviews-count').textContent()).toBe(
        `Based on ${before} review${before === 1 ? '' : 's'}`,
      );
      expect(await titles(page)).not.toContain('Not yet mine');
    });
  });

  it("shows the server's field errors beside the fields", async ({ server, browser }) => {
    const p = await piece(server, () => true);
    const { session } = await registerPerson(server);
    await withPage(browser, session, async (page) => {
      await open(server, page, `/${p.value}`);
      await section(page).getByRole('button', { name: 'Write a review' }).click();
      await section(page).getByRole('button', { name: 'Publish review' }).click();
      await poll(() => section(page).locator('.pp-field-error').allTextContents()).toEqual([
        'Rating is required.',
        'Title must not be empty.',
        'Your review must not be empty.',
      ]);
      expect(await section(page).getByLabel('Title').getAttribute('aria-invalid')).toBe('true');
    });
  });

  it("appends the next page on 'Show more reviews'", async ({ server, browser }) => {
    const p = await piece(server, (p) => p.variants[0]!.rating === 0);
    await server.services.database.db.insert(productReviews).values(
      Array.from({ length: 13 }, (_, i) => ({
        productId: p.id,
        authorName: `Reader ${i + 1}`,
        rating: 5,
        title: `Review ${i + 1}`,
        body: 'Fine.',
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      })),
    );
    await withPage(browser, null, async (page) => {
      await open(server, page, `/${p.value}`);
      const shown = await titles(page);
      expect(shown).toEqual(Array.from({ length: 10 }, (_, i) => `Review ${13 - i}`));
      await section(page).getByRole('button', { name: 'Show more reviews' }).click();
      await poll(() => titles(page).then((t) => t.length)).toBeGreaterThan(10);
      const all = await titles(page);
      expect(all.slice(0, 10)).toEqual(shown);
      expect(all).toEqual(Array.from({ length: 13 }, (_, i) => `Review ${13 - i}`));
    });
  });
});
