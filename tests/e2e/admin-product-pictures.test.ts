// A piece's pictures on the catalogue desk in Chromium at 1280 px: the catalogue team uploads two
// photographs (a JPEG and a phone's HEIC) from the piece's page, makes the second the main picture,
// and the shop's product page shows it first, loaded. What each call stores and refuses is
// tests/api/admin-product-pictures.test.ts's; here, what the page shows and that the clicks do it.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { staffSignIn } from '../support/admin-browser.ts';
import { axeViolations } from '../support/axe.ts';
import { browserAvailable } from '../support/browser.ts';
import { storeTest } from '../support/e2e-fixtures.ts';
import { createStaff } from '../support/staff.ts';

const it = storeTest({ seedProducts: 5 });

describe.skipIf(!browserAvailable)('pictures on the catalogue desk', () => {
  it.override('device', { width: 1280, height: 900 });

  it('uploads a JPEG and a HEIC, makes the HEIC main, and the product page shows it first', async ({
    server,
    page,
  }) => {
    const [piece] = await queryRows<{ id: number; name: string; value: string }>(
      server.services.database.db,
      sql`SELECT p.id, p.name, p.value FROM products p
           WHERE p.active AND EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.offerprice > 0)
           ORDER BY p.id LIMIT 1`,
    );
    const member = await createStaff(server, 'catalogue', { name: 'Nila Catalogue' });
    await staffSignIn(server, page, member.email, `/admin/catalogue/${piece!.id}`);
    const panel = page.getByRole('region', { name: 'Pictures' });
    await panel.getByText('No photographs yet').waitFor();

    const jpeg = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#b8860b' } })
      .jpeg()
      .toBuffer();
    const heic = readFileSync(new URL('../fixtures/ring-640x560.heic', import.meta.url));
    await panel.getByLabel('Add pictures').setInputFiles([
      { name: 'front.jpg', mimeType: 'image/jpeg', buffer: jpeg },
      { name: 'IMG_0001.HEIC', mimeType: 'image/heic', buffer: heic },
    ]);
    await panel.getByRole('status').filter({ hasText: 'Added 2 pictures' }).waitFor();
    expect(await panel.getByRole('listitem').count()).toBe(2);
    expect(await panel.getByRole('listitem').first().getByText('Main picture').count()).toBe(1);

    // The HEIC becomes the main picture, with alt text of its own.
    const second = panel.getByRole('listitem').nth(1);
    await second.getByLabel('Alt text').fill('Gold ring with a blue stone, from above');
    await second.getByRole('button', { name: 'Save alt text' }).click();
    await panel.getByRole('status').filter({ hasText: 'Alt text of picture 2 saved.' }).waitFor();
    await second.getByRole('button', { name: 'Make main' }).click();
    await panel.getByRole('status').filter({ hasText: 'Picture 2 is the main picture now.' }).waitFor();
    expect(await second.getByText('Main picture').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    const mainSrc = await second.getByRole('img').getAttribute('src');
    const mainPath = new URL(mainSrc!, server.baseUrl).pathname;

    // The shop's page: the main picture first in the gallery, drawn by the browser, with its alt text.
    const shop = await page.context().newPage();
    await shop.goto(`${server.baseUrl}/${piece!.value}`, { waitUntil: 'load' });
    const first = shop.locator('img[src*="/pictures/"]').first();
    await first.waitFor();
    expect(new URL((await first.getAttribute('src'))!, server.baseUrl).pathname).toBe(mainPath);
    expect(await first.getAttribute('alt')).toBe('Gold ring with a blue stone, from above');
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
});
