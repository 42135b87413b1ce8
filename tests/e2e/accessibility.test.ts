// WCAG 2.2 AA by axe-core for every page a shopper lands on, in the themes and at the widths each is
// seen in (one table below: the store's own pages, content and education pages, the store locator
// and size guides). A violation fails with its rule and elements, named by the theme and width it
// was found in. The same visits check that the page says nothing in the console: a resource the
// Content Security Policy blocks, a failed request or an uncaught error shows there first.
//
// One load per page: it opens in its first theme as a returning shopper who chose it (the stored
// theme), axe runs, then the header's toggle switches the theme and the window is resized to the
// next width on that same page, axe running again in each (tests/support/theme.ts). Nothing the pages
// run in the browser reads the width (layout is the stylesheet's media queries), so a resized page
// shows what a page loaded at that width shows.
//
// The pages only read, so the file shares its worker's server. The states a shopper brings a page to
// (forms showing their errors, a member's orders) are in accessibility-states.test.ts; a state in the
// middle of a flow (a dialog open at checkout, the back office) stays with its flow's file.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { browserAvailable, DESKTOP, openHydrated, PHONE, withShopper } from '../support/browser.ts';
import { readOnlyTest } from '../support/e2e-fixtures.ts';
import { productWithReviews } from '../support/reviewed-product.ts';
import { storeTheme, switchTheme, themeShown, type Theme } from '../support/theme.ts';

const it = readOnlyTest;

type Viewport = { width: number; height: number };
type Way = [Theme, Viewport];
const WIDE = { width: 1280, height: 900 };

const EVERY_WAY: Way[] = [
  ['light', PHONE],
  ['dark', PHONE],
  ['dark', DESKTOP],
  ['light', DESKTOP],
];
/** Each theme once: light on a phone, dark on a desktop. */
const BOTH_THEMES: Way[] = [
  ['light', PHONE],
  ['dark', DESKTOP],
];
/** Each theme once, and the dark one on a phone too. */
const DARK_PHONE_TOO: Way[] = [
  ['light', PHONE],
  ['dark', PHONE],
  ['dark', DESKTOP],
];

/** The pages shoppers land on, each with the themes and widths it is seen in, in the order checked. */
const PAGES: [string, Way[]][] = [
  ['/', EVERY_WAY],
  ['/jewellery/rings', EVERY_WAY],
  ['product with reviews', EVERY_WAY],
  ['/cart', BOTH_THEMES],
  ['/wishlists', BOTH_THEMES],
  ['/compare_list', BOTH_THEMES],
  ['/login', BOTH_THEMES],
  ['/create', BOTH_THEMES],
  ['/new_login', BOTH_THEMES],
  ['/forgot-password', BOTH_THEMES],
  // The email's verification link with a token we never made: the refusal and its "Send a new link".
  ['/verify-email?token=not-a-token-of-ours', BOTH_THEMES],
  ['/sales/guest/form', BOTH_THEMES],
  ['/return-policy', DARK_PHONE_TOO],
  ['/faq', DARK_PHONE_TOO],
  ['/about-us', DARK_PHONE_TOO],
  ['/free-shipping', DARK_PHONE_TOO],
  ['/404', DARK_PHONE_TOO],
  // The colour scale's tints and the anatomy drawing's labels are the drawings most likely to fail contrast.
  ['/education/loose-diamonds/4cs/color', BOTH_THEMES],
  ['/education/loose-diamonds/anatomy', BOTH_THEMES],
  [
    '/locations',
    [
      ['light', PHONE],
      ['dark', PHONE],
    ],
  ],
  [
    '/locations/kozhikode',
    [
      ['light', WIDE],
      ['dark', WIDE],
    ],
  ],
  [
    '/education/size-guide/rings-size-guide',
    [
      ['light', PHONE],
      ['dark', PHONE],
    ],
  ],
  [
    '/education/size-chart/bangle-and-bracelet-size-guide',
    [
      ['light', WIDE],
      ['dark', WIDE],
    ],
  ],
];

const widthName = (viewport: Viewport) => (viewport.width < 600 ? 'phone' : `${viewport.width} px`);
const waysText = (ways: Way[]) => ways.map(([theme, viewport]) => `${theme} on a ${widthName(viewport)}`).join(', ');
const CASES = PAGES.map(([page, ways]) => [page, waysText(ways), ways] as const);

/** Console errors and uncaught page errors, from the page's first load on. */
function watchErrors(page: Page, path: string): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The not-found page answers 404 by design; Chromium reports that status in the console.
    if (message.type() === 'error' && !(path === '/404' && message.text().includes('404')))
      errors.push(message.text().slice(0, 200));
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

describe.skipIf(!browserAvailable)('accessibility of the pages shoppers land on', () => {
  let reviewed = '';
  it.for(CASES)(
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
});
