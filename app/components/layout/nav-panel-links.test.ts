// The server's copy of a closed navigation panel (nav-panel-links.tsx): only the links to top-level
// categories, each once, so crawlers find every category from any page while the full columns come
// with the panels' code.
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buildNavigation } from '../../../domain/navigation/navigation';
import { NAV_IMAGE_SIZE, QUICK_LINKS, type NavDropdown } from '../../lib/navigation';
import { NavPanelLinks, topLevelLinks } from './nav-panel-links';

const CATEGORIES = [
  { slug: 'rings', name: 'Rings', parent: null },
  { slug: 'earrings', name: 'Earrings', parent: null },
  { slug: 'engagement-rings', name: 'Engagement Rings', parent: 'rings' },
  { slug: 'couple-bands', name: 'Couple Bands', parent: 'rings' },
];
const dropdowns = () =>
  buildNavigation(CATEGORIES, {
    entries: [
      { kind: 'all', label: 'All Jewellery', imageSlug: 'rings' },
      { kind: 'category', slug: 'rings' },
    ],
    quickLinks: QUICK_LINKS,
    imageSize: NAV_IMAGE_SIZE,
  }).filter((i): i is NavDropdown => i.kind === 'dropdown');

describe('the top-level links of a navigation panel', () => {
  it("keep a category dropdown's own listing, not its sub-categories or quick links", () => {
    const rings = dropdowns().find((d) => d.id === 'category-rings')!;
    expect(rings.columns.flatMap((c) => c.links).length).toBeGreaterThan(5);
    expect(topLevelLinks(rings)).toEqual([{ label: 'All Rings', href: '/jewellery/rings' }]);
  });

  it('keep every top-level category of All Jewellery, in order', () => {
    const all = dropdowns().find((d) => d.id === 'all-jewellery')!;
    expect(topLevelLinks(all).map((l) => l.href)).toEqual(['/jewellery/rings', '/jewellery/earrings']);
  });

  it('render as router-ready links, without the columns, headings or picture', () => {
    const rings = dropdowns().find((d) => d.id === 'category-rings')!;
    expect(renderToStaticMarkup(h(NavPanelLinks, { item: rings }))).toBe(
      '<div class="container nav-panel-inner"><ul class="nav-panel-top"><li>' +
        '<a class="nav-panel-link" href="/jewellery/rings" data-discover="true">All Rings</a></li></ul></div>',
    );
  });
});
