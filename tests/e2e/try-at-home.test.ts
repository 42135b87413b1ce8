// /occasion/try@home on a phone in Chromium against the real server: a pincode in Ernakulam is found
// in the store's India Post data, a seeded piece is typed by its SKU, a slot is picked; a double click
// on the button solves one captcha and sends one booking; the toast, the done message and the receipt
// listing the piece follow, and the form is emptied.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { TRY_AT_HOME_TEXTS } from '../../domain/bookings/try-at-home.ts';
import { indiaToday } from '../../domain/bookings/slots.ts';
import { browserAvailable, PHONE, toastsSeen, watchToasts, withShopper, openHydrated } from '../support/browser.ts';
import { findProduct } from '../support/seeded-products.ts';
import { storeTest } from '../support/e2e-fixtures.ts';

const it = storeTest({
  seedProducts: 20,
  env: { ALTCHA_MAX_NUMBER: '1000' },
});

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });
const inDays = (n: number) =>
  new Date(Date.parse(`${indiaToday(new Date())}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The page's calls to `path` (POST or GET), counted from now. */
function countCalls(page: Page, method: string, path: string): () => number {
  let n = 0;
  page.on('request', (req) => {
    if (req.method() === method && new URL(req.url()).pathname === path) n++;
  });
  return () => n;
}

describe.skipIf(!browserAvailable)('/occasion/try@home on a phone', () => {
  it('books a visit in Ernakulam for a seeded piece: one captcha and one booking for a double click, the toast and the receipt', async ({
    server,
    browser,
  }) => {
    const piece = await findProduct(server, () => true);
    const email = 'anna.joseph@example.in';
    await withShopper(browser, PHONE, async (_context, page) => {
      await watchToasts(page);
      await openHydrated(page, `${server.baseUrl}/occasion/try@home`);
      await page.getByLabel('Full name').fill('Anna Joseph');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Phone').fill('+918547012345');
      await page.getByLabel('Address').fill('Flat 4B, Lotus Residency, Panampilly Nagar');
      await page.getByLabel('Pincode').fill('682036');
      await poll(() => page.locator('#th-pincode-hint').textContent()).toMatch(/^Ernakulam, .*: we come here\.$/);
      await page.getByLabel('Date').fill(inDays(2));
      await page.getByLabel('Time').selectOption('14:00');
      await page.getByLabel('SKUs of the pieces').fill(piece.sku);

      const challenges = countCalls(page, 'GET', '/api/captcha/challenge');
      const bookings = countCalls(page, 'POST', '/api/try-at-home/booking');
      await page.getByRole('button', { name: 'Book the visit' }).dblclick();
      await poll(() => toastsSeen(page)).toContain(TRY_AT_HOME_TEXTS.booked);
      expect(await page.locator('.form-alert-success').textContent()).toMatch(/^Visit TH[0-9A-Z]{8} booked\./);
      expect([challenges(), bookings()]).toEqual([1, 1]);
      expect(await page.getByLabel('Full name').inputValue()).toBe('');

      const messages = (await server.get(`/api/dev/outbox?to=${email}`)).body.messages as { text: string }[];
      expect(messages).toHaveLength(1);
      expect(messages[0]!.text).toContain(`${piece.name} (${piece.sku})`);
    });
  });
});
