// The back office in Chromium: a member signs in as staff do (the address they wanted, the sign-in
// page, the password, the mailed code) and lands on that address.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { mailedCode, STAFF_PASSWORD } from './staff.ts';
import type { TestServer } from './test-server.ts';

/** The back office's pages carry no store header: hydrated once a field or button has its fiber. */
export async function adminHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const control = document.querySelector('input, button');
    return control !== null && Object.keys(control).some((k) => k.startsWith('__reactFiber'));
  });
}

/** Opens `path`, is sent to the sign-in, signs in with the password and the mailed code, and is back at `path`. */
export async function staffSignIn(server: TestServer, page: Page, email: string, path: string): Promise<void> {
  await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'load' });
  await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/login');
  await adminHydrated(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Code').waitFor();
  await page.getByLabel('Code').fill(await mailedCode(server, email));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);
  await adminHydrated(page);
}
