// Guest orders follow the member, on a phone (docs/decisions/2026-11-26-guest-orders-follow-the-member.md): four cash-on-delivery orders placed
// as a guest with a mobile, then an account registered with that mobile. Logging in with a code to
// the mobile proves it: My orders lists the four and says once "We found 4 earlier orders placed with
// your mobile"; the dashboard, visited next, does not say it again. Screenshots to SCREENSHOT_DIR.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { registerPerson } from '../support/accounts.ts';
import { browserAvailable, PHONE, withShopper, openHydrated } from '../support/browser.ts';
import { latestCode, uniquePhone } from '../support/checkout.ts';
import { createOrder } from '../support/order-factory.ts';
import { storeTest } from '../support/e2e-fixtures.ts';
import type { TestServer } from '../support/test-server.ts';

const it = storeTest({ seedProducts: 5 });

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });
const shots = process.env.SCREENSHOT_DIR;

async function open(server: TestServer, page: Page, url: string) {
  await openHydrated(page, `${server.baseUrl}${url}`);
}

describe.skipIf(!browserAvailable)('guest orders follow the member', { timeout: 120_000 }, () => {
  it('a login code to the mobile brings the four guest orders into My orders, said once', async ({
    server,
    browser,
  }) => {
    const phone = uniquePhone();
    const guestEmail = `guest.${Date.now()}@example.in`;
    const db = server.services.database.db;
    const placed: string[] = [];
    for (let i = 0; i < 4; i++)
      placed.push(
        (await createOrder(db, { email: guestEmail, phone, paymentMode: 'payment_on_delivery', path: ['placed'] }))
          .orderId,
      );
    await registerPerson(server, { phone, email: guestEmail });

    await withShopper(browser, PHONE, async (_context, page) => {
      await open(server, page, '/new_login?redirect=my-orders');
      await page.getByLabel('Mobile number').fill(phone);
      await page.getByRole('button', { name: 'Send code' }).click();
      await page.getByLabel('One-time code').waitFor();
      await page.getByLabel('One-time code').fill(await latestCode(server, phone));
      await page.getByRole('button', { name: 'Verify and log in' }).click();
      await poll(() => new URL(page.url()).pathname).toBe('/my-orders');

      await poll(() => page.getByText('We found 4 earlier orders placed with your mobile').isVisible()).toBe(true);
      await poll(() => page.locator('.order-card').count()).toBe(4);
      for (const id of placed) expect(await page.locator('.order-card-id', { hasText: id }).count()).toBe(1);
      if (shots) await page.screenshot({ path: `${shots}/guest-orders-found-390.png` });

      // Once: the dashboard next, and My orders again, say nothing more.
      await open(server, page, '/dashboard');
      await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Hello');
      expect(await page.getByText('earlier orders placed with your mobile').count()).toBe(0);
      await open(server, page, '/my-orders');
      await poll(() => page.locator('.order-card').count()).toBe(4);
      expect(await page.getByText('earlier orders placed with your mobile').count()).toBe(0);
    });
  });
});
