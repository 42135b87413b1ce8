// The /checkout page in Chromium against the real server: a phone's 3-step wizard to a cash-on-
// delivery order (empty step refused with the spec's toast and field marks, the pincode's India Post
// place, a wrong code then the right one from the dev outbox, the thank-you, the emptied cart, the
// order placed and the purchase event); a card payment through the store's local double on a desktop
// (a failed payment, then a paid one) and a cancelled one keeping the method with a plain notice; coupons (one under its
// threshold refused, one applied from 'View coupons', then removed); an empty cart sent back to /cart;
// and axe on the filled page in both themes.
// An international order on a phone (issue 21 §4): the mobile's country set to the United Kingdom (a
// national number refused until it is one, then taken as +44), the country select moved to the United
// Kingdom, a British postal code, cash on delivery closed, the international charge in the total, the
// delivery promise and the duties notice, a card payment through the local window, and the thank-you
// with the same notices; the order row carries the country, the phone in E.164 and the charge; the
// tracking page shows the international shipping and the duties notice.
// Each flow has its own shopper, phone and email, so none reads another's order or depends on their order.
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { queryRows } from '../../db/client.ts';
import type { Product } from '../../domain/catalog/product.ts';
import { CHECKOUT_REASONS, CHECKOUT_TOASTS, FIELD_MESSAGES } from '../../domain/checkout/messages.ts';
import { formatINR } from '../../domain/money/inr.ts';
import { axeViolations } from '../support/axe.ts';
import {
  browserAvailable,
  checkoutReady,
  DESKTOP,
  PHONE,
  toastsSeen,
  watchToasts,
  withShopper,
  openHydrated,
} from '../support/browser.ts';
import { ADDRESS, CONTACT, latestCode, uniquePhone } from '../support/checkout.ts';
import { controlClock, skipSavePause } from '../support/checkout-clock.ts';
import { storedCart, withCart } from '../support/device-cart.ts';
import { findProduct } from '../support/seeded-products.ts';
import { storeTest } from '../support/e2e-fixtures.ts';
import type { TestServer } from '../support/test-server.ts';

// A light captcha (the browser solves it for real) and no reconciler cancelling unpaid orders mid-flow;
// the international charge set, so the international flow knows the figure it reads (the domestic
// flows never see it).
const CHARGE = 2_500;
const it = storeTest({
  seedProducts: 60,
  env: { ALTCHA_MAX_NUMBER: '1000', INTERNATIONAL_SHIPPING_CHARGE: String(CHARGE) },
});

/** A shared 2-core machine: be patient. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });

const COD = 'Cash on delivery';
const CARD = 'Credit / Debit card, UPI, Net banking';
const THANKS = 'Thank You for the purchase';

/** A seeded piece in stock, not made to order, with a variant whose price fits. */
async function piece(
  server: TestServer,
  fits: (price: number) => boolean,
): Promise<{ product: Product; price: number; variant: Product['variants'][number] }> {
  const product = await findProduct(
    server,
    (p) => p.made_to_order === 'false' && p.stock >= 1 && p.variants.some((v) => fits(v.offerprice)),
  );
  const variant = product.variants.find((v) => fits(v.offerprice))!;
  return { product, price: variant.offerprice, variant };
}

async function open(server: TestServer, page: Page, path: string, theme?: 'light' | 'dark') {
  await controlClock(page);
  if (theme) await page.addInitScript((t) => localStorage.setItem('suvarna.theme', t), theme);
  await openHydrated(page, `${server.baseUrl}${path}`);
}

/** /checkout with its draft loaded (the panels replace 'Preparing your checkout…'). */
async function openCheckout(server: TestServer, page: Page, theme?: 'light' | 'dark') {
  await open(server, page, '/checkout', theme);
  await checkoutReady(page);
}

const pathOf = (page: Page) => new URL(page.url()).pathname;
const currentStep = (page: Page) => page.locator('.co-steps li[aria-current="step"] .co-step-number').textContent();
/** No save waiting or in flight. */
const settled = async (page: Page) => (await page.locator('.co-layout[aria-busy="true"]').count()) === 0;

async function fillContact(page: Page, contact: typeof CONTACT) {
  await page.locator('#co-user-first_name').fill(contact.first_name);
  await page.locator('#co-user-last_name').fill(contact.last_name);
  await page.locator('#co-user-email').fill(contact.email);
  await page.locator('#co-user-phone').fill(contact.phone);
}

/** The address, with the city and state the pincode fills from India Post. */
async function fillAddress(page: Page) {
  await page.locator('#shipping-address_address').fill(ADDRESS.address_address);
  await page.locator('#shipping-address_zipcode').fill(ADDRESS.address_zipcode);
  await poll(() => page.locator('#shipping-address_state').inputValue()).toBe(ADDRESS.address_state);
  await poll(() => page.locator('#shipping-address_city').inputValue()).not.toBe('');
}

/** A payment method chosen and confirmed by the draft's answer (the typed details saved without their pause). */
async function choosePayment(page: Page, label: string) {
  await skipSavePause(page);
  const radio = page.getByLabel(label);
  await poll(() => radio.isEnabled()).toBe(true);
  await radio.check();
  await poll(() => settled(page)).toBe(true);
  expect(await radio.isChecked()).toBe(true);
}

async function orderRow(server: TestServer, orderId: string) {
  const [row] = await queryRows<{ status: string; payment_mode: string; amount: number }>(
    server.services.database.db,
    sql`SELECT status, payment_mode, amount FROM orders WHERE order_id = ${orderId}`,
  );
  return row;
}

/** The thank-you screen's order number. */
async function thankedOrderId(page: Page): Promise<string> {
  await page.locator('#co-thanks-title').waitFor({ timeout: 30_000 });
  expect(await page.locator('#co-thanks-title').textContent()).toBe(THANKS);
  const id = (await page.locator('.co-thanks p strong').first().textContent()) ?? '';
  expect(id).not.toBe('');
  return id;
}

const purchases = (page: Page) =>
  page.evaluate(() =>
    (
      (window as unknown as { dataLayer?: { event?: string; ecommerce?: { transaction_id?: string } }[] }).dataLayer ??
      []
    ).filter((e) => e.event === 'purchase'),
  );

describe.skipIf(!browserAvailable)('checkout', { timeout: 150_000 }, () => {
  it('on a phone: the wizard refuses an empty step, then cash on delivery by code (a wrong one first) to the thank-you', async ({
    server,
    browser,
  }) => {
    const cheap = await piece(server, (p) => p < 49_000);
    const contact = { ...CONTACT, phone: uniquePhone(), email: `cod.${Date.now()}@example.in` };
    await withShopper(browser, PHONE, async (_context, page) => {
      await watchToasts(page);
      await withCart(page, storedCart([cheap]));
      await openCheckout(server, page);
      expect(await currentStep(page)).toBe('1');
      // A focused page: the wordmark, 'Secure checkout' and the help line; no promotion bar, search,
      // trust strip, bottom bar or chat button. The total payable shows on every step.
      expect(await page.getByText('Secure checkout').count()).toBe(1);
      expect(await page.locator('.checkout-help').getAttribute('href')).toMatch(/^tel:\+?\d+$/);
      expect(
        await page.locator('.top-bar, #site-search, .promise-strip, .mobile-bar, .chat-launcher, .scroll-top').count(),
      ).toBe(0);
      const total = page.locator('.co-wizard-total .price');
      expect(await total.textContent()).toBe(formatINR(cheap.price));
      const next = page.getByRole('button', { name: 'Next', exact: true });
      // Only step 1's panels show under 960 px.
      expect(await page.locator('#co-user-first_name').isVisible()).toBe(true);
      expect(await page.locator('#shipping-address_zipcode').isVisible()).toBe(false);

      // Step 1 with nothing typed: the toast, every field marked, and the wizard stays.
      await next.click();
      await poll(() => toastsSeen(page)).toContain(CHECKOUT_TOASTS.userDetailsIncomplete);
      await poll(() => page.locator('#co-user-first_name-error').textContent()).toBe(
        FIELD_MESSAGES.virtual_order_profile_first_name,
      );
      expect(await page.locator('#co-user-last_name-error').textContent()).toBe(
        FIELD_MESSAGES.virtual_order_profile_last_name,
      );
      expect(await page.locator('#co-user-email-error').textContent()).toBe(FIELD_MESSAGES.virtual_order_profile_email);
      expect(await page.locator('#co-user-phone-error').textContent()).toBe(FIELD_MESSAGES.virtual_order_profile_phone);
      expect(await page.locator('#co-user-first_name').getAttribute('aria-invalid')).toBe('true');
      expect(await currentStep(page)).toBe('1');

      // Filled: Next saves at once (no waiting out the 2 s pause) and goes to the delivery step.
      await fillContact(page, contact);
      await next.click();
      await poll(() => currentStep(page)).toBe('2');
      await poll(() => page.locator('#co-user-first_name-error').count()).toBe(0);
      expect(await page.locator('#shipping-address_zipcode').isVisible()).toBe(true);
      // The steps are in view after Next, not under the sticky header; the total is still there.
      const headerBottom = (await page.locator('.site-header').boundingBox())!;
      expect((await page.locator('.co-steps').boundingBox())!.y).toBeGreaterThanOrEqual(
        headerBottom.y + headerBottom.height - 1,
      );
      expect(await total.isVisible()).toBe(true);

      // The pincode: India Post's place in green under it, the city and state filled.
      await fillAddress(page);
      const place = page.locator('.co-pin-place');
      await poll(() => place.textContent()).toMatch(/\S+, \S+/);
      const [r, g, b] = (await place.evaluate((el) => getComputedStyle(el).color)).match(/\d+(\.\d+)?/g)!.map(Number);
      expect(g).toBeGreaterThan(r!);
      expect(g).toBeGreaterThan(b!);
      expect(await page.locator('#shipping-address_zipcode').getAttribute('aria-invalid')).toBeNull();

      await next.click();
      await poll(() => currentStep(page)).toBe('3');
      expect(await next.count()).toBe(0);
      // Previous goes back a step with the address kept; Next returns.
      await page.getByRole('button', { name: 'Previous' }).click();
      await poll(() => currentStep(page)).toBe('2');
      expect(await page.locator('#shipping-address_zipcode').inputValue()).toBe(ADDRESS.address_zipcode);
      await next.click();
      await poll(() => currentStep(page)).toBe('3');
      // The review step says who and where, each with a way back to change it.
      const details = page.locator('#co-review-details');
      expect(await details.textContent()).toContain(ADDRESS.address_zipcode);
      expect(await details.textContent()).toContain(contact.phone);
      await details.getByRole('button', { name: 'Edit the delivery' }).click();
      await poll(() => currentStep(page)).toBe('2');
      await next.click();
      await poll(() => currentStep(page)).toBe('3');

      await choosePayment(page, COD);
      // The button says what the press does: no money now, this much on delivery.
      const placeOrder = page.getByRole('button', { name: 'Pay and Place Order' });
      await poll(() => placeOrder.textContent()).toContain(`Place order, pay ${formatINR(cheap.price)} on delivery`);
      expect(await total.isVisible()).toBe(true);
      await placeOrder.click();
      const dialog = page.locator('dialog.co-code-modal');
      await dialog.waitFor({ timeout: 30_000 });
      expect(await dialog.textContent()).toContain(contact.phone.slice(-4));

      // A wrong code: the spec's text in the popup, which stays.
      const code = await latestCode(server, contact.phone);
      expect(code).toMatch(/^\d{4}$/);
      await page.locator('#co-otp').fill(code === '0000' ? '1111' : '0000');
      await dialog.getByRole('button', { name: 'Confirm order' }).click();
      await poll(() => dialog.getByRole('alert').textContent()).toBe(CHECKOUT_TOASTS.wrongOtp);
      expect(await dialog.isVisible()).toBe(true);

      await page.locator('#co-otp').fill(code);
      await dialog.getByRole('button', { name: 'Confirm order' }).click();
      const orderId = await thankedOrderId(page);
      // The heading takes the focus, so a screen reader starts there.
      await poll(() => page.evaluate(() => document.activeElement?.id)).toBe('co-thanks-title');

      // The device cart is emptied: back in the shop, the bottom bar's badge and the header say 0.
      await page.locator('.site-header .wordmark').click();
      await poll(() => page.locator('.mobile-bar-cart .count-badge').textContent()).toBe('0');
      expect(await page.locator('.header-cart').getAttribute('aria-label')).toBe('Cart, 0 items');
      expect(await orderRow(server, orderId)).toMatchObject({
        status: 'placed',
        payment_mode: 'payment_on_delivery',
        amount: cheap.price,
      });
      const events = await purchases(page);
      expect(events).toHaveLength(1);
      expect(events[0]!.ecommerce).toMatchObject({ transaction_id: orderId, currency: 'INR' });
    });
  });

  it('on a desktop: a card payment through the local window fails once, then is paid', async ({ server, browser }) => {
    const chosen = await piece(server, (p) => p < 49_000);
    const contact = { ...CONTACT, phone: uniquePhone(), email: `card.${Date.now()}@example.in` };
    await withShopper(browser, DESKTOP, async (_context, page) => {
      await withCart(page, storedCart([chosen]));
      await openCheckout(server, page);
      // No wizard from 960 px: every panel at once.
      expect(await page.getByRole('button', { name: 'Next', exact: true }).isVisible()).toBe(false);
      await fillContact(page, contact);
      await fillAddress(page);
      await choosePayment(page, CARD);
      await page.getByRole('button', { name: 'Pay and Place Order' }).click();

      const dialog = page.locator('dialog.co-card-modal');
      await dialog.waitFor({ timeout: 30_000 });
      const frame = page.frameLocator('iframe.co-card-frame');
      const pay = frame.getByRole('button', { name: /^Pay ₹/ });
      await pay.waitFor({ timeout: 20_000 });

      await frame.getByRole('button', { name: 'Make the payment fail' }).click();
      // The provider's failure text in the window, which stays open for another try.
      await poll(() => dialog.getByRole('alert').textContent()).toMatch(/payment could not be completed/i);
      expect(await dialog.isVisible()).toBe(true);
      expect(await page.locator('#co-thanks-title').count()).toBe(0);
      await poll(() => pay.isEnabled()).toBe(true);

      await pay.click();
      const orderId = await thankedOrderId(page);
      expect(await page.locator('dialog.co-card-modal').count()).toBe(0);
      expect(await orderRow(server, orderId)).toMatchObject({
        status: 'placed',
        payment_mode: 'online_payment_razorpay',
        amount: chosen.price,
      });
      expect((await purchases(page))[0]?.ecommerce).toMatchObject({ transaction_id: orderId });
      await page.locator('.site-header .wordmark').click();
      await poll(() => page.locator('.header-cart').getAttribute('aria-label')).toBe('Cart, 0 items');
    });
  });

  it("on a desktop: 'Cancel' in the card window closes it, says no money was taken and keeps the payment method", async ({
    server,
    browser,
  }) => {
    const chosen = await piece(server, (p) => p < 49_000);
    const contact = { ...CONTACT, phone: uniquePhone(), email: `cancel.${Date.now()}@example.in` };
    await withShopper(browser, DESKTOP, async (_context, page) => {
      await withCart(page, storedCart([chosen]));
      await openCheckout(server, page);
      await fillContact(page, contact);
      await fillAddress(page);
      await choosePayment(page, CARD);
      await page.getByRole('button', { name: 'Pay and Place Order' }).click();
      const dialog = page.locator('dialog.co-card-modal');
      await dialog.waitFor({ timeout: 30_000 });
      await page.frameLocator('iframe.co-card-frame').getByRole('button', { name: 'Cancel' }).click();

      await poll(() => dialog.count()).toBe(0);
      // Not a silent reset (docs/decisions/2026-11-26-failed-card-payment.md): said plainly, the card still chosen.
      await poll(() => page.locator('.co-stopped').textContent()).toContain('no money was taken');
      await poll(() => settled(page)).toBe(true);
      expect(await page.getByLabel(CARD).isChecked()).toBe(true);
      expect(await page.getByLabel(COD).isChecked()).toBe(false);
      // The server's draft keeps it too.
      const session = await page.evaluate(
        () => (JSON.parse(localStorage.getItem('suvarna.cart')!) as { data: { session: string } }).data.session,
      );
      const draft = await server.post('virtual_order', { session });
      expect(draft.status).toBe(200);
      expect(draft.body.message.order.applied_payment_method?.virtual_order_payment_mode).toBe(
        'online_payment_razorpay',
      );
      // The shopper's details are still there, and no order was thanked.
      expect(await page.locator('#co-user-first_name').inputValue()).toBe(contact.first_name);
      expect(await page.locator('#co-thanks-title').count()).toBe(0);
    });
  });

  it('refuses a coupon under its threshold, applies one from View coupons, and the trash removes it', async ({
    server,
    browser,
  }) => {
    // FLAT2000: orders above ₹15,000; a cart well below LAKH5000's ₹1 Lakh.
    const chosen = await piece(server, (p) => p > 15_000 && p < 49_000);
    await withShopper(browser, DESKTOP, async (_context, page) => {
      await watchToasts(page);
      await withCart(page, storedCart([chosen]));
      await openCheckout(server, page);
      const total = page.locator('.co-total dd');
      const rupees = async () => Number(((await total.textContent()) ?? '').replace(/\D/g, ''));
      await poll(rupees).toBe(chosen.price);

      const panel = page.locator('#co-coupon');
      await page.locator('#co-coupon-code').fill('lakh5000');
      expect(await page.locator('#co-coupon-code').inputValue()).toBe('LAKH5000');
      await panel.getByRole('button', { name: 'Apply' }).click();
      const alert = panel.locator('.form-alert[role="alert"]');
      await poll(() => alert.textContent()).toBe(CHECKOUT_REASONS.SUBTOTAL_LESS_THAN_AMOUNT_LIMIT.text);
      const [r, g, b] = (await alert.evaluate((el) => getComputedStyle(el).color)).match(/\d+(\.\d+)?/g)!.map(Number);
      expect(r).toBeGreaterThan(g!);
      expect(r).toBeGreaterThan(b!);
      expect(await page.locator('.co-summary dt', { hasText: 'Discount' }).count()).toBe(0);

      await panel.getByRole('button', { name: 'View coupons' }).click();
      const list = page.locator('dialog.co-coupons-modal');
      await list.waitFor();
      const codes = await list.locator('.co-code').allTextContents();
      expect(codes).toEqual(expect.arrayContaining(['WELCOME10', 'FLAT2000', 'LAKH5000']));
      await list.locator('li', { hasText: 'FLAT2000' }).getByRole('button', { name: 'Apply' }).click();

      await poll(() => toastsSeen(page)).toContain(CHECKOUT_TOASTS.couponApplied);
      await poll(() => list.count()).toBe(0);
      await poll(() => page.locator('.co-summary dt', { hasText: 'Discount' }).textContent()).toBe(
        'Discount (FLAT2000)',
      );
      await poll(rupees).toBe(chosen.price - 2_000);
      expect(await alert.count()).toBe(0);

      await panel.getByRole('button', { name: 'Remove coupon FLAT2000' }).click();
      await poll(() => page.locator('.co-summary dt', { hasText: 'Discount' }).count()).toBe(0);
      await poll(rupees).toBe(chosen.price);
      expect(await page.locator('#co-coupon-code').isVisible()).toBe(true);
    });
  });

  // Next on an empty step brings the first marked field into focus a moment later (once the marks
  // have rendered); a shopper who has gone to another field by then keeps typing there.
  it('on a phone: the empty step marked, focus goes to its first field, but not away from a field the shopper chose', async ({
    server,
    browser,
  }) => {
    const cheap = await piece(server, (p) => p < 49_000);
    await withShopper(browser, PHONE, async (_context, page) => {
      await watchToasts(page);
      await withCart(page, storedCart([cheap]));
      await openCheckout(server, page);
      const next = page.getByRole('button', { name: 'Next', exact: true });
      const focusedId = () => page.evaluate(() => document.activeElement?.id);

      await next.click();
      await poll(() => toastsSeen(page)).toContain(CHECKOUT_TOASTS.userDetailsIncomplete);
      await poll(focusedId).toBe('co-user-first_name');

      await page.locator('#co-user-last_name').click();
      await next.click();
      // Typed key by key straight after Next, as a person would: longer than the moment before focus moves.
      await page.locator('#co-user-email').click();
      await page.locator('#co-user-email').pressSequentially('late.typist@example.in', { delay: 60 });
      expect(await page.locator('#co-user-email').inputValue()).toBe('late.typist@example.in');
      expect(await page.locator('#co-user-first_name').inputValue()).toBe('');
      expect(await focusedId()).toBe('co-user-email');
    });
  });

  it('sends an empty cart back to /cart with the toast', async ({ server, browser }) => {
    await withShopper(browser, PHONE, async (_context, page) => {
      await watchToasts(page);
      await open(server, page, '/checkout');
      await poll(() => pathOf(page)).toBe('/cart');
      await poll(() => toastsSeen(page)).toContain(CHECKOUT_TOASTS.emptyCart);
    });
  });

  it.for(['light', 'dark'] as const)(
    'the filled page and its coupon list have no serious or critical axe violations and no console errors in the %s theme',
    async (theme, { server, browser }) => {
      const chosen = await piece(server, (p) => p > 15_000 && p < 49_000);
      await withShopper(browser, DESKTOP, async (_context, page) => {
        const errors: string[] = [];
        // As accessibility.test.ts does: a blocked resource, a failed request or an uncaught error shows
        // in the console. None is expected: the shipping save waits for the pincode's city and state.
        page.on('console', (m) => {
          if (m.type() !== 'error') return;
          errors.push(`${m.text().slice(0, 200)} ${m.location().url}`);
        });
        page.on('pageerror', (e) => errors.push(e.message));
        await withCart(page, storedCart([chosen]));
        await openCheckout(server, page, theme);
        expect(await page.locator('html').getAttribute('data-theme')).toBe(theme);
        await fillContact(page, { ...CONTACT, phone: uniquePhone() });
        await fillAddress(page);
        await poll(() => page.locator('.co-pin-place').count()).toBe(1);
        await skipSavePause(page);
        await poll(() => settled(page)).toBe(true);
        const severe = (found: string[]) => found.filter((v) => /\((serious|critical)\)/.test(v));
        const page1 = await axeViolations(page);
        expect(severe(page1)).toEqual([]);

        await page.getByRole('button', { name: 'View coupons' }).click();
        await page.locator('dialog.co-coupons-modal').waitFor();
        const dialog = await axeViolations(page);
        expect(severe(dialog)).toEqual([]);
        // Lesser findings are reported, not failed on.
        if (page1.length + dialog.length > 0)
          console.warn(`checkout axe (${theme}), minor or moderate:\n${[...page1, ...dialog].join('\n')}`);
        expect(errors).toEqual([]);
      });
    },
  );
});

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
