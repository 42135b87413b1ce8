// The merchandising desk in Chromium at a desktop's 1280 px: the catalogue team renames a category and
// rewrites the promotional strip (a bad link first: refused beside its field, nothing saved), adds a
// menu link and removes another after confirming, and the shop's next page shows all of it. What each call stores is tests/api/admin-merchandising.test.ts's; here,
// what the pages show and that the forms do what they say.
import { describe, expect } from 'vitest';
import { staffSignIn } from '../support/admin-browser.ts';
import { axeViolations } from '../support/axe.ts';
import { browserAvailable, openHydrated } from '../support/browser.ts';
import { storeTest } from '../support/e2e-fixtures.ts';
import { createStaff } from '../support/staff.ts';

const it = storeTest({ seedProducts: 5 });
const DESKTOP_1280 = { width: 1280, height: 800 };

describe.skipIf(!browserAvailable)('the merchandising desk', () => {
  it.override('device', DESKTOP_1280);

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
