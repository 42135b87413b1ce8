// A member moves their account to another email on a phone: from the profile, the new address and
// the password; the page says the email stays until the link is opened; the link from the new
// address's mail opens /verify-email, and the profile then shows the new address. What the calls
// store and refuse is tests/api/email-proofs.test.ts's.
import { describe, expect } from 'vitest';
import { asMember, browserAvailable, openHydrated, PHONE, withShopper } from '../support/browser.ts';
import { registerPerson, STRONG_PASSWORD } from '../support/accounts.ts';
import { storeTest } from '../support/e2e-fixtures.ts';

const it = storeTest({ seedProducts: 5 });
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

describe.skipIf(!browserAvailable)('changing the email', () => {
  it('sends a link to the new address and moves the account when it is opened', async ({ server, browser }) => {
    const member = await registerPerson(server);
    const fresh = `asha.new.${Date.now()}@example.in`;
    await withShopper(browser, PHONE, async (_context, page) => {
      await asMember(page, member.session);
      await openHydrated(page, `${server.baseUrl}/user/profile`);
      await page.getByRole('link', { name: 'Change', exact: true }).click();
      await poll(() => new URL(page.url()).pathname).toBe('/change-email');
      await page.getByLabel('New email address').fill(member.person.email);
      await page.getByLabel('Password').fill(STRONG_PASSWORD);
      await page.getByRole('button', { name: 'Send the link' }).click();
      // The address the account has: said beside the field.
      await page.getByText('This is already the email of your account.').waitFor();

      await page.getByLabel('New email address').fill(fresh);
      await page.getByRole('button', { name: 'Send the link' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `Your email stays ${member.person.email}` })
        .waitFor();

      const mails = (await server.get(`/api/dev/outbox?to=${encodeURIComponent(fresh)}`)).body.messages as {
        code: string | null;
      }[];
      await openHydrated(page, `${server.baseUrl}/verify-email?token=${mails.find((m) => m.code)!.code}`);
      await page.getByText('Your email is changed and verified').waitFor();
      await openHydrated(page, `${server.baseUrl}/user/profile`);
      await poll(() => page.locator('.profile-facts').textContent()).toContain(fresh);
      // The link to the new address proved it.
      expect(await page.locator('.profile-facts div').first().locator('.profile-proved').textContent()).toBe(
        'Verified',
      );
    });
  });
});
