// The order pages in Chromium against the real server: guest tracking (form → the spec's success
// toast → /track-details, a reload keeps it; a wrong email → the spec's failure toast), a member's
// /my-orders with an order written by the checkout's repository function, the empty state of a new
// member, and the login redirect when logged out. axe on the pages runs in
// accessibility.test.ts (the form) and accessibility-states.test.ts (a member's orders, the details).
import type { Page } from 'playwright-core';

import { describe, expect } from 'vitest';

import { registerPerson } from '../support/accounts.ts';
import {
  asMember,
  browserAvailable,
  DESKTOP,
  hydrated,
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

const SUCCESS = 'Thanks for filling the form. Please checkout your order details';
const FAILURE = 'Something went wrong. Please try after again or contact our team';
const path = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

const toasts = toastsSeen;

async function open(server: TestServer, page: Page, url: string, theme?: 'light' | 'dark') {
  if (theme) await page.addInitScript((t) => localStorage.setItem('suvarna.theme', t), theme);
  await openHydrated(page, `${server.baseUrl}${url}`);
}

describe.skipIf(!browserAvailable)('guest order tracking', () => {
  it.for([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)(
    'finds the order on a %s, shows its details, and keeps them on reload',
    async ([, viewport], { server, browser }) => {
      const email = `guest.${Date.now()}.${viewport.width}@example.in`;
      const order = await createOrder(server.services.database.db, {
        email,
        firstName: 'Kavya',
        lastName: 'Menon',
        phone: '9000012345',
        lines: [
          { variant: 0, qty: 1 },
          { variant: 1, qty: 2 },
        ],
        path: ['placed', 'confirmed'],
      });
      await withShopper(browser, viewport, async (_context, page) => {
        await watchToasts(page);
        await open(server, page, '/sales/guest/form');
        expect(await page.title()).toContain('Order Tracking');
        await expect
          .poll(() => page.getByText('Track your order using your order id', { exact: false }).isVisible())
          .toBe(true);
        // The top bar's order-tracking link leads here.
        if (viewport === DESKTOP) expect(await page.locator('a[href="/sales/guest/form"]').count()).toBeGreaterThan(0);

        // Missing fields are named before anything is sent.
        await page.getByRole('button', { name: 'Track order' }).click();
        await expect.poll(() => page.locator('#track-order_id-error').textContent()).toContain('order id');
        expect(await page.locator('#track-email-error').textContent()).toContain('email');

        await page.getByLabel('Order id').fill(` ${order.orderId.toLowerCase()} `);
        await page.getByLabel('Email address').fill(email.toUpperCase());
        await page.getByRole('button', { name: 'Track order' }).click();
        await expect.poll(() => path(page)).toBe('/track-details');
        await expect.poll(() => toasts(page)).toContain(SUCCESS);
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`Order ${order.orderId}`);
        const body = page.locator('main');
        expect(await body.textContent()).toContain('Confirmed');
        expect(await page.locator('.timeline-step[aria-current="step"] .timeline-label').textContent()).toContain(
          'Confirmed',
        );
        expect(await page.locator('.order-line').count()).toBe(2);
        const text = (await body.textContent()) ?? '';
        expect(text).toContain('Kavya M.');
        expect(text).toContain('******2345');
        expect(text).toContain('Bengaluru');
        expect(text).not.toContain('Malleshwaram');
        expect(text).not.toContain(email);
        // Indian grouping of the total.
        expect(text).toMatch(/₹\s?\d{1,2}(,\d\d)*,\d{3}/);

        await page.reload();
        await hydrated(page);
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`Order ${order.orderId}`);
        expect(path(page)).toBe('/track-details');
      });
    },
  );

  it('says the spec failure text for a wrong email, and stays on the form', async ({ server, browser }) => {
    const email = `wrong.${Date.now()}@example.in`;
    const order = await createOrder(server.services.database.db, { email });
    await withShopper(browser, PHONE, async (_context, page) => {
      await watchToasts(page);
      await open(server, page, '/sales/guest/form');
      await page.getByLabel('Order id').fill(order.orderId);
      await page.getByLabel('Email address').fill(`someone.else@example.in`);
      await page.getByRole('button', { name: 'Track order' }).click();
      await expect.poll(() => toasts(page)).toContain(FAILURE);
      await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('could not find an order');
      expect(path(page)).toBe('/sales/guest/form');
    });
  });

  it('sends /track-details with nothing to show back to the form', async ({ server, browser }) => {
    await withShopper(browser, PHONE, async (_context, page) => {
      await open(server, page, '/track-details');
      await expect.poll(() => path(page)).toBe('/sales/guest/form');
    });
  });
});

describe.skipIf(!browserAvailable)('my orders', () => {
  it('shows a member their order with its status, pieces and total', async ({ server, browser }) => {
    const me = await registerPerson(server);
    const order = await createOrder(server.services.database.db, {
      userId: me.session.user_id,
      email: me.person.email,
      lines: [{ variant: 2, qty: 1 }],
      path: ['placed', 'confirmed', 'packed', 'shipped'],
    });
    await withShopper(browser, PHONE, async (_context, page) => {
      await asMember(page, me.session);
      await open(server, page, '/my-orders');
      const card = page.locator('.order-card', { hasText: order.orderId });
      await expect.poll(() => card.isVisible()).toBe(true);
      expect(await card.locator('.status-badge').textContent()).toBe('Shipped');
      expect(await card.locator('.order-line-name').textContent()).toBe(order.lines[0]!.name);
      expect(await card.locator('.order-card-amount').textContent()).toContain(
        new Intl.NumberFormat('en-IN').format(order.amount),
      );
    });
  });

  it('shows a new member the empty state with a way to the shop', async ({ server, browser }) => {
    const me = await registerPerson(server);
    await withShopper(browser, DESKTOP, async (_context, page) => {
      await asMember(page, me.session);
      await open(server, page, '/my-orders');
      await expect.poll(() => page.getByText('You have not ordered yet.').isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/jewellery');
    });
  });

  it('sends a logged-out visitor to the login with a way back', async ({ server, browser }) => {
    await withShopper(browser, PHONE, async (_context, page) => {
      await open(server, page, '/my-orders');
      await expect.poll(() => path(page)).toBe('/login?redirect=my-orders');
    });
  });
});
