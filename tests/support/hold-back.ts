// Holds back a page's requests for the files that match `pattern` until the test calls `release`, so
// a browser test can act on the page while a lazy chunk is on its way, with no timing: `asked` lists
// the requests seen (the chunk was asked for; nothing else carried it).
import type { Page, Route } from 'playwright-core';

export async function holdBack(page: Page, pattern: RegExp): Promise<{ asked: string[]; release: () => void }> {
  const asked: string[] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route: Route) => {
    asked.push(route.request().url());
    await released;
    await route.continue();
  });
  return { asked, release };
}
