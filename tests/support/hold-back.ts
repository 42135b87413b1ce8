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
