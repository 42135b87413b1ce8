// The customers' desks in Chromium, one server for their flows (docs/decisions/2026-11-30-desk-files.md):
// reviews, the support inbox, coupons, gift cards and savings plans. Each flow makes its own customers,
// piece's reviews, coupon, card and plans and signs in its own staff member, so none reads another's
// rows or depends on their order. What each call stores is tests/api's (admin-reviews, admin-inbox,
// admin-coupons, admin-giftcards, admin-savings-plans); here, what the pages show and that a tap does it.
// - The review queue, on a phone (390 px): support opens the held reviews, publishes one and reads the
//   piece's new rating (the queue's rows stay on screen while it reloads), tries to hide another without a reason (told why, nothing sent), then hides it
//   with one.
// - The support inbox, on a tablet at the counter (1024×768): a support member filters the inbox to the
//   unassigned enquiries, opens one, assigns it to themself, adds a note and marks it done; then
//   confirms a try@home booking.
// - The coupons desk, at 1280 px: the catalogue team creates a percentage coupon with a cap (a bad cap
//   first: the field says why), a shopper applies it at checkout and places a cash-on-delivery order,
//   and the coupon's page shows that one use with its discount.
// - The gift card desk, at the counter's tablet (1024×768): the catalogue team finds a card by its last
//   four, opens it, reads its ledger and blocks it with a reason; then tries a CSV file with a bad line
//   (nothing issued, the line named) and issues it corrected.
// - The savings plan desk: support opens "Overdue" before the whole list has arrived, finds the member
//   who is behind (the whole list, answered late, is not laid over it), opens the plan and reads its
//   passbook (the paid instalment's receipt, the next one late).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { variants } from '../../db/schema/catalog.ts';
import { productReviews } from '../../db/schema/reviews.ts';
import type { Product } from '../../domain/catalog/product.ts';
import { CHECKOUT_TOASTS } from '../../domain/checkout/messages.ts';
import { formatINR } from '../../domain/money/inr.ts';
import { staffSignIn } from '../support/admin-browser.ts';
import { axeViolations } from '../support/axe.ts';
import {
  browserAvailable,
  checkoutReady,
  openHydrated,
  PHONE,
  toastsSeen,
  watchToasts,
  withShopper,
} from '../support/browser.ts';
import { CONTACT, latestCode, uniquePhone } from '../support/checkout.ts';
import { fillDetailsAndAddress } from '../support/checkout-panels.ts';
import { storedCart, withCart } from '../support/device-cart.ts';
import { storeTest } from '../support/e2e-fixtures.ts';
import { buyCard } from '../support/giftcards.ts';
import { enquiry, person, tryAtHomeBooking } from '../support/inbox-items.ts';
import { backdatePlan, memberWithPlan } from '../support/savings.ts';
import { findProduct } from '../support/seeded-products.ts';
import { holdBack } from '../support/hold-back.ts';
import { createStaff } from '../support/staff.ts';

// 20 pieces and an easy captcha: the coupon's shopper checks out a piece between ₹10,000 and ₹40,000.
const it = storeTest({ seedProducts: 20, env: { ALTCHA_MAX_NUMBER: '1000' } });
const WIDE = { width: 1280, height: 900 };
const TABLET = { width: 1024, height: 768 };
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });

describe.skipIf(!browserAvailable)('the review queue', () => {
  it.override('device', PHONE);

  it('publishes a held review and hides another with a reason', async ({ server, page }) => {
    const db = server.services.database.db;
    const piece = await findProduct(server, () => true);
    await db.delete(productReviews).where(eq(productReviews.productId, piece.id));
    await db.update(variants).set({ rating: 0 }).where(eq(variants.productId, piece.id));
    const review = (title: string, rating: number, status: 'held' | 'published') => ({
      productId: piece.id,
      authorName: 'Kavya M.',
      rating,
      title,
      body: 'Saw it at the Jayanagar store.',
      status,
    });
    await db
      .insert(productReviews)
      .values([review('Shines like the photos', 4, 'held'), review('Buy it now at', 1, 'published')]);

    const member = await createStaff(server, 'support', { name: 'Ira Support' });
    await staffSignIn(server, page, member.email, '/admin/reviews');
    await page.getByRole('link', { name: /^Held/ }).click();
    const row = page.getByRole('row').filter({ hasText: 'Shines like the photos' });
    await row.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // The list's reload after the act is held: until it answers, the rows stay as they were (no
    // "Loading…" in their place, so a long queue does not jump back to its top).
    const reload = await holdBack(
      page,
      (url) => url.pathname === '/api/admin/reviews' && url.searchParams.get('status') === 'held',
      { firstOnly: true },
    );
    await row.getByRole('button', { name: 'Publish' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `${piece.name}: review published; the piece now has 2 published reviews, 2.5 stars.` })
      .waitFor();
    await expect.poll(() => reload.asked.length).toBe(1);
    expect(await row.count()).toBe(1);
    expect(await page.getByText('Loading…').count()).toBe(0);
    reload.release();
    // The new answer: the published review has left the held queue.
    await expect.poll(() => row.count()).toBe(0);

    await page.getByRole('link', { name: 'Published' }).click();
    const spam = page.getByRole('row').filter({ hasText: 'Buy it now at' });
    await spam.getByRole('button', { name: 'Hide' }).click();
    await spam.getByRole('alert').filter({ hasText: 'Say why you hide it' }).waitFor();
    await spam.getByLabel('Reason').fill('An advert for another shop');
    await spam.getByRole('button', { name: 'Hide' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'review hidden; the piece now has 1 published review, 4.0 stars.' })
      .waitFor();
    expect(page.url()).toContain('status=published');
  });
});

describe.skipIf(!browserAvailable)('the support inbox', () => {
  it.override('device', TABLET);

  it('takes an enquiry, notes it and marks it done; confirms a try@home booking', async ({ server, page }) => {
    const customer = person('Revathi Nair');
    await enquiry(server, customer, 'customer_service', 'order', 'My chain has not arrived yet.');
    const visitor = person('Gopika Menon');
    const booking = await tryAtHomeBooking(server, visitor);
    const agent = await createStaff(server, 'support', { name: 'Divya Support' });
    await staffSignIn(server, page, agent.email, '/admin/inbox');

    // Filter: the unassigned enquiries, found by a part of the customer's name.
    await page.getByRole('link', { name: /^Enquiry \d+/ }).click();
    await poll(() => new URL(page.url()).searchParams.get('kind')).toBe('enquiry');
    const filters = page.getByRole('form', { name: 'Filter the inbox' });
    await filters.getByLabel('Search').fill(customer.name.split(' ')[2]!);
    await filters.getByLabel('Assignee').selectOption('unassigned');
    await filters.getByRole('button', { name: 'Filter' }).click();
    await poll(() => new URL(page.url()).searchParams.get('assignee')).toBe('unassigned');
    const row = page.getByRole('row').filter({ hasText: customer.email });
    // The list before the filter's answer may show the row too (then the table reloads): wait for the answer.
    await poll(() => page.getByRole('row').count()).toBe(2); // the header and the one enquiry
    await row.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await row.getByRole('link', { name: customer.name }).click();
    await page.getByRole('heading', { name: new RegExp(customer.name) }).waitFor();
    await page.getByText('My chain has not arrived yet.').waitFor();

    await page.getByRole('button', { name: 'Assign to me' }).click();
    await page.getByRole('status').filter({ hasText: 'Assigned to you.' }).waitFor();
    await page.getByRole('region', { name: 'Assignee' }).getByText('Divya Support', { exact: true }).waitFor();

    await page.getByRole('textbox', { name: 'Note', exact: true }).fill('Called her: the courier delivers tomorrow.');
    await page.getByRole('button', { name: 'Add note' }).click();
    const notes = page.getByRole('region', { name: 'Notes' });
    await notes.getByText('Called her: the courier delivers tomorrow.').waitFor();
    await notes.getByText(/Divya Support ·/).waitFor();
    expect(await page.getByRole('textbox', { name: 'Note', exact: true }).inputValue()).toBe('');

    await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Mark done' }).click();
    await page.getByRole('heading', { name: new RegExp(`${customer.name}\\s+Done`) }).waitFor();
    expect(await page.getByRole('group', { name: 'Status' }).getByRole('button').allTextContents()).toEqual(['Start']);
    expect(await axeViolations(page)).toEqual([]);

    // The try@home booking: from the list's kind tab to its page, confirmed in one tap.
    await page.getByRole('link', { name: '← Inbox' }).click();
    await page.getByRole('link', { name: /^Try@home booking \d+/ }).click();
    await page.getByRole('row').filter({ hasText: visitor.email }).getByRole('link', { name: visitor.name }).click();
    const bookingPanel = page.getByRole('region', { name: 'Booking' });
    await bookingPanel.getByText('requested').waitFor();
    await bookingPanel.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByRole('status').filter({ hasText: 'Booking confirmed; the customer is told.' }).waitFor();
    await bookingPanel.getByText('confirmed').waitFor();
    expect(await bookingPanel.getByRole('button', { name: 'Confirm booking' }).count()).toBe(0);
    const told = (await server.get(`/api/dev/outbox?to=${encodeURIComponent(visitor.email)}`)).body.messages as {
      subject: string;
    }[];
    expect(told.map((m) => m.subject)).toEqual([`Confirmed: try@home booking ${booking.reference}`]);
  });
});

describe.skipIf(!browserAvailable)('the coupons desk', { timeout: 150_000 }, () => {
  it.override('device', WIDE);

  it('catalogue staff create a capped percentage coupon; a shopper uses it; the desk shows the use and the discount', async ({
    server,
    page,
    browser,
  }) => {
    const product: Product = await findProduct(
      server,
      (p) =>
        p.made_to_order === 'false' &&
        p.stock >= 1 &&
        p.variants.some((v) => v.offerprice > 10_000 && v.offerprice < 40_000),
    );
    const variant = product.variants.find((v) => v.offerprice > 10_000 && v.offerprice < 40_000)!;
    const price = variant.offerprice;
    const discount = Math.min(Math.floor((price * 15 + 50) / 100), 1_000);
    const code = `DIWALI${Date.now() % 10_000}`;

    const member = await createStaff(server, 'catalogue', { name: 'Nila Catalogue' });
    await staffSignIn(server, page, member.email, '/admin/coupons');
    await page.getByRole('link', { name: 'New coupon' }).click();
    const form = page.getByRole('form', { name: 'Create coupon' });
    await form.getByLabel('Code').fill(code.toLowerCase());
    await form.getByLabel('Label').fill('Diwali 15% off');
    await form.getByLabel('Percent off').fill('15');
    await form.getByLabel('Cap (₹)').fill('0');
    await form.getByLabel('Uses in all').fill('100');
    await form.getByLabel('Uses per customer').fill('1');
    await form.getByRole('button', { name: 'Create coupon' }).click();
    // The bad cap is named on its field, and nothing is created.
    await page.locator('#coupon-max_discount-error').waitFor();
    expect(await form.getByLabel('Cap (₹)').getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);

    await form.getByLabel('Cap (₹)').fill('1000');
    await form.getByRole('button', { name: 'Create coupon' }).click();
    await page.getByRole('heading', { name: new RegExp(`Coupon ${code}`) }).waitFor();
    expect(await page.getByRole('status').textContent()).toBe('Coupon created.');
    expect(await page.locator('.admin-facts').textContent()).toContain('15% up to ₹1,000');

    // A shopper applies it at checkout and places a cash-on-delivery order.
    const contact = { ...CONTACT, phone: uniquePhone(), email: `diwali.${Date.now()}@example.in` };
    await withShopper(browser, WIDE, async (_context, shopper) => {
      await watchToasts(shopper);
      await withCart(shopper, storedCart([{ product, variant }]));
      await openHydrated(shopper, `${server.baseUrl}/checkout`);
      await checkoutReady(shopper);
      await fillDetailsAndAddress(shopper, contact);
      await shopper.locator('#co-coupon-code').fill(code.toLowerCase());
      await shopper.locator('#co-coupon').getByRole('button', { name: 'Apply' }).click();
      await poll(() => toastsSeen(shopper)).toContain(CHECKOUT_TOASTS.couponApplied);
      await poll(() => shopper.locator('.co-summary dt', { hasText: 'Discount' }).textContent()).toBe(
        `Discount (${code})`,
      );
      await poll(() => shopper.locator('.co-total dd').textContent()).toBe(formatINR(price - discount));

      const cod = shopper.getByLabel('Cash on delivery');
      await poll(() => cod.isEnabled()).toBe(true);
      await cod.check();
      const place = shopper.getByRole('button', { name: 'Pay and Place Order' });
      await poll(() => place.textContent()).toContain(formatINR(price - discount));
      await place.click();
      const dialog = shopper.locator('dialog.co-code-modal');
      await dialog.waitFor({ timeout: 30_000 });
      await shopper.locator('#co-otp').fill(await latestCode(server, contact.phone));
      await dialog.getByRole('button', { name: 'Confirm order' }).click();
      await shopper.locator('#co-thanks-title').waitFor({ timeout: 30_000 });
    });

    // The desk: one use, by that customer, with its discount; the list says the same.
    await page.reload();
    const uses = page.getByRole('table', { name: "The coupon's uses" });
    await uses.getByRole('row').nth(1).waitFor();
    expect(await uses.getByRole('row').count()).toBe(2);
    const row = (await uses.getByRole('row').nth(1).textContent()) ?? '';
    expect(row).toContain(contact.email);
    expect(row).toContain(formatINR(discount));
    expect(row).toContain('Used');
    expect(await page.locator('.admin-facts').textContent()).toContain(`1 / 100, 1 per customer`);

    await page.getByRole('link', { name: '← Coupons' }).click();
    const find = page.getByRole('form', { name: 'Find a coupon' });
    await find.getByLabel('Search').fill(code);
    await find.getByRole('button', { name: 'Find' }).click();
    await poll(() => new URL(page.url()).search).toContain(`q=${code}`);
    const listed = page.getByRole('table', { name: 'Coupons' }).getByRole('row').nth(1);
    await poll(() => listed.textContent()).toContain(code);
    expect(await listed.textContent()).toContain(formatINR(discount));

    // Stop asks first; once confirmed the coupon is stopped.
    await listed.getByRole('link', { name: code }).click();
    await page.getByRole('button', { name: 'Stop coupon' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Shoppers typing it are told it is not valid').waitFor();
    await confirm.getByRole('button', { name: 'Stop coupon' }).click();
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Stopped');
    expect(await page.getByRole('button', { name: 'Start coupon' }).isVisible()).toBe(true);
  });
});

describe.skipIf(!browserAvailable)('the gift card desk', () => {
  it.override('device', TABLET);

  it('finds a card, blocks it with a reason, and issues a file of cards once its bad line is fixed', async ({
    server,
    page,
  }) => {
    const bought = await buyCard(server, 4_000);
    const last4 = bought.code.slice(-4);
    const member = await createStaff(server, 'catalogue', { name: 'Nila Catalogue' });
    await staffSignIn(server, page, member.email, '/admin/giftcards');

    const find = page.getByRole('form', { name: 'Find a gift card' });
    await find.getByLabel('Search').fill(last4.toLowerCase());
    await find.getByRole('button', { name: 'Find' }).click();
    await page.getByRole('link', { name: `XXXX XXXX XXXX ${last4}` }).click();
    await page.getByRole('heading', { name: new RegExp(`Gift card XXXX XXXX XXXX ${last4}`) }).waitFor();
    expect(
      await page.getByRole('table', { name: "The card's ledger" }).getByRole('row').nth(1).textContent(),
    ).toContain(`+${formatINR(4_000)}`);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Why block it').fill('Reported lost at the Kochi showroom');
    await page.getByRole('button', { name: 'Block card' }).click();
    await page.getByText(/by Nila Catalogue on .*: Reported lost at the Kochi showroom/).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Blocked');
    expect(await page.getByRole('button', { name: 'Unblock card' }).isVisible()).toBe(true);

    // A file with a bad mobile on line 3: nothing issued, the line named; fixed, both issued.
    await page.getByRole('link', { name: '← Gift cards' }).click();
    const [a, b] = [uniquePhone(), uniquePhone()];
    const dir = mkdtempSync(path.join(tmpdir(), 'gift-csv-'));
    const file = path.join(dir, 'onam.csv');
    const upload = page.getByRole('form', { name: 'Issue cards from a CSV file' });
    writeFileSync(file, `name,mobile,amount\nAsha Rao,${a},500\nRavi Kumar,12345,700\n`);
    await upload.getByLabel('CSV file (name, mobile, email, amount)').setInputFiles(file);
    await upload.getByLabel('Campaign').fill('Onam 2026');
    await upload.getByRole('button', { name: 'Check and issue' }).click();
    await page.getByRole('alert').filter({ hasText: 'line 3: mobile' }).waitFor();

    writeFileSync(file, `name,mobile,amount\nAsha Rao,${a},500\nRavi Kumar,${b},700\n`);
    await upload.getByLabel('CSV file (name, mobile, email, amount)').setInputFiles(file);
    await upload.getByRole('button', { name: 'Check and issue' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Issued 2 cards, ${formatINR(1_200)} in all` })
      .waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
  });
});

describe.skipIf(!browserAvailable)('the savings plan desk', () => {
  it('filters the overdue plans, opens one and shows its passbook', async ({ server, page }) => {
    const behind = await memberWithPlan(server, 7_000);
    await backdatePlan(server, behind.planId, 45); // instalment 2 was due 15 days ago
    const onTime = await memberWithPlan(server, 2_000);
    const member = await createStaff(server, 'support');
    // The whole list's first answer is held until the overdue one has been shown: a tap on a tab
    // before the list arrives must not end with the older list over the newer filter's.
    const whole = (url: URL) => url.pathname === '/api/admin/savings-plans' && !url.searchParams.has('due');
    const firstList = await holdBack(page, whole, { firstOnly: true });
    await staffSignIn(server, page, member.email, '/admin/savings-plans');
    // The search box shows its whole hint (it was cut to "Plan id, mobile, email or").
    const hintFits = await page.getByRole('searchbox', { name: 'Search' }).evaluate((box: HTMLInputElement) => {
      const style = getComputedStyle(box);
      const pen = document.createElement('canvas').getContext('2d')!;
      pen.font = style.font;
      const room = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return pen.measureText(box.placeholder).width <= room;
    });
    expect(hintFits).toBe(true);

    // The tabs' counts come with the list: still loading, the tab reads "Overdue".
    await page.getByRole('link', { name: /^Overdue/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('due')).toBe('overdue');
    const table = page.getByRole('table', { name: 'Savings plans' });
    // The list before the filter holds both plans, and is cleared while the filtered one loads: wait
    // for a list with the late plan (and how late it is) and without the one paid on time.
    await expect
      .poll(async () => {
        const text = (await table.textContent()) ?? '';
        return text.includes(behind.planId) && text.includes('15 days late') && !text.includes(onTime.planId);
      })
      .toBe(true);
    expect(firstList.asked.length).toBeGreaterThanOrEqual(1);
    const lateAnswer = page.waitForEvent('requestfinished', (r) => whole(new URL(r.url())));
    firstList.release();
    await lateAnswer;
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await table.textContent()).not.toContain(onTime.planId);
    expect(await table.textContent()).toContain(behind.planId);
    expect(await axeViolations(page)).toEqual([]);

    await table.getByRole('link', { name: behind.planId }).click();
    await page.getByRole('heading', { name: new RegExp(`Savings plan ${behind.planId}`) }).waitFor();
    const passbook = page.getByRole('table', { name: 'Passbook' });
    const first = await passbook.getByRole('row').nth(1).textContent();
    expect(first).toContain(`${behind.planId}-01`);
    expect(first).toContain(formatINR(7_000));
    expect(await passbook.getByRole('row').nth(2).textContent()).toContain('Not paid');
    expect(await page.getByText('(15 days late)').count()).toBe(1);
    expect(await page.getByText(behind.person.email).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
  });
});
