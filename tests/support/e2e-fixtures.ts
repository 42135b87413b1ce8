// The browser tests' set-up as Vitest fixtures (docs/testing.md): a test names what it needs,
// `async ({ server, browser }) => …` or `async ({ server, page }) => …`, and gets it started and
// stopped for it, instead of each file copying a beforeAll/afterAll pair.
// - `storeTest(options)`: a file that writes (orders, accounts, bookings, forms sent) gets a server of
//   its own (file scope), started with the options it gives.
// - `readOnlyTest`: a file that only reads shares one server with the other reading files its worker
//   runs (worker scope: the e2e project runs a worker's files one after another, isolate: false).
// - `browser`: a connection to the run's one Chromium (browser-setup.ts), per file.
// - `device`, `context`, `page`: per test, a fresh returning shopper's context (cookie notice
//   dismissed, motion reduced) at the device a suite sets with `test.override('device', PHONE)`.
/* eslint-disable no-empty-pattern -- Vitest reads a fixture's dependencies from its first parameter's pattern. */
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { test as base } from 'vitest';
import { DESKTOP, launchBrowser } from './browser.ts';
import { startTestServer, type TestServer, type TestServerOptions } from './test-server.ts';

/** A viewport (motion reduced), or context options taken as they are. */
export type Device = { width: number; height: number } | BrowserContextOptions;

type OnCleanup = (cleanup: () => Promise<void>) => void;

/**
 * The catalogue of the shared read-only server: the largest any reading file needs (the listing's
 * pages and filters). A reading file asks the server what it holds rather than counting on a size.
 */
export const READ_ONLY_CATALOGUE = 200;

async function startServer(options: TestServerOptions, onCleanup: OnCleanup): Promise<TestServer> {
  const server = await startTestServer(options);
  onCleanup(() => server.stop());
  return server;
}

async function connectBrowser({}, { onCleanup }: { onCleanup: OnCleanup }): Promise<Browser> {
  const browser = await launchBrowser();
  onCleanup(() => browser.close());
  return browser;
}

async function openContext(
  { browser, device }: { browser: Browser; device: Device },
  { onCleanup }: { onCleanup: OnCleanup },
): Promise<BrowserContext> {
  const context = await browser.newContext('width' in device ? { viewport: device, reducedMotion: 'reduce' } : device);
  await context.addInitScript(() => localStorage.setItem('suvarna.cookie-notice', 'dismissed'));
  onCleanup(() => context.close());
  return context;
}

const openPage = ({ context }: { context: BrowserContext }) => context.newPage();

/** A file that writes: a server of its own, started with `options`, stopped after its last test. */
export const storeTest = (options: TestServerOptions = {}) =>
  base
    .extend('server', { scope: 'file' }, ({}, { onCleanup }) => startServer(options, onCleanup))
    .extend('browser', { scope: 'file' }, connectBrowser)
    .extend('device', DESKTOP as Device)
    .extend('context', openContext)
    .extend('page', openPage);

/** A file that only reads (no sign-up, order, booking or form sent): its worker's shared server. */
export const readOnlyTest = base
  .extend('server', { scope: 'worker' }, ({}, { onCleanup }) =>
    startServer({ seedProducts: READ_ONLY_CATALOGUE }, onCleanup),
  )
  .extend('browser', { scope: 'file' }, connectBrowser)
  .extend('device', DESKTOP as Device)
  .extend('context', openContext)
  .extend('page', openPage);
