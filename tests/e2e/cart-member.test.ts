// The cart follows the member (issue 5 item 7) in Chromium, with two browser contexts as two
// devices of one member: a guest's piece joins the member's cart at login and shows on the other
// device after its login; a removal on one device shows on the other after a reload, an addition
// when the other's tab is shown again; logging out forgets the cart on the device (it stays on the
// server for the next login); a reload with a sync's answer on its way loses no change made meanwhile;
// a change on a device that has not heard of another device's change keeps both.
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';

import { queryRows } from '../../db/client.ts';
import type { Product } from '../../domain/catalog/product.ts';
import { registerPerson, STRONG_PASSWORD } from '../support/accounts.ts';
import { browserAvailable, DESKTOP, hydrated, openHydrated, PHONE, withShopper } from '../support/browser.ts';
import { findProduct, withoutSize } from '../support/seeded-products.ts';
import { storeTest } from '../support/e2e-fixtures.ts';
import { loseFirstAnswer } from '../support/hold-back.ts';
import type { TestServer } from '../support/test-server.ts';

const it = storeTest({ seedProducts: 40, env: { TRUST_PROXY: 'true' } });
let ring: Product;
let pendant: Product;
it.beforeAll(async ({ server }) => {
  // Made to order: no stock can cut them, whatever else the test server's catalogue holds.
  ring = await findProduct(server, (p) => withoutSize(p) && p.made_to_order === 'true');
  pendant = await findProduct(server, (p) => withoutSize(p) && p.made_to_order === 'true' && p.sku !== ring.sku);
});

/** A shared 2-core machine: be patient. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const open = (server: TestServer, page: Page, path: string) => openHydrated(page, `${server.baseUrl}${path}`);
const cartLabel = (page: Page) => page.locator('.header-cart').getAttribute('aria-label');
const path = (page: Page) => new URL(page.url()).pathname;

async function logIn(server: TestServer, page: Page, email: string) {
  await open(server, page, '/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await poll(() => path(page)).toBe('/dashboard');
}

async function addFromProductPage(server: TestServer, page: Page, piece: Product) {
  await open(server, page, `/${piece.value}`);
  await page.getByRole('button', { name: 'Add To Cart' }).click();
}

/** The member's server cart as [sku, quantity]. */
const memberCart = (server: TestServer, userId: number) =>
  queryRows<{ sku: string; quantity: number }>(
    server.services.database.db,
    sql`SELECT p.sku, l.quantity FROM carts c JOIN cart_lines l ON l.cart_id = c.id JOIN variants v ON v.id = l.variant_id JOIN products p ON p.id = v.product_id WHERE c.user_id = ${userId} ORDER BY l.id`,
  ).then((rows) => rows.map((r) => [r.sku, r.quantity]));

/** What the device keeps of its cart. */
const storedCart = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('suvarna.cart') ?? 'null')?.data ?? null);

describe.skipIf(!browserAvailable)('the cart follows the member', { timeout: 180_000 }, () => {
  it('merges at login, shows on the second device, follows a removal, and leaves the device at logout', async ({
    server,
    browser,
  }) => {
    const { person, session } = await registerPerson(server, { first_name: 'Kavya' });

    await withShopper(browser, DESKTOP, async (_c1, device1) => {
      await withShopper(browser, PHONE, async (_c2, device2) => {
        // Device 1, still a guest, puts a ring in the cart, then logs in: the ring joins the member's cart.
        await addFromProductPage(server, device1, ring);
        await poll(() => cartLabel(device1)).toBe('Cart, 1 item');
        await logIn(server, device1, person.email);
        await poll(() => memberCart(server, session.user_id)).toEqual([[ring.sku, 1]]);
        expect(await cartLabel(device1)).toBe('Cart, 1 item');

        // Device 2 logs in with an empty cart: the ring shows in the header and on the cart page.
        await open(server, device2, '/');
        expect(await cartLabel(device2)).toBe('Cart, 0 items');
        await logIn(server, device2, person.email);
        await poll(() => cartLabel(device2)).toBe('Cart, 1 item');
        await open(server, device2, '/cart');
        await poll(() => device2.locator('.cart-line-name').allTextContents()).toEqual([ring.name]);

        // Removed on device 2 …
        await device2.getByRole('button', { name: `Remove ${ring.name} from cart` }).click();
        await poll(() => device2.getByText('Your cart is currently empty.').isVisible()).toBe(true);
        await poll(() => memberCart(server, session.user_id)).toEqual([]);
        // … it is gone on device 1 after a reload, whose older cart is not written back.
        await device1.reload();
        await hydrated(device1);
        await poll(() => cartLabel(device1)).toBe('Cart, 0 items');
        expect(await memberCart(server, session.user_id)).toEqual([]);

        // Device 1 adds a pendant; device 2, still on its empty cart page, sees it when its tab is
        // shown again (the browser's visibilitychange, as when the shopper comes back to the tab).
        await addFromProductPage(server, device1, pendant);
        await poll(() => memberCart(server, session.user_id)).toEqual([[pendant.sku, 1]]);
        expect(await device2.getByText('Your cart is currently empty.').isVisible()).toBe(true);
        await device2.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
        await poll(() => device2.locator('.cart-line-name').allTextContents()).toEqual([pendant.name]);
        await poll(() => cartLabel(device2)).toBe('Cart, 1 item');

        // Logging out on device 1 forgets the cart there; the member's cart stays for the next login.
        await device1.locator('.account-menu > button').click();
        await device1.locator('#account-panel').getByRole('button', { name: 'Log out' }).click();
        await poll(() => path(device1)).toBe('/login');
        await poll(() => cartLabel(device1)).toBe('Cart, 0 items');
        await poll(() => storedCart(device1)).toMatchObject({ lines: [], session: null, member: null });
        await open(server, device1, '/cart');
        await poll(() => device1.getByText('Your cart is currently empty.').isVisible()).toBe(true);
        expect(await memberCart(server, session.user_id)).toEqual([[pendant.sku, 1]]);

        // Logging in again brings it back.
        await logIn(server, device1, person.email);
        await poll(() => cartLabel(device1)).toBe('Cart, 1 item');

        // One more pendant: the server writes it, and the answer never comes back (the page is
        // reloaded first). One more again meanwhile; after the reload the device's own write is known
        // by its id, and the third is not lost to a stale answer.
        const pulled = device1.waitForResponse((r) => r.url().endsWith('/api/refine/cart_update'));
        await open(server, device1, '/cart');
        await pulled; // a member's page syncs once at start
        const { written: wasWritten } = await loseFirstAnswer(device1, '**/api/refine/cart_update');
        const oneMore = device1.getByRole('button', { name: `One more ${pendant.name}` });
        await oneMore.click();
        await wasWritten;
        expect(await memberCart(server, session.user_id)).toEqual([[pendant.sku, 2]]);
        await oneMore.click();
        await poll(() => storedCart(device1).then((c) => c?.lines[0]?.qty)).toBe(3);
        await device1.reload();
        await hydrated(device1);
        await poll(() => memberCart(server, session.user_id)).toEqual([[pendant.sku, 3]]);
        await poll(() => storedCart(device1)).toMatchObject({ write: null, lines: [{ qty: 3 }] });

        // Device 1 adds the ring; device 2, its cart page not shown again since, removes the pendant.
        // Its sync is answered stale with the member's cart as it is now, and its own change is laid
        // over that cart: both devices' changes stay (before, device 2 adopted the cart whole and the
        // pendant came back).
        await addFromProductPage(server, device1, ring);
        await poll(() => memberCart(server, session.user_id)).toEqual([
          [pendant.sku, 3],
          [ring.sku, 1],
        ]);
        await device2.getByRole('button', { name: `Remove ${pendant.name} from cart` }).click();
        await poll(() => memberCart(server, session.user_id)).toEqual([[ring.sku, 1]]);
        await poll(() => device2.locator('.cart-line-name').allTextContents()).toEqual([ring.name]);
      });
    });
  });
});
