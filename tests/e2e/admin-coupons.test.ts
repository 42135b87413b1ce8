// The coupons desk in Chromium at a desktop (1280×900): the catalogue team creates a percentage coupon
// with a cap (a bad cap first: the field says why), a shopper applies it at checkout and places a
// cash-on-delivery order, and the coupon's page shows that one use with its discount. What each call
// stores is tests/api/admin-coupons.test.ts's; here, what the pages show and that a press does what it says.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { Product } from '../../domain/catalog/product.ts';
import { CHECKOUT_TOASTS } from '../../domain/checkout/messages.ts';
import { formatINR } from '../../domain/money/inr.ts';
import { staffSignIn } from '../support/admin-browser.ts';
import { axeViolations } from '../support/axe.ts';
import {
  browserAvailable,
  checkoutReady,
  openHydrated,
  toastsSeen,
  watchToasts,
  withShopper,
} from '../support/browser.ts';
import { ADDRESS, CONTACT, latestCode, uniquePhone } from '../support/checkout.ts';
import { storedCart, withCart } from '../support/device-cart.ts';
import { storeTest } from '../support/e2e-fixtures.ts';
import { findProduct } from '../support/seeded-products.ts';
import { createStaff } from '../support/staff.ts';

const it = storeTest({ seedProducts: 20, env: { ALTCHA_MAX_NUMBER: '1000' } });
const WIDE = { width: 1280, height: 900 };
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });

async function fillCheckout(page: Page, contact: typeof CONTACT) {
  await page.locator('#co-user-first_name').fill(contact.first_name);
  await page.locator('#co-user-last_name').fill(contact.last_name);
  await page.locator('#co-user-email').fill(contact.email);
  await page.locator('#co-user-phone').fill(contact.phone);
  await page.locator('#shipping-address_address').fill(ADDRESS.address_address);
  await page.locator('#shipping-address_zipcode').fill(ADDRESS.address_zipcode);
  await poll(() => page.locator('#shipping-address_state').inputValue()).toBe(ADDRESS.address_state);
}

describe.skipIf(!browserAvailable)('the coupons desk', { timeout: 150_000 }, () => {
  it.override('device', WIDE);

  it('catalogue staff create a capped percentage coupon; a shopper uses it; the desk shows the use and the discount', async ({
    server,
    page,
    browser,
  }) => {
    const product: Product = await findProduct(
      server,
      (p) =>
        p.made_to_order === 'false' &&
        p.stock >= 1 &&
        p.variants.some((v) => v.offerprice > 10_000 && v.offerprice < 40_000),
    );
    const variant = product.variants.find((v) => v.offerprice > 10_000 && v.offerprice < 40_000)!;
    const price = variant.offerprice;
    const discount = Math.min(Math.floor((price * 15 + 50) / 100), 1_000);
    const code = `DIWALI${Date.now() % 10_000}`;

    const member = await createStaff(server, 'catalogue', { name: 'Nila Catalogue' });
    await staffSignIn(server, page, member.email, '/admin/coupons');
    await page.getByRole('link', { name: 'New coupon' }).click();
    const form = page.getByRole('form', { name: 'Create coupon' });
    await form.getByLabel('Code').fill(code.toLowerCase());
    await form.getByLabel('Label').fill('Diwali 15% off');
    await form.getByLabel('Percent off').fill('15');
    await form.getByLabel('Cap (₹)').fill('0');
    await form.getByLabel('Uses in all').fill('100');
    await form.getByLabel('Uses per customer').fill('1');
    await form.getByRole('button', { name: 'Create coupon' }).click();
    // The bad cap is named on its field, and nothing is created.
    await page.locator('#coupon-max_discount-error').waitFor();
    expect(await form.getByLabel('Cap (₹)').getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);

    await form.getByLabel('Cap (₹)').fill('1000');
    await form.getByRole('button', { name: 'Create coupon' }).click();
    await page.getByRole('heading', { name: new RegExp(`Coupon ${code}`) }).waitFor();
    expect(await page.getByRole('status').textContent()).toBe('Coupon created.');
    expect(await page.locator('.admin-facts').textContent()).toContain('15% up to ₹1,000');

    // A shopper applies it at checkout and places a cash-on-delivery order.
    const contact = { ...CONTACT, phone: uniquePhone(), email: `diwali.${Date.now()}@example.in` };
    await withShopper(browser, WIDE, async (_context, shopper) => {
      await watchToasts(shopper);
      await withCart(shopper, storedCart([{ product, variant }]));
      await openHydrated(shopper, `${server.baseUrl}/checkout`);
      await checkoutReady(shopper);
      await fillCheckout(shopper, contact);
      await shopper.locator('#co-coupon-code').fill(code.toLowerCase());
      await shopper.locator('#co-coupon').getByRole('button', { name: 'Apply' }).click();
      await poll(() => toastsSeen(shopper)).toContain(CHECKOUT_TOASTS.couponApplied);
      await poll(() => shopper.locator('.co-summary dt', { hasText: 'Discount' }).textContent()).toBe(
        `Discount (${code})`,
      );
      await poll(() => shopper.locator('.co-total dd').textContent()).toBe(formatINR(price - discount));

      const cod = shopper.getByLabel('Cash on delivery');
      await poll(() => cod.isEnabled()).toBe(true);
      await cod.check();
      const place = shopper.getByRole('button', { name: 'Pay and Place Order' });
      await poll(() => place.textContent()).toContain(formatINR(price - discount));
      await place.click();
      const dialog = shopper.locator('dialog.co-code-modal');
      await dialog.waitFor({ timeout: 30_000 });
      await shopper.locator('#co-otp').fill(await latestCode(server, contact.phone));
      await dialog.getByRole('button', { name: 'Confirm order' }).click();
      await shopper.locator('#co-thanks-title').waitFor({ timeout: 30_000 });
    });

    // The desk: one use, by that customer, with its discount; the list says the same.
    await page.reload();
    const uses = page.getByRole('table', { name: "The coupon's uses" });
    await uses.getByRole('row').nth(1).waitFor();
    expect(await uses.getByRole('row').count()).toBe(2);
    const row = (await uses.getByRole('row').nth(1).textContent()) ?? '';
    expect(row).toContain(contact.email);
    expect(row).toContain(formatINR(discount));
    expect(row).toContain('Used');
    expect(await page.locator('.admin-facts').textContent()).toContain(`1 / 100, 1 per customer`);

    await page.getByRole('link', { name: '← Coupons' }).click();
    const find = page.getByRole('form', { name: 'Find a coupon' });
    await find.getByLabel('Search').fill(code);
    await find.getByRole('button', { name: 'Find' }).click();
    await poll(() => new URL(page.url()).search).toContain(`q=${code}`);
    const listed = page.getByRole('table', { name: 'Coupons' }).getByRole('row').nth(1);
    await poll(() => listed.textContent()).toContain(code);
    expect(await listed.textContent()).toContain(formatINR(discount));

    // Stop asks first; once confirmed the coupon is stopped.
    await listed.getByRole('link', { name: code }).click();
    await page.getByRole('button', { name: 'Stop coupon' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Shoppers typing it are told it is not valid').waitFor();
    await confirm.getByRole('button', { name: 'Stop coupon' }).click();
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Stopped');
    expect(await page.getByRole('button', { name: 'Start coupon' }).isVisible()).toBe(true);
  });
});
