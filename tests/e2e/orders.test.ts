// The order pages in Chromium against the real server: guest tracking (form → the spec's success
// toast → /track-details, a reload keeps it; a wrong email → the spec's failure toast), a member's
// /my-orders with an order written by the checkout's repository function, the empty state of a new
// member, and the login redirect when logged out; on a phone, a member cancelling a placed order
// (docs/decisions/2026-11-24-orders.md), and guest orders following the member who logs in with their
// mobile (docs/decisions/2026-11-26-guest-orders-follow-the-member.md). axe on the pages runs in
// accessibility.test.ts (the form) and accessibility-states.test.ts (a member's orders, the details).
// One file, one server: each flow makes its own member, orders and phone number.
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
import { latestCode, uniquePhone } from '../support/checkout.ts';
import { createOrder } from '../support/order-factory.ts';
import { storeTest } from '../support/e2e-fixtures.ts';
import type { TestServer } from '../support/test-server.ts';

const it = storeTest({ seedProducts: 5 });

const SUCCESS = 'Thanks for filling the form. Please checkout your order details';
const FAILURE = 'Something went wrong. Please try after again or contact our team';
const path = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

const toasts = toastsSeen;
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });
// Screenshots of the cancel dialog and the guest orders found go there when it is set.
const shots = process.env.SCREENSHOT_DIR;

/** A member's order card on /my-orders. */
const orderCard = (page: Page, orderId: string) =>
  page.locator('.order-card', { has: page.locator('.order-card-id', { hasText: orderId }) });

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
      await poll(() => orderCard(page, placed.orderId).isVisible()).toBe(true);
      expect(await orderCard(page, packed.orderId).getByRole('button', { name: 'Cancel order' }).count()).toBe(0);

      // 'Keep the order' closes the dialog and changes nothing.
      await orderCard(page, placed.orderId).getByRole('button', { name: 'Cancel order' }).click();
      const dialog = page.getByRole('dialog', { name: `Cancel order ${placed.orderId}?` });
      await poll(() => dialog.isVisible()).toBe(true);
      await dialog.getByRole('button', { name: 'Keep the order' }).last().click();
      await poll(() => dialog.isVisible()).toBe(false);
      expect(await orderCard(page, placed.orderId).locator('.status-badge').textContent()).toContain('Order placed');

      await orderCard(page, placed.orderId).getByRole('button', { name: 'Cancel order' }).click();
      await poll(() => dialog.isVisible()).toBe(true);
      // A reason first.
      await dialog.getByRole('button', { name: 'Cancel this order' }).click();
      await poll(() => dialog.getByRole('alert').textContent()).toBe('Please choose a reason.');
      await dialog.getByRole('radio', { name: 'I ordered it by mistake' }).check();
      expect(await dialog.textContent()).toContain('The pieces go back to our shelves; you pay nothing.');
      if (shots) await page.screenshot({ path: `${shots}/my-orders-cancel-390.png` });
      await dialog.getByRole('button', { name: 'Cancel this order' }).click();

      await poll(() => dialog.isVisible()).toBe(false);
      await poll(() => orderCard(page, placed.orderId).textContent()).toContain('Cancelled');
      expect(await orderCard(page, placed.orderId).getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
      await poll(() => toastsSeen(page)).toContain(`Order ${placed.orderId} is cancelled.`);

      // The server agrees, and a reload shows it.
      await open(server, page, '/my-orders');
      await poll(() => orderCard(page, placed.orderId).textContent()).toContain('Cancelled');
      expect(await orderCard(page, packed.orderId).textContent()).toContain('Packed');
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
          await orderCard(page, another.orderId).getByRole('button', { name: 'Cancel order' }).click();
          await page.getByRole('radio', { name: 'I found a better price elsewhere' }).check();
          await page.screenshot({ path: `${shots}/my-orders-cancel-1280-${theme}.png` });
        });
      }
    }
  });
});

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
