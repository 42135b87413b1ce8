// The catalogue desk in Chromium on a phone (390 px): the catalogue team finds a piece by its SKU,
// renames it, changes its stock and one variant's making charge (its price follows), saves, and
// hides it after a confirmation; the shop's search shows the new name first, then nothing. What each
// call stores is tests/api/admin-products.test.ts's; here, what the pages show and that a tap does it.
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { staffSignIn } from '../support/admin-browser.ts';
import { axeViolations } from '../support/axe.ts';
import { browserAvailable } from '../support/browser.ts';
import { storeTest } from '../support/e2e-fixtures.ts';
import { createStaff } from '../support/staff.ts';

const it = storeTest({ seedProducts: 5 });
const PHONE = { width: 390, height: 844 };

describe.skipIf(!browserAvailable)('the catalogue desk', () => {
  it.override('device', PHONE);

  it('finds a piece, renames it, changes its stock and a making charge, hides it; the shop follows', async ({
    server,
    page,
  }) => {
    const [piece] = await queryRows<{ id: number; sku: string; name: string; stock: number }>(
      server.services.database.db,
      sql`SELECT p.id, p.sku, p.name, p.stock FROM products p
           WHERE p.active AND EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.offerprice > 0 AND v.metal_purity = '18K')
           ORDER BY p.id LIMIT 1`,
    );
    const member = await createStaff(server, 'catalogue', { name: 'Nila Catalogue' });
    await staffSignIn(server, page, member.email, '/admin/catalogue');

    const find = page.getByRole('form', { name: 'Find pieces' });
    await find.getByLabel('Search').fill(piece!.sku.toLowerCase());
    await find.getByRole('button', { name: 'Find' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(piece!.sku.toLowerCase());
    await page.getByRole('link', { name: piece!.name }).click();
    await page.getByRole('heading', { level: 1, name: piece!.name }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const form = page.getByRole('form', { name: 'The piece' });
    await form.getByLabel('Name').fill('Tharani Leaf Ring');
    await form.getByLabel('Stock (pieces)').fill(String(Number(piece!.stock) + 2));
    const making = form.locator('[name="variants.0.making_charge"]');
    const charge = Number(await making.inputValue());
    const priceBefore = await form.locator('.admin-variant-price strong').first().textContent();
    await making.fill(String(charge + 5_000));
    await form.getByRole('button', { name: 'Save 3 changes' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved 3 changes.' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Tharani Leaf Ring' }).waitFor();
    expect(await form.locator('.admin-variant-price strong').first().textContent()).not.toBe(priceBefore);
    expect(await form.getByRole('button', { name: 'No changes' }).isDisabled()).toBe(true);

    // The shop's search finds it under its new name at once.
    const shop = await page.context().newPage();
    await shop.goto(`${server.baseUrl}/jewellery?query=Tharani`, { waitUntil: 'load' });
    expect(await shop.getByText('Tharani Leaf Ring').count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Hide from the shop' }).click();
    await page.getByRole('group', { name: 'Confirm hiding' }).getByRole('button', { name: 'Hide it' }).click();
    await page.getByRole('status').filter({ hasText: 'Hidden from the shop.' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Hidden from the shop');

    await shop.reload({ waitUntil: 'load' });
    expect(await shop.getByText('Tharani Leaf Ring').count()).toBe(0);
  });

  it('imports CSV lines: a bad file lists its line and changes nothing, a good one is checked, then imported; a new piece by file', async ({
    server,
    page,
  }) => {
    const [piece] = await queryRows<{ id: number; sku: string; variant_id: string; reserved: number }>(
      server.services.database.db,
      sql`SELECT p.id, p.sku, v.variant_id, p.reserved FROM products p JOIN variants v ON v.product_id = p.id
           ORDER BY p.id DESC, v.position LIMIT 1`,
    );
    const member = await createStaff(server, 'catalogue', { name: 'Nila Catalogue' });
    await staffSignIn(server, page, member.email, '/admin/catalogue');
    const form = page.getByRole('form', { name: 'Import CSV' });
    const choose = (text: string) =>
      form.getByLabel('CSV file').setInputFiles({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
    const stock = Number(piece!.reserved) + 41;

    await choose(`sku,variant_id,stock\r\n${piece!.sku},${piece!.variant_id},lots\r\n`);
    await form.getByLabel('Reason').fill('Monday stock count');
    await form.getByRole('button', { name: 'Check file' }).click();
    await page.getByRole('alert').filter({ hasText: 'Line 2: stock: must be a whole number, 0 or more' }).waitFor();

    await choose(`sku,variant_id,stock\r\n${piece!.sku},${piece!.variant_id},${stock}\r\n`);
    await form.getByRole('button', { name: 'Check file' }).click();
    await page.getByRole('status').filter({ hasText: '1 line checked, no problems.' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Import 1 piece' }).click();
    await page.getByRole('status').filter({ hasText: 'Imported: 0 new pieces created, 1 piece changed' }).waitFor();
    const [after] = await queryRows<{ stock: number }>(
      server.services.database.db,
      sql`SELECT stock FROM products WHERE id = ${piece!.id}`,
    );
    expect(Number(after!.stock)).toBe(stock);

    // A line without a variant_id is a new piece: checked, counted as created, then made.
    await choose(
      'sku,variant_id,name,category,gender,stock,color,size,metal,purity,weight,making_charge\r\n' +
        'E2E-CSV-1,,Kavya Csv Ring,rings,women,3,rose-gold,12,Gold,18K,2.2,900\r\n',
    );
    await form.getByRole('button', { name: 'Check file' }).click();
    await page.getByRole('status').filter({ hasText: 'Importing creates 1 new piece and changes 0 pieces.' }).waitFor();
    await page.getByRole('button', { name: 'Import 1 piece' }).click();
    await page.getByRole('status').filter({ hasText: 'Imported: 1 new piece created, 0 pieces changed' }).waitFor();
    const [made] = await queryRows<{ name: string }>(
      server.services.database.db,
      sql`SELECT name FROM products WHERE sku = 'E2E-CSV-1'`,
    );
    expect(made?.name).toBe('Kavya Csv Ring');
  });
});
