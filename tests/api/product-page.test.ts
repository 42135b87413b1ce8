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
    // In the message beside the field (was also checked in tests/e2e/product.test.ts).
    expect(c.html).toMatch(/id="pp-cod-message"[^>]*>COD available only for products below ₹49k</);
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

describe('what a careful buyer reads beside the price', () => {
  /** The text of the first element with `className`, its tags (and React's text separators) removed. */
  const textOf = (html: string, className: string, tag = 'section') => {
    const start = html.indexOf(`class="${className}"`);
    const end = html.indexOf(`</${tag}>`, start);
    return start < 0
      ? ''
      : html
          .slice(start, end)
          .replace(/<[^>]+>/g, '')
          .replace(/&amp;/g, '&');
  };

  // Moved from the phone's browser test (tests/e2e/product-phone.test.ts): all of it is in the
  // server's HTML; that test keeps where the note and the retail price sit on the screen.
  it('states the facts with the certificate to check, the labelled retail price, the making discount as its own line and the shape apart from the cut grade', async () => {
    const piece = await product(
      (p) =>
        p.variants[0]!.diamond_count > 1 &&
        p.variants[0]!.metal_weight > 0 &&
        p.variants[0]!.making_discount > 0 &&
        p.variants[0]!.price > p.variants[0]!.offerprice,
    );
    const v = piece.variants[0]!;
    const { html } = await page(`/${piece.value}`);
    expect(html).toContain(
      `<p class="pp-price-retail">Estimated retail price <s class="pp-price-was">${formatINR(v.price)}</s></p>`,
    );

    const facts = textOf(html, 'pp-facts');
    expect(facts).toContain(`${v.diamond_count} diamonds`);
    expect(facts).toContain(`${v.diamond_clarity} clarity`);
    expect(facts).toContain(`${v.diamond_color} colour`);
    expect(facts).toContain(`HUID ${v.huid}`);
    expect(facts).toMatch(new RegExp(`gross weight ${v.gross_weight.toFixed(3).replace(/\.?0+$/, '')} g, net weight`));
    expect(facts).toContain(`${v.diamond_cut}, ${v.diamond_cut_grade} cut`);
    expect(facts).toContain(`${v.certificate_lab} ${v.certificate_number}`);
    // React separates adjacent texts with empty comments.
    const factsHtml = html
      .slice(html.indexOf('class="pp-facts"'), html.indexOf('</section>', html.indexOf('class="pp-facts"')))
      .replace(/<!-- -->/g, '');
    expect(factsHtml).toContain(
      `<a href="${v.certificate_url!.replace(/&/g, '&amp;')}" target="_blank" rel="noopener noreferrer">Check it on the ${v.certificate_lab} site</a>`,
    );
    for (const [text, href] of [
      ['BIS hallmarked', '/hallmarked-jewellery'],
      ['15-day returns', '/15day-return-policy'],
      ['Lifetime exchange', '/exchange-and-resizing-policy'],
      ['100% diamond buy-back for a year', '/money-back-policy'],
    ])
      expect(factsHtml).toMatch(new RegExp(`<a href="${href}"[^>]*>${text}</a>`));

    // The breakup's lines: the making charge before its discount, the discount on a line of its own.
    const { lines, total } = breakup(html);
    expect(lines.find((l) => l.label === 'Making charge')?.amount).toBe(v.making_charge + v.making_discount);
    expect(lines.find((l) => l.label === 'Discount on making charge')?.amount).toBe(-v.making_discount);
    expect(html).toContain(`<td>−${formatINR(v.making_discount)}</td>`); // a true minus sign
    expect(total).toBe(v.offerprice);
    const table = /<details class="pp-breakup">[\s\S]*?<\/details>/.exec(html)?.[0] ?? '';
    expect(table).toMatch(
      /<tbody><tr[^>]*><th scope="row">[^<]+<span class="pp-breakup-detail">[^<]*[\d.]+ g × ₹[\d,]+\/g</,
    );
    expect(table).toMatch(/avg ₹[\d,]+\/ct/);
    expect(table).toMatch(/Making charge<span class="pp-breakup-detail">[^<]*% of the gold value</);
    expect(table).toMatch(/Discount on making charge<span class="pp-breakup-detail">\d+(\.\d)?% off</);

    // 'Diamond details': the shape and the cut grade, never a bare 'Cut'.
    const details = html.slice(html.indexOf('<summary>Diamond details</summary>'));
    const diamondRows = details.slice(0, details.indexOf('</details>'));
    expect(diamondRows).toContain('<dt>Shape</dt>');
    expect(diamondRows).toContain('<dt>Cut grade</dt>');
    expect(diamondRows).not.toContain('<dt>Cut</dt>');

    // The promises under the buy buttons: only those true of this piece.
    const trust = textOf(html, 'pp-trust', 'nav');
    expect(trust).not.toContain('Internally Flawless');
    expect(trust.includes('Cash on Delivery')).toBe(v.offerprice <= 49_000);
  });
});

describe('the catalogue agrees with itself', () => {
  // Moved from the phone's browser test (tests/e2e/product-phone.test.ts, issue 22 item 11): the
  // reviews are the server's HTML.
  it('gives a ring reviews that mention no chain', async () => {
    const ring = await product((p) => p.name.includes('Halo'), ['category:rings']);
    const { html } = await page(`/${ring.value}`);
    const start = html.indexOf('class="pp-reviews"');
    expect(start).toBeGreaterThan(-1);
    const reviews = html.slice(start, html.indexOf('</section>', start)).replace(/<[^>]+>/g, ' ');
    expect(reviews.toLowerCase()).not.toMatch(/\bchain\b/);
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
