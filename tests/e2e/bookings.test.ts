// The bookings a shopper makes on a phone in Chromium against the real server (what the calls store
// and refuse is tests/api/bookings.test.ts's); one server for both, each booking under its own name,
// email and phone.
// - /occasion/try@home: a pincode in Ernakulam is found in the store's India Post data, a seeded
//   piece is typed by its SKU, a slot is picked; a double click on the button solves one captcha and
//   sends one booking; the toast, the done message and the receipt listing the piece follow, and the
//   form is emptied.
// - /old-gold-exchange: the rules and a link to the policy, a booking at a store on a day and slot
//   still open (India time), the receipt in the outbox, then the receipt's cancel link: cancelled
//   while requested; refused once the store confirmed.
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { TRY_AT_HOME_TEXTS } from '../../domain/bookings/try-at-home.ts';
import { BOOKING_STATE_TEXTS } from '../../domain/bookings/booking-state.ts';
import { OLD_GOLD_TEXTS } from '../../domain/bookings/old-gold.ts';
import { indiaToday } from '../../domain/bookings/slots.ts';
import { browserAvailable, PHONE, toastsSeen, watchToasts, withShopper, openHydrated } from '../support/browser.ts';
import { findProduct } from '../support/seeded-products.ts';
import { createStaff } from '../support/staff.ts';
import { storeTest } from '../support/e2e-fixtures.ts';
import type { TestServer } from '../support/test-server.ts';

const it = storeTest({
  seedProducts: 20,
  env: { ALTCHA_MAX_NUMBER: '1000' },
});

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });
const inDays = (n: number) =>
  new Date(Date.parse(`${indiaToday(new Date())}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function open(server: TestServer, page: Page, path: string) {
  await openHydrated(page, `${server.baseUrl}${path}`);
}

async function bookOldGold(server: TestServer, page: Page, email: string): Promise<string> {
  await open(server, page, '/old-gold-exchange');
  await page.getByRole('link', { name: 'Book an appointment' }).click();
  await page.getByRole('radio', { name: /Suvarna Kozhikode/ }).check();
  await page.getByLabel('Date').fill(inDays(2));
  await page.getByLabel('Time').selectOption('10:00');
  await page.getByLabel('What are you bringing?').fill('A pair of jhumkas and an old ring');
  await page.getByLabel('Approximate weight (g)').fill('12.5');
  await page.getByLabel('Purity').selectOption('22K');
  await page.getByLabel('Hallmark').selectOption('unknown');
  await page.getByLabel('Full name').fill('Fathima Beevi');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+919745012345');
  await page.getByRole('button', { name: 'Book the appointment' }).click();
  await poll(() => toastsSeen(page)).toContain(OLD_GOLD_TEXTS.booked);
  const receipt = (await server.get(`/api/dev/outbox?to=${email}`)).body.messages[0];
  expect(receipt.text).toContain('8/512 Mavoor Road, Arayidathupalam, Kozhikode 673004');
  expect(receipt.text).toContain('10:00 am – 11:00 am');
  return new URL(/Cancel the booking: (\S+)/.exec(receipt.text)![1]!).search;
}

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
      await open(server, page, '/occasion/try@home');
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

describe.skipIf(!browserAvailable)('/old-gold-exchange on a phone', () => {
  it('states the rules, books an appointment, and cancels it from the receipt link while requested', async ({
    server,
    browser,
  }) => {
    await withShopper(browser, PHONE, async (_context, page) => {
      await watchToasts(page);
      await open(server, page, '/old-gold-exchange');
      expect(await page.title()).toBe('Old Gold Exchange | Suvarna');
      const rules = await page.locator('.form-facts').textContent();
      for (const part of ['valid for 1 year', 'within 3 business days', '₹2,000', 'can no longer be cancelled'])
        expect(rules).toContain(part);
      expect(await page.getByRole('link', { name: 'old gold purchase policy' }).getAttribute('href')).toBe(
        '/old-gold-purchase-policy',
      );

      // A slot in the past is not offered: yesterday has none left.
      await page.getByLabel('Date').fill(inDays(-1));
      await poll(() => page.locator('#old-gold-slot option').count()).toBe(1);

      const link = await bookOldGold(server, page, 'fathima@example.in');
      expect(await page.locator('.form-alert-success').textContent()).toMatch(/^Booking OG[0-9A-Z]{8} requested/);
      await open(server, page, `/old-gold-exchange${link}`);
      await page.getByRole('button', { name: 'Cancel my booking' }).click();
      await poll(() => page.locator('.form-alert-success').first().textContent()).toBe(BOOKING_STATE_TEXTS.cancelled);
      const reference = new URLSearchParams(link).get('booking')!;
      const [row] = await queryRows<{ status: string }>(
        server.services.database.db,
        sql`SELECT status FROM old_gold_bookings WHERE reference = ${reference}`,
      );
      expect(row!.status).toBe('cancelled');
    });
  });

  it('refuses to cancel once the store confirmed the booking', async ({ server, browser }) => {
    await withShopper(browser, PHONE, async (_context, page) => {
      await watchToasts(page);
      const link = await bookOldGold(server, page, 'fathima.again@example.in');
      const reference = new URLSearchParams(link).get('booking')!;
      await server.services.bookings.confirmOldGold(reference, (await createStaff(server, 'support')).id);
      await open(server, page, `/old-gold-exchange${link}`);
      await page.getByRole('button', { name: 'Cancel my booking' }).click();
      await poll(() => page.locator('[role="alert"]').first().textContent()).toBe(
        BOOKING_STATE_TEXTS.BOOKING_CONFIRMED,
      );
      const [row] = await queryRows<{ status: string }>(
        server.services.database.db,
        sql`SELECT status FROM old_gold_bookings WHERE reference = ${reference}`,
      );
      expect(row!.status).toBe('confirmed');
    });
  });
});
