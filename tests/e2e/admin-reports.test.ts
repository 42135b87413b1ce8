// The reports in Chromium at 1280 px: the owner opens /admin/reports (the last 30 days), reads
// today's sales in the totals and the day's row, downloads the day table's CSV, and narrows the
// period to today through the form (kept in the address). Exact sums are tests/api/admin-reports.test.ts's.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { indiaDayOf } from '../../domain/dates/india-period.ts';
import { formatINR } from '../../domain/money/inr.ts';
import { staffSignIn } from '../support/admin-browser.ts';
import { axeViolations } from '../support/axe.ts';
import { browserAvailable } from '../support/browser.ts';
import { storeTest } from '../support/e2e-fixtures.ts';
import { createOrder } from '../support/order-factory.ts';
import { createStaff } from '../support/staff.ts';

const it = storeTest({ seedProducts: 5 });

describe.skipIf(!browserAvailable)('the reports', () => {
  it.override('device', { width: 1280, height: 900 });

  it("shows today's sales, exports them as CSV and narrows the period", async ({ server, page }) => {
    const db = server.services.database.db;
    const sold = await createOrder(db, { email: 'report@example.com', lines: [{ variant: 0, qty: 1 }] });
    await createOrder(db, { email: 'report@example.com', lines: [{ variant: 1, qty: 1 }], path: ['cancelled'] });
    const today = indiaDayOf(new Date());

    const owner = await createStaff(server, 'owner');
    await staffSignIn(server, page, owner.email, '/admin/reports');
    const totals = page.getByRole('list', { name: 'Totals' });
    await totals.getByText(formatINR(sold.amount), { exact: true }).first().waitFor();
    expect(await totals.textContent()).toContain('1 orders');
    await page.getByText('unpaid checkouts and cancelled orders are left out').waitFor();
    expect(await page.getByRole('img', { name: /^Revenue per day from/ }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^Download CSV: sales-per-day_/ }).click(),
    ]);
    const saved = path.join(mkdtempSync(path.join(tmpdir(), 'report-csv-')), download.suggestedFilename());
    await download.saveAs(saved);
    expect(path.basename(saved)).toMatch(/^sales-per-day_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(saved, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('day,orders,revenue,average_order_value');
    expect(csv).toContain(`${today},1,${sold.amount},${sold.amount}\r\n`);

    const period = page.getByRole('form', { name: 'Report period' });
    await period.getByLabel('From').fill(today);
    await period.getByLabel('To').fill(today);
    await period.getByRole('button', { name: 'Show' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe(`?from=${today}&to=${today}`);
    await expect.poll(async () => page.getByRole('table', { name: 'Sales per day' }).getByRole('row').count()).toBe(2);
  });
});
