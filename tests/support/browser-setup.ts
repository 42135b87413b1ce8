// Global set-up of the browser project: one Chromium for the whole run. Starting one costs about a
// second of CPU, and each browser file used to start its own; now each file connects to this one
// (launchBrowser in browser.ts) and still opens a fresh context per shopper, so tests share no
// cookies, storage or pages.
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { browserAvailable, CHROMIUM_ARGS, TEST_BROWSER_PATH } from './browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's Chromium, for chromium.connect; absent when there is no browser to drive. */
    browserWsEndpoint?: string;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (!browserAvailable) return undefined;
  const server = await chromium.launchServer({ executablePath: TEST_BROWSER_PATH, args: CHROMIUM_ARGS });
  project.provide('browserWsEndpoint', server.wsEndpoint());
  return () => server.close();
}
