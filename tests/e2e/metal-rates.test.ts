// Today's gold rate in Chromium: a shopper has a piece of 18K gold at checkout; the catalogue team
// raises the 18K rate at /admin/rates (a tablet at the counter), reads the preview and applies it; a
// new look at the product page shows the new price, while the shopper's checkout still shows, and
// would charge, the price they were shown. The figures themselves are tests/api/admin-rates.test.ts's.
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { formatINR } from '../../domain/money/inr.ts';
import { staffSignIn } from '../support/admin-browser.ts';
import { browserAvailable, checkoutReady, DESKTOP, openHydrated, PHONE, withShopper } from '../support/browser.ts';
import { setStock } from '../support/checkout.ts';
import { storedCart, withCart } from '../support/device-cart.ts';
import { storeTest } from '../support/e2e-fixtures.ts';
import { findProduct } from '../support/seeded-products.ts';
import { createStaff } from '../support/staff.ts';
import type { TestServer } from '../support/test-server.ts';

const it = storeTest({ seedProducts: 20 });
const TABLET = { width: 1024, height: 768 };
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const rupees = async (page: Page, selector: string) =>
  Number(((await page.locator(selector).first().textContent()) ?? '').replace(/\D/g, ''));

async function rate18K(server: TestServer): Promise<number> {
  const [row] = await queryRows<{ rate: number }>(
    server.services.database.db,
    sql`SELECT rate_per_gram AS rate FROM metal_rates WHERE metal = 'Gold' AND purity = '18K'`,
  );
  return Number(row!.rate);
}

describe.skipIf(!browserAvailable)("today's gold rate", () => {
  it('reprices the shop at once while a shopper at checkout keeps the price they were shown', async ({
    server,
    browser,
  }) => {
    const product = await findProduct(
      server,
      (p) =>
        p.made_to_order === 'false' &&
        p.variants.length === 1 &&
        p.variants[0]!.metal_type === 'Gold' &&
        p.variants[0]!.metal_purity === '18K' &&
        p.variants[0]!.metal_weight > 0,
    );
    const variant = product.variants[0]!;
    await setStock(server, product.id, 3);
    const shown = variant.offerprice;

    await withShopper(browser, PHONE, async (_shopperContext, shopper) => {
      await withCart(shopper, storedCart([{ product, variant }]));
      await openHydrated(shopper, `${server.baseUrl}/checkout`);
      await checkoutReady(shopper);
      await poll(() => rupees(shopper, '.co-total dd')).toBe(shown);

      // 5% up: within the 20% that needs no second confirmation.
      const raised = Math.round((await rate18K(server)) * 1.05);
      await withShopper(browser, TABLET, async (_staffContext, staff) => {
        const member = await createStaff(server, 'catalogue', { name: 'Nila Catalogue' });
        await staffSignIn(server, staff, member.email, '/admin/rates');
        const field = staff.getByLabel('18K gold');
        await poll(() => field.inputValue()).not.toBe('');
        await field.fill(String(raised));
        await staff.getByRole('button', { name: 'Preview prices' }).click();
        const preview = staff.getByRole('region', { name: 'Preview' });
        await preview.getByText(/\d+ pieces: \d+ up, 0 down/).waitFor();
        await preview.getByRole('button', { name: /^Apply to \d+ pieces$/ }).click();
        await staff.getByRole('status').waitFor();
        expect(await rate18K(server)).toBe(raised);
      });

      // A fresh look at the piece shows the new price; the checkout keeps the one it showed.
      await withShopper(browser, DESKTOP, async (_context, page) => {
        await openHydrated(page, `${server.baseUrl}/${product.value}`);
        const now = await rupees(page, '.pp-price-now');
        expect(now).toBeGreaterThan(shown);
        expect(await page.locator('.pp-price-now').first().textContent()).toContain(formatINR(now));
      });
      await shopper.reload({ waitUntil: 'load' });
      await checkoutReady(shopper);
      await poll(() => rupees(shopper, '.co-total dd')).toBe(shown);
    });
  });
});
