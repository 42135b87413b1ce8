// The store's two themes in a browser test: a page opened in a stored theme (as a returning shopper
// who chose it lands), and the theme switched on a page already open by the header's toggle, as a
// shopper switches it. The accessibility files check a page in both themes on one load this way: the
// themes differ only in the colours and drawings the stylesheet picks by `data-theme`, so a switched
// page shows what a page loaded in that theme shows.
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { transitionsEnded } from './browser.ts';

export type Theme = 'light' | 'dark';

/** The theme the page shows. */
export const themeShown = (page: Page) => page.locator('html').getAttribute('data-theme');

/** From the context's next page load on, the shopper's stored theme is `theme`. */
export async function storeTheme(context: BrowserContext, theme: Theme): Promise<void> {
  await context.addInitScript((t) => localStorage.setItem('suvarna.theme', t), theme);
}

/**
 * Switches the open page to `theme` with the header's toggle (its click handler, called in the page
 * whatever the width shows of the header), then waits for the toggle to say so and for the colours
 * to have changed: the switch starts the colour transitions (reduced to 0.01 ms, but a transition
 * ends only on the next frame), and until then the page's colours are still the old theme's.
 */
export async function switchTheme(page: Page, theme: Theme): Promise<void> {
  if ((await themeShown(page)) === theme) return;
  await page.evaluate(() => document.querySelector<HTMLButtonElement>('button[aria-label="Dark theme"]')!.click());
  expect(await themeShown(page)).toBe(theme);
  await expect
    .poll(() => page.locator('button[aria-label="Dark theme"]').first().getAttribute('aria-pressed'))
    .toBe(String(theme === 'dark'));
  await transitionsEnded(page);
}
