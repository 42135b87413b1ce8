// The savings plan in Chromium on a phone, one server for its flows (docs/decisions/2026-11-30-desk-files.md);
// each flow registers its own member, so none reads another's plan or depends on their order.
// - Starting a plan (docs/decisions/2026-11-27-savings-plan.md): a member fills "Start my plan" (a
//   refused amount shown beside its field first), pays the first instalment in the card window, and
//   lands on the passbook with its receipt, what is saved and the next due day. Screenshots at 390 and
//   1280 px go to SCREENSHOT_DIR when it is set.
// - Redeeming a matured plan at checkout at 390 px (docs/decisions/2026-11-27-savings-plan-redemption.md):
//   the member's matured plan shows in the Savings Plan panel of the wizard's last step, one press
//   applies it, the summary and the bottom bar show what is left to pay, and removing it puts the whole
//   total back.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { formatINR } from '../../domain/money/inr.ts';
import { planIdFromBytes } from '../../domain/savings/plan-id.ts';
import { registerPerson } from '../support/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { asMember, browserAvailable, checkoutReady, openHydrated, PHONE, withShopper } from '../support/browser.ts';
import { ADDRESS, CONTACT, uniquePhone } from '../support/checkout.ts';
import { storeTest } from '../support/e2e-fixtures.ts';
import { findProduct, withoutSize } from '../support/seeded-products.ts';
import type { TestServer } from '../support/test-server.ts';

// 60 pieces and an easy captcha: the redemption's member checks out a piece between ₹12,000 and ₹60,000.
const it = storeTest({ seedProducts: 60, env: { ALTCHA_MAX_NUMBER: '1000' } });
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });
const shots = process.env.SCREENSHOT_DIR;

async function fill(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value);
}

const VALUE = 11_700;

/** A ₹1,000-a-month plan of the member on its day 335, every instalment paid on its due day. */
async function maturedPlan(server: TestServer, userId: number): Promise<string> {
  const db = server.services.database.db;
  const planId = planIdFromBytes(randomBytes(8));
  await db.execute(
    sql`INSERT INTO savings_plans (plan_id, user_id, status, monthly_amount, date_of_birth, nominee_name, nominee_relation, nominee_age, started_on)
        VALUES (${planId}, ${userId}, 'active', 1000, '1990-08-15', 'Lakshmi Rao', 'Mother', 58, (now() AT TIME ZONE 'Asia/Kolkata')::date - 335)`,
  );
  for (let n = 1; n <= 11; n++)
    await db.execute(
      sql`INSERT INTO savings_instalments (plan_ref, n, amount, provider_order_id, provider_payment_id, receipt_no, paid_on)
          SELECT id, ${n}, 1000, ${`order_e${planId}${n}`}, ${`pay_e${planId}${n}`}, ${`${planId}-${String(n).padStart(2, '0')}`},
                 started_on + ${(n - 1) * 30}::int FROM savings_plans WHERE plan_id = ${planId}`,
    );
  return planId;
}

const rupees = async (page: Page, selector: string) =>
  Number(((await page.locator(selector).first().textContent()) ?? '').replace(/\D/g, ''));

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

describe.skipIf(!browserAvailable)('a savings plan at checkout', { timeout: 180_000 }, () => {
  it('applies the member’s matured plan and leaves the rest to pay on delivery', async ({ server, browser }) => {
    const piece = await findProduct(
      server,
      (p) =>
        withoutSize(p) &&
        p.made_to_order === 'false' &&
        p.stock >= 1 &&
        p.variants[0]!.offerprice > 12_000 &&
        p.variants[0]!.offerprice <= 60_000,
    );
    const price = piece.variants[0]!.offerprice;
    const member = await registerPerson(server);
    const planId = await maturedPlan(server, member.session.user_id);

    await withShopper(browser, PHONE, async (_context, page) => {
      await asMember(page, member.session);
      await openHydrated(page, `${server.baseUrl}/${piece.value}`);
      await page.getByRole('button', { name: 'Add To Cart' }).click();
      await poll(() => page.locator('.header-cart').getAttribute('aria-label')).toBe('Cart, 1 item');
      await openHydrated(page, `${server.baseUrl}/checkout`);
      await checkoutReady(page);
      await page.locator('#co-user-first_name').fill(CONTACT.first_name);
      await page.locator('#co-user-last_name').fill(CONTACT.last_name);
      await page.locator('#co-user-phone').fill(uniquePhone());
      await page.getByRole('button', { name: 'Next' }).click();
      await page.locator('#shipping-address_address').fill(ADDRESS.address_address);
      await page.locator('#shipping-address_zipcode').fill(ADDRESS.address_zipcode);
      await poll(() => page.locator('#shipping-address_state').inputValue()).toBe(ADDRESS.address_state);
      await page.getByRole('button', { name: 'Next' }).click();

      const panel = page.locator('#co-savings-plan');
      await panel.waitFor({ timeout: 20_000 });
      expect(await panel.textContent()).toContain(planId);
      expect(await panel.textContent()).toContain(`worth ${formatINR(VALUE)}`);
      await panel.getByRole('button', { name: 'Apply my plan' }).click();
      await poll(() => panel.locator('.co-plan-applied').textContent()).toContain(`${formatINR(VALUE)} applied`);
      expect(await page.locator('.co-summary div', { hasText: 'Savings plan' }).locator('dd').textContent()).toBe(
        `−${formatINR(VALUE)}`,
      );
      await poll(() => rupees(page, '.co-wizard-total .price')).toBe(price - VALUE);
      // The panel fits the phone's width: nothing runs off the screen.
      const box = await panel.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
      expect(await axeViolations(page)).toEqual([]);

      // Removing it puts the whole total back.
      await panel.getByRole('button', { name: 'Remove' }).click();
      await poll(() => rupees(page, '.co-wizard-total .price')).toBe(price);
      await poll(() => panel.getByRole('button', { name: 'Apply my plan' }).count()).toBe(1);
    });
  });
});
