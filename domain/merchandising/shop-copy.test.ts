import { describe, expect, it } from 'vitest';
import {
  menuEditProblems,
  menuEntries,
  menuNewSchema,
  menuRemovalProblem,
  sameItems,
  stripEditSchema,
  type MenuItem,
} from './shop-copy.ts';

const item = (id: number, kind: MenuItem['kind'], more: Partial<MenuItem> = {}): MenuItem => ({
  id,
  position: id,
  kind,
  label: '',
  category_slug: null,
  href: null,
  ribbon: '',
  visible: true,
  ...more,
});

describe('menuEditProblems', () => {
  it.each<[MenuItem['kind'], Parameters<typeof menuEditProblems>[1], string[]]>([
    ['link', { label: 'Trending', href: '/trending', ribbon: 'New', visible: true }, []],
    ['link', { label: 'Lookbook', href: 'https://example.com', visible: false }, []],
    ['link', { label: 'T', href: '/trending', visible: true }, ['label']],
    ['link', { label: 'Sale', href: 'javascript:alert(1)', visible: true }, ['href']],
    ['link', { label: 'Sale', visible: true }, ['href']],
    ['category', { visible: false }, []],
    ['category', { label: 'Bling', visible: true }, ['label']],
    ['category', { href: '/x', ribbon: 'New', visible: true }, ['href', 'ribbon']],
    ['whatsapp', { label: 'Video Call', visible: true }, []],
    ['whatsapp', { label: 'Video Call', href: 'https://wa.me/1', visible: true }, ['href']],
    ['all_jewellery', { visible: true }, ['label']],
  ])('%s %j → problems with %j', (kind, edit, fields) => {
    expect(Object.keys(menuEditProblems(kind, edit)).sort()).toEqual(fields);
  });
});

describe('menuEntries', () => {
  it('keeps the rows’ order, leaves hidden rows out, opens https links in a new tab', () => {
    const rows = [
      item(3, 'link', { label: 'Trending', href: '/trending', ribbon: 'New' }),
      item(1, 'all_jewellery', { label: 'All Jewellery', category_slug: 'solitaires' }),
      item(2, 'category', { category_slug: 'rings' }),
      item(4, 'link', { label: 'Gifts', href: '/gifts', visible: false }),
      item(5, 'link', { label: 'Lookbook', href: 'https://example.com/look' }),
      item(6, 'whatsapp', { label: 'Video Call' }),
    ];
    expect(menuEntries(rows, 'https://wa.me/91999')).toEqual([
      { kind: 'all', label: 'All Jewellery', imageSlug: 'solitaires' },
      { kind: 'category', slug: 'rings' },
      { kind: 'link', id: 'menu-3', label: 'Trending', href: '/trending', ribbon: 'New' },
      {
        kind: 'external',
        id: 'menu-5',
        label: 'Lookbook',
        href: 'https://example.com/look',
        hint: 'opens in a new tab',
      },
      {
        kind: 'external',
        id: 'menu-6',
        label: 'Video Call',
        href: 'https://wa.me/91999',
        hint: 'book on WhatsApp, opens in a new tab',
      },
    ]);
  });
});

describe('sameItems', () => {
  it.each([
    [[1, 2, 3], [3, 2, 1], true],
    [[1, 2], [1, 2, 3], false],
    [[1, 2, 4], [1, 2, 3], false],
    [[1, 1, 2], [1, 2, 3], false],
    [[], [], true],
  ])('%j against %j → %s', (ids, existing, same) => expect(sameItems(ids, existing)).toBe(same));
});

describe('stripEditSchema', () => {
  it('names each bad field', () => {
    const parsed = stripEditSchema.safeParse({ text: 'Hi', link_text: '', link: 'http://x.example', visible: 'yes' });
    expect(parsed.success).toBe(false);
    expect(new Set(parsed.error!.issues.map((i) => i.path[0]))).toEqual(
      new Set(['text', 'link_text', 'link', 'visible']),
    );
  });

  it('trims and keeps a good strip', () => {
    expect(
      stripEditSchema.parse({
        text: '  Free shipping on every order. ',
        link_text: 'Shop',
        link: ' /trending ',
        visible: true,
      }),
    ).toEqual({ text: 'Free shipping on every order.', link_text: 'Shop', link: '/trending', visible: true });
  });
});

describe('menuRemovalProblem', () => {
  const items = [
    { id: 1, kind: 'all_jewellery' as const },
    { id: 2, kind: 'category' as const },
    { id: 3, kind: 'link' as const },
    { id: 4, kind: 'whatsapp' as const },
  ];
  it.each([
    ['the only all-jewellery dropdown', items[0]!, items, true],
    ['one of two all-jewellery dropdowns', items[0]!, [...items, { id: 5, kind: 'all_jewellery' as const }], false],
    ['the last category dropdown', items[1]!, items, false],
    ['the last link', items[2]!, items, false],
    ['the video call', items[3]!, items, false],
  ])('%s: refused %s', (_what, item, all, refused) => {
    expect(menuRemovalProblem(item, all) !== null).toBe(refused);
  });
});

describe('menuNewSchema', () => {
  it.each([
    [{ kind: 'link', label: 'Gifts', href: '/gifts' }, true],
    [{ kind: 'link', label: 'Lookbook', href: 'https://example.com/look', ribbon: 'New', visible: false }, true],
    [{ kind: 'category', category_slug: 'bracelets' }, true],
    [{ kind: 'category', category_slug: 'Bracelets <b>' }, false],
    [{ kind: 'category', category_slug: 'rings', label: 'Rings' }, false],
    [{ kind: 'link', label: 'G', href: '/gifts' }, false],
    [{ kind: 'link', label: 'Gifts', href: 'javascript:alert(1)' }, false],
    [{ kind: 'all_jewellery', label: 'All', category_slug: 'rings' }, false],
    [{ kind: 'whatsapp', label: 'Call' }, false],
  ])('%j: accepted %s', (body, accepted) => {
    expect(menuNewSchema.safeParse(body).success).toBe(accepted);
  });
});
