// The pages a shared cache may keep, in Chromium (docs/decisions/2026-11-27-page-cache.md): with no
// nonce, their inline scripts run by their hashes alone, so each kind hydrates with no policy
// violation and nothing on the console; and a member sees their own header on a page whose HTML is
// everyone's, since it comes from the device's session, not the server. What the answers carry
// (headers, 304, bytes) is tests/api/page-cache.test.ts's.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { registerPerson } from '../support/accounts.ts';
import { asMember, browserAvailable, DESKTOP, openHydrated, PHONE, withShopper } from '../support/browser.ts';
import { storeTest } from '../support/e2e-fixtures.ts';
import { findProduct } from '../support/seeded-products.ts';

// A member signs up: a server of the file's own.
const it = storeTest({ seedProducts: 10 });

/** Policy violations and console errors from the page's first script on. */
async function watchProblems(page: Page): Promise<() => Promise<string[]>> {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text().slice(0, 200));
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __violations: string[] }).__violations = []);
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  return async () => [
    ...errors,
    ...(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)),
  ];
}

/**
 * The web faces the page has loaded (web-fonts.css: latin, unlike the rupee sign's own faces), by family
 * and weight. Not `document.fonts.check`, which answers true when no face of the family is declared at all.
 */
const loadedWebFaces = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts]
      .filter((f) => f.status === 'loaded' && f.unicodeRange.startsWith('U+0-FF') && !f.family.includes('Fallback'))
      .map((f) => `${f.family.replace(/"/g, '')} ${f.weight}`)
      .sort(),
  );

describe.skipIf(!browserAvailable)('pages for shared caches in the browser', () => {
  it('each kind hydrates under its hash-only policy, with no violation and no error', async ({ server, browser }) => {
    const piece = await findProduct(server, () => true);
    const paths = [
      '/',
      `/jewellery/${piece.category}`,
      `/${piece.value}`,
      '/about-us',
      '/locations',
      '/education/size-guide/rings-size-guide',
    ];
    await withShopper(browser, PHONE, async (_context, page) => {
      const problems = await watchProblems(page);
      for (const path of paths) {
        const answer = page.waitForResponse(
          (r) => new URL(r.url()).pathname === path && r.request().isNavigationRequest(),
        );
        await openHydrated(page, `${server.baseUrl}${path}`);
        const res = await answer;
        expect(res.headers()['cache-control'], path).toMatch(/^public, /);
        expect(res.headers()['content-security-policy'], path).not.toContain("'nonce-");
        expect(await problems(), path).toEqual([]);
      }
    });
  });

  it('asks for its code and web faces only once its priority picture is in, then hydrates in them', async ({
    server,
    browser,
  }) => {
    const piece = await findProduct(server, () => true);
    await withShopper(browser, PHONE, async (_context, page) => {
      const problems = await watchProblems(page);
      // When each request started and each answer ended, in the page's order.
      const events: string[] = [];
      page.on('request', (r) => events.push(`ask ${new URL(r.url()).pathname}`));
      page.on('requestfinished', (r) => events.push(`got ${new URL(r.url()).pathname}`));
      await openHydrated(page, `${server.baseUrl}/${piece.value}`);
      const picture = await page
        .locator('img[fetchpriority="high"]')
        .evaluate((img: HTMLImageElement) => img.currentSrc);
      const pictureIn = events.indexOf(`got ${new URL(picture).pathname}`);
      const firstCode = events.findIndex((e) => /^ask \/assets\/.+\.js$/.test(e));
      const fonts = events.findIndex((e) => /^ask \/assets\/web-fonts-.+\.css$/.test(e));
      expect(pictureIn).toBeGreaterThanOrEqual(0);
      expect(firstCode).toBeGreaterThan(pictureIn);
      expect(fonts).toBeGreaterThan(pictureIn);
      // The web faces arrive and are loaded; nothing went wrong on the way.
      await expect.poll(() => loadedWebFaces(page)).toEqual(['Cormorant Garamond 500', 'Mulish 400', 'Mulish 600']);
      expect(await problems()).toEqual([]);
    });
  });

  it('gives a browser that runs no script the web faces from the page itself', async ({ server, browser }) => {
    await withShopper(browser, { viewport: PHONE, javaScriptEnabled: false }, async (_context, page) => {
      await page.goto(`${server.baseUrl}/jewellery`);
      await expect.poll(() => loadedWebFaces(page)).toEqual(['Cormorant Garamond 500', 'Mulish 400', 'Mulish 600']);
      // No module was asked for: the boot that would add them is a script.
      expect(await page.evaluate(() => document.querySelectorAll('link[rel="modulepreload"]').length)).toBe(0);
    });
  });

  it("shows a member their own account menu on a page whose HTML is everyone's", async ({ server, browser }) => {
    const member = await registerPerson(server, { first_name: 'Zoravar' });
    // What the server sends anyone: the guest's menu.
    const html = await (await fetch(`${server.baseUrl}/`)).text();
    expect(html).toContain('aria-label="Account: log in or sign up"');
    expect(html).not.toContain('Zoravar');
    await withShopper(browser, DESKTOP, async (_context, page) => {
      await asMember(page, member.session);
      await openHydrated(page, `${server.baseUrl}/`);
      await page.getByRole('button', { name: 'Account of Zoravar' }).waitFor();
    });
  });
});
