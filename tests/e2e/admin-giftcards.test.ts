// The gift card desk in Chromium, at the counter's tablet (1024×768): the catalogue team finds a card
// by its last four, opens it, reads its ledger and blocks it with a reason; then tries a CSV file with
// a bad line (nothing issued, the line named) and issues it corrected. What each call stores is
// tests/api/admin-giftcards.test.ts's; here, what the pages show and that a tap does what it says.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { formatINR } from '../../domain/money/inr.ts';
import { staffSignIn } from '../support/admin-browser.ts';
import { axeViolations } from '../support/axe.ts';
import { browserAvailable } from '../support/browser.ts';
import { uniquePhone } from '../support/checkout.ts';
import { storeTest } from '../support/e2e-fixtures.ts';
import { buyCard } from '../support/giftcards.ts';
import { createStaff } from '../support/staff.ts';

const it = storeTest({ seedProducts: 5 });
const TABLET = { width: 1024, height: 768 };

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
