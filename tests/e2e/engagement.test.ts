// The engagement forms in Chromium as a shopper uses them: the WhatsApp chat panel on a tablet (opens,
// closes by the overlay and Escape with the focus back on its button, a wrong Indian number refused
// with the spec's message, a submit that closes, toasts and resets), the newsletter round trip (the
// footer form, the mail in the dev outbox, its unsubscribe link, home with the spec's toast), the
// customer service enquiry. axe on /customer-service runs in
// accessibility-states.test.ts.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { CHAT_TOAST, SUBSCRIPTION_TOASTS } from '../../domain/engagement/messages.ts';
import { INVALID_INDIAN_PHONE } from '../../domain/forms/field-rules.ts';
import { axeViolations } from '../support/axe.ts';
import {
  browserAvailable,
  DESKTOP,
  openHydrated,
  PHONE,
  toastsSeen,
  watchToasts,
  withShopper,
} from '../support/browser.ts';
import { storeTest } from '../support/e2e-fixtures.ts';
import type { TestServer } from '../support/test-server.ts';

const it = storeTest({ seedProducts: 20, env: { ALTCHA_MAX_NUMBER: '1000' } });

const unique = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.in`;

/** Polls the dev outbox until a message to `to` arrives (the worker delivers it after commit). */
async function outboxFor(server: TestServer, to: string): Promise<{ channel: string; text: string }[]> {
  for (;;) {
    const res = await server.get<{ messages: { channel: string; text: string }[] }>(
      `/api/dev/outbox?to=${encodeURIComponent(to)}`,
    );
    if (res.body.messages.length > 0) return res.body.messages;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const dialogOpen = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLDialogElement>('dialog.chat-dialog')?.open ?? false);
const focusedIsLauncher = (page: Page) =>
  page.evaluate(() => document.activeElement?.classList.contains('chat-launcher') ?? false);

/** A tablet: from 768 px the chat button floats (on a phone the side menu opens the panel: floating-buttons.test.ts). */
const TABLET = { width: 820, height: 1180 };

describe.skipIf(!browserAvailable)('the WhatsApp chat panel on a tablet', () => {
  it('opens from its button, closes by the overlay and Escape, refuses a wrong number, then submits, closes, toasts and resets', async ({
    server,
    browser,
  }) => {
    await withShopper(browser, TABLET, async (_context, page) => {
      await watchToasts(page);
      await openHydrated(page, `${server.baseUrl}/`);
      const launcher = page.getByRole('button', { name: 'Chat with us on WhatsApp' });
      // Its code is not part of the first load: the panel exists only once the button is pressed.
      expect(await page.locator('dialog.chat-dialog').count()).toBe(0);

      await launcher.click();
      const dialog = page.getByRole('dialog', { name: 'Chat with us on WhatsApp' });
      await dialog.waitFor();
      expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
      await page.getByLabel('Name').fill('Anjali Menon');
      // A click on the overlay, outside the panel, closes it; the focus goes back to the button.
      await page.mouse.click(5, 5);
      await page.waitForFunction(() => !document.querySelector<HTMLDialogElement>('dialog.chat-dialog')?.open);
      expect(await focusedIsLauncher(page)).toBe(true);

      await launcher.click();
      await dialog.waitFor();
      // Closed by the overlay, the panel kept what was typed.
      expect(await page.getByLabel('Name').inputValue()).toBe('Anjali Menon');
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector<HTMLDialogElement>('dialog.chat-dialog')?.open);
      expect(await focusedIsLauncher(page)).toBe(true);

      await launcher.click();
      await dialog.waitFor();
      const email = unique('chat');
      await page.getByLabel('Mobile number').fill('+9198765432101');
      await page.getByLabel('Email address').fill(email);
      await page.getByRole('button', { name: 'Start chat' }).click();
      await page.getByText('Invalid Indian phone number').waitFor();
      expect(await page.getByLabel('Mobile number').getAttribute('aria-invalid')).toBe('true');
      expect(await dialogOpen(page)).toBe(true);

      await page.getByLabel('Mobile number').fill('+91 98470 55555');
      await page.getByLabel('Message (optional)').fill("Do you have the Kochi store's solitaires in size 12?");
      await page.getByRole('button', { name: 'Start chat' }).click();
      await page.waitForFunction(() => !document.querySelector<HTMLDialogElement>('dialog.chat-dialog')?.open);
      await page.waitForFunction(
        (text) => (window as unknown as { __toasts: string[] }).__toasts.includes(text),
        CHAT_TOAST,
      );
      expect(await toastsSeen(page)).toContain(CHAT_TOAST);
      const acknowledgement = await outboxFor(server, '9847055555');
      expect(acknowledgement[0]!.channel).toBe('whatsapp');

      // Opened again, the panel is empty.
      await launcher.click();
      await dialog.waitFor();
      expect(await page.getByLabel('Name').inputValue()).toBe('');
      expect(await page.getByLabel('Email address').inputValue()).toBe('');
      expect(await page.getByLabel('Mobile number').inputValue()).toBe('+91 ');
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});

describe.skipIf(!browserAvailable)('the newsletter round trip', () => {
  it('subscribes in the footer, mails the link, and the link unsubscribes and brings the shopper home with the spec toast', async ({
    server,
    browser,
  }) => {
    await withShopper(browser, DESKTOP, async (_context, page) => {
      await watchToasts(page);
      await openHydrated(page, `${server.baseUrl}/customer-service`);
      const email = unique('Reader');
      const form = page.locator('form.newsletter');
      await form.getByRole('textbox').fill(email);
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await page.waitForFunction(
        (text) => (window as unknown as { __toasts: string[] }).__toasts.includes(text),
        SUBSCRIPTION_TOASTS.subscribed,
      );
      expect(await form.getByRole('textbox').inputValue()).toBe('');

      // The same address again (another case) is already subscribed.
      await form.getByRole('textbox').fill(email.toUpperCase());
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await page.waitForFunction(
        (text) => (window as unknown as { __toasts: string[] }).__toasts.includes(text),
        SUBSCRIPTION_TOASTS.already,
      );

      const [mail] = await outboxFor(server, email);
      const link = /https?:\/\/\S+\/newsletter\/unsubscribe\/[A-Za-z0-9_-]{43}/.exec(mail!.text)![0];
      const path = new URL(link).pathname;
      await openHydrated(page, `${server.baseUrl}${path}`);
      await page.waitForFunction(
        (text) => (window as unknown as { __toasts: string[] }).__toasts.includes(text),
        SUBSCRIPTION_TOASTS.unsubscribed,
      );
      // Home, with t and c removed once read.
      await page.waitForFunction(() => location.pathname === '/' && location.search === '');
    });
  });
});

describe.skipIf(!browserAvailable)('the customer service enquiry', () => {
  it("shows each field's problem, then files the enquiry and shows its reference", async ({ server, browser }) => {
    await withShopper(browser, PHONE, async (_context, page) => {
      // The browser's checks are the API's schema (loaded on demand): nothing goes out until they pass,
      // and zod's parser never asks for eval, which the store's script-src refuses.
      const sent: string[] = [];
      page.on('request', (req) => {
        const path = new URL(req.url()).pathname;
        if (path === '/api/customerservice' || path === '/api/captcha/challenge') sent.push(path);
      });
      // A caught eval is not on the console: the page's violation event is what tells.
      await page.addInitScript(() => {
        const seen: string[] = ((window as unknown as { __violations: string[] }).__violations = []);
        document.addEventListener('securitypolicyviolation', (e) =>
          seen.push(`${e.effectiveDirective} ${e.blockedURI}`),
        );
      });
      const violations = () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
      await openHydrated(page, `${server.baseUrl}/customer-service`);
      await page.getByRole('button', { name: 'Send enquiry' }).click();
      await page.getByText('Please enter your name.').waitFor();
      expect(await page.getByText('Please choose a type of enquiry.').isVisible()).toBe(true);
      expect(await page.getByText('Please tell us how we can help.').isVisible()).toBe(true);
      await page.getByLabel('Mobile number').fill('+91 12345 67890');
      await page.getByRole('button', { name: 'Send enquiry' }).click();
      await expect.poll(() => page.locator('#cs-phone-error').textContent()).toBe(INVALID_INDIAN_PHONE);
      expect(await page.getByLabel('Mobile number').getAttribute('aria-invalid')).toBe('true');
      expect(sent).toEqual([]);
      expect(await violations()).toEqual([]);

      await page.getByLabel('Name').fill('Ravi Nair');
      await page.getByLabel('Email address').fill(unique('asker'));
      await page.getByLabel('Mobile number').fill('+91 98470 12345');
      await page.getByLabel('Type of enquiry').selectOption('returns-and-exchange');
      await page.getByLabel('How can we help?').fill('<script>alert(1)</script> I would like to return a ring.');
      await page.getByRole('button', { name: 'Send enquiry' }).click();
      const receipt = page.getByText(/Your reference is/);
      await receipt.waitFor();
      expect(await receipt.textContent()).toMatch(/CS-[2-9A-Z]{8}/);
      expect(sent).toEqual(['/api/captcha/challenge', '/api/customerservice']);
      expect(await page.getByLabel('Name').inputValue()).toBe('');
    });
  });
});

describe.skipIf(!browserAvailable)('the savings plan enquiry', () => {
  it('works out the example for the amount typed, refuses less than ₹1,000, then files the enquiry', async ({
    server,
    browser,
  }) => {
    await withShopper(browser, PHONE, async (_context, page) => {
      await openHydrated(page, `${server.baseUrl}/savings-plan`);
      expect(
        await page.getByText('Save from ₹1,000 a month, in whole rupees; there is no upper limit.').isVisible(),
      ).toBe(true);
      const example = page.locator('.dfe-example');
      expect(await example.textContent()).toContain('₹5,000');

      await page.getByLabel('Name').fill('Lakshmi Varma');
      await page.getByLabel('Email address').fill(unique('saver'));
      await page.getByLabel('Mobile number').fill('+91 98470 12345');
      await page.getByLabel('Monthly instalment (₹)').fill('999');
      await page.getByLabel('Where would you like to join?').selectOption('kochi');
      await page.getByRole('button', { name: 'Ask us to call me' }).click();
      await page.getByText('The monthly instalment is at least ₹1,000.').waitFor();

      await page.getByLabel('Monthly instalment (₹)').fill('2,500');
      await expect.poll(() => example.textContent()).toContain('₹29,250');
      expect(await example.textContent()).toContain('₹27,500');
      expect(await example.textContent()).toContain('₹1,750');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Ask us to call me' }).click();
      const receipt = page.getByText(/Your reference is/);
      await receipt.waitFor();
      expect(await receipt.textContent()).toMatch(/DFE-[2-9A-Z]{8}/);
    });
  });
});
