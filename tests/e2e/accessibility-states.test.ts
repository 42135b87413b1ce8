// WCAG 2.2 AA by axe-core on the states a page reaches only with a shopper's help: forms showing the
// server's or the page's field errors, a member's orders and an order's tracking details. Each state
// is checked in both themes on one load, the header's toggle switching the theme
// (tests/support/theme.ts); the pages as they are first shown are in accessibility.test.ts.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { registerPerson } from '../support/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { browserAvailable, DESKTOP, openHydrated, PHONE, withShopper } from '../support/browser.ts';
import { storeTest } from '../support/e2e-fixtures.ts';
import { createOrder } from '../support/order-factory.ts';
import { productWithReviews } from '../support/reviewed-product.ts';
import { storeTheme, switchTheme, themeShown, type Theme } from '../support/theme.ts';

// Its own server: the member states sign people up and write orders.
const it = storeTest({ seedProducts: 60 });

/** Serious and critical findings fail; lesser ones are reported (the careers form). */
const severe = (found: string[]) => found.filter((v) => /\((serious|critical)\)/.test(v));

/** axe in each theme in turn on the page as it is, the findings under the theme's name. */
async function inBothThemes(page: Page, themes: Theme[] = ['light', 'dark']): Promise<Record<Theme, string[]>> {
  const found = {} as Record<Theme, string[]>;
  for (const theme of themes) {
    await switchTheme(page, theme);
    found[theme] = await axeViolations(page);
  }
  return found;
}

const NONE = { light: [], dark: [] };

describe.skipIf(!browserAvailable)('accessibility of the states a shopper brings a page to', () => {
  it("the review form with the server's field errors, in both themes", async ({ server, browser }) => {
    const { session } = await registerPerson(server);
    const path = await productWithReviews(server);
    await withShopper(browser, DESKTOP, async (context, page) => {
      await context.addInitScript((s) => localStorage.setItem('suvarna.session', s), JSON.stringify(session));
      await openHydrated(page, `${server.baseUrl}${path}`);
      await page.getByRole('button', { name: 'Write a review' }).click();
      await page.getByRole('button', { name: 'Publish review' }).click();
      await page.locator('.pp-field-error').first().waitFor();
      expect(await inBothThemes(page)).toEqual(NONE);
    });
  });

  it("/customer-service, then with the fields' errors shown, in both themes", async ({ server, browser }) => {
    await withShopper(browser, DESKTOP, async (_context, page) => {
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text().slice(0, 200)));
      page.on('pageerror', (error) => errors.push(error.message));
      await openHydrated(page, `${server.baseUrl}/customer-service`);
      expect(await inBothThemes(page)).toEqual(NONE);
      await page.getByRole('button', { name: 'Send enquiry' }).click();
      await page.locator('.field-error').first().waitFor();
      expect(await inBothThemes(page, ['dark', 'light'])).toEqual(NONE);
      expect(errors).toEqual([]);
    });
  });

  it("/careers with the fields' errors shown, in both themes", async ({ server, browser }) => {
    await withShopper(browser, DESKTOP, async (context, page) => {
      // Loaded in the dark theme, as a shopper who chose it: the stored theme applies before the first paint.
      await storeTheme(context, 'dark');
      await openHydrated(page, `${server.baseUrl}/careers`);
      expect(await themeShown(page)).toBe('dark');
      await page.getByRole('button', { name: 'Send application' }).click();
      await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
      const found = await inBothThemes(page, ['dark', 'light']);
      for (const [theme, all] of Object.entries(found))
        if (all.length > severe(all).length)
          console.warn(`careers axe (${theme}), minor or moderate:\n${all.join('\n')}`);
      expect({ light: severe(found.light), dark: severe(found.dark) }).toEqual(NONE);
    });
  });

  it("a member's orders and an order's tracking details, light on a phone and dark on a desktop", async ({
    server,
    browser,
  }) => {
    const me = await registerPerson(server);
    const order = await createOrder(server.services.database.db, {
      userId: me.session.user_id,
      email: me.person.email,
      path: ['placed', 'cancelled'],
    });
    await withShopper(browser, PHONE, async (context, page) => {
      await context.addInitScript((s) => localStorage.setItem('suvarna.session', s), JSON.stringify(me.session));
      await openHydrated(page, `${server.baseUrl}/my-orders`);
      await expect.poll(() => page.locator('.order-card').count()).toBe(1);
      const orders = { light: await axeViolations(page), dark: [] as string[] };
      await page.setViewportSize(DESKTOP);
      await switchTheme(page, 'dark');
      orders.dark = await axeViolations(page);
      expect(orders).toEqual(NONE);

      await openHydrated(page, `${server.baseUrl}/sales/guest/form`);
      await page.getByLabel('Order id').fill(order.orderId);
      await page.getByLabel('Email address').fill(me.person.email);
      await page.getByRole('button', { name: 'Track order' }).click();
      await expect.poll(() => page.locator('.timeline-step-ended').count()).toBe(1);
      const tracking = { dark: await axeViolations(page), light: [] as string[] };
      await page.setViewportSize(PHONE);
      await switchTheme(page, 'light');
      tracking.light = await axeViolations(page);
      expect(tracking).toEqual(NONE);
    });
  });
});
