import { describe, expect, it } from 'vitest';
import {
  buildNavigation,
  categoryPath,
  isExternalHref,
  isInternalPath,
  NAV_MAX_COLUMNS,
  quickLinkHref,
  splitColumn,
  type NavCategorySource,
  type NavConfig,
  type NavDropdown,
} from './navigation.ts';

const CATEGORIES: NavCategorySource[] = [
  { slug: 'rings', name: 'Rings', parent: null },
  { slug: 'earrings', name: 'Earrings', parent: null },
  { slug: 'pendants', name: 'Pendants', parent: null },
  { slug: 'necklaces', name: 'Necklaces', parent: null },
  { slug: 'bracelets', name: 'Bracelets', parent: null },
  { slug: 'bangles', name: 'Bangles', parent: null },
  { slug: 'nosepins', name: 'Nose Pins', parent: null },
  { slug: 'engagement-rings', name: 'Engagement Rings', parent: 'rings' },
  { slug: 'couple-bands', name: 'Couple Bands', parent: 'rings' },
];

const CONFIG: NavConfig = {
  entries: [
    { kind: 'all', label: 'All Jewellery', imageSlug: 'pendants' },
    { kind: 'category', slug: 'rings' },
    { kind: 'category', slug: 'earrings' },
    { kind: 'category', slug: 'no-such-category' },
    { kind: 'link', id: 'trending', label: 'Trending', href: '/trending', ribbon: 'New' },
    {
      kind: 'external',
      id: 'video-call',
      label: 'Video Call',
      href: 'https://wa.me/910000000000',
      hint: 'opens WhatsApp in a new tab',
    },
    { kind: 'link', id: 'bad-link', label: 'Bad', href: 'javascript:alert(1)' },
    { kind: 'external', id: 'bad-external', label: 'Plain http', href: 'http://example.com', hint: 'new tab' },
    { kind: 'link', id: 'trending', label: 'Trending again', href: '/trending' },
  ],
  quickLinks: [
    { heading: 'Metal colour', links: [{ label: 'Rose Gold', params: { color: 'rose-gold' } }] },
    { heading: 'Price', links: [{ label: 'Under ₹25,000', params: { price: '0-25000' } }] },
    { heading: 'Occasion', links: [{ label: 'Wedding', params: { occasion: 'wedding' } }] },
  ],
  imageSize: 270,
};

const dropdown = (id: string) => buildNavigation(CATEGORIES, CONFIG).find((i) => i.id === id) as NavDropdown;

describe('buildNavigation', () => {
  it('keeps the entries’ order, leaving out the categories the catalogue does not have', () => {
    expect(buildNavigation(CATEGORIES, CONFIG).map((i) => [i.kind, i.id])).toEqual([
      ['dropdown', 'all-jewellery'],
      ['dropdown', 'category-rings'],
      ['dropdown', 'category-earrings'],
      ['link', 'trending'],
      ['external', 'video-call'],
    ]);
  });

  it('puts sub-categories first in a category dropdown, then the quick links on that category', () => {
    const rings = dropdown('category-rings');
    expect(rings.href).toBe('/jewellery/rings');
    expect(rings.columns[0]).toEqual({
      heading: 'Rings',
      links: [
        { label: 'All Rings', href: '/jewellery/rings' },
        { label: 'Engagement Rings', href: '/jewellery/rings/engagement-rings' },
        { label: 'Couple Bands', href: '/jewellery/rings/couple-bands' },
      ],
    });
    expect(rings.columns.map((c) => c.heading)).toEqual(['Rings', 'Metal colour', 'Price', 'Occasion']);
    expect(rings.columns[1]!.links).toEqual([{ label: 'Rose Gold', href: '/jewellery/rings?color=rose-gold' }]);
    expect(rings.image).toEqual({
      src: '/images/categories/rings?resize=270&compress=50',
      alt: '',
      width: 270,
      height: 270,
      href: '/jewellery/rings',
      caption: 'Shop Rings',
    });
  });

  it('keeps every dropdown to four columns, splitting a long category list first', () => {
    const all = dropdown('all-jewellery');
    expect(all.columns).toHaveLength(NAV_MAX_COLUMNS);
    expect(all.columns[0]!.heading).toBe('Categories');
    expect(all.columns[1]!.heading).toBe('');
    expect([...all.columns[0]!.links, ...all.columns[1]!.links].map((l) => l.href)).toEqual(
      CATEGORIES.filter((c) => c.parent === null).map((c) => `/jewellery/${c.slug}`),
    );
    expect(all.columns.slice(2).map((c) => c.heading)).toEqual(['Metal colour', 'Price']);
    expect(all.columns[2]!.links[0]!.href).toBe('/jewellery?color=rose-gold');
    expect(all.image?.src).toBe('/images/categories/pendants?resize=270&compress=50');
    for (const item of buildNavigation(CATEGORIES, CONFIG)) {
      if (item.kind === 'dropdown') expect(item.columns.length, item.id).toBeLessThanOrEqual(NAV_MAX_COLUMNS);
    }
  });

  it('drops unsafe links and keeps the first of two ids', () => {
    const items = buildNavigation(CATEGORIES, CONFIG);
    expect(items.filter((i) => i.id === 'trending')).toEqual([
      { kind: 'link', id: 'trending', label: 'Trending', href: '/trending', ribbon: 'New' },
    ]);
    expect(items.some((i) => i.id === 'bad-link' || i.id === 'bad-external')).toBe(false);
  });

  it('has no category dropdowns and no all-jewellery menu without categories', () => {
    expect(buildNavigation([], CONFIG).map((i) => i.id)).toEqual(['trending', 'video-call']);
  });

  it('falls back to the first category picture when the configured one is missing', () => {
    const items = buildNavigation(CATEGORIES, {
      ...CONFIG,
      entries: [{ kind: 'all', label: 'All', imageSlug: 'gone' }],
    });
    expect((items[0] as NavDropdown).image?.src).toBe('/images/categories/rings?resize=270&compress=50');
  });

  it('shows the entries in whatever order they are given: a link may come first', () => {
    const entries = [CONFIG.entries[4]!, CONFIG.entries[1]!, CONFIG.entries[0]!];
    expect(buildNavigation(CATEGORIES, { ...CONFIG, entries }).map((i) => i.id)).toEqual([
      'trending',
      'category-rings',
      'all-jewellery',
    ]);
  });
});

describe('splitColumn', () => {
  const links = (n: number) => Array.from({ length: n }, (_, i) => ({ label: `L${i}`, href: `/l${i}` }));
  it.each([
    [0, [0]],
    [6, [6]],
    [7, [4, 3]],
    [10, [5, 5]],
    [12, [6, 6]],
    [13, [5, 5, 3]],
  ])('%i links → columns of %j', (n, sizes) => {
    const columns = splitColumn({ heading: 'H', links: links(n) });
    expect(columns.map((c) => c.links.length)).toEqual(sizes);
    expect(columns.flatMap((c) => c.links)).toEqual(links(n));
    expect(columns.map((c) => c.heading)).toEqual(sizes.map((_, i) => (i === 0 ? 'H' : '')));
  });
});

describe('link rules', () => {
  it.each([
    ['/jewellery', true],
    ['/jewellery/rings?color=rose-gold', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['https://example.com', false],
    ['javascript:alert(1)', false],
    ['jewellery', false],
    ['/a b', false],
  ])('isInternalPath(%j) = %s', (href, ok) => expect(isInternalPath(href)).toBe(ok));

  it.each([
    ['https://wa.me/910000000000', true],
    ['http://example.com', false],
    ['javascript:alert(1)', false],
    ['/trending', false],
  ])('isExternalHref(%j) = %s', (href, ok) => expect(isExternalHref(href)).toBe(ok));

  it('builds category paths and quick-link queries', () => {
    expect(categoryPath('rings')).toBe('/jewellery/rings');
    expect(categoryPath('jhumkas', 'earrings')).toBe('/jewellery/earrings/jhumkas');
    expect(quickLinkHref('/jewellery', {})).toBe('/jewellery');
    expect(quickLinkHref('/jewellery/rings', { color: 'rose-gold', price: '0-25000' })).toBe(
      '/jewellery/rings?color=rose-gold&price=0-25000',
    );
  });
});
