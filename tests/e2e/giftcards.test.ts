// Gift cards in Chromium against the real server, as two people would use them: a buyer sends a
// ₹2,000 Happy Birthday card on /gifts-purchase/birthday, paying in the store's local card window; the
// recipient reads the code from the SMS (the dev outbox), checks the balance on /gifts with a code to
// the mobile, then buys a dearer piece: the card pays ₹2,000 of it after its code is verified at
// checkout, and cash on delivery the rest. The thank-you shows the card's part, the order carries it,
// and the card's balance went down by exactly what the order drew.
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { queryRows } from '../../db/client.ts';
import type { Product } from '../../domain/catalog/product.ts';
import { formatCardCode } from '../../domain/giftcards/card-code.ts';
import { formatINR } from '../../domain/money/inr.ts';
import { axeViolations } from '../support/axe.ts';
import {
  browserAvailable,
  checkoutReady,
  DESKTOP,
  hydrated,
  toastsSeen,
  watchToasts,
  withShopper,
  openHydrated,
} from '../support/browser.ts';
import { CONTACT, uniquePhone } from '../support/checkout.ts';
import { fillDetailsAndAddress } from '../support/checkout-panels.ts';
import { buyCard, cardCodeSentTo } from '../support/giftcards.ts';
import { findProduct, withoutSize } from '../support/seeded-products.ts';
import { storeTest } from '../support/e2e-fixtures.ts';
import type { TestServer } from '../support/test-server.ts';

const CARD_AMOUNT = 2_000;

// A light captcha (the browser solves it for real) and no reconciler cancelling unpaid orders mid-flow.
const it = storeTest({ seedProducts: 60, env: { ALTCHA_MAX_NUMBER: '1000' } });

/** A shared 2-core machine: be patient. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });

async function open(server: TestServer, page: Page, path: string) {
  await openHydrated(page, `${server.baseUrl}${path}`);
}

/** The newest 4-digit code the dev outbox holds for a mobile (the card's own code is 16 characters). */
async function newestDigits(server: TestServer, mobile: string): Promise<string> {
  const res = await server.get<{ messages: { code: string | null }[] }>(`/api/dev/outbox?to=${mobile}`);
  const code = res.body.messages.find((m) => m.code !== null && /^\d{4}$/.test(m.code))?.code;
  if (!code) throw new Error(`no 4-digit code in the outbox for ${mobile}`);
  return code;
}

const rupees = async (page: Page, selector: string) =>
  Number(((await page.locator(selector).first().textContent()) ?? '').replace(/\D/g, ''));

describe.skipIf(!browserAvailable)('gift cards', { timeout: 180_000 }, () => {
  it('bought in the card window, its balance checked, then paying part of an order with cash on delivery for the rest', async ({
    server,
    browser,
  }) => {
    // A piece dearer than the card and within the cash-on-delivery limit, shown first on its page.
    const piece: Product = await findProduct(
      server,
      (p) =>
        withoutSize(p) &&
        p.made_to_order === 'false' &&
        p.stock >= 1 &&
        p.variants[0]!.offerprice > 3 * CARD_AMOUNT &&
        p.variants[0]!.offerprice < 45_000,
    );
    const price = piece.variants[0]!.offerprice;
    const recipient = { name: 'Kavya Menon', email: `kavya.${Date.now()}@example.in`, mobile: uniquePhone() };
    const buyer = { name: 'Arjun Menon', email: `arjun.${Date.now()}@example.in`, mobile: uniquePhone() };
    const shopper = { ...CONTACT, phone: uniquePhone(), email: `gift.shopper.${Date.now()}@example.in` };

    await withShopper(browser, DESKTOP, async (_context, page) => {
      await watchToasts(page);

      // 1. The buyer: a design, a suggested amount, both parties, a message; a refused try first.
      await open(server, page, '/gifts');
      expect(await axeViolations(page)).toEqual([]);
      await page
        .getByRole('link', { name: /Happy Birthday/ })
        .first()
        .click();
      await poll(() => new URL(page.url()).pathname).toBe('/gifts-purchase/birthday');
      await hydrated(page);
      const buy = page.getByRole('button', { name: 'Buy gift card' });
      await buy.click();
      // Checked in the page with the server's rules: the range's text under the amount and as a toast.
      await poll(() => page.locator('#gift-amount-error').textContent()).toBe(
        'Amount must be min of ₹1000 and max of ₹500000',
      );
      await poll(() => toastsSeen(page)).toContain('Amount must be min of ₹1000 and max of ₹500000');
      expect(await page.locator('#gift-recipient-mobile').getAttribute('aria-invalid')).toBe('true');
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: formatINR(CARD_AMOUNT) }).click();
      expect(await page.locator('#gift-amount').inputValue()).toBe(String(CARD_AMOUNT));
      for (const [who, party] of [
        ['recipient', recipient],
        ['sender', buyer],
      ] as const) {
        await page.locator(`#gift-${who}-name`).fill(party.name);
        await page.locator(`#gift-${who}-email`).fill(party.email);
        await page.locator(`#gift-${who}-mobile`).fill(party.mobile);
      }
      await page.locator('#gift-message').fill('Happy birthday, Kavya!');
      await buy.click();

      const cardWindow = page.locator('dialog.co-card-modal');
      await cardWindow.waitFor({ timeout: 30_000 });
      const pay = page.frameLocator('iframe.co-card-frame').getByRole('button', { name: /^Pay ₹/ });
      await pay.waitFor({ timeout: 20_000 });
      await pay.click();
      const done = page.locator('#gift-done-title');
      await done.waitFor({ timeout: 30_000 });
      expect(await done.textContent()).toBe(
        `Your gift card of ${formatINR(CARD_AMOUNT)} is on its way to ${recipient.name}`,
      );
      const masked = (await page.locator('.gift-done .gift-masked').textContent()) ?? '';
      expect(masked).toMatch(/^XXXX XXXX XXXX [0-9A-Z]{4}$/);

      // 2. The recipient's SMS carries the code; the page never showed it.
      const code = await cardCodeSentTo(server, recipient.mobile);
      expect(code.slice(-4)).toBe(masked.slice(-4));
      expect(await page.content()).not.toContain(code);

      // 3. The balance on /gifts: the mobile and the code as printed in the SMS (spaces forgiven), then the code to the mobile.
      await open(server, page, '/gifts');
      await page.locator('#gift-balance-mobile_number').fill(`+91 ${recipient.mobile}`);
      await page.locator('#gift-balance-card_number').fill(formatCardCode(code).toLowerCase());
      await page.getByRole('button', { name: 'Send code' }).click();
      await page.locator('#gift-balance-otp').waitFor();
      expect(await page.locator('.gift-resend').textContent()).toMatch(/Resend code in \d+ s/);
      await page.locator('#gift-balance-otp').fill(await newestDigits(server, recipient.mobile));
      await page.getByRole('button', { name: 'Check balance' }).click();
      await page.locator('.gift-balance-card').waitFor({ timeout: 20_000 });
      expect(await rupees(page, '.gift-balance-amount .price')).toBe(CARD_AMOUNT);
      expect(await page.locator('.gift-balance-number').textContent()).toBe(masked);
      expect(await page.locator('.gift-status').textContent()).toBe('Active');

      // 4. The piece into the cart from its page, then the checkout with the card and cash on delivery.
      await open(server, page, `/${piece.value}`);
      await page.getByRole('button', { name: 'Add To Cart' }).click();
      await poll(() => page.locator('.header-cart').getAttribute('aria-label')).toBe('Cart, 1 item');
      await open(server, page, '/checkout');
      await checkoutReady(page);
      await fillDetailsAndAddress(page, shopper);

      const panel = page.locator('#co-gift-card');
      await page.locator('#co-gift-code').fill(code.replace(/(.{4})(?=.)/g, '$1-'));
      await panel.getByRole('button', { name: 'Apply' }).click();
      await page.locator('#co-gift-otp').waitFor({ timeout: 20_000 });
      expect(await panel.textContent()).toContain(`sent to XXXXXX${recipient.mobile.slice(-4)}`);
      expect(await panel.textContent()).toMatch(/Resend OTP in \d+ s/);
      expect(await axeViolations(page)).toEqual([]);
      await page.locator('#co-gift-otp').fill(await newestDigits(server, recipient.mobile));
      await panel.getByRole('button', { name: 'Verify' }).click();
      await poll(() => panel.locator('.co-gift-applied').textContent()).toContain(`${formatINR(CARD_AMOUNT)} applied`);
      expect(await panel.locator('.co-gift-applied').textContent()).toContain(
        `Balance left after this order: ${formatINR(0)}`,
      );
      // The summary: the card's part, and the rest payable.
      await poll(() => page.locator('.co-summary dt', { hasText: 'Gift card' }).count()).toBe(1);
      expect(await page.locator('.co-summary div', { hasText: 'Gift card' }).locator('dd').textContent()).toBe(
        `−${formatINR(CARD_AMOUNT)}`,
      );
      await poll(() => rupees(page, '.co-total dd')).toBe(price - CARD_AMOUNT);

      const cod = page.getByLabel('Cash on delivery');
      await poll(() => cod.isEnabled()).toBe(true);
      await cod.check();
      await poll(() => page.locator('.co-layout[aria-busy="true"]').count()).toBe(0);
      await page.getByRole('button', { name: 'Pay and Place Order' }).click();
      const dialog = page.locator('dialog.co-code-modal');
      await dialog.waitFor({ timeout: 30_000 });
      // The popup asks for the cash part only.
      expect(await dialog.textContent()).toContain(formatINR(price - CARD_AMOUNT));
      await page.locator('#co-otp').fill(await newestDigits(server, shopper.phone));
      await dialog.getByRole('button', { name: 'Confirm order' }).click();

      await page.locator('#co-thanks-title').waitFor({ timeout: 30_000 });
      expect(await page.locator('#co-thanks-title').textContent()).toBe('Thank You for the purchase');
      expect(
        await page.locator('.co-thanks-facts div', { hasText: 'Paid by gift card' }).locator('dd').textContent(),
      ).toBe(formatINR(CARD_AMOUNT));
      const orderId = (await page.locator('.co-thanks p strong').first().textContent()) ?? '';

      // 5. The order carries the card's part, and the card lost exactly that.
      const [order] = await queryRows<{
        amount: number;
        gift_card_amount: number;
        payment_mode: string;
        status: string;
      }>(
        server.services.database.db,
        sql`SELECT amount, gift_card_amount, payment_mode, status FROM orders WHERE order_id = ${orderId}`,
      );
      expect(order).toMatchObject({
        amount: price,
        gift_card_amount: CARD_AMOUNT,
        payment_mode: 'payment_on_delivery',
        status: 'placed',
      });
      const [card] = await queryRows<{ amount: number; balance: number }>(
        server.services.database.db,
        sql`SELECT amount, balance FROM gift_cards WHERE last4 = ${code.slice(-4)} ORDER BY id DESC LIMIT 1`,
      );
      expect(card).toEqual({ amount: CARD_AMOUNT, balance: CARD_AMOUNT - order!.gift_card_amount });
    });
  });

  it("keeps the card details typed and sent before the balance check's code arrived, and sends them then", async ({
    server,
    browser,
  }) => {
    const { code, mobile } = await buyCard(server, CARD_AMOUNT);
    await withShopper(browser, DESKTOP, async (_context, page) => {
      // Hold the balance check's chunk while the shopper types and presses, as a slow phone would.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/balance-check-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${server.baseUrl}/gifts`);
      await page.waitForFunction(() => Boolean((window as any).__reactRouterRouteModules?.['routes/gifts']));
      const before = page.url();
      const mobileField = page.locator('#gift-balance-mobile_number');
      // The server's form is there, its code is not yet.
      expect(await mobileField.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps')))).toBe(false);
      await mobileField.fill(mobile);
      await page.locator('#gift-balance-card_number').fill(code);
      await page.getByRole('button', { name: 'Send code' }).click();
      release();
      await page.locator('#gift-balance-otp').waitFor({ timeout: 20_000 });
      // Not sent as a plain form: the card's code never went into the address.
      expect(page.url()).toBe(before);
    });
  });
});
