// /old-gold-exchange on a phone in Chromium against the real server: the rules and a link to the
// policy, a booking at a store on a day and slot still open (India time), the receipt in the outbox,
// then the receipt's cancel link: cancelled while requested; refused once the store confirmed.
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { BOOKING_STATE_TEXTS } from '../../domain/bookings/booking-state.ts';
import { OLD_GOLD_TEXTS } from '../../domain/bookings/old-gold.ts';
import { indiaToday } from '../../domain/bookings/slots.ts';
import { browserAvailable, PHONE, toastsSeen, watchToasts, withShopper, openHydrated } from '../support/browser.ts';
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

async function book(server: TestServer, page: Page, email: string): Promise<string> {
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

      const link = await book(server, page, 'fathima@example.in');
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
      const link = await book(server, page, 'fathima.again@example.in');
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
