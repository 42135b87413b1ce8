// Holds back a page's requests that match `pattern` until the test calls `release`, so a browser test
// can act on the page while a lazy chunk or an answer is on its way, with no timing: `asked` lists the
// requests seen (the file was asked for; nothing else carried it). With `firstOnly`, only the first
// matching request waits; later ones go on at once (a list asked for again after the held answer).
import type { Page, Route } from 'playwright-core';

export async function holdBack(
  page: Page,
  pattern: RegExp | ((url: URL) => boolean),
  { firstOnly = false }: { firstOnly?: boolean } = {},
): Promise<{ asked: string[]; release: () => void }> {
  const asked: string[] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route: Route) => {
    asked.push(route.request().url());
    if (!firstOnly || asked.length === 1) await released;
    await route.continue();
  });
  return { asked, release };
}

/**
 * Lets the first request matching `pattern` reach the server and never answers it, as when a page is
 * closed (or the network drops) after the server wrote; later ones go on at once. Resolves once the
 * server has answered the lost one: its write is done.
 */
export async function loseFirstAnswer(page: Page, pattern: string | RegExp): Promise<{ written: Promise<void> }> {
  let lost = false;
  let written!: () => void;
  const done = new Promise<void>((resolve) => (written = resolve));
  await page.route(pattern, async (route: Route) => {
    if (lost) return route.continue();
    lost = true;
    await route.fetch();
    written();
  });
  return { written: done };
}
