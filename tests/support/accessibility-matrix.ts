// The accessibility matrix of the pages shoppers land on (tests/e2e/accessibility*.test.ts): each
// page with the themes and widths it is seen in, checked by axe-core's WCAG 2.2 AA rules and for
// console errors on one load. It opens in its first theme as a returning shopper who chose it (the
// stored theme), axe runs, then the header's toggle switches the theme and the window is resized to
// the next width on that same page, axe running again in each (tests/support/theme.ts). Nothing the
// pages run in the browser reads the width (layout is the stylesheet's media queries), so a resized
// page shows what a page loaded at that width shows.
//
// The table is split over files only so that two workers share it; the pages only read, so each file
// shares its worker's server (readOnlyTest).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations } from './axe.ts';
import { DESKTOP, openHydrated, PHONE, withShopper } from './browser.ts';
import { readOnlyTest } from './e2e-fixtures.ts';
import { productWithReviews } from './reviewed-product.ts';
import { storeTheme, switchTheme, themeShown, type Theme } from './theme.ts';

type Viewport = { width: number; height: number };
type Way = [Theme, Viewport];
export const WIDE = { width: 1280, height: 900 };

export const EVERY_WAY: Way[] = [
  ['light', PHONE],
  ['dark', PHONE],
  ['dark', DESKTOP],
  ['light', DESKTOP],
];
/** Each theme once: light on a phone, dark on a desktop. */
export const BOTH_THEMES: Way[] = [
  ['light', PHONE],
  ['dark', DESKTOP],
];
/** Each theme once, and the dark one on a phone too. */
export const DARK_PHONE_TOO: Way[] = [
  ['light', PHONE],
  ['dark', PHONE],
  ['dark', DESKTOP],
];

/** A page's address (or 'product with reviews', found on the server) and the ways it is checked, in order. */
export type MatrixPage = [string, Way[]];

const widthName = (viewport: Viewport) => (viewport.width < 600 ? 'phone' : `${viewport.width} px`);
const waysText = (ways: Way[]) => ways.map(([theme, viewport]) => `${theme} on a ${widthName(viewport)}`).join(', ');

/**
 * Console errors and uncaught page errors, from the page's first load on, and the browser's complaints
 * about the store's own headers (Chromium reports a header's fault as a warning).
 */
function watchErrors(page: Page, path: string): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    // The not-found page answers 404 by design; Chromium reports that status in the console.
    const error = message.type() === 'error' && !(path === '/404' && text.includes('404'));
    if (error || (message.type() === 'warning' && /^Error with [\w-]+ header/.test(text)))
      errors.push(text.slice(0, 200));
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** One test per page of `pages`: no WCAG 2.2 AA violation in any of its ways, no console error. */
export function checkPages(pages: MatrixPage[]): void {
  let reviewed = '';
  readOnlyTest.for(pages.map(([page, ways]) => [page, waysText(ways), ways] as const))(
    '%s (%s): no WCAG 2.2 AA violations, no console errors',
    async ([name, , ways], { server, browser }) => {
      if (name === 'product with reviews') reviewed ||= await productWithReviews(server);
      const path = name === 'product with reviews' ? reviewed : name;
      const [firstTheme, firstViewport] = ways[0]!;
      await withShopper(browser, firstViewport, async (context, page) => {
        await storeTheme(context, firstTheme);
        const errors = watchErrors(page, path);
        await openHydrated(page, `${server.baseUrl}${path}`);
        expect(await themeShown(page)).toBe(firstTheme);
        // Each way's findings under its name, so a failure says where it was found.
        const found: Record<string, string[]> = {};
        for (const [theme, viewport] of ways) {
          await page.setViewportSize(viewport);
          await switchTheme(page, theme);
          found[`${theme} on a ${widthName(viewport)}`] = await axeViolations(page);
        }
        expect(found).toEqual(Object.fromEntries(Object.keys(found).map((way) => [way, []])));
        expect(errors).toEqual([]);
      });
    },
  );
}
