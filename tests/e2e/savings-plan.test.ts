// The savings plan on a phone (docs/decisions/2026-11-27-savings-plan.md): a member fills "Start my plan"
// (a refused amount shown beside its field first), pays the first instalment in the card window, and
// lands on the passbook with its receipt, what is saved and the next due day. Screenshots at 390 and
// 1280 px go to SCREENSHOT_DIR when it is set.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { registerPerson } from '../support/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { asMember, browserAvailable, openHydrated, PHONE, withShopper } from '../support/browser.ts';
import { storeTest } from '../support/e2e-fixtures.ts';

const it = storeTest({ seedProducts: 5 });

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });
const shots = process.env.SCREENSHOT_DIR;

async function fill(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value);
}

describe.skipIf(!browserAvailable)('the savings plan', { timeout: 120_000 }, () => {
  it('a member starts a plan, pays the first instalment and sees the passbook', async ({ server, browser }) => {
    const member = await registerPerson(server);
    await withShopper(browser, PHONE, async (_context, page) => {
      await asMember(page, member.session);
      await openHydrated(page, `${server.baseUrl}/savings-plan`);
      const form = page.locator('form.savings-start-form');
      await form.waitFor({ timeout: 20_000 });

      await fill(page, 'Monthly amount (₹)', '2500');
      await fill(page, 'Your date of birth', '1992-04-18');
      await fill(page, "Nominee's name", 'Lakshmi Rao');
      await fill(page, "Nominee's relation to you", 'Mother');
      await fill(page, "Nominee's age", '61');
      await page.getByLabel(/I accept the/).check();
      await form.getByRole('button', { name: /^Start my plan/ }).click();
      // The server's refusal beside its field, the focus on it.
      await poll(() => page.locator('#plan-monthly_amount-error').textContent()).toContain('multiple of ₹1,000');
      await poll(() => page.evaluate(() => document.activeElement?.id)).toBe('plan-monthly_amount');
      if (shots) await page.screenshot({ path: `${shots}/savings-start-390.png`, fullPage: true });

      await fill(page, 'Monthly amount (₹)', '3000');
      await form.getByRole('button', { name: 'Start my plan and pay ₹3,000' }).click();
      const pay = page.frameLocator('iframe.co-card-frame').getByRole('button', { name: /^Pay ₹/ });
      await pay.waitFor({ timeout: 20_000 });
      await pay.click();

      await poll(() => new URL(page.url()).pathname).toBe('/my-savings-plan');
      const passbook = page.locator('.savings-passbook');
      await passbook.waitFor({ timeout: 20_000 });
      await poll(() => passbook.locator('.savings-status').textContent()).toBe('Active');
      const figures = await passbook.locator('.savings-figures').textContent();
      expect(figures).toContain('Saved so far₹3,000');
      expect(figures).toContain('Redemption value₹3,000');
      const first = passbook.locator('.savings-line').first();
      expect(await first.textContent()).toMatch(/Receipt DFE[0-9A-Z]{12}-01/);
      expect(await passbook.locator('.savings-line.is-paid').count()).toBe(1);
      expect(await passbook.locator('.savings-next').textContent()).toMatch(/^Instalment 2 is due on /);
      expect(await axeViolations(page)).toEqual([]);
      if (shots) {
        await page.screenshot({ path: `${shots}/savings-passbook-390.png`, fullPage: true });
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.screenshot({ path: `${shots}/savings-passbook-1280.png`, fullPage: true });
      }
    });
  });
});
