// The product page as the server renders it (docs/spec.md#second-2 "Product page", #second-4; docs/spec.md#first-4):
// the name in upper case, the SKU, the price with Indian grouping and 'MRP Inclusive of all taxes', a
// breakup that adds up, the variant from ?variant_id=, the missing piece sent home with a 404 visit,
// and the meta tags and JSON-LD a search engine reads.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import type { Product } from '../../domain/catalog/product.ts';
import { formatINR } from '../../domain/money/inr.ts';
import { findProduct } from '../support/seeded-products.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 160 });
});
afterAll(() => server?.stop());

async function page(path: string) {
  const res = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual' });
  return { res, html: await res.text() };
}

const product = (predicate: (p: Product) => boolean, facetFilters: string[] = []) =>
  findProduct(server, predicate, facetFilters);

/** The Price Breakup table: body lines and the total, in rupees. */
function breakup(html: string) {
  const table = /<details class="pp-breakup">[\s\S]*?<\/details>/.exec(html)?.[0] ?? '';
  // A discount reads '−₹1,000' (a true minus sign).
  const rupees = (text: string) => Number(text.replace(/[₹,]/g, '').replace('−', '-'));
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(table)?.[1] ?? '';
  // A row's label, then (for some) its working as a detail: "Metal" and "3.2 g × ₹7,250/g".
  const lines = [
    ...body.matchAll(
      /<th scope="row">([^<]+)(?:<span class="pp-breakup-detail">[^<]*<\/span>)?<\/th><td>([^<]+)<\/td>/g,
    ),
  ].map((m) => ({ label: m[1]!, amount: rupees(m[2]!) }));
  const total = rupees(/<tfoot><tr><th scope="row">Total<\/th><td>([^<]+)<\/td>/.exec(table)?.[1] ?? 'NaN');
  return { lines, total };
}

const pressedColour = (html: string) =>
  /<button type="button" class="pp-swatch" data-color="([a-z-]+)" aria-pressed="true"/.exec(html)?.[1];
const shownPrice = (html: string) => /<span class="pp-price-now price">([^<]+)<\/span>/.exec(html)?.[1];

describe('product page', () => {
  it('shows the name in upper case, the SKU, the price with Indian grouping and the MRP note', async () => {
    const p = await product((p) => p.variants[0]!.offerprice >= 1_00_000);
    const { res, html } = await page(`/${p.value}`);
    expect(res.status).toBe(200);
    expect(html).toContain(`<h1 class="pp-name">${p.name.toUpperCase()}</h1>`);
    expect(p.name.toUpperCase()).not.toBe(p.name);
    expect(html).toContain(`SKU: <span>${p.sku}</span>`);
    const price = shownPrice(html)!;
    expect(price).toBe(formatINR(p.variants[0]!.offerprice));
    expect(price).toMatch(/^₹\d{1,2}(,\d{2})+,\d{3}$/); // ₹1,23,456: lakh grouping
    expect(html).toContain('MRP Inclusive of all taxes');
    expect(html).toMatch(
      /<nav class="pp-breadcrumb" aria-label="Breadcrumb"><ol><li><a href="\/"[^>]*>Home<\/a><\/li><li><a href="\/jewellery"[^>]*>Jewellery<\/a><\/li><li><a href="\/jewellery\/[a-z]+"[^>]*>[^<]+<\/a><\/li><li><span aria-current="page">[^<]+<\/span>/,
    );
  });

  it('breaks the price into parts and GST that add up to the total, which is the price', async () => {
    const p = await product((p) => p.variants[0]!.diamond_price > 0 && p.variants[0]!.metal_price > 0);
    const { html } = await page(`/${p.value}`);
    const { lines, total } = breakup(html);
    const v = p.variants[0]!;
    expect(lines.map((l) => l.label)).toEqual(
      expect.arrayContaining(['Metal', 'Diamond', 'Making charge', `GST (${v.gst}%)`]),
    );
    expect(lines.reduce((sum, l) => sum + l.amount, 0)).toBe(total);
    expect(total).toBe(v.offerprice);
    const gst = lines.find((l) => l.label.startsWith('GST'))!.amount;
    const subtotal = v.metal_price + v.diamond_price + v.gemstone_price + v.making_charge;
    expect(Math.abs(gst - (subtotal * v.gst) / 100)).toBeLessThanOrEqual(0.5);
  });

  it('takes the variant from ?variant_id= and falls back to the first for one that is not this piece’s', async () => {
    const ring = await product(
      (p) =>
        new Set(p.variants.map((v) => v.color)).size >= 2 && new Set(p.variants.map((v) => v.offerprice)).size >= 2,
      ['category:rings'],
    );
    const first = ring.variants[0]!;
    const other =
      ring.variants.find((v) => v.color !== first.color && v.offerprice !== first.offerprice) ??
      ring.variants.find((v) => v.color !== first.color)!;

    const chosen = await page(`/${ring.value}?variant_id=${encodeURIComponent(other.variant_id)}`);
    expect(chosen.res.status).toBe(200);
    expect(pressedColour(chosen.html)).toBe(other.color);
    expect(shownPrice(chosen.html)).toBe(formatINR(other.offerprice));
    // The size is the shopper's to choose (never put forward from the address): the select asks.
    expect(chosen.html).toContain(`<option value="${other.size}">`);
    expect(chosen.html).toMatch(/<option value="" disabled="" selected="">Choose your size<\/option>/);
    expect(chosen.html).toContain(`href="/education/size-chart/ring-size-guide"`);

    const elsewhere = (await product((p) => p.value !== ring.value)).variants[0]!;
    for (const bad of [elsewhere.variant_id, 'nonsense', '%3Cscript%3E', '9'.repeat(40)]) {
      const { res, html } = await page(`/${ring.value}?variant_id=${bad}`);
      expect(res.status, bad).toBe(200);
      expect(pressedColour(html), bad).toBe(first.color);
      expect(shownPrice(html), bad).toBe(formatINR(first.offerprice));
      expect(html).toContain(`<link rel="canonical" href="${server.baseUrl}/${ring.value}"/>`);
    }
  });

  it('offers the size select only for rings, bangles and bracelets', async () => {
    const bangle = await product(() => true, ['category:bangles']);
    const earrings = await product(() => true, ['category:earrings']);
    const withSize = await page(`/${bangle.value}`);
    expect(withSize.html).toMatch(/<label for="pp-size" class="pp-option-label">Bangle size<\/label>/);
    expect(withSize.html).toContain('href="/education/size-chart/bangle-and-bracelet-size-guide"');
    const without = await page(`/${earrings.value}`);
    expect(without.html).not.toContain('id="pp-size"');
    expect(without.html).not.toContain('size-chart');
  });

  it('says In Stock or Made to order, and disables the COD pincode above ₹49,000', async () => {
    const ready = await product(
      (p) => p.made_to_order === 'false' && p.stock > 0 && p.variants[0]!.offerprice <= 49_000,
    );
    const madeToOrder = await product((p) => p.made_to_order === 'true');
    const dear = await product((p) => p.variants[0]!.offerprice > 49_000);
    const a = await page(`/${ready.value}`);
    expect(a.html).toContain('<p class="pp-stock">In Stock</p>');
    expect(a.html).toMatch(/<input id="pp-pincode"(?![^>]*disabled)[^>]*>/);
    const b = await page(`/${madeToOrder.value}`);
    expect(b.html).toContain('<p class="pp-stock">Made to order</p>');
    const c = await page(`/${dear.value}`);
    expect(c.html).toMatch(/<input id="pp-pincode"[^>]*disabled=""[^>]*>/);
    expect(c.html).toContain('COD available only for products below ₹49k');
  });

  it('shows related, trending and Complete The Look blocks of other pieces', async () => {
    const ring = await product((p) => p.occasion !== null, ['category:rings']);
    const { html } = await page(`/${ring.value}`);
    const block = (id: string) => {
      const start = html.indexOf(`id="${id}"`);
      return start === -1 ? '' : html.slice(start, html.indexOf('</section>', start));
    };
    const links = (id: string) =>
      [...block(id).matchAll(/<a class="product-card-link" href="\/([^"?]+)(?:\?[^"]*)?"/g)].map((m) => m[1]!);
    const related = links('pp-related');
    expect(related.length).toBeGreaterThan(0);
    expect(related).not.toContain(ring.value);
    const trending = links('pp-trending');
    expect(trending.length).toBeGreaterThan(0);
    expect(trending.length).toBeLessThanOrEqual(10);
    expect(trending).not.toContain(ring.value);
    const look = links('pp-look');
    expect(look.length).toBeGreaterThan(0);
    for (const value of look) {
      const piece = await server.services.catalog.getProduct(value);
      if (!piece.ok) throw new Error(`${value} should exist`);
      expect(piece.value.category).not.toBe('rings');
      expect(piece.value.occasion).toBe(ring.occasion);
    }
  });
});

describe('a missing piece', () => {
  it('redirects home and logs a 404 visit', async () => {
    const value = `no-such-piece-${Date.now()}`;
    const { res } = await page(`/${value}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    const rows = await queryRows<{ visited_page: string; data: unknown }>(
      server.services.database.db,
      sql`select visited_page, data from visit_logs where visited_page = ${`/404?from=/${value}`}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.data).toEqual({ reason: 'PRODUCT_NOT_FOUND' });
  });

  it('redirects home for a product whose variants are all unpriced', async () => {
    const [row] = await queryRows<{ value: string }>(
      server.services.database.db,
      sql`select p.value from products p where not exists (select 1 from variants v where v.product_id = p.id and v.offerprice > 0) limit 1`,
    );
    expect(row, 'the demo catalogue has a product with no priced variant').toBeDefined();
    const { res } = await page(`/${row!.value}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
  });
});

describe('meta and structured data', () => {
  it('has title, description, canonical without variant_id, Open Graph product tags and valid JSON-LD', async () => {
    const p = await product((p) => p.variants.length >= 2);
    const { html } = await page(`/${p.value}?variant_id=${encodeURIComponent(p.variants[1]!.variant_id)}`);
    const url = `${server.baseUrl}/${p.value}`;
    expect(html).toContain(`<title>${p.seo.title.replace(/&/g, '&amp;')}</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"\/>/);
    expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(html).toContain('<meta property="og:type" content="product"/>');
    expect(html).toContain(`<meta property="og:url" content="${url}"/>`);
    expect(html).toMatch(
      new RegExp(
        `<meta property="og:image" content="${server.baseUrl}/images/products/[^"]+\\?resize=498&amp;compress=50"/>`,
      ),
    );
    expect(html).toContain('<meta property="product:price:currency" content="INR"/>');

    // The page's own blocks; every page's Organization is tests/api/locator-pages.test.ts's.
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!))
      .filter((b) => b['@type'] !== 'Organization');
    const ld = Object.fromEntries(blocks.map((b) => [b['@type'], b]));
    expect(Object.keys(ld).sort()).toEqual(['BreadcrumbList', 'Product']);
    expect(ld.Product).toMatchObject({ '@context': 'https://schema.org', name: p.name, sku: p.sku, url });
    expect(ld.Product.image.length).toBeGreaterThan(0);
    for (const image of ld.Product.image)
      expect(image.startsWith(`${server.baseUrl}/images/products/`), image).toBe(true);
    expect(ld.Product.offers.priceCurrency).toBe('INR');
    const prices = p.variants.map((v) => v.offerprice);
    if (ld.Product.offers['@type'] === 'Offer') expect(ld.Product.offers.price).toBe(prices[0]);
    else
      expect([ld.Product.offers.lowPrice, ld.Product.offers.highPrice]).toEqual([
        Math.min(...prices),
        Math.max(...prices),
      ]);
    expect(ld.Product.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|PreOrder|OutOfStock)$/);
    expect(ld.BreadcrumbList.itemListElement.map((i: any) => i.name)).toEqual([
      'Home',
      'Jewellery',
      expect.any(String),
      p.name,
    ]);
    expect(ld.BreadcrumbList.itemListElement.at(-1).item).toBe(url);
  });
});
