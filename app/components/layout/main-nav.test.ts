// The closed panels' stored-markup key (issue 25, render cost): the panel's whole content, so a change
// makes a new key, worked out once for the item object the kept navigation hands out on every page.
import { describe, expect, it } from 'vitest';
import type { NavDropdown } from '../../lib/navigation';
import { panelMarkupKey } from './main-nav';

const dropdown = (label: string, href = '/jewellery/rings'): NavDropdown => ({
  kind: 'dropdown',
  id: 'rings',
  label,
  href,
  columns: [{ heading: 'Categories', links: [{ label: 'Bands', href: '/jewellery/rings/bands' }] }],
  image: null,
});

describe('panelMarkupKey', () => {
  it.for<[string, NavDropdown]>([
    ['a dropdown', dropdown('Rings')],
    ['another label', dropdown('All Rings')],
    ['another address', dropdown('Rings', '/jewellery/rings?sort=new')],
  ])('is the JSON of %s', ([, item]) => {
    expect(panelMarkupKey(item)).toBe(`nav-panel-links:${JSON.stringify(item)}`);
  });

  it('is written once for the same item; an equal copy gets an equal key, a changed one another', () => {
    const item = dropdown('Rings');
    const first = panelMarkupKey(item);
    expect(panelMarkupKey(item)).toBe(first);
    expect(panelMarkupKey({ ...item, label: 'Rings & Bands' })).not.toBe(first);
    expect(panelMarkupKey({ ...item })).toBe(first);
  });
});
