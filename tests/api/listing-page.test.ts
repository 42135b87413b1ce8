// The listings as the server renders them: /jewellery, /jewellery/{id1}[/{id2}[/{id3}]] and /trending,
// with the filters from the URL applied to the first page, their SEO tags and breadcrumb, the empty
// state, the 404 of an unknown category, and never a 500 whatever the query string holds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatINR } from '../../domain/money/inr.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 160 });
});
afterAll(() => server?.stop());

/** React escapes these five in text and attributes. */
const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The page's HTML without React Router's link-discovery attributes. */
async function page(path: string) {
  const res = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual' });
  return { res, html: (await res.text()).replace(/ data-discover="true"/g, '') };
}

/** The attributes of every <input> in a stretch of HTML, whatever order React wrote them in. */
function inputs(html: string): Record<string, string>[] {
  return [...html.matchAll(/<input ([^>]*?)\/?>/g)].map((m) =>
    Object.fromEntries([...m[1]!.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((a) => [a[1]!, decode(a[2]!)])),
  );
}

const count = (params: Parameters<TestServer['services']['search']['engine']['search']>[0]) =>
  server.services.search.engine.search({ ...params, hitsPerPage: 0 }).nbHits;
const search = (params: Parameters<TestServer['services']['search']['engine']['search']>[0]) =>
  server.services.search.engine.search({ hitsPerPage: 40, sortBy: 'LowToHigh', ...params });

function showing(html: string): [number, number] | null {
  const m = /Showing (\d+) \/ (\d+) Products/.exec(html);
  return m ? [Number(m[1]), Number(m[2])] : null;
}
/** The product values the cards link to (their ?variant_id= left aside). */
const cardLinks = (html: string) =>
  [...html.matchAll(/<article class="product-card"><a class="product-card-link" href="\/([^"?]+)(?:\?[^"]*)?"/g)].map(
    (m) => m[1]!,
  );
/** The cards of the grid (the trending slider comes after it). */
const gridLinks = (html: string) => {
  const end = html.indexOf('class="trending-slider');
  return cardLinks(end < 0 ? html : html.slice(0, end));
};
/** The page's own JSON-LD blocks (every page's Organization is tests/api/locator-pages.test.ts's). */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    .map((m) => JSON.parse(decode(m[1]!)))
    .filter((b) => b['@type'] !== 'Organization');

describe('a category listing: /jewellery/rings', () => {
  it('has the breadcrumb, the category banner title and text, and the first 40 of its pieces', async () => {
    const { res, html } = await page('/jewellery/rings');
    expect(res.status).toBe(200);
    const category = await server.services.catalog.getCategory('rings');
    if (!category.ok) throw new Error('no rings category');
    const text = decode(html);

    const crumbs = /<nav class="breadcrumb" aria-label="Breadcrumb"><ol>(.*?)<\/ol><\/nav>/.exec(html)?.[1] ?? '';
    expect(crumbs).toBe(
      '<li><a href="/">Home</a></li><li><a href="/jewellery">Jewellery</a></li><li><span aria-current="page">Rings</span></li>',
    );
    expect(text).toContain(`<h1 class="display listing-title">${category.value.banner_title}</h1>`);
    expect(text).toContain(category.value.banner_content);

    const total = count({ facetFilters: ['category:rings'] });
    expect(total).toBeGreaterThan(40);
    expect(showing(html)).toEqual([40, total]);
    const expected = search({ facetFilters: ['category:rings'] }).hits.map((h) => h.value);
    expect(gridLinks(html)).toEqual(expected);
  });

  // Moved from the phone's browser test (tests/e2e/product-phone.test.ts, issue 22 item 11): the
  // cards' names are the server's HTML.
  it('names no ring twice among its cards', async () => {
    const { html } = await page('/jewellery/rings');
    // The grid's cards (the trending slider after it may show a piece of the grid again).
    const grid = html.slice(0, html.indexOf('class="trending-slider'));
    const names = [...grid.matchAll(/<span class="product-card-name">([^<]+)<\/span>/g)].map((m) => decode(m[1]!));
    expect(names.length).toBeGreaterThan(5);
    expect(new Set(names).size).toBe(names.length);
  });

  it('takes its title and meta tags from the category SEO fields, with a canonical URL without filters', async () => {
    const { html } = await page('/jewellery/rings?color=rose-gold&sort=HighToLow');
    const category = await server.services.catalog.getCategory('rings');
    if (!category.ok) throw new Error('no rings category');
    const text = decode(html);
    expect(text).toContain(`<title>${category.value.seo_title}</title>`);
    expect(text).toContain(`<meta name="description" content="${category.value.seo_description}"/>`);
    expect(text).toContain(`<meta name="keywords" content="${category.value.seo_keywords}"/>`);
    expect(html).toContain(`<link rel="canonical" href="${server.baseUrl}/jewellery/rings"/>`);
    expect(html).toContain(`<meta property="og:url" content="${server.baseUrl}/jewellery/rings"/>`);
  });

  it('describes its breadcrumb in JSON-LD', async () => {
    const { html } = await page('/jewellery/rings');
    expect(jsonLd(html)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${server.baseUrl}/` },
          { '@type': 'ListItem', position: 2, name: 'Jewellery', item: `${server.baseUrl}/jewellery` },
          { '@type': 'ListItem', position: 3, name: 'Rings', item: `${server.baseUrl}/jewellery/rings` },
        ],
      },
    ]);
  });

  it('shows cards with the rose-gold variant where there is one, the price in rupees and the three icon buttons', async () => {
    const { html } = await page('/jewellery/rings');
    const hits = search({ facetFilters: ['category:rings'] }).hits;
    const withRose = hits.filter((h) => h.variants.some((v) => v.color === 'rose-gold'));
    expect(withRose.length).toBeGreaterThan(0);
    for (const hit of withRose) expect(hit.variant.color, hit.value).toBe('rose-gold');
    const hit = withRose[0]!;
    const card =
      /<article class="product-card">.*?<\/article>/.exec(
        html.slice(html.indexOf(`<article class="product-card"><a class="product-card-link" href="/${hit.value}?`)),
      )?.[0] ?? '';
    expect(card).toContain(`/rose-gold/1?resize=361&amp;compress=50`);
    expect(card).toContain('width="361" height="361"');
    expect(card).toContain(`<p class="price">${formatINR(hit.price)}</p>`);
    expect(formatINR(hit.price)).toMatch(/^₹\d{1,2}(,\d{2})*,\d{3}$|^₹\d{1,3}$/);
    // Each button's icon is drawn by CSS from its class (listing.css), not an <svg> in the card.
    for (const [label, icon] of [
      [`Add ${hit.name} to cart`, 'card-action-bag'],
      [`Compare ${hit.name}`, 'card-action-compare'],
      [`Add ${hit.name} to wishlist`, 'card-wishlist'],
    ]) {
      // The heart also says whether the piece is on the wishlist: not for a first visit's server render.
      const wishlist = icon === 'card-wishlist';
      expect(decode(card)).toContain(
        `<button type="button" class="card-action ${icon}" aria-label="${label}"${wishlist ? ' aria-pressed="false"' : ''}></button>`,
      );
    }
    expect(card).not.toContain('<svg');
  });

  it('links each card to the variant it shows: the first card opens its rose-gold variant', async () => {
    const { html } = await page('/jewellery/rings');
    const first = search({ facetFilters: ['category:rings'], hitsPerPage: 1 }).hits[0]!;
    const rose = first.variants.find((v) => v.color === 'rose-gold');
    expect(rose, 'the first ring comes in rose gold').toBeDefined();
    const grid = html.slice(html.indexOf('class="listing-grid"'));
    const href = /<a class="product-card-link" href="([^"]+)"/.exec(grid)?.[1];
    expect(href).toBe(`/${first.value}?variant_id=${rose!.variant_id}`);
    // Where the piece's first variant is another colour, /{value} alone would open that one.
    const hits = search({ facetFilters: ['category:rings'] }).hits;
    const roseLater = hits.find(
      (h) => h.variants[0]!.color !== 'rose-gold' && h.variants.some((v) => v.color === 'rose-gold'),
    );
    expect(roseLater, 'a ring whose first variant is not rose gold').toBeDefined();
    const roseId = roseLater!.variants.find((v) => v.color === 'rose-gold')!.variant_id;
    expect(grid).toContain(`<a class="product-card-link" href="/${roseLater!.value}?variant_id=${roseId}"`);
  });

  it('has the filter sidebar: Trending and Shop All, Reset, the colour swatches, the price slider, one accordion per facet and the sort', async () => {
    const { html } = await page('/jewellery/rings');
    const sidebar = html.slice(html.indexOf('<aside class="listing-sidebar"'), html.indexOf('</aside>'));
    expect(sidebar).toContain('href="/trending"');
    expect(sidebar).toContain('href="/jewellery"');
    expect(sidebar).toMatch(/<button type="button" class="text-button" aria-disabled="true">Reset<\/button>/);
    const fields = inputs(sidebar);
    const swatches = fields.filter((f) => f.type === 'radio');
    expect(swatches.map((f) => [f.name, f.value, f.checked])).toEqual([
      ['color', '', ''],
      ['color', 'yellow-gold', undefined],
      ['color', 'rose-gold', undefined],
      ['color', 'white-gold', undefined],
    ]);
    const [min, max] = fields.filter((f) => f.type === 'range');
    expect(min).toMatchObject({
      name: 'price_min',
      min: '0',
      max: '100000',
      step: '1',
      value: '0',
      'aria-valuetext': '₹0',
    });
    expect(max).toMatchObject({
      name: 'price_max',
      min: '0',
      max: '100000',
      step: '1',
      value: '100000',
      'aria-valuetext': '₹1,00,000+',
    });
    expect(sidebar).toContain(`<label class="visually-hidden" for="${min!.id}">Minimum price</label>`);
    expect(sidebar).toContain(`<label class="visually-hidden" for="${max!.id}">Maximum price</label>`);
    const accordions = [
      ...sidebar.matchAll(/<summary class="facet-summary"><span class="filter-title">([^<]+)<\/span>/g),
    ].map((m) => m[1]);
    expect(accordions).toEqual(['Metal Purity', 'Diamond Clarity', 'Occasion', 'Gender', 'Price Band']);
    // counts beside each value
    const weddings = count({ facetFilters: ['category:rings', 'occasion:wedding'] });
    expect(sidebar).toContain(
      `value="wedding"/><span class="facet-option-label">Wedding</span><span class="filter-count">(${weddings})</span>`,
    );

    const sort = /<select id="[^"]+" name="sort">(.*?)<\/select>/.exec(html)?.[1] ?? '';
    expect([...sort.matchAll(/<option value="([^"]+)"[^>]*>([^<]+)<\/option>/g)].map((m) => [m[1], m[2]])).toEqual([
      ['LowToHigh', 'Price: Low to High'],
      ['HighToLow', 'Price: High to Low'],
      ['Newest', 'Newest first'],
      ['Popular', 'Most popular'],
    ]);
    expect(sort).toMatch(/<option value="LowToHigh" selected="">/);
  });

  it('has the mobile Filter button and a trending slider', async () => {
    const { html } = await page('/jewellery/rings');
    expect(html).toContain(
      '<button type="button" class="button button-quiet filter-open" aria-haspopup="dialog">Filter</button>',
    );
    expect(html).toMatch(/<dialog class="filter-dialog" aria-labelledby="[^"]+"><\/dialog>/);
    const slider = html.slice(html.indexOf('class="trending-slider'));
    const trendingCards = cardLinks(slider);
    const trending = server.services.search.engine
      .search({ facetFilters: ['trending:true'], hitsPerPage: 12, sortBy: 'Popular' })
      .hits.map((h) => h.value);
    expect(trending.length).toBeGreaterThan(0);
    expect(trendingCards).toEqual(trending);
  });
});

describe('filters from the URL', () => {
  it('renders the filtered, sorted first page and shows the filters as chosen', async () => {
    const { html } = await page('/jewellery/rings?color=white-gold&price_max=50000&sort=HighToLow&gender=women');
    const params = {
      facetFilters: ['category:rings', 'color:white-gold', ['gender:women']],
      numericFilters: ['price<=50000'],
    };
    const total = count(params);
    expect(total).toBeGreaterThan(0);
    expect(showing(html)).toEqual([Math.min(40, total), total]);
    const hits = search({ ...params, sortBy: 'HighToLow' }).hits;
    expect(gridLinks(html)).toEqual(hits.map((h) => h.value));
    const prices = hits.map((h) => h.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(Math.max(...prices)).toBeLessThanOrEqual(50_000);
    for (const h of hits) expect(h.variant.color).toBe('white-gold');
    expect(html).toContain(`/white-gold/1?resize=361`);
    expect(html).not.toContain(`/rose-gold/1?resize=361&amp;compress=50" alt="${hits[0]!.variant.alt}`);

    const sidebar = inputs(html.slice(html.indexOf('<aside class="listing-sidebar"'), html.indexOf('</aside>')));
    expect(sidebar.filter((f) => f.checked === '').map((f) => [f.name, f.value])).toEqual([
      ['color', 'white-gold'],
      ['gender', 'women'],
    ]);
    expect(sidebar.find((f) => f.name === 'price_max')).toMatchObject({ value: '50000', 'aria-valuetext': '₹50,000' });
    expect(sidebar.find((f) => f.name === 'price_min')).toMatchObject({ value: '0', 'aria-valuetext': '₹0' });
    expect(html).toMatch(/<option value="HighToLow" selected="">/);
    expect(html).toMatch(/<button type="button" class="text-button" aria-disabled="false">Reset<\/button>/);
  });

  it('ORs the values of one facet and ANDs facets together', async () => {
    const wedding = count({ facetFilters: ['occasion:wedding'] });
    const festive = count({ facetFilters: ['occasion:festive'] });
    const both = await page('/jewellery?occasion=wedding&occasion=festive');
    expect(showing(both.html)?.[1]).toBe(wedding + festive);
    const andGender = await page('/jewellery?occasion=wedding&occasion=festive&gender=men');
    expect(showing(andGender.html)?.[1]).toBe(
      count({ facetFilters: [['occasion:wedding', 'occasion:festive'], 'gender:men'] }),
    );
  });

  it('keeps the counts of a facet in use as if it were not (a second value shows what it would add)', async () => {
    const { html } = await page('/jewellery?occasion=wedding');
    const festive = count({ facetFilters: ['occasion:festive'] });
    expect(html).toContain(
      `value="festive"/><span class="facet-option-label">Festive</span><span class="filter-count">(${festive})</span>`,
    );
  });

  it('searches the text of ?query= and says so', async () => {
    const { html } = await page('/jewellery?query=diamond%20ring');
    const total = count({ query: 'diamond ring' });
    expect(total).toBeGreaterThan(0);
    expect(showing(html)?.[1]).toBe(total);
    expect(html).toContain('Results for “diamond ring”');
  });

  it('answers a later page for Load more (a data request), and only that page', async () => {
    // What Load more's fetcher asks for (use-load-more.ts → pageHref), as React Router sends it.
    const res = await fetch(
      `${server.baseUrl}/jewellery.data?page=1&_routes=${encodeURIComponent('listing:jewellery')}`,
    );
    expect(res.status).toBe(200);
    const body = await res.text();
    const [first, second] = [search({ page: 0 }).hits, search({ page: 1 }).hits].map((hits) =>
      hits.map((h) => h.value),
    );
    expect(second!.length).toBeGreaterThan(0);
    // The cards go as one JSON text inside the turbo-stream answer (listing-data.ts): quoted as \"…\" there.
    const sent = (value: string) => body.includes(`\\"${value}\\"`) || body.includes(`"${value}"`);
    for (const value of second!) expect(sent(value)).toBe(true);
    for (const value of first!) expect(sent(value)).toBe(false);
  });

  it('sends a page load of a later page to the first, filters kept, so the count matches the cards', async () => {
    const later = await page('/jewellery/rings?occasion=wedding&page=2&sort=HighToLow');
    expect(later.res.status).toBe(302);
    expect(later.res.headers.get('location')).toBe('/jewellery/rings?occasion=wedding&sort=HighToLow');
    const capped = await page('/jewellery?page=99999');
    expect(capped.res.status).toBe(302);
    expect(capped.res.headers.get('location')).toBe('/jewellery');

    const { res, html } = await page(later.res.headers.get('location')!);
    expect(res.status).toBe(200);
    const total = count({ facetFilters: ['category:rings', 'occasion:wedding'] });
    expect(showing(html)).toEqual([Math.min(40, total), total]);
    expect(gridLinks(html)).toHaveLength(Math.min(40, total));
  });
});

describe('the empty state', () => {
  it("says 'Sorry! Couldn't find the product you were looking For!!!' with links to rings, earrings, pendants, bracelets and trending", async () => {
    const { res, html } = await page('/jewellery/rings?query=zzqxqzz');
    expect(res.status).toBe(200);
    expect(showing(html)).toEqual([0, 0]);
    const empty = decode(/<div class="listing-empty">.*?<\/ul>/.exec(html)?.[0] ?? '');
    expect(empty).toContain(
      '<p class="listing-empty-text">Sorry! Couldn\'t find the product you were looking For!!!</p>',
    );
    expect([...empty.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '/jewellery/rings',
      '/jewellery/earrings',
      '/jewellery/pendants',
      '/jewellery/bracelets',
      '/trending',
    ]);
    expect(gridLinks(html)).toEqual([]);
  });
});

describe('category paths', () => {
  it.each([
    '/jewellery/watches',
    '/jewellery/rings/jhumkas',
    '/jewellery/jhumkas/earrings',
    '/jewellery/rings/engagement-rings/nothing-here',
  ])('%s is the not-found page with status 404', async (path) => {
    const { res, html } = await page(path);
    expect(res.status).toBe(404);
    expect(html).toContain('Page not found');
  });

  it('moves a sub-category named alone to its full path, filters and all', async () => {
    const { res } = await page('/jewellery/engagement-rings?color=rose-gold');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/jewellery/rings/engagement-rings?color=rose-gold');
  });

  it('maps nose-pins to nosepins', async () => {
    const { res, html } = await page('/jewellery/nose-pins');
    expect(res.status).toBe(200);
    expect(showing(html)?.[1]).toBe(count({ facetFilters: ['category:nosepins'] }));
    expect(html).toContain(`<link rel="canonical" href="${server.baseUrl}/jewellery/nosepins"/>`);
  });

  it('lists a sub-category: its own pieces, under its own title and breadcrumb', async () => {
    const { res, html } = await page('/jewellery/rings/engagement-rings');
    expect(res.status).toBe(200);
    const sub = await server.services.catalog.getCategory('engagement-rings');
    if (!sub.ok) throw new Error('no engagement-rings category');
    expect(decode(html)).toContain(`<title>${sub.value.seo_title}</title>`);
    expect(decode(html)).toContain(`<h1 class="display listing-title">${sub.value.banner_title}</h1>`);
    expect(html).toContain(
      '<li><a href="/jewellery/rings">Rings</a></li><li><span aria-current="page">Engagement Rings</span></li>',
    );
    const own = count({ facetFilters: ['category:engagement-rings'] });
    expect(own).toBeGreaterThan(0);
    expect(own).toBeLessThan(count({ facetFilters: ['category:rings'] }));
    expect(showing(html)?.[1]).toBe(own);
  });

  it('lists everything at /jewellery, with a category accordion', async () => {
    const { res, html } = await page('/jewellery');
    expect(res.status).toBe(200);
    expect(showing(html)).toEqual([40, count({})]);
    expect(html).toContain('<li><a href="/">Home</a></li><li><span aria-current="page">Jewellery</span></li>');
    expect(html).toContain(
      `value="rings"/><span class="facet-option-label">Rings</span><span class="filter-count">(${count({ facetFilters: ['category:rings'] })})</span>`,
    );
    expect(html).toContain(`<link rel="canonical" href="${server.baseUrl}/jewellery"/>`);
  });
});

describe('/trending', () => {
  it('lists only trending pieces, under Home > Jewellery > Trending, without a second trending slider', async () => {
    const { res, html } = await page('/trending');
    expect(res.status).toBe(200);
    const total = count({ facetFilters: ['trending:true'] });
    expect(total).toBeGreaterThan(0);
    expect(showing(html)).toEqual([Math.min(40, total), total]);
    expect(gridLinks(html)).toEqual(search({ facetFilters: ['trending:true'] }).hits.map((h) => h.value));
    expect(html).toContain(
      '<li><a href="/jewellery">Jewellery</a></li><li><span aria-current="page">Trending</span></li>',
    );
    expect(html).not.toContain('class="trending-slider');
    expect(html).toMatch(/<a class="button button-quiet is-current" aria-current="page" href="\/trending"/);
    expect(jsonLd(html)[0].itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'Home',
      'Jewellery',
      'Trending',
    ]);
  });
});

describe('bad parameters never break a listing', () => {
  it.each([
    'price_min=abc&price_max=-1',
    'price_min=99999999999999999999&price_max=1e9',
    'price_min=50000&price_max=10',
    'sort=DROP%20TABLE',
    'color=platinum&color=',
    'color[]=rose-gold',
    'occasion=-festive&occasion=%22&occasion=a%5C',
    `query=${'ring '.repeat(100)}`,
    'query=%E0%A4%A',
    'page=abc',
    'page=-3',
    'category=rings&category=rings',
    `gender=${'x'.repeat(5000)}`,
    'metal_purity=18K&metal_purity=18K&metal_purity=%20',
    'price_band=Under%20%E2%82%B925%2C000&price_band=nonsense',
  ])('/jewellery/rings?%s', async (search) => {
    const { res, html } = await page(`/jewellery/rings?${search}`);
    expect(res.status).toBe(200);
    expect(showing(html)).not.toBeNull();
  });

  it('refuses control characters in the query by the parameter, as every input does', async () => {
    const { res, html } = await page('/jewellery/rings?query=%00%01');
    expect(res.status).toBe(400);
    expect(JSON.parse(html)).toMatchObject({
      success: false,
      reason: 'INVALID_INPUT',
      message: 'query: Please remove invisible control characters.',
    });
  });

  it('clamps a reversed price range instead of refusing it', async () => {
    const { html } = await page('/jewellery?price_min=60000&price_max=20000');
    expect(showing(html)?.[1]).toBe(count({ numericFilters: ['price>=20000', 'price<=60000'] }));
  });
});
