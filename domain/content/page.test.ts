import { describe, expect, it } from 'vitest';
import { contentIdOf, frontMatterSchema } from './page.ts';

const seo = { title: 'Shipping Policy | Suvarna', description: 'Free shipping.', keyWords: 'shipping', robots: 'all', img: '/images/banners/x' };
const base = { layout: 'article', heading: 'Free Shipping', seo };

const issuePaths = (value: unknown) => {
  const r = frontMatterSchema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
};

describe('frontMatterSchema', () => {
  it.each([
    ['an article', base],
    ['a policy with order and date', { ...base, layout: 'policy', order: 3, updated: '2026-11-25' }],
    ['links and a banner', { ...base, links: [{ label: 'Full policy', to: '/return-policy' }], banner: { title: 'B', subTitle: 'S' } }],
    ['an FAQ', { ...base, layout: 'faq', faq: [{ heading: 'Care', questions: [{ id: 'complementary-cleaning', question: 'Q?', answer: 'A.' }] }] }],
    [
      'About blocks of the three types',
      {
        ...base,
        layout: 'about',
        blocks: [
          { type: 'TC', title: 'T', content: 'C' },
          { type: 'TCI', title: 'T', content: 'C', image: { light: '/a.svg', dark: '/b.svg', alt: 'A', width: 4, height: 3 } },
          { type: 'C', content: 'C' },
        ],
      },
    ],
    ['robots noindex', { ...base, seo: { ...seo, robots: 'noindex' } }],
  ])('accepts %s', (_name, value) => {
    expect(issuePaths(value)).toEqual([]);
  });

  it.each([
    ['no layout', { heading: 'H', seo }, ['layout']],
    ['an unknown layout', { ...base, layout: 'gallery' }, ['layout']],
    ['no heading', { layout: 'article', seo }, ['heading']],
    ['no SEO record', { layout: 'article', heading: 'H' }, ['seo']],
    ['a missing description', { ...base, seo: { ...seo, description: undefined } }, ['seo.description']],
    ['an empty title', { ...base, seo: { ...seo, title: '  ' } }, ['seo.title']],
    ['a title over 70 characters', { ...base, seo: { ...seo, title: 'x'.repeat(71) } }, ['seo.title']],
    ['robots other than all or noindex', { ...base, seo: { ...seo, robots: 'index, follow' } }, ['seo.robots']],
    ['an og:image on another site', { ...base, seo: { ...seo, img: 'https://elsewhere.example/x.png' } }, ['seo.img']],
    ['a protocol-relative og:image', { ...base, seo: { ...seo, img: '//elsewhere.example/x.png' } }, ['seo.img']],
    ['a javascript: link', { ...base, links: [{ label: 'x', to: 'javascript:alert(1)' }] }, ['links.0.to']],
    ['a misspelt field', { ...base, keywords: 'x' }, ['']],
    ['a misspelt SEO field', { ...base, seo: { ...seo, keywords: 'x' } }, ['seo']],
    ['an impossible date', { ...base, updated: '2026-13-40' }, ['updated']],
    ['an FAQ without questions', { ...base, layout: 'faq', faq: [{ heading: 'Care', questions: [] }] }, ['faq.0.questions']],
    ['an FAQ anchor with spaces', { ...base, layout: 'faq', faq: [{ heading: 'C', questions: [{ id: 'free cleaning', question: 'Q', answer: 'A' }] }] }, ['faq.0.questions.0.id']],
    ['an FAQ page without its faq', { ...base, layout: 'faq' }, ['faq']],
    ['a TCI block without its picture', { ...base, layout: 'about', blocks: [{ type: 'TCI', title: 'T', content: 'C' }] }, ['blocks.0.image']],
    ['a block of an unknown type', { ...base, layout: 'about', blocks: [{ type: 'TX', content: 'C' }] }, ['blocks.0.type']],
    ['a C block with a title', { ...base, layout: 'about', blocks: [{ type: 'C', title: 'T', content: 'C' }] }, ['blocks.0']],
  ])('refuses %s, naming the field', (_name, value, paths) => {
    expect(issuePaths(value)).toEqual(paths);
  });
});

describe('contentIdOf', () => {
  it.each([
    ['/shipping-policy', 'shipping-policy'],
    ['/shipping-policy/', 'shipping-policy'],
    ['/why-buy-from-us/internally-flawless-diamonds', 'why-buy-from-us/internally-flawless-diamonds'],
    ['/occasion/try@home', 'occasion/try@home'],
    ['/occasion/try%40home', 'occasion/try@home'],
    ['/15day-return-policy', '15day-return-policy'],
    ['/', null],
    ['/Shipping-Policy', null],
    ['/../etc/passwd', null],
    ['/a//b', null],
    ['/a/./b', null],
    ['/%E0%A4%A', null],
    ['/a b', null],
  ])('%s → %s', (path, id) => {
    expect(contentIdOf(path)).toBe(id);
  });
});
