// The catalogue desk in Chromium, one server for its flows (docs/decisions/2026-11-30-desk-files.md).
// Each flow signs in its own staff member and picks its pieces by what it needs of them (never the
// pieces another flow renames, hides or reprices: a flow's query skips hidden pieces and pieces with
// photographs already), so none depends on another or on their order. What each call stores is
// tests/api's (admin-products, admin-product-pictures, admin-merchandising, admin-rates); here, what the
// pages show and that a tap does what it says.
// - The pieces, on a phone (390 px): the catalogue team finds a piece by its SKU, renames it, changes
//   its stock and one variant's making charge (its price follows), saves, and hides it after a
//   confirmation; the shop's search shows the new name first, then nothing. A CSV import: a bad line
//   named, a good file checked then imported, a new piece made by file.
// - A piece's pictures, at 1280 px: two photographs uploaded (a JPEG and a phone's HEIC), the second
//   made the main picture and shown first on the shop's product page, loaded; pictures tagged with a
//   colour, the product page showing only the picked colour's.
// - Merchandising, at 1280 px: a category renamed and the promotional strip rewritten (a bad link
//   first: refused beside its field, nothing saved), a menu link added and another removed after
//   confirming, and the shop's next page shows all of it; a collection's pieces found by SKU, ordered
//   and saved, shown first on the collection page.
// - Today's gold rate: a shopper has a piece of 18K gold at checkout; the catalogue team raises the 18K
//   rate at /admin/rates (a tablet at the counter), reads the preview and applies it; a new look at the
//   product page shows the new price, while the shopper's checkout still shows, and would charge, the
//   price they were shown.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { formatINR } from '../../domain/money/inr.ts';
import { staffSignIn } from '../support/admin-browser.ts';
import { axeViolations } from '../support/axe.ts';
import { browserAvailable, checkoutReady, DESKTOP, openHydrated, PHONE, withShopper } from '../support/browser.ts';
import { setStock } from '../support/checkout.ts';
import { storedCart, withCart } from '../support/device-cart.ts';
import { storeTest } from '../support/e2e-fixtures.ts';
import { findProduct } from '../support/seeded-products.ts';
import { createStaff } from '../support/staff.ts';
import type { TestServer } from '../support/test-server.ts';

// 20 pieces: the gold rate's flow needs a one-variant 18K piece in stock, which 5 do not hold.
const it = storeTest({ seedProducts: 20 });
const WIDE = { width: 1280, height: 900 };
const TABLET = { width: 1024, height: 768 };
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const rupees = async (page: Page, selector: string) =>
  Number(((await page.locator(selector).first().textContent()) ?? '').replace(/\D/g, ''));

async function rate18K(server: TestServer): Promise<number> {
  const [row] = await queryRows<{ rate: number }>(
    server.services.database.db,
    sql`SELECT rate_per_gram AS rate FROM metal_rates WHERE metal = 'Gold' AND purity = '18K'`,
  );
  return Number(row!.rate);
}

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

describe.skipIf(!browserAvailable)('pictures on the catalogue desk', () => {
  it.override('device', WIDE);

  it('uploads a JPEG and a HEIC, makes the HEIC main, and the product page shows it first', async ({
    server,
    page,
  }) => {
    const [piece] = await queryRows<{ id: number; name: string; value: string }>(
      server.services.database.db,
      sql`SELECT p.id, p.name, p.value FROM products p
           WHERE p.active AND EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.offerprice > 0)
             AND NOT EXISTS (SELECT 1 FROM product_pictures pp WHERE pp.product_id = p.id)
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

describe.skipIf(!browserAvailable)('the merchandising desk', () => {
  it.override('device', WIDE);

  it('renames a category, edits the promotional strip, adds and removes menu links; the shop shows it all', async ({
    server,
    page,
  }) => {
    const member = await createStaff(server, 'catalogue', { name: 'Meera Catalogue' });
    await staffSignIn(server, page, member.email, '/admin/merchandising');
    await page.getByRole('link', { name: 'Categories' }).first().click();
    await page.getByRole('link', { name: 'Earrings', exact: true }).click();
    const form = page.getByRole('form', { name: "The category's words" });
    await form.getByLabel('Name').fill('Diamond Earrings');
    await form.getByRole('button', { name: 'Save category' }).click();
    await page.getByRole('status').filter({ hasText: 'The shop now shows “Diamond Earrings”' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: '← Categories' }).click();
    await page.getByRole('link', { name: '← Merchandising' }).click();
    await page.getByRole('link', { name: 'Menu and promotional strip' }).click();
    const strip = page.getByRole('form', { name: 'Promotional strip' });
    await strip.getByLabel('Message').fill('Akshaya Tritiya: making charges off on gold.');
    await strip.getByLabel('Link text').fill('Shop gold');
    await strip.getByLabel('Link', { exact: true }).fill('javascript:alert(1)');
    await strip.getByRole('button', { name: 'Save strip' }).click();
    await page.getByText('Nothing was saved: fix the fields marked below.').waitFor();
    const link = strip.getByLabel('Link', { exact: true });
    expect(await link.getAttribute('aria-invalid')).toBe('true');
    expect(await strip.getByText(/must be one of the shop's own paths/).isVisible()).toBe(true);
    await link.fill('/jewellery/bangles');
    await strip.getByRole('button', { name: 'Save strip' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved: every page now shows this message.' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // A new link goes last; a removal asks first.
    await page.getByRole('button', { name: 'Add a link' }).click();
    const added = page.getByRole('form', { name: 'New link' });
    await added.getByLabel('Label').fill('Diwali Edit');
    await added.getByLabel('Link', { exact: true }).fill('/collections/festive');
    await added.getByRole('button', { name: 'Add to the menu' }).click();
    await page.getByRole('status').filter({ hasText: 'Item added at the end of the menu.' }).waitFor();
    await page.getByRole('button', { name: 'Remove Gift Cards' }).click();
    const confirm = page.getByRole('group', { name: 'Confirm removal' });
    await confirm.getByRole('button', { name: 'Remove “Gift Cards”' }).click();
    await page.getByRole('status').filter({ hasText: '“Gift Cards” is removed.' }).waitFor();

    await openHydrated(page, `${server.baseUrl}/jewellery`);
    const promo = page.getByRole('region', { name: 'Offers and store services' });
    expect(await promo.textContent()).toContain('Akshaya Tritiya: making charges off on gold.');
    expect(await promo.getByRole('link', { name: 'Shop gold' }).getAttribute('href')).toBe('/jewellery/bangles');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('button', { name: /Diamond Earrings/ }).isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'Diwali Edit' }).getAttribute('href')).toBe('/collections/festive');
    expect(await nav.getByRole('link', { name: 'Gift Cards' }).count()).toBe(0);
  });

  it('finds pieces for a collection by SKU, puts them in order and saves; the collection page shows them first', async ({
    server,
    page,
  }) => {
    const [a, b] = server.services.search.engine.search({ hitsPerPage: 2, sortBy: 'Popular' }).hits;
    const member = await createStaff(server, 'catalogue', { name: 'Ira Catalogue' });
    await staffSignIn(server, page, member.email, '/admin/merchandising/collections');
    const bridal = page.getByRole('form', { name: 'Pieces of bridal' });
    const search = bridal.getByRole('searchbox', { name: 'Add a piece' });
    for (const piece of [a!, b!]) {
      await search.fill(piece.sku.toLowerCase());
      await bridal.getByRole('button', { name: `Add ${piece.name}` }).click();
    }
    // Found again, a chosen piece is not offered twice.
    await search.fill(b!.sku);
    await bridal.getByText('No other piece matches.').waitFor();
    await bridal.getByRole('button', { name: `Up ${b!.name}` }).click();
    const chosen = bridal.getByRole('list', { name: /Chosen pieces/ }).getByRole('listitem');
    expect(await chosen.allTextContents()).toEqual([expect.stringContaining(b!.sku), expect.stringContaining(a!.sku)]);
    expect(await axeViolations(page)).toEqual([]);
    await bridal.getByRole('button', { name: 'Save collection' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved: 2 chosen pieces.' }).waitFor();

    await openHydrated(page, `${server.baseUrl}/collections/bridal`);
    const cards = page.locator('article.product-card a[href]');
    expect(await cards.first().getAttribute('href')).toContain(`/${b!.value}`);
  });
});

describe.skipIf(!browserAvailable)("today's gold rate", () => {
  it('reprices the shop at once while a shopper at checkout keeps the price they were shown', async ({
    server,
    browser,
  }) => {
    const product = await findProduct(
      server,
      (p) =>
        p.made_to_order === 'false' &&
        p.variants.length === 1 &&
        p.variants[0]!.metal_type === 'Gold' &&
        p.variants[0]!.metal_purity === '18K' &&
        p.variants[0]!.metal_weight > 0,
    );
    const variant = product.variants[0]!;
    await setStock(server, product.id, 3);
    const shown = variant.offerprice;

    await withShopper(browser, PHONE, async (_shopperContext, shopper) => {
      await withCart(shopper, storedCart([{ product, variant }]));
      await openHydrated(shopper, `${server.baseUrl}/checkout`);
      await checkoutReady(shopper);
      await poll(() => rupees(shopper, '.co-total dd')).toBe(shown);

      // 5% up: within the 20% that needs no second confirmation.
      const raised = Math.round((await rate18K(server)) * 1.05);
      await withShopper(browser, TABLET, async (_staffContext, staff) => {
        const member = await createStaff(server, 'catalogue', { name: 'Nila Catalogue' });
        await staffSignIn(server, staff, member.email, '/admin/rates');
        const field = staff.getByLabel('18K gold');
        await poll(() => field.inputValue()).not.toBe('');
        await field.fill(String(raised));
        await staff.getByRole('button', { name: 'Preview prices' }).click();
        const preview = staff.getByRole('region', { name: 'Preview' });
        await preview.getByText(/\d+ pieces: \d+ up, 0 down/).waitFor();
        await preview.getByRole('button', { name: /^Apply to \d+ pieces$/ }).click();
        await staff.getByRole('status').waitFor();
        expect(await rate18K(server)).toBe(raised);
      });

      // A fresh look at the piece shows the new price; the checkout keeps the one it showed.
      await withShopper(browser, DESKTOP, async (_context, page) => {
        await openHydrated(page, `${server.baseUrl}/${product.value}`);
        const now = await rupees(page, '.pp-price-now');
        expect(now).toBeGreaterThan(shown);
        expect(await page.locator('.pp-price-now').first().textContent()).toContain(formatINR(now));
      });
      await shopper.reload({ waitUntil: 'load' });
      await checkoutReady(shopper);
      await poll(() => rupees(shopper, '.co-total dd')).toBe(shown);
    });
  });
});
