// The checkout's two first panels filled in the browser as a shopper types them (the details, then the
// address, whose state India Post fills from the pincode), for the flows that go on to something else
// at checkout (a coupon, a gift card).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { ADDRESS, type CONTACT } from './checkout.ts';

export async function fillDetailsAndAddress(page: Page, contact: typeof CONTACT): Promise<void> {
  await page.locator('#co-user-first_name').fill(contact.first_name);
  await page.locator('#co-user-last_name').fill(contact.last_name);
  await page.locator('#co-user-email').fill(contact.email);
  await page.locator('#co-user-phone').fill(contact.phone);
  await page.locator('#shipping-address_address').fill(ADDRESS.address_address);
  await page.locator('#shipping-address_zipcode').fill(ADDRESS.address_zipcode);
  await expect
    .poll(() => page.locator('#shipping-address_state').inputValue(), { timeout: 20_000 })
    .toBe(ADDRESS.address_state);
}
