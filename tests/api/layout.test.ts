// The header's navigation, account dropdown, search box and side menu as the server renders them
// (the real server and build), plus the parts that need a prop the server cannot give yet (a
// logged-in shopper) rendered on their own with React's server renderer.
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountMenu } from '../../app/components/layout/account-menu';
import { DropdownPanel } from '../../app/components/layout/nav-panel';
import { skeletonFor } from '../../app/components/layout/page-skeleton';
import { navigationFor, type NavDropdown } from '../../app/lib/navigation';
import { NAV_MAX_COLUMNS } from '../../domain/navigation/navigation.ts';
import { findProduct } from '../support/seeded-products.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/** The store's contacts are configuration: this store has its own. */
const CONTACTS = { whatsapp: '919876543210', phone: '+919876543211', email: 'care@example.in' };

let server: TestServer;
let html: string;
beforeAll(async () => {
  server = await startTestServer({
    seedProducts: 40,
    env: { STORE_WHATSAPP: CONTACTS.whatsapp, STORE_PHONE: CONTACTS.phone, STORE_EMAIL: CONTACTS.email },
  });
  html = await (await fetch(`${server.baseUrl}/`)).text();
});
afterAll(() => server?.stop());

/** The element that starts at `marker` up to its matching close tag (no same-name nesting inside). */
function section(source: string, marker: string, tag: string): string {
  const start = source.indexOf(marker);
  expect(start, marker).toBeGreaterThan(-1);
  const from = source.lastIndexOf(`<${tag}`, start);
  let depth = 0;
  const re = new RegExp(`<${tag}[\\s>]|</${tag}>`, 'g');
  re.lastIndex = from;
  for (let m = re.exec(source); m; m = re.exec(source)) {
    depth += m[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return source.slice(from, m.index + m[0].length);
  }
  throw new Error(`unclosed <${tag}> at ${marker}`);
}

const render = (node: ReactNode) => renderToStaticMarkup(createElement(MemoryRouter, null, node));

describe('main navigation', () => {
  it('lists the configured items in order: dropdowns, the plain link with its ribbon, the external anchor', async () => {
    const nav = section(html, 'class="main-nav"', 'nav');
    expect(nav).toContain('aria-label="Main"');
    const categories = await server.services.catalog.listCategories();
    const { menu } = await server.services.merch.shopFrame();
    const expected = navigationFor(categories, menu, CONTACTS).map((i) => i.label);
    const labels = [...nav.matchAll(/class="main-nav-(?:trigger|link)[^"]*"[^>]*><span>([^<]+)<\/span>/g)].map(
      (m) => m[1],
    );
    expect(labels).toEqual(expected);
    expect(labels.slice(0, 3)).toEqual(['All Jewellery', 'Rings', 'Earrings']);
    expect(labels).toContain('Trending');
  });

  it('renders each dropdown as a disclosure: a button controlling a hidden panel that holds only its top-level category links', async () => {
    const nav = section(html, 'class="main-nav"', 'nav');
    const triggers = [
      ...nav.matchAll(
        /<button type="button" id="nav-trigger-([^"]+)" class="main-nav-trigger" aria-expanded="false" aria-controls="nav-panel-\1">/g,
      ),
    ];
    expect(triggers.length).toBe(6); // All Jewellery and the five category items of the seeded menu
    const top = (await server.services.catalog.listCategories()).filter((c) => c.parent === null);
    for (const [, id] of triggers) {
      const panel = section(nav, `id="nav-panel-${id}"`, 'div');
      expect(panel, id).toMatch(/^<div id="nav-panel-[^"]+" class="nav-panel" hidden="">/);
      // The columns, quick links and picture come with the panels' code (nav-panel-links.tsx).
      expect(panel, id).not.toContain('nav-column');
      expect(panel, id).not.toContain('<img');
      const hrefs = [...panel.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
      if (id === 'all-jewellery') expect(hrefs).toEqual(top.map((c) => `/jewellery/${c.slug}`));
      else expect(hrefs, id).toEqual([`/jewellery/${id!.replace(/^category-/, '')}`]);
    }
  });

  it('has the rings dropdown, once its code renders it, with its sub-categories first, then headings and quick links on the category, and a picture', async () => {
    const categories = await server.services.catalog.listCategories();
    const { menu } = await server.services.merch.shopFrame();
    const rings = navigationFor(categories, menu, CONTACTS).find((i) => i.id === 'category-rings');
    expect(rings?.kind).toBe('dropdown');
    const panel = render(createElement(DropdownPanel, { item: rings as NavDropdown }));
    const columns = [...panel.matchAll(/class="nav-column"/g)].length;
    expect(columns).toBeGreaterThan(1);
    expect(columns).toBeLessThanOrEqual(NAV_MAX_COLUMNS);
    expect(panel).toMatch(
      /<img src="\/images\/categories\/[a-z-]+\?resize=270&amp;compress=50" alt="" width="270" height="270" loading="lazy"/,
    );
    const headings = [...panel.matchAll(/<p id="[^"]+" class="nav-heading">([^<]+)<\/p>/g)].map((m) => m[1]);
    expect(headings).toEqual(['Rings', 'Metal colour', 'Price', 'Occasion']);
    const hrefs = [
      ...panel.matchAll(/class="nav-panel-link"[^>]*href="([^"]+)"|href="([^"]+)"[^>]*class="nav-panel-link"/g),
    ].map((m) => m[1] ?? m[2]);
    expect(hrefs.slice(0, 3)).toEqual([
      '/jewellery/rings',
      '/jewellery/rings/engagement-rings',
      '/jewellery/rings/couple-bands',
    ]);
    expect(hrefs).toContain('/jewellery/rings?color=rose-gold');
    expect(hrefs).toContain('/jewellery/rings?price_max=25000');
    // Every list is named by the heading of its column.
    expect(panel).toMatch(/<ul aria-labelledby="category-rings-col-0">/);
  });

  it('gives the plain link its ribbon and the external anchor a new tab, noopener and a spoken hint', () => {
    const nav = section(html, 'class="main-nav"', 'nav');
    expect(nav).toMatch(
      /<a[^>]*href="\/trending"[^>]*><span>Trending<\/span><span class="nav-ribbon">New<\/span><\/a>/,
    );
    const external =
      /<a href="(https:\/\/wa\.me\/[^"]+)" class="main-nav-link" target="_blank" rel="noopener noreferrer">([\s\S]*?)<\/a>/.exec(
        nav,
      );
    expect(external?.[1]).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
    expect(external?.[2]).toContain('<span>Video Call</span>');
    expect(external?.[2]).toContain('<span class="visually-hidden"> (book on WhatsApp, opens in a new tab)</span>');
  });
});

describe('account dropdown', () => {
  it('is closed on the server and offers Log in and Sign Up to a guest', () => {
    const menu = section(html, 'class="account-menu"', 'div');
    expect(menu).toMatch(
      /<button type="button" class="icon-button" aria-expanded="false" aria-controls="account-panel" aria-label="Account: log in or sign up">/,
    );
    expect(menu).toMatch(/<div id="account-panel" class="account-panel" hidden="">/);
    expect(menu).toMatch(/<a[^>]*href="\/login"[^>]*>Log in<\/a>/);
    expect(menu).toMatch(/<a[^>]*href="\/create"[^>]*>Sign Up<\/a>/);
    expect(menu).not.toContain('Go to Dashboard');
  });

  it('greets a logged-in shopper by first name with the dashboard text and button', () => {
    const markup = render(createElement(AccountMenu, { user: { firstName: 'Ananya' } }));
    expect(markup).toContain('aria-label="Account of Ananya"');
    expect(markup).toContain('Hello, Ananya');
    expect(markup).toMatch(/track your orders, manage your payments and edit your profile/i);
    expect(markup).toMatch(/<a[^>]*href="\/dashboard"[^>]*>Go to Dashboard<\/a>/);
    expect(markup).not.toContain('Sign Up');
    expect(markup).not.toContain('Log in');
  });
});

describe('search box', () => {
  it('is a combobox over the listing search, 128 characters at most, closed on the server', () => {
    const form = section(html, 'class="search-box"', 'form');
    expect(form).toMatch(/^<form class="search-box" role="search" action="\/jewellery" method="get">/);
    const input = /<input ([^>]+)\/>/.exec(form)?.[1] ?? '';
    expect(input).toContain('id="site-search"');
    expect(input).toContain('name="query"');
    expect(input).toContain('placeholder="Find the best for you..."');
    expect(input).toContain('maxLength="128"');
    expect(input).toContain('role="combobox"');
    expect(input).toContain('aria-expanded="false"');
    expect(input).toContain('aria-controls="site-search-popup"');
    expect(form).toMatch(/<div id="site-search-popup" class="search-popup" hidden="">/);
    expect(input).toContain('value=""');
  });

  it("shows the listing's search text in the box, from the server render", async () => {
    const listing = await (await fetch(`${server.baseUrl}/jewellery?query=halo%20ring`)).text();
    const input = /<input ([^>]*id="site-search"[^>]*)\/>/.exec(listing)?.[1] ?? '';
    expect(input).toContain('value="halo ring"');
  });
});

describe('mobile side menu', () => {
  it('has a menu button for a closed modal dialog, whose content the browser renders on the first press', () => {
    expect(html).toMatch(
      /<button type="button" class="icon-button menu-button" aria-haspopup="dialog" aria-expanded="false" aria-controls="side-menu">/,
    );
    // The dialog's content repeated the main navigation's links in every page for nobody (a closed
    // dialog needs the script to open); the flow in tests/e2e/navigation.test.ts checks what it holds.
    expect(html).toContain('<dialog id="side-menu" class="side-menu"></dialog>');
  });
});

describe('page skeletons', () => {
  it.each([
    ['/jewellery', 'grid'],
    ['/jewellery/rings/engagement-rings', 'grid'],
    ['/trending', 'grid'],
    ['/cart', 'page'],
    ['/mahika-delicate-diamond-necklace-nk-00001', 'product'],
    ['/some-page', 'page'],
    ['/jewellery-polish', 'page'],
  ])('%s loads behind the %s skeleton', (path, kind) => {
    const markup = renderToStaticMarkup(createElement('div', null, skeletonFor(path)));
    expect(markup).toContain(`data-skeleton="${kind}"`);
    expect(markup).toContain('role="status"');
    expect(markup).toContain('Loading the page');
  });

  it('wraps the page in a view the skeleton can replace, with no skeleton on the server', () => {
    expect(html).toMatch(/<main id="main" tabindex="-1"><div class="route-view">/i);
    expect(html).not.toContain('data-skeleton');
  });
});

describe("the store's contacts", () => {
  it('come from the configuration: the top bar, the bottom bar and the product page help', async () => {
    const chat = `https://wa.me/${CONTACTS.whatsapp}`;
    expect(section(html, 'class="top-bar"', 'section')).toContain(`href="${chat}"`);
    expect(section(html, 'class="mobile-bar"', 'nav')).toContain(`href="${chat}"`);
    const product = await findProduct(server, () => true);
    const page = await (await fetch(`${server.baseUrl}/${product.value}`)).text();
    const help = section(page, 'class="pp-help"', 'section');
    expect(help).toContain(`href="tel:${CONTACTS.phone}"`);
    expect(help).toContain(`href="${chat}"`);
    expect(help).toContain(`href="mailto:${CONTACTS.email}"`);
    expect(page).not.toContain('910000000000');
  });
});
