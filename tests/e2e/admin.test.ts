// The back office in Chromium against the real server, one server for the owner's pages
// (docs/decisions/2026-11-30-desk-files.md): sign-in, staff and reports.
// - On a tablet (768 px) and a desk screen (1280 px): the owner signs in with the password and the code
//   mailed to them (read from the dev outbox, as a tester would), lands on the home with every section,
//   and sees the staff list; a support member sees only their sections and is refused the staff page.
//   The pages are noindex and no-store. With ADMIN_SCREENSHOTS=<folder>, each page is also saved as a
//   picture at both widths.
// - The reports at 1280 px: the owner opens /admin/reports (the last 30 days) and finds the day of
//   sales this flow made, narrows the period to that day through the form (kept in the address), reads
//   its totals and downloads the day table's CSV. The flow's orders are made on a day of their own, 17
//   days ago, so the figures it reads are its own whatever else this server sells today. Exact sums are
//   tests/api/admin-reports.test.ts's.
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { formatIndiaDay } from '../../domain/dates/india-day.ts';
import { addDays, indiaDayOf, indiaDayStarts } from '../../domain/dates/india-period.ts';
import { formatINR } from '../../domain/money/inr.ts';
import { adminHydrated, staffSignIn } from '../support/admin-browser.ts';
import { axeViolations } from '../support/axe.ts';
import { browserAvailable, withShopper } from '../support/browser.ts';
import { storeTest } from '../support/e2e-fixtures.ts';
import { createOrder } from '../support/order-factory.ts';
import { createStaff, mailedCode, STAFF_PASSWORD } from '../support/staff.ts';
import type { TestServer } from '../support/test-server.ts';

const it = storeTest({ seedProducts: 5 });

/** A shared 2-core machine: be patient. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const TABLET = { width: 768, height: 1024 };
const DESK = { width: 1280, height: 800 };
const shotsDir = process.env.ADMIN_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(shotsDir, `admin-${name}-${width}.png`), fullPage: true });
}

async function signIn(server: TestServer, page: Page, email: string, from = '/admin') {
  const answer = await page.goto(`${server.baseUrl}${from}`, { waitUntil: 'load' });
  expect(answer!.headers()['cache-control']).toBe('no-store');
  await poll(() => new URL(page.url()).pathname).toBe('/admin/login');
  await adminHydrated(page);
  await shot(page, 'sign-in');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Code').waitFor();
  // A fresh field: never the password typed a moment ago.
  expect(await page.getByLabel('Code').inputValue()).toBe('');
  await shot(page, 'sign-in-code');
  await page.getByLabel('Code').fill(await mailedCode(server, email));
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe.skipIf(!browserAvailable)('the back office', () => {
  for (const viewport of [TABLET, DESK]) {
    it(`lets the owner sign in with the mailed code and see the staff list (${viewport.width} px)`, async ({
      server,
      browser,
    }) => {
      const owner = await createStaff(server, 'owner', { name: `Lakshmi Menon ${viewport.width}` });
      const clerk = await createStaff(server, 'orders', { name: `Anil Kumar ${viewport.width}` });
      await withShopper(browser, viewport, async (_context, page) => {
        await signIn(server, page, owner.email);
        await poll(() => new URL(page.url()).pathname).toBe('/admin');
        await page.getByRole('heading', { name: 'Hello, Lakshmi' }).waitFor();
        const nav = page.getByRole('navigation', { name: 'Back office' });
        await nav.getByRole('link', { name: 'Audit' }).waitFor();
        expect(await nav.getByRole('link').allTextContents()).toEqual([
          'Home',
          'Orders',
          'Returns',
          'Inbox',
          'Metal rates',
          'Catalogue',
          'Coupons',
          'Merchandising',
          'Gift cards',
          'Savings plans',
          'Reviews',
          'Reports',
          'Staff',
          'Audit',
          'My account',
        ]);
        expect(await page.locator('meta[name="robots"]').first().getAttribute('content')).toContain('noindex');
        await shot(page, 'home');

        await nav.getByRole('link', { name: 'Staff' }).click();
        await page.getByRole('heading', { name: 'Staff' }).waitFor();
        const row = page.getByRole('row').filter({ hasText: clerk.name });
        await row.waitFor();
        expect(await row.getByLabel(`Role of ${clerk.name}`).inputValue()).toBe('orders');
        expect(await row.getByRole('cell').nth(1).textContent()).toBe(clerk.email);
        await page.getByRole('row').filter({ hasText: owner.name }).waitFor();
        await shot(page, 'staff');
        expect(await axeViolations(page)).toEqual([]);

        await nav.getByRole('link', { name: 'Audit' }).click();
        await page.getByRole('cell', { name: 'staff.signed_in' }).first().waitFor();
        await shot(page, 'audit');

        await nav.getByRole('link', { name: 'My account' }).click();
        await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
        await page.getByTestId('totp-secret').waitFor();
        await shot(page, 'account');

        await nav.getByRole('link', { name: 'Catalogue' }).click();
        await page.getByRole('form', { name: 'Find pieces' }).waitFor();
        await page.getByRole('table', { name: 'Pieces of the catalogue' }).getByRole('link').first().waitFor();
        await shot(page, 'catalogue');
      });
    });
  }

  it('shows a support member only their sections and refuses them the staff page', async ({ server, browser }) => {
    const support = await createStaff(server, 'support', { name: 'Meera Nair' });
    await withShopper(browser, TABLET, async (_context, page) => {
      await signIn(server, page, support.email, '/admin/staff');
      await poll(() => new URL(page.url()).pathname).toBe('/admin/staff');
      const nav = page.getByRole('navigation', { name: 'Back office' });
      await nav.getByRole('link', { name: 'Inbox' }).waitFor();
      expect(await nav.getByRole('link').allTextContents()).toEqual([
        'Home',
        'Inbox',
        'Gift cards',
        'Savings plans',
        'Reviews',
        'My account',
      ]);
      await poll(() => page.getByRole('alert').textContent()).toBe('Only the owner manages staff.');
    });
  });
});

describe.skipIf(!browserAvailable)('the reports', () => {
  it.override('device', { width: 1280, height: 900 });

  it("shows a day's sales, narrows the period to it and exports it as CSV", async ({ server, page }) => {
    const db = server.services.database.db;
    // The flow's own day: no other flow of this file makes orders 17 days back.
    const day = addDays(indiaDayOf(new Date()), -17);
    const sold = await createOrder(db, { email: 'report@example.com', lines: [{ variant: 0, qty: 1 }] });
    const cancelled = await createOrder(db, {
      email: 'report@example.com',
      lines: [{ variant: 1, qty: 1 }],
      path: ['cancelled'],
    });
    const noon = new Date(indiaDayStarts(day).getTime() + 12 * 3_600_000);
    await db.execute(
      sql`UPDATE orders SET created_at = ${noon.toISOString()} WHERE order_id IN (${sold.orderId}, ${cancelled.orderId})`,
    );

    const owner = await createStaff(server, 'owner');
    await staffSignIn(server, page, owner.email, '/admin/reports');
    const dayRow = page
      .getByRole('table', { name: 'Sales per day' })
      .getByRole('row')
      .filter({ hasText: formatIndiaDay(day) });
    await dayRow.getByText(formatINR(sold.amount), { exact: true }).first().waitFor();
    await page.getByText('unpaid checkouts and cancelled orders are left out').waitFor();
    expect(await page.getByRole('img', { name: /^Revenue per day from/ }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    const period = page.getByRole('form', { name: 'Report period' });
    await period.getByLabel('From').fill(day);
    await period.getByLabel('To').fill(day);
    await period.getByRole('button', { name: 'Show' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe(`?from=${day}&to=${day}`);
    await expect.poll(async () => page.getByRole('table', { name: 'Sales per day' }).getByRole('row').count()).toBe(2);
    const totals = page.getByRole('list', { name: 'Totals' });
    await totals.getByText(formatINR(sold.amount), { exact: true }).first().waitFor();
    expect(await totals.textContent()).toContain('1 orders');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^Download CSV: sales-per-day_/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`sales-per-day_${day}_${day}.csv`);
    const saved = path.join(mkdtempSync(path.join(tmpdir(), 'report-csv-')), download.suggestedFilename());
    await download.saveAs(saved);
    const csv = readFileSync(saved, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('day,orders,revenue,average_order_value');
    expect(csv).toContain(`${day},1,${sold.amount},${sold.amount}\r\n`);
  });
});
