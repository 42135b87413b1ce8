// A form whose code comes on the first touch (app/lib/touch-lazy.tsx), in Chromium: the login page
// loads without the form's chunk; focus in the form asks for it; while the chunk is held back (the
// test releases it, no timing), the shopper types the email and password and presses Log in; once
// the chunk arrives, the press is replayed with what was typed, and the server's refusal shows. A
// form that lost the typed text would show 'Please enter your password.' instead.
import { describe, expect } from 'vitest';
import { ACCOUNT_TEXTS } from '../../domain/accounts/messages.ts';
import { browserAvailable, openHydrated, PHONE, withShopper } from '../support/browser.ts';
import { storeTest } from '../support/e2e-fixtures.ts';
import { holdBack } from '../support/hold-back.ts';

// Writes: a failed login is counted against the account's email.
const it = storeTest({ seedProducts: 10 });

const FORM_CHUNK = /\/assets\/login-form-[^/]+\.js$/;

describe.skipIf(!browserAvailable)('a form whose code comes on the first touch', { timeout: 150_000 }, () => {
  it('keeps what was typed and the press on Log in made before the code came', async ({ server, browser }) => {
    await withShopper(browser, PHONE, async (_context, page) => {
      const { asked, release } = await holdBack(page, FORM_CHUNK);
      await openHydrated(page, `${server.baseUrl}/login`);
      // The page is live without the form's code.
      expect(asked).toEqual([]);

      await page.locator('#login-email').fill('nobody.here@example.in');
      await expect.poll(() => asked.length, { timeout: 20_000 }).toBe(1);
      await page.locator('#login-password').fill('not-the-password');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      // Still the server's form: nothing sent, nothing marked.
      expect(await page.locator('.form-alert, [aria-invalid="true"]').count()).toBe(0);

      release();
      await expect
        .poll(() => page.locator('.account-form').textContent(), { timeout: 30_000 })
        .toContain(`${ACCOUNT_TEXTS.loginFailed} The email or the password is not correct.`);
      expect(await page.locator('#login-password').getAttribute('aria-invalid')).toBeNull();
      expect(new URL(page.url()).pathname).toBe('/login');
    });
  });
});
