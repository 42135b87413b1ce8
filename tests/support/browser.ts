// Debian's Chromium driven by playwright-core (Playwright cannot download its own browser here).
// Without /usr/bin/chromium the browser flows are skipped with a message, unless E2E_REQUIRED is set
// (CI sets it after installing Chromium), in which case they fail.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const browserAvailable = existsSync(CHROMIUM_PATH) || Boolean(process.env.E2E_REQUIRED);

if (!browserAvailable) {
  console.warn(`Browser flows skipped: no Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium).`);
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** Resolves once React has hydrated the page (the header search box carries its fiber). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const input = document.getElementById('site-search');
    return input !== null && Object.keys(input).some((k) => k.startsWith('__reactFiber'));
  });
}
