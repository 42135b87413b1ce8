// The orders desk in Chromium, one server for its flows (docs/decisions/2026-11-30-desk-files.md); each
// flow makes its own member, order and staff, so none reads another's rows or depends on their order.
// - Orders, on a tablet (768 px): a member of the orders team signs in with the code mailed to them,
//   finds a cash-on-delivery order among the overdue calls, confirms it after the call, packs it,
//   ships it with the carrier and AWB; the customer then tracks the order (id + email), sees the
//   courier and downloads the GST invoice.
// - Returns (docs/decisions/2026-11-27-returns.md): a member with a delivered cash-on-delivery order
//   downloads its GST invoice from My orders on a phone (the PDF's text names the order), then asks
//   for a return with a reason, a photo and the bank account (a wrong IFSC first: its error lands
//   beside the IFSC field), and the card shows the return's state; staff of the orders team find it at
//   /admin/returns on a desktop (its photo's thumbnail opens the picture, the bank account stays
//   masked before approval) and work it on the order's page (receipt, quality check passed, approval,
//   the full account number behind its button and audited, the refund with the bank transfer's
//   reference); the member's My orders then shows the order returned and the return refunded; on a
//   phone the returns list is cards no wider than the screen. Screenshots of the dialog (390 px) and
//   of the desk (1440 and 1024 px) go to SCREENSHOT_DIR when it is set.
// What each call stores is tests/api's; here, what the pages show and that a tap does what it says.
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { registerPerson } from '../support/accounts.ts';
import { staffSignIn } from '../support/admin-browser.ts';
import { axeViolations } from '../support/axe.ts';
import {
  asMember,
  browserAvailable,
  DESKTOP,
  openHydrated,
  PHONE,
  toastsSeen,
  watchToasts,
  withShopper,
} from '../support/browser.ts';
import { storeTest } from '../support/e2e-fixtures.ts';
import { createOrder } from '../support/order-factory.ts';
import { createStaff } from '../support/staff.ts';

const it = storeTest({ seedProducts: 5 });

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });
const TABLET = { width: 768, height: 1024 };
const shots = process.env.SCREENSHOT_DIR;

const pdfText = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text.replace(/\s+/g, ' ');

const card = (page: Page, orderId: string) =>
  page.locator('.order-card', { has: page.locator('.order-card-id', { hasText: orderId }) });

describe.skipIf(!browserAvailable)('the orders desk', () => {
  it('confirms a COD order after the call, ships it with an AWB, and the customer downloads the invoice', async ({
    server,
    browser,
  }) => {
    const email = `desk.e2e.${Date.now().toString(36)}@example.com`;
    const order = await createOrder(server.services.database.db, {
      email,
      firstName: 'Revathi',
      lastName: 'Pillai',
      paymentMode: 'payment_on_delivery',
      path: ['placed'],
    });
    await server.services.database.db.execute(
      sql`UPDATE orders SET created_at = now() - interval '50 hours' WHERE order_id = ${order.orderId}`,
    );
    const clerk = await createStaff(server, 'orders', { name: 'Ravi Shankar' });

    await withShopper(browser, TABLET, async (_context, page) => {
      await staffSignIn(server, page, clerk.email, '/admin/orders');

      await page.getByRole('link', { name: /^Overdue COD calls/ }).click();
      await poll(() => new URL(page.url()).searchParams.get('overdue')).toBe('true');
      const row = page.getByRole('row').filter({ hasText: order.orderId });
      await row.getByText('Overdue call').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await row.getByRole('link', { name: order.orderId }).click();
      await page.getByRole('heading', { name: new RegExp(`Order ${order.orderId}`) }).waitFor();

      const act = async (button: string, fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) => {
        await page.getByRole('group', { name: 'Acts on this order' }).getByRole('button', { name: button }).click();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        await fill(dialog);
        await dialog.getByRole('button', { name: button }).click();
        await page
          .getByRole('status')
          .filter({ hasText: `${button}: done.` })
          .waitFor();
      };
      await act('Confirm', (d) => d.getByLabel(/Note/).fill('Called the customer: confirmed'));
      await page.getByRole('cell', { name: 'Called the customer: confirmed' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await act('Mark packed', async () => {});
      await act('Ship', async (d) => {
        await d.getByLabel('Carrier').fill('BlueDart');
        await d.getByLabel('AWB (waybill number)').fill('BD7788990011');
      });
      await page.getByText('Shipped with BlueDart, AWB BD7788990011').waitFor();
      await page.getByRole('button', { name: 'Download invoice' }).waitFor();
    });

    // The customer (a guest) tracks the order and downloads the invoice.
    await withShopper(browser, TABLET, async (_context, page) => {
      await openHydrated(page, `${server.baseUrl}/sales/guest/form`);
      await page.getByLabel('Order id').fill(order.orderId);
      await page.getByLabel('Email address').fill(email);
      await page.getByRole('button', { name: 'Track order' }).click();
      await page.getByText('BlueDart, AWB BD7788990011').waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: /Download invoice/ }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    });
  });
});

describe.skipIf(!browserAvailable)('returns', { timeout: 180_000 }, () => {
  it('a member asks for a return on a phone; staff receive, check, approve and refund it; the order shows returned', async ({
    server,
    browser,
  }) => {
    const member = await registerPerson(server);
    const order = await createOrder(server.services.database.db, {
      userId: member.session.user_id,
      email: member.person.email,
      firstName: 'Lakshmi',
      lastName: 'Nair',
      paymentMode: 'payment_on_delivery',
      path: ['placed', 'confirmed', 'packed', 'shipped', 'delivered'],
    });
    // Shipped by the factory, not the desk: its invoice is issued here as the ship action would.
    const db = server.services.database.db;
    const invoice = await db.transaction((tx) => server.services.invoices.issueInvoice(tx, order.orderId));
    expect(invoice).toHaveProperty('number');
    const clerk = await createStaff(server, 'orders', { name: 'Anil Kumar' });
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c9a227' } })
      .jpeg()
      .toBuffer();
    let returnNo = '';

    await withShopper(browser, PHONE, async (_context, page) => {
      await asMember(page, member.session);
      await watchToasts(page);
      await openHydrated(page, `${server.baseUrl}/my-orders`);
      const mine = card(page, order.orderId);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        mine.getByRole('button', { name: /Download invoice/ }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      // The browser runs apart from the test (a remote connection): the file is read back as a stream.
      const chunks: Buffer[] = [];
      for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
      const invoiceText = await pdfText(new Uint8Array(Buffer.concat(chunks)));
      expect(invoiceText).toContain(order.orderId);
      expect(invoiceText).toContain('TAX INVOICE');

      await mine.getByRole('button', { name: 'Request a return' }).click();
      const dialog = page.getByRole('dialog', { name: `Return order ${order.orderId}` });
      await poll(() => dialog.isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);

      await dialog.getByRole('radio', { name: 'It does not fit' }).check();
      await dialog.getByLabel('Anything we should know? (optional)').fill('The chain is shorter than I thought');
      await dialog
        .getByLabel('Photos (optional, up to 3)')
        .setInputFiles({ name: 'chain.jpg', mimeType: 'image/jpeg', buffer: photo });
      await dialog.getByLabel('Account holder').fill('Lakshmi Nair');
      await dialog.getByLabel('Account number').fill('1234 5678 9012');
      // A fifth character that is not 0: the server's error shows inside the IFSC field's label.
      const ifsc = dialog.locator('label', { has: page.getByLabel('IFSC') });
      await dialog.getByLabel('IFSC').fill('SBIN1001234');
      if (shots) await page.screenshot({ path: `${shots}/return-dialog-390.png` });
      await dialog.getByRole('button', { name: 'Request the return' }).click();
      await poll(() => ifsc.locator('.form-error').textContent()).toContain('must be an IFSC like SBIN0001234');
      expect(await dialog.getByRole('alert').textContent()).toBe('Please correct the details marked above.');
      expect(await dialog.getByLabel('Account holder').locator('..').locator('.form-error').count()).toBe(0);
      if (shots) await page.screenshot({ path: `${shots}/return-dialog-error-390.png`, fullPage: true });

      await dialog.getByLabel('IFSC').fill('sbin0001234');
      await dialog.getByRole('button', { name: 'Request the return' }).click();
      await poll(() => dialog.isVisible()).toBe(false);
      const state = mine.getByRole('status');
      await poll(() => state.textContent()).toMatch(/^Return RT\d{6}: Return requested$/);
      returnNo = /RT\d{6}/.exec((await state.textContent()) ?? '')![0];
      await poll(async () => (await toastsSeen(page)).length).toBeGreaterThan(0);
      expect(await mine.getByRole('button', { name: 'Request a return' }).count()).toBe(0);
    });

    await withShopper(browser, DESKTOP, async (_context, page) => {
      await staffSignIn(server, page, clerk.email, '/admin/returns');
      await page.getByRole('link', { name: /^Return requested 1$/ }).click();
      await poll(() => new URL(page.url()).searchParams.get('state')).toBe('requested');
      await page.getByRole('row').filter({ hasText: returnNo }).getByRole('button', { name: returnNo }).click();
      const listed = page.locator('section', { has: page.getByRole('heading', { name: new RegExp(returnNo) }) });
      await listed.waitFor();
      // The photo: a thumbnail fetched with the staff token, opening the whole picture.
      await listed.getByRole('button', { name: 'Open photo 1 of 1' }).click();
      const picture = page.getByRole('dialog', { name: `Return ${returnNo}: photo 1` }).getByRole('img');
      await poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      // The bank account is not on the page until asked for, and masked before approval.
      expect(await listed.textContent()).not.toContain('9012');
      await listed.getByRole('button', { name: 'Show bank details' }).click();
      await poll(() => listed.locator('dl[aria-label="Bank account for the refund"]').textContent()).toBe(
        'Account holderLakshmi NairAccount numberXXXXXX9012IFSCSBIN0001234',
      );

      // The order's page carries the same return and its steps.
      await listed.getByRole('link', { name: order.orderId }).click();
      await page.getByRole('heading', { name: new RegExp(`Order ${order.orderId}`) }).waitFor();
      const panel = page.locator('section', { has: page.getByRole('heading', { name: new RegExp(returnNo) }) });
      await panel.waitFor();
      const pill = panel.locator('.admin-pill');
      const step = async (button: string, fill: (form: ReturnType<Page['locator']>) => Promise<void>, to: string) => {
        const form = panel.getByRole('form', { name: `${button}: return ${returnNo}` });
        await fill(form);
        await form.getByRole('button', { name: button, exact: true }).click();
        await poll(() => pill.textContent()).toBe(to);
      };
      await step(
        'Record receipt',
        (f) => f.getByLabel('Note (optional)').fill('Parcel sealed, tag on'),
        'Received at the store',
      );
      await step(
        'Record quality check',
        async (f) => {
          await f.getByLabel('Result').selectOption('yes');
          await f.getByLabel('Note').fill('Hallmark and weight match');
        },
        'Quality checked',
      );
      await poll(() => panel.textContent()).toContain('passed (Hallmark and weight match)');
      if (shots) await page.screenshot({ path: `${shots}/admin-returns-1440.png`, fullPage: true });
      await step('Approve', (f) => f.getByLabel('Note').fill('Returned as sold'), 'Approved');
      await poll(() => page.locator('h1 .admin-pill').textContent()).toBe('Returned');
      expect(await axeViolations(page)).toEqual([]);
      // Approved: the full account number for the transfer, and the look is audited.
      await panel.getByRole('button', { name: 'Show bank details' }).click();
      await poll(() => panel.locator('dl[aria-label="Bank account for the refund"]').textContent()).toContain(
        'Account number123456789012',
      );
      const looks = await queryRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'return.bank_details_viewed' AND staff_id = ${clerk.id}`,
      );
      expect(looks).toEqual([{ n: 1 }]);
      await step('Refund', (f) => f.getByLabel('Reference of the bank transfer').fill('NEFT-UTR-88776655'), 'Refunded');
      await poll(() => panel.textContent()).toMatch(/Refunded ₹\d{1,3}(,\d{2,3})+ \(NEFT-UTR-88776655\)/);
      expect(await panel.locator('form').count()).toBe(0);
      await poll(() => page.getByText(/^Left to refund: ₹0$/).count()).toBe(1);
      await page.setViewportSize({ width: 1024, height: 768 });
      if (shots) await page.screenshot({ path: `${shots}/admin-returns-1024.png`, fullPage: true });

      // On a phone the returns list is cards (each cell naming its column), nothing wider than the screen.
      await page.setViewportSize(PHONE);
      await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Returns' }).click();
      await page.getByRole('link', { name: /^Refunded 1$/ }).click();
      const row = page.getByRole('row').filter({ hasText: returnNo });
      await row.waitFor();
      expect(await row.getByRole('cell').nth(1).getAttribute('data-label')).toBe('Order');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      if (shots) await page.screenshot({ path: `${shots}/admin-returns-390.png`, fullPage: true });
    });

    await withShopper(browser, PHONE, async (_context, page) => {
      await asMember(page, member.session);
      await openHydrated(page, `${server.baseUrl}/my-orders`);
      const mine = card(page, order.orderId);
      await poll(() => mine.locator('.status-badge').textContent()).toContain('Returned');
      expect(await mine.getByRole('status').textContent()).toBe(`Return ${returnNo}: Refunded`);
    });
  });
});
