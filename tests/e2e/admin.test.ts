// The back office in Chromium against the real server, on a tablet (768 px) and a desk screen (1280
// px): the owner signs in with the password and the code mailed to them (read from the dev outbox, as
// a tester would), lands on the home with every section, and sees the staff list; a support member
// sees only their sections and is refused the staff page. The pages are noindex and no-store. With
// ADMIN_SCREENSHOTS=<folder>, each page is also saved as a picture at both widths.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { browserAvailable, withShopper } from '../support/browser.ts';
import { createStaff, mailedCode, STAFF_PASSWORD } from '../support/staff.ts';
import { storeTest } from '../support/e2e-fixtures.ts';
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

/** Resolves once React has taken over the page (its first form control carries a fiber). */
async function hydratedForm(page: Page) {
  await page.waitForFunction(() => {
    const input = document.querySelector('input, button');
    return input !== null && Object.keys(input).some((k) => k.startsWith('__reactFiber'));
  });
}

async function signIn(server: TestServer, page: Page, email: string, from = '/admin') {
  const answer = await page.goto(`${server.baseUrl}${from}`, { waitUntil: 'load' });
  expect(answer!.headers()['cache-control']).toBe('no-store');
  await poll(() => new URL(page.url()).pathname).toBe('/admin/login');
  await hydratedForm(page);
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
