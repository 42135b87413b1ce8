// The site-wide Promise strip shows all eight promises without a swipe (issue 22: the strip's claims are
// the store's, and a phone showed two and a half of them in a row cut off at the screen's edge): on a
// phone four a row in two rows, on a laptop in one or two rows, each link whole inside the screen.
import type { Browser } from 'playwright-core';
import { describe, expect } from 'vitest';
import { PROMISES } from '../../app/lib/site.ts';
import { browserAvailable, hydrated } from '../support/browser.ts';
import { readOnlyTest } from '../support/e2e-fixtures.ts';
import type { TestServer } from '../support/test-server.ts';

const it = readOnlyTest;

async function stripAt(server: TestServer, browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(() => localStorage.setItem('suvarna.cookie-notice', 'dismissed'));
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/`);
  await hydrated(page);
  const links = await page.locator('.promise-strip .promise-link').evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { text: el.textContent?.trim() ?? '', left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    }),
  );
  await context.close();
  return links;
}

describe.skipIf(!browserAvailable).each([
  ['a phone', { width: 390, height: 844 }, 2],
  ['a small tablet', { width: 768, height: 1024 }, 2],
  ['a laptop', { width: 1024, height: 768 }, 2],
  ['a desktop', { width: 1280, height: 800 }, 1],
] as const)('the Promise strip on %s', (_name, viewport, rows) => {
  it(`shows all eight, each whole on the screen, in at most ${rows} rows`, async ({ server, browser }) => {
    const links = await stripAt(server, browser, viewport);
    expect(links.map((l) => l.text)).toEqual(PROMISES.map((p) => p.label));
    for (const l of links) {
      expect(l.left, l.text).toBeGreaterThanOrEqual(0);
      expect(l.right, l.text).toBeLessThanOrEqual(viewport.width);
      expect(l.bottom, l.text).toBeLessThanOrEqual(viewport.height);
    }
    expect(new Set(links.map((l) => Math.round(l.top))).size).toBeLessThanOrEqual(rows);
  });
});
