// The email's verification link on a phone (docs/decisions/2026-11-27-email-proofs.md): a guest order
// placed with an email, then an account registered with that email at /create. The dashboard asks to
// verify the email and sends the link again; the link from the mail says "Your email is verified" and
// once "We found 1 earlier order placed with your email", and My orders lists the order. Screenshots to
// SCREENSHOT_DIR.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { newPerson, STRONG_PASSWORD } from '../support/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { browserAvailable, openHydrated, PHONE, withShopper } from '../support/browser.ts';
import { latestCode, uniquePhone } from '../support/checkout.ts';
import { storeTest } from '../support/e2e-fixtures.ts';
import { createOrder } from '../support/order-factory.ts';
import type { TestServer } from '../support/test-server.ts';

const it = storeTest({ seedProducts: 5 });

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });
const shots = process.env.SCREENSHOT_DIR;

async function open(server: TestServer, page: Page, url: string) {
  await openHydrated(page, `${server.baseUrl}${url}`);
}

/** The newest verification link mailed to the address, as the dev outbox holds it. */
async function newestLinkFor(server: TestServer, email: string, notThis = ''): Promise<string> {
  let token = '';
  await poll(async () => {
    const res = await server.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
    token = (res.body.messages as { code: string | null }[]).find((m) => m.code)?.code ?? '';
    return token !== '' && token !== notThis;
  }).toBe(true);
  return token;
}

describe.skipIf(!browserAvailable)('the email verification link', { timeout: 150_000 }, () => {
  it.override('device', PHONE);
  it('a guest order with an email joins the account registered with it once the link proves the email', async ({
    server,
    browser,
  }) => {
    const person = newPerson({ first_name: 'Lakshmi', phone: uniquePhone() });
    // A guest order with this email and another mobile: only the email can bring it.
    const order = await createOrder(server.services.database.db, {
      email: person.email,
      phone: uniquePhone(),
      paymentMode: 'online_payment_razorpay',
    });

    await withShopper(browser, PHONE, async (_context, page) => {
      await open(server, page, '/create');
      await page.getByLabel('First name').fill(person.first_name);
      await page.getByLabel('Last name').fill(person.last_name);
      await page.getByLabel('Mobile number').fill(person.phone);
      await page.getByLabel('Email address').fill(person.email);
      await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
      await page.getByLabel('Confirm password').fill(STRONG_PASSWORD);
      await page.getByRole('button', { name: 'Create account' }).click();
      await poll(() => new URL(page.url()).pathname).toBe('/customer/account/success');
      const welcomeLink = await newestLinkFor(server, person.email);

      // Not proved yet: My orders is empty, the dashboard asks for the link and sends it again.
      await open(server, page, '/my-orders');
      await poll(() => page.getByText('You have not ordered yet').isVisible()).toBe(true);
      await open(server, page, '/dashboard');
      const notice = page.getByRole('region', { name: 'Verify your email' });
      await poll(() => notice.isVisible()).toBe(true);
      expect(await notice.textContent()).toContain(person.email);
      await notice.getByRole('button', { name: 'Send the link again' }).click();
      await poll(() => notice.getByRole('status').textContent()).toBe(
        `We sent a new link to ${person.email}. It works once, for 24 hours.`,
      );
      expect(await axeViolations(page)).toEqual([]);
      if (shots) await page.screenshot({ path: `${shots}/email-proof-dashboard-390.png` });
      const token = await newestLinkFor(server, person.email, welcomeLink);

      // The welcome mail's link was replaced by the newer one: it says so and offers a new link.
      await open(server, page, `/verify-email?token=${welcomeLink}`);
      await poll(() => page.getByRole('alert').textContent()).toBe(
        'This verification link has expired. Send a new link to verify your email.',
      );
      expect(await page.getByRole('button', { name: 'Send a new link' }).isVisible()).toBe(true);

      await open(server, page, `/verify-email?token=${token}`);
      await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Your email is verified');
      expect(await page.getByText('We found 1 earlier order placed with your email').isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      if (shots) await page.screenshot({ path: `${shots}/email-proof-verified-390.png` });

      await page.getByRole('link', { name: 'My orders', exact: true }).last().click();
      await poll(() => new URL(page.url()).pathname).toBe('/my-orders');
      await poll(() => page.locator('.order-card').count()).toBe(1);
      expect(await page.locator('.order-card-id', { hasText: order.orderId }).count()).toBe(1);

      // Said once: the link again says it was used; the dashboard no longer asks.
      await open(server, page, `/verify-email?token=${token}`);
      await poll(() => page.getByRole('alert').textContent()).toContain('already used');
      expect(await page.getByText('earlier order placed with your email').count()).toBe(0);
      await open(server, page, '/dashboard');
      await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Hello');
      expect(await page.getByRole('region', { name: 'Verify your email' }).count()).toBe(0);
    });
  });

  it('a registration that carries a code to the mobile brings its guest orders at once', async ({
    server,
    browser,
  }) => {
    const person = newPerson({ first_name: 'Kavya', phone: uniquePhone() });
    const order = await createOrder(server.services.database.db, {
      email: `guest.${Date.now()}@example.in`,
      phone: person.phone,
      paymentMode: 'payment_on_delivery',
    });
    await withShopper(browser, PHONE, async (_context, page) => {
      await open(server, page, '/create');
      await page.getByLabel('First name').fill(person.first_name);
      await page.getByLabel('Last name').fill(person.last_name);
      await page.getByLabel('Mobile number').fill(person.phone);
      await page.getByRole('button', { name: 'Verify this mobile now (optional)' }).click();
      await page.getByLabel('Code sent to your mobile').waitFor();
      await page.getByLabel('Code sent to your mobile').fill(await latestCode(server, person.phone));
      await page.getByLabel('Email address').fill(person.email);
      await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
      await page.getByLabel('Confirm password').fill(STRONG_PASSWORD);
      if (shots) await page.screenshot({ path: `${shots}/register-code-390.png`, fullPage: true });
      await page.getByRole('button', { name: 'Create account' }).click();
      await poll(() => new URL(page.url()).pathname).toBe('/customer/account/success');
      await open(server, page, '/my-orders');
      await poll(() => page.getByText('We found 1 earlier order placed with your mobile').isVisible()).toBe(true);
      // The notice comes with the page; the list of orders a moment later.
      await poll(() => page.locator('.order-card-id', { hasText: order.orderId }).count()).toBe(1);
    });
  });
});
