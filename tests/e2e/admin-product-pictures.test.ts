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

  it("tags each picture with a colour on the desk; the product page shows the picked colour's at once, never the other's", async ({
    server,
    page,
  }) => {
    const [piece] = await queryRows<{ id: number; value: string }>(
      server.services.database.db,
      sql`SELECT p.id, p.value FROM products p
           WHERE p.active AND NOT EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.offerprice = 0)
             AND (SELECT count(DISTINCT v.color) FROM variants v WHERE v.product_id = p.id) >= 2
             AND NOT EXISTS (SELECT 1 FROM product_pictures pp WHERE pp.product_id = p.id)
           ORDER BY p.id LIMIT 1`,
    );
    const variants = await queryRows<{ variant_id: string; color: string }>(
      server.services.database.db,
      sql`SELECT variant_id, color FROM variants WHERE product_id = ${piece!.id} ORDER BY position, id`,
    );
    const first = variants[0]!;
    const other = variants.find((v) => v.color !== first.color)!;
    const member = await createStaff(server, 'catalogue', { name: 'Tara Catalogue' });
    await staffSignIn(server, page, member.email, `/admin/catalogue/${piece!.id}`);
    const panel = page.getByRole('region', { name: 'Pictures' });
    await panel.getByText('No photographs yet').waitFor();
    const solid = (background: string) =>
      sharp({ create: { width: 700, height: 700, channels: 3, background } })
        .jpeg()
        .toBuffer();
    await panel.getByLabel('Add pictures').setInputFiles([
      { name: 'one.jpg', mimeType: 'image/jpeg', buffer: await solid('#b8860b') },
      { name: 'two.jpg', mimeType: 'image/jpeg', buffer: await solid('#b76e79') },
    ]);
    await panel.getByRole('status').filter({ hasText: 'Added 2 pictures' }).waitFor();
    const items = panel.getByRole('listitem');
    for (const [i, v] of [first, other].entries()) {
      await items.nth(i).getByLabel('Shown for').selectOption(v.color);
      await panel
        .getByRole('status')
        .filter({ hasText: `Picture ${i + 1} is shown for` })
        .waitFor();
    }
    expect(await axeViolations(page)).toEqual([]);
    const pathOf = async (i: number) =>
      new URL((await items.nth(i).getByRole('img').getAttribute('src'))!, server.baseUrl).pathname;
    const [onePath, twoPath] = [await pathOf(0), await pathOf(1)];

    const shop = await page.context().newPage();
    await shop.goto(`${server.baseUrl}/${piece!.value}?variant_id=${first.variant_id}`, { waitUntil: 'load' });
    await shop.locator('.gallery').waitFor();
    const galleryPaths = () =>
      shop.$$eval('.gallery img', (imgs) =>
        imgs.map((img) => new URL((img as HTMLImageElement).getAttribute('src')!, location.href).pathname),
      );
    await expect.poll(galleryPaths).toContain(onePath);
    expect(await galleryPaths()).not.toContain(twoPath);

    // Watch every gallery picture from the pick on: none may show the first colour's picture again.
    await shop.evaluate(() => {
      const seen: string[] = [];
      let picked = false;
      (window as unknown as { seenAfterPick: string[] }).seenAfterPick = seen;
      for (const type of ['click', 'change']) document.addEventListener(type, () => (picked = true), true);
      const note = () => {
        if (!picked) return;
        document
          .querySelectorAll('.gallery img')
          .forEach((img) => seen.push(new URL(img.getAttribute('src')!, location.href).pathname));
      };
      new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    const swatch = shop.locator(`.pp-swatch[data-color="${other.color}"]`);
    const select = shop.getByLabel('Metal colour');
    if (await swatch.isVisible()) await swatch.click();
    else await select.selectOption(other.color);
    await expect.poll(galleryPaths).toContain(twoPath);
    expect(await galleryPaths()).not.toContain(onePath);
    const seen = await shop.evaluate(() => (window as unknown as { seenAfterPick: string[] }).seenAfterPick);
    expect(seen).not.toContain(onePath);

    // The second colour's variants move to the first's colour (as a desk edit or an import may do): its
    // picture is now shown nowhere, and the desk says so beside it.
    await server.services.database.db.execute(
      sql`UPDATE variants SET color = ${first.color} WHERE product_id = ${piece!.id} AND color = ${other.color}`,
    );
    await page.reload();
    const second = panel.getByRole('listitem').nth(1);
    await second.getByText('Shown nowhere: no variant is').waitFor();
    expect(await panel.getByRole('listitem').first().getByText('Shown nowhere').count()).toBe(0);
  });
});
