// An international order in Chromium on a phone (390×844; issue 21 §4): the mobile's country set to the
// United Kingdom (a national number refused until it is one, then taken as +44), the country select
// moved to the United Kingdom, a British postal code, cash on delivery closed, the international charge
// in the total, the delivery promise and the duties notice, a card payment through the local window,
// and the thank-you with the same notices; the order row carries the country, the phone in E.164 and the
// charge; the tracking page shows the international shipping and the duties notice.
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { formatINR } from '../../domain/money/inr.ts';
import { browserAvailable, PHONE, withShopper, openHydrated } from '../support/browser.ts';
import { controlClock, skipSavePause } from '../support/checkout-clock.ts';
import { CONTACT } from '../support/checkout.ts';
import { storedCart, withCart } from '../support/device-cart.ts';
import { storeTest } from '../support/e2e-fixtures.ts';
import { findProduct } from '../support/seeded-products.ts';

const CHARGE = 2_500;
const it = storeTest({
  seedProducts: 30,
  env: { ALTCHA_MAX_NUMBER: '1000', INTERNATIONAL_SHIPPING_CHARGE: String(CHARGE) },
});
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });
const settled = async (page: Page) => (await page.locator('.co-layout[aria-busy="true"]').count()) === 0;
const currentStep = (page: Page) => page.locator('.co-steps li[aria-current="step"] .co-step-number').textContent();

describe.skipIf(!browserAvailable)('international checkout', { timeout: 180_000 }, () => {
  it('on a phone: a card order to a UK address, with the charge, the estimate and the duties notice', async ({
    server,
    browser,
  }) => {
    const product = await findProduct(
      server,
      (p) => p.made_to_order === 'false' && p.stock >= 1 && p.variants.some((v) => v.offerprice < 49_000),
    );
    const variant = product.variants.find((v) => v.offerprice < 49_000)!;
    const email = `uk.${Date.now()}@example.co.uk`;
    await withShopper(browser, PHONE, async (_context, page) => {
      await withCart(page, storedCart([{ product, variant }]));
      await controlClock(page);
      await openHydrated(page, `${server.baseUrl}/checkout`);
      await page.locator('#co-user-first_name').waitFor({ state: 'attached', timeout: 20_000 });
      await page.locator('#co-user-first_name').fill(CONTACT.first_name);
      await page.locator('#co-user-last_name').fill(CONTACT.last_name);
      await page.locator('#co-user-email').fill(email);
      // A British number as the shopper writes it at home: refused as India's, taken once the country says so.
      await page.locator('#co-user-phone_country').selectOption('GB');
      await page.locator('#co-user-phone').fill('07911 12');
      await page.locator('#co-user-phone').blur();
      await poll(() => page.locator('#co-user-phone-error').count()).toBe(1);
      await page.locator('#co-user-phone').fill('07911 123456');
      const next = page.getByRole('button', { name: 'Next', exact: true });
      await next.click();
      await poll(() => currentStep(page)).toBe('2');

      // India by default; the United Kingdom chosen: a postal code and an optional region.
      const country = page.locator('#shipping-address_country');
      expect(await country.inputValue()).toBe('India');
      await country.selectOption('United Kingdom');
      await poll(() => page.locator('label[for="shipping-address_zipcode"]').textContent()).toBe('Postal code');
      await page.locator('#shipping-address_address').fill('10 Downing Street');
      await page.locator('#shipping-address_city').fill('London');
      await page.locator('#shipping-address_zipcode').fill('sw1a 2aa');
      const notice = page.locator('#co-shipping .co-international');
      await poll(() => notice.textContent()).toContain('First delivery attempt within 10 working days of dispatch.');
      expect(await notice.textContent()).toContain(
        'Customs duties and taxes of the destination country are paid by the recipient on delivery.',
      );
      expect(await notice.textContent()).toContain(`international shipping ${formatINR(CHARGE)}`);
      await poll(() => page.locator('.co-wizard-total .price').textContent()).toBe(
        formatINR(variant.offerprice + CHARGE),
      );
      await skipSavePause(page);
      await poll(() => settled(page)).toBe(true);
      await next.click();
      await poll(() => currentStep(page)).toBe('3');

      // Card only: cash on delivery is there but closed, with the reason.
      await poll(() => page.getByLabel('Cash on delivery').isDisabled()).toBe(true);
      expect(await page.getByText('Cash on delivery is available in India only.').count()).toBeGreaterThan(0);
      const card = page.getByLabel('Credit / Debit card, UPI, Net banking');
      await poll(() => card.isEnabled()).toBe(true);
      await card.check();
      await poll(() => settled(page)).toBe(true);
      await page.getByRole('button', { name: 'Pay and Place Order' }).click();
      const frame = page.frameLocator('iframe.co-card-frame');
      const pay = frame.getByRole('button', { name: /^Pay ₹/ });
      await pay.waitFor({ timeout: 30_000 });
      await pay.click();

      await page.locator('#co-thanks-title').waitFor({ timeout: 30_000 });
      const orderId = (await page.locator('.co-thanks p strong').first().textContent()) ?? '';
      const thanks = page.locator('.co-thanks');
      expect(await thanks.textContent()).toContain(formatINR(variant.offerprice + CHARGE));
      expect(await thanks.locator('.co-international').textContent()).toContain('Customs duties');
      expect(await thanks.textContent()).toMatch(/First delivery attempt by/);
      const [row] = await queryRows<{
        status: string;
        payment_mode: string;
        charges: number;
        ship_country_code: string;
        phone: string;
      }>(
        server.services.database.db,
        sql`SELECT status, payment_mode, charges, ship_country_code, phone FROM orders WHERE order_id = ${orderId}`,
      );
      expect(row).toEqual({
        status: 'placed',
        payment_mode: 'online_payment_razorpay',
        charges: CHARGE,
        ship_country_code: 'GB',
        phone: '+447911123456',
      });

      // The tracking page: the charge named as international shipping, and the duties notice.
      await openHydrated(page, `${server.baseUrl}/sales/guest/form`);
      await page.getByLabel('Order id').fill(orderId);
      await page.getByLabel('Email address').fill(email);
      await page.getByRole('button', { name: 'Track order' }).click();
      const charges = page.locator('.order-totals-charges');
      await poll(() => charges.textContent()).toBe(`International shipping to United Kingdom${formatINR(CHARGE)}`);
      expect(await page.locator('.order-international').textContent()).toContain(
        'Customs duties and taxes of the destination country are paid by the recipient on delivery.',
      );
    });
  });
});
