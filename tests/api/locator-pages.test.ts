// The store locator and the size guides as the server renders them (docs/spec.md#second-2 route table,
// docs/spec.md#second-3 size records; issue 13): each page's SEO record and JSON-LD, the unknown store's 404, both URL
// forms of the guides with one canonical, the Organization on every page with the response's nonce (if any),
// and the sitemap's entries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ringSizeRows } from '../../domain/size-guide/ring-sizes.ts';
import { bangleSizeRows } from '../../domain/size-guide/bangle-sizes.ts';
import { STORE_LOCATIONS } from '../../domain/stores/stores.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const PHONE = '+914842000000';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 20, env: { STORE_PHONE: PHONE } });
});
afterAll(() => server?.stop());

async function page(path: string) {
  const res = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual' });
  return { res, html: await res.text() };
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** Every JSON-LD block of the page, parsed, with the nonce its script carries. */
function jsonLd(html: string): { data: any; nonce: string | null }[] {
  return [...html.matchAll(/<script type="application\/ld\+json"([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({
    data: JSON.parse(m[2]!),
    nonce: /nonce="([^"]+)"/.exec(m[1]!)?.[1] ?? null,
  }));
}

const byType = (html: string, type: string) => jsonLd(html).filter((b) => b.data['@type'] === type);

function seo(html: string) {
  const meta = (attr: string, name: string) => {
    const m = new RegExp(`<meta ${attr}="${name.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html);
    return m ? decode(m[1]!) : undefined;
  };
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: meta('name', 'description'),
    keywords: meta('name', 'keywords'),
    robots: meta('name', 'robots'),
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
    ogTitle: meta('property', 'og:title'),
    ogUrl: meta('property', 'og:url'),
    ogType: meta('property', 'og:type'),
  };
}

function expectSeoRecord(html: string, path: string) {
  const s = seo(html);
  expect(s.title).toMatch(/\| Suvarna$/);
  expect(s.description!.length).toBeGreaterThan(50);
  expect(s.keywords!.length).toBeGreaterThan(10);
  expect(s.robots).toBe('all');
  expect(s.canonical).toBe(`${server.baseUrl}${path}`);
  expect(s.ogTitle).toBe(s.title);
  expect(s.ogUrl).toBe(s.canonical);
  expect(s.ogType).toBe('website');
  return s;
}

function expectJewelryStore(data: any, id: string) {
  const store = STORE_LOCATIONS.find((s) => s.id === id)!;
  expect(data['@context']).toBe('https://schema.org');
  expect(data.name).toBe(store.name);
  expect(data.url).toBe(`${server.baseUrl}/locations/${id}`);
  expect(data.telephone).toBe(store.phone.replace(/\s/g, ''));
  expect(data.address).toMatchObject({
    '@type': 'PostalAddress',
    postalCode: store.pincode,
    addressRegion: 'Kerala',
    addressCountry: 'IN',
    addressLocality: store.city,
  });
  expect(data.geo).toEqual({ '@type': 'GeoCoordinates', latitude: store.latitude, longitude: store.longitude });
  const days = data.openingHoursSpecification.flatMap((s: any) => s.dayOfWeek);
  expect(days.sort()).toEqual(['Friday', 'Monday', 'Saturday', 'Sunday', 'Thursday', 'Tuesday', 'Wednesday']);
  for (const spec of data.openingHoursSpecification) expect(spec.opens).toMatch(/^\d{2}:\d{2}$/);
}

describe('Organization JSON-LD', () => {
  it.each(['/', '/locations', '/jewellery', '/education/size-guide/rings-size-guide', '/404', '/locations/nowhere'])(
    'is on %s once, with the nonce of the response if it has one',
    async (path) => {
      const { res, html } = await page(path);
      const orgs = byType(html, 'Organization');
      expect(orgs).toHaveLength(1);
      const [{ data, nonce }] = orgs as [{ data: any; nonce: string | null }];
      const csp = res.headers.get('content-security-policy') ?? '';
      // A page for shared caches (the locator, listings, guides) has none (docs/decisions/2026-11-27-page-cache.md).
      const responseNonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? null;
      expect(nonce).toBe(responseNonce);
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        name: 'Suvarna',
        url: `${server.baseUrl}/`,
        logo: `${server.baseUrl}/favicon.svg`,
      });
      expect(data.contactPoint).toMatchObject({
        '@type': 'ContactPoint',
        telephone: PHONE,
        hoursAvailable: { opens: '09:00', closes: '19:00' },
      });
      expect(data).not.toHaveProperty('sameAs');
    },
  );
});

describe('/locations', () => {
  it('lists the three stores with address, hours, a tel: link, WhatsApp and directions in a new tab, and a map of them', async () => {
    const { res, html } = await page('/locations');
    expect(res.status).toBe(200);
    expectSeoRecord(html, '/locations');
    expect(html).toContain('<h1 class="display">Our showrooms in Kerala</h1>');
    for (const s of STORE_LOCATIONS) {
      expect(html).toContain(`<a href="/locations/${s.id}"`);
      expect(html).toContain(`href="tel:${s.phone.replace(/\s/g, '')}"`);
      expect(html).toContain(`href="https://wa.me/${s.whatsapp}?`);
      expect(html).toContain(s.pincode);
      const directions = new RegExp(
        `<a class="store-directions" href="(https://www\\.google\\.com/maps/dir/\\?api=1&amp;destination=[^"]+)" target="_blank" rel="noopener noreferrer">`,
        'g',
      );
      expect([...html.matchAll(directions)]).toHaveLength(STORE_LOCATIONS.length);
    }
    expect(html).toContain('9:00 am to 7:00 pm, every day');
    // The map: an SVG with a title and description, a marker linking to each store's page.
    const svg = /<svg class="store-map-svg"[\s\S]*?<\/svg>/.exec(html)?.[0] ?? '';
    expect(svg).toMatch(/aria-labelledby="store-map-title store-map-desc"/);
    expect(svg).toContain('<title id="store-map-title">Map of Suvarna showrooms in Kerala</title>');
    expect(svg).toContain('Kozhikode, Thrissur, Kochi');
    for (const s of STORE_LOCATIONS)
      expect(svg).toMatch(new RegExp(`<a href="/locations/${s.id}" class="store-map-marker"`));
    // No map tiles, no third-party script.
    expect(html).not.toMatch(/<script[^>]+src="https?:/);
    expect(html).not.toMatch(/tile\.openstreetmap|maps\.googleapis/);
    const stores = byType(html, 'JewelryStore');
    expect(stores.map((b) => b.data.url)).toEqual(STORE_LOCATIONS.map((s) => `${server.baseUrl}/locations/${s.id}`));
    for (const b of stores) expectJewelryStore(b.data, b.data.url.split('/').pop());
  });
});

describe('/locations/{id}', () => {
  it.each(STORE_LOCATIONS.map((s) => [s.id]))('%s: its page, hours per day, contacts and JewelryStore', async (id) => {
    const store = STORE_LOCATIONS.find((s) => s.id === id)!;
    const { res, html } = await page(`/locations/${id}`);
    expect(res.status).toBe(200);
    const s = expectSeoRecord(html, `/locations/${id}`);
    expect(s.title).toContain(store.name);
    expect(html).toContain(`<h1 class="display">${store.name}</h1>`);
    expect(html).toContain('<th scope="row">Sunday</th><td>9:00 am to 7:00 pm</td>');
    expect(html).toContain('<th scope="row">Monday</th><td>9:00 am to 7:00 pm</td>');
    expect(html).toContain(`href="tel:${store.phone.replace(/\s/g, '')}"`);
    expect(html).toMatch(
      /class="store-directions" href="https:\/\/www\.google\.com\/maps\/dir\/\?api=1&amp;destination=[^"]+" target="_blank"/,
    );
    expect(html).toMatch(new RegExp(`class="store-map-marker is-current" aria-current="page"`));
    const stores = byType(html, 'JewelryStore');
    expect(stores).toHaveLength(1);
    expectJewelryStore(stores[0]!.data, id);
  });

  it.each(['mumbai', 'KOCHI', 'kochi%20', 'kochi.html', 'x'.repeat(300)])(
    '%s is a real 404 with the not-found page',
    async (id) => {
      const { res, html } = await page(`/locations/${id}`);
      expect(res.status).toBe(404);
      expect(html).toMatch(/<meta name="robots" content="noindex"/);
      expect(html).toContain('<title>Page not found | Suvarna</title>');
      expect(html).toContain('Page not found</h1>');
      expect(byType(html, 'JewelryStore')).toHaveLength(0);
      expect(html).not.toContain('class="store-hours"');
    },
  );
});

const GUIDES = [
  {
    canonical: '/education/size-guide/rings-size-guide',
    alias: '/education/size-chart/ring-size-guide',
    heading: 'Ring Size Guide',
  },
  {
    canonical: '/education/size-guide/bangle-and-bracelet-size-guide',
    alias: '/education/size-chart/bangle-and-bracelet-size-guide',
    heading: 'Bangle and Bracelet Size Guide',
  },
];

describe('size guides', () => {
  it.each(GUIDES.flatMap((g) => [[g.canonical, g] as const, [g.alias, g] as const]))(
    '%s renders the guide with the size-guide URL as canonical',
    async (path, guide) => {
      const { res, html } = await page(path);
      expect(res.status).toBe(200);
      expectSeoRecord(html, guide.canonical);
      expect(html).toContain(`<h1 class="display">${guide.heading}</h1>`);
      expect(html).not.toContain('This page is on its way');
      expect(html).toContain('Book an in-store sizing');
      expect(html).toContain('class="sg-strip-svg"');
    },
  );

  it("the ring table: every row computed, the spec's anchors among them", async () => {
    const { html } = await page('/education/size-chart/ring-size-guide');
    const table = /<table class="sg-table">[\s\S]*?<\/table>/.exec(html)?.[0] ?? '';
    const rows = [
      ...table.matchAll(
        /<tr><th scope="row">(\d+)<\/th><td>([\d.]+)<\/td><td>([\d.]+)<\/td><td>(\d+)<\/td><td>(\d+)<\/td><\/tr>/g,
      ),
    ].map((m) => m.slice(1).map(Number));
    expect(rows).toEqual(
      ringSizeRows().map((r) => [r.size, r.diameterMm, r.circumferenceMm, r.metalRodUnit, r.steelRing]),
    );
    expect(rows.find((r) => r[0] === 1)!.slice(0, 2)).toEqual([1, 13]);
    expect(rows.find((r) => r[0] === 7)!.slice(0, 2)).toEqual([7, 15]);
    expect(rows.find((r) => r[0] === 23)!.slice(0, 2)).toEqual([23, 20]);
    expect(rows.find((r) => r[0] === 36)!.slice(0, 2)).toEqual([36, 24.2]);
    expect(rows.map((r) => r[3])).toEqual(Array.from({ length: 36 }, (_, i) => 41 + i));
  });

  it('the bangle table: 1.5/16 (33.3375 mm) to 3.5/16 (84.1375 mm)', async () => {
    const { html } = await page('/education/size-guide/bangle-and-bracelet-size-guide');
    const rows = [
      ...html.matchAll(/<tr><th scope="row">([\d./]+)<\/th><td>[^<]+<\/td><td>([\d.]+)<\/td><td>[\d.]+<\/td><\/tr>/g),
    ].map((m) => [m[1], m[2]]);
    expect(rows).toEqual(bangleSizeRows().map((r) => [r.size, r.mmText]));
    expect(rows[0]).toEqual(['1.5/16', '33.3375']);
    expect(rows.at(-1)).toEqual(['3.5/16', '84.1375']);
  });

  it('other education paths are not the guides', async () => {
    const { html } = await page('/education/size-chart/necklace-size-guide');
    expect(html).not.toContain('class="sg-table"');
  });
});

describe('sitemap', () => {
  it('lists the locator, every store and the two guides at their canonical URLs only', async () => {
    const { html: xml } = await page('/sitemap.xml');
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    for (const path of [
      '/locations',
      ...STORE_LOCATIONS.map((s) => `/locations/${s.id}`),
      ...GUIDES.map((g) => g.canonical),
    ])
      expect(locs).toContain(`${server.baseUrl}${path}`);
    expect(locs.filter((l) => l.includes('/education/size-chart/'))).toEqual([]);
    for (const loc of locs.filter((l) => l.includes('/locations') || l.includes('/education/'))) {
      const res = await fetch(loc, { redirect: 'manual' });
      expect(res.status, loc).toBe(200);
      await res.arrayBuffer();
    }
  });
});
