// The orders desk in Chromium, on a tablet (768 px): a member of the orders team signs in with the
// code mailed to them, finds a cash-on-delivery order among the overdue calls, confirms it after the
// call, packs it, ships it with the carrier and AWB; the customer then tracks the order (id + email),
// sees the courier and downloads the GST invoice.
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { browserAvailable, openHydrated, withShopper } from '../support/browser.ts';
import { storeTest } from '../support/e2e-fixtures.ts';
import { createOrder } from '../support/order-factory.ts';
import { createStaff, mailedCode, STAFF_PASSWORD } from '../support/staff.ts';

const it = storeTest({ seedProducts: 5 });

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const TABLET = { width: 768, height: 1024 };

/** The desk's pages carry no site header: hydrated once the first field or button has React's fiber. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const input = document.querySelector('input, button');
    return input !== null && Object.keys(input).some((k) => k.startsWith('__reactFiber'));
  });
}

describe.skipIf(!browserAvailable)('the orders desk', () => {
  it('confirms a COD order after the call, ships it with an AWB, and the customer downloads the invoice', async ({
    server,
    browser,
  }) => {
    const email = `desk.e2e.${Date.now().toString(36)}@example.com`;
    const order = await createOrder(server.services.database.db, {
      email,
      firstName: 'Revathi',
      lastName: 'Pillai',
      paymentMode: 'payment_on_delivery',
      path: ['placed'],
    });
    await server.services.database.db.execute(
      sql`UPDATE orders SET created_at = now() - interval '50 hours' WHERE order_id = ${order.orderId}`,
    );
    const clerk = await createStaff(server, 'orders', { name: 'Anil Kumar' });

    await withShopper(browser, TABLET, async (_context, page) => {
      await page.goto(`${server.baseUrl}/admin/orders`);
      await poll(() => new URL(page.url()).pathname).toBe('/admin/login');
      await hydrated(page);
      await page.getByLabel('Email').fill(clerk.email);
      await page.getByLabel('Password').fill(STAFF_PASSWORD);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByLabel('Code').waitFor();
      await page.getByLabel('Code').fill(await mailedCode(server, clerk.email));
      await page.getByRole('button', { name: 'Sign in' }).click();
      await poll(() => new URL(page.url()).pathname).toBe('/admin/orders');

      await page.getByRole('link', { name: /^Overdue COD calls/ }).click();
      await poll(() => new URL(page.url()).searchParams.get('overdue')).toBe('true');
      const row = page.getByRole('row').filter({ hasText: order.orderId });
      await row.getByText('Overdue call').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await row.getByRole('link', { name: order.orderId }).click();
      await page.getByRole('heading', { name: new RegExp(`Order ${order.orderId}`) }).waitFor();

      const act = async (button: string, fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) => {
        await page.getByRole('group', { name: 'Acts on this order' }).getByRole('button', { name: button }).click();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        await fill(dialog);
        await dialog.getByRole('button', { name: button }).click();
        await page
          .getByRole('status')
          .filter({ hasText: `${button}: done.` })
          .waitFor();
      };
      await act('Confirm', (d) => d.getByLabel(/Note/).fill('Called the customer: confirmed'));
      await page.getByRole('cell', { name: 'Called the customer: confirmed' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await act('Mark packed', async () => {});
      await act('Ship', async (d) => {
        await d.getByLabel('Carrier').fill('BlueDart');
        await d.getByLabel('AWB (waybill number)').fill('BD7788990011');
      });
      await page.getByText('Shipped with BlueDart, AWB BD7788990011').waitFor();
      await page.getByRole('button', { name: 'Download invoice' }).waitFor();
    });

    // The customer (a guest) tracks the order and downloads the invoice.
    await withShopper(browser, TABLET, async (_context, page) => {
      await openHydrated(page, `${server.baseUrl}/sales/guest/form`);
      await page.getByLabel('Order id').fill(order.orderId);
      await page.getByLabel('Email address').fill(email);
      await page.getByRole('button', { name: 'Track order' }).click();
      await page.getByText('BlueDart, AWB BD7788990011').waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: /Download invoice/ }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    });
  });
});
