// Debian's Chromium driven by playwright-core (Playwright cannot download its own browser here).
// The suite drives Debian's old headless shell of the same Chromium (`chromium-headless-shell`, the
// build Playwright itself runs for headless tests) where it is installed, and the full browser
// otherwise: the same engine without the desktop browser's window layer, it took the browser files
// from 405 s to 269–296 s on the same machine (docs/decisions/2026-12-09-headless-shell.md). Without
// either, the browser flows are skipped with a message, unless E2E_REQUIRED is set (CI sets it after
// installing them), in which case they fail.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

/** The full browser: what Lighthouse and the page traces measure, as a shopper runs it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
/** The browser the suite drives: CHROMIUM_PATH when set, else the headless shell where installed. */
export const TEST_BROWSER_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);
export const browserAvailable = existsSync(TEST_BROWSER_PATH) || Boolean(process.env.E2E_REQUIRED);

if (!browserAvailable) {
  console.warn(
    `Browser flows skipped: no Chromium at ${TEST_BROWSER_PATH} (apt-get install -y chromium chromium-headless-shell).`,
  );
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The browser for a test file: in a test run, a connection to the run's one Chromium (started by
 * browser-setup.ts); elsewhere (a script, or a file run outside the browser project) a Chromium of
 * its own. Either way `close()` when done: for a connection it closes this file's contexts only.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = await runBrowserEndpoint();
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({ executablePath: TEST_BROWSER_PATH, args: CHROMIUM_ARGS });
}

/** The run's Chromium, if a Vitest worker was given one; vitest is loaded only inside a worker. */
async function runBrowserEndpoint(): Promise<string | undefined> {
  if (!process.env.VITEST_WORKER_ID) return undefined;
  const { inject } = await import('vitest');
  return inject('browserWsEndpoint');
}

/** Resolves once React has hydrated the page (the header's wordmark, on every page, carries its fiber). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const wordmark = document.querySelector('.site-header .wordmark');
    return wordmark !== null && Object.keys(wordmark).some((k) => k.startsWith('__reactFiber'));
  });
}

/**
 * Resolves once no CSS transition is running in the page: colours mid-transition are not what a
 * shopper reads. A finished transition can stay listed on an element that is not rendered (a closed
 * navigation panel's link), so only running ones count.
 */
export async function transitionsEnded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
  );
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

/**
 * A returning shopper's browser context (the cookie notice dismissed: it would sit over the bottom
 * bar), closed after `run` whatever happens. Given a viewport, motion is reduced too; given context
 * options, they are taken as they are (a flow that watches the slideshow's autoplay needs motion).
 * Init scripts `run` adds to the context apply from its first navigation on.
 */
export async function withShopper(
  browser: Browser,
  device: { width: number; height: number } | BrowserContextOptions,
  run: (context: BrowserContext, page: Page) => Promise<void>,
) {
  const context = await browser.newContext('width' in device ? { viewport: device, reducedMotion: 'reduce' } : device);
  await context.addInitScript(() => localStorage.setItem('suvarna.cookie-notice', 'dismissed'));
  const page = await context.newPage();
  try {
    await run(context, page);
  } finally {
    await context.close();
  }
}

/**
 * Keeps the text of every toast shown in window.__toasts: toasts close on their own (login's after
 * 1 s), and a test on a busy machine may look after that. Takes a page or a whole context.
 */
export async function watchToasts(
  target: Pick<Page, 'addInitScript'> | Pick<BrowserContext, 'addInitScript'>,
): Promise<void> {
  await target.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __toasts: string[] }).__toasts = []);
    new MutationObserver((records) => {
      for (const r of records)
        for (const node of r.addedNodes)
          if (node instanceof HTMLElement && node.classList.contains('toast'))
            seen.push(node.querySelector('span')?.textContent ?? '');
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The toasts shown on the page since it loaded (watchToasts). */
export const toastsSeen = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);

/**
 * Opens a page of the store and waits for React to have taken it over: the load event, then the
 * hydration check. Not network idle, which waits another half second after the last request
 * whether or not anything is still to come; a test that needs what is fetched after hydration
 * polls for what it shows.
 */
export async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await hydrated(page);
}

/**
 * Waits for /checkout to show its form (the cart synced, the draft fetched, the form's code loaded).
 * On a loaded machine that can take a while; when it does not come, the error says what the page
 * did instead (went back to /cart, offered "Try again") with the toasts shown, so a failure in CI
 * names its cause rather than a bare timeout.
 */
export async function checkoutReady(page: Page, timeoutMs = 45_000): Promise<void> {
  const form = page.locator('#co-user-first_name');
  const stopped = page.locator('.co-status button');
  for (const end = Date.now() + timeoutMs; Date.now() < end;) {
    if ((await form.count()) > 0) return;
    if ((await stopped.count()) > 0 || !new URL(page.url()).pathname.startsWith('/checkout')) break;
    await page.waitForTimeout(200);
  }
  const toasts = await page.evaluate(() => (window as unknown as { __toasts?: string[] }).__toasts ?? []);
  const shown = (
    await page
      .locator('main')
      .first()
      .innerText()
      .catch(() => '')
  ).slice(0, 200);
  throw new Error(
    `The checkout form did not open: at ${page.url()}, showing ${JSON.stringify(shown)}, toasts ${JSON.stringify(toasts)}`,
  );
}

/** A member logged in on the device, as the login page leaves them (written before the tab's first page). */
export async function asMember(page: Page, session: unknown): Promise<void> {
  await page.addInitScript((s) => localStorage.setItem('suvarna.session', JSON.stringify(s)), session);
}
