// The support inbox in Chromium, on a tablet at the counter (1024×768): a support member signs in with
// the code mailed to them, filters the inbox to the unassigned enquiries, opens one, assigns it to
// themself, adds a note and marks it done; then confirms a try@home booking. What each call stores is
// tests/api/admin-inbox.test.ts's; here, what the pages show and that a tap does what it says.
import { describe, expect } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { browserAvailable } from '../support/browser.ts';
import { staffSignIn } from '../support/admin-browser.ts';
import { storeTest } from '../support/e2e-fixtures.ts';
import { enquiry, person, tryAtHomeBooking } from '../support/inbox-items.ts';
import { createStaff } from '../support/staff.ts';

const it = storeTest({ seedProducts: 5 });
const TABLET = { width: 1024, height: 768 };
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

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
