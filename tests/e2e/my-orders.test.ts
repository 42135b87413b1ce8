// My orders on a phone (docs/decisions/2026-11-24-orders.md): a placed order offers 'Cancel order'; the dialog asks why
// (a reason must be chosen), says what happens, and 'Keep the order' leaves it; the cancel turns
// the card to Cancelled with no button left; a packed order offers no cancel. Screenshots of the
// dialog at 390 and 1280 px go to SCREENSHOT_DIR when it is set.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { registerPerson } from '../support/accounts.ts';
import {
  asMember,
  browserAvailable,
  openHydrated,
  PHONE,
  toastsSeen,
  watchToasts,
  withShopper,
} from '../support/browser.ts';
import { createOrder } from '../support/order-factory.ts';
import { storeTest } from '../support/e2e-fixtures.ts';
import type { TestServer } from '../support/test-server.ts';

const it = storeTest({ seedProducts: 5 });

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });
const shots = process.env.SCREENSHOT_DIR;

async function open(server: TestServer, page: Page, url: string) {
  await openHydrated(page, `${server.baseUrl}${url}`);
}

const card = (page: Page, orderId: string) =>
  page.locator('.order-card', { has: page.locator('.order-card-id', { hasText: orderId }) });

describe.skipIf(!browserAvailable)('My orders: cancel', { timeout: 120_000 }, () => {
  it('cancels a placed order with a reason and a confirmation; a packed one offers no cancel', async ({
    server,
    browser,
  }) => {
    const member = await registerPerson(server);
    const db = server.services.database.db;
    const packed = await createOrder(db, {
      userId: member.session.user_id,
      email: member.person.email,
      path: ['placed', 'confirmed', 'packed'],
    });
    const placed = await createOrder(db, {
      userId: member.session.user_id,
      email: member.person.email,
      path: ['placed'],
    });

    await withShopper(browser, PHONE, async (_context, page) => {
      await asMember(page, member.session);
      await watchToasts(page);
      await open(server, page, '/my-orders');
      await poll(() => card(page, placed.orderId).isVisible()).toBe(true);
      expect(await card(page, packed.orderId).getByRole('button', { name: 'Cancel order' }).count()).toBe(0);

      // 'Keep the order' closes the dialog and changes nothing.
      await card(page, placed.orderId).getByRole('button', { name: 'Cancel order' }).click();
      const dialog = page.getByRole('dialog', { name: `Cancel order ${placed.orderId}?` });
      await poll(() => dialog.isVisible()).toBe(true);
      await dialog.getByRole('button', { name: 'Keep the order' }).last().click();
      await poll(() => dialog.isVisible()).toBe(false);
      expect(await card(page, placed.orderId).locator('.status-badge').textContent()).toContain('Order placed');

      await card(page, placed.orderId).getByRole('button', { name: 'Cancel order' }).click();
      await poll(() => dialog.isVisible()).toBe(true);
      // A reason first.
      await dialog.getByRole('button', { name: 'Cancel this order' }).click();
      await poll(() => dialog.getByRole('alert').textContent()).toBe('Please choose a reason.');
      await dialog.getByRole('radio', { name: 'I ordered it by mistake' }).check();
      expect(await dialog.textContent()).toContain('The pieces go back to our shelves; you pay nothing.');
      if (shots) await page.screenshot({ path: `${shots}/my-orders-cancel-390.png` });
      await dialog.getByRole('button', { name: 'Cancel this order' }).click();

      await poll(() => dialog.isVisible()).toBe(false);
      await poll(() => card(page, placed.orderId).textContent()).toContain('Cancelled');
      expect(await card(page, placed.orderId).getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
      await poll(() => toastsSeen(page)).toContain(`Order ${placed.orderId} is cancelled.`);

      // The server agrees, and a reload shows it.
      await open(server, page, '/my-orders');
      await poll(() => card(page, placed.orderId).textContent()).toContain('Cancelled');
      expect(await card(page, packed.orderId).textContent()).toContain('Packed');
    });

    if (shots) {
      const another = await createOrder(db, {
        userId: member.session.user_id,
        email: member.person.email,
        path: ['placed'],
      });
      for (const theme of ['light', 'dark'] as const) {
        await withShopper(browser, { width: 1280, height: 900 }, async (_context, page) => {
          await asMember(page, member.session);
          await page.addInitScript((t) => localStorage.setItem('suvarna.theme', t), theme);
          await open(server, page, '/my-orders');
          await card(page, another.orderId).getByRole('button', { name: 'Cancel order' }).click();
          await page.getByRole('radio', { name: 'I found a better price elsewhere' }).check();
          await page.screenshot({ path: `${shots}/my-orders-cancel-1280-${theme}.png` });
        });
      }
    }
  });
});
