import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildContentPage, loadContentLibrary } from './content-library.ts';

const SEO = `seo:
  title: T | Suvarna
  description: D
  keyWords: k
  robots: all
  img: /images/banners/t`;
const page = (front: string, body = '## Part\n\nText.\n') => `---\n${front}\n---\n${body}`;

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
function contentDir(files: Record<string, string>): string {
  const root = path.join(mkdtempSync(path.join(tmpdir(), 'suvarna-content-')), 'content');
  dirs.push(path.dirname(root));
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(root, 'pages', name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return root;
}

describe('buildContentPage', () => {
  it('validates the front matter and renders the body', () => {
    const p = buildContentPage('content/pages/a.md', 'a', page(`layout: policy\nheading: A\norder: 2\nupdated: 2026-11-25\n${SEO}`));
    expect(p).toMatchObject({ id: 'a', path: '/a', layout: 'policy', heading: 'A', order: 2, updated: '2026-11-25', links: [] });
    expect(p.html).toContain('<h2 id="part">Part</h2>');
    expect(p.toc).toEqual([{ id: 'part', title: 'Part' }]);
  });

  it('renders FAQ answers and keeps their anchors', () => {
    const p = buildContentPage(
      'f.md',
      'faq',
      page(`layout: faq\nheading: FAQ\n${SEO}\nfaq:\n  - heading: Care\n    questions:\n      - id: complementary-cleaning\n        question: Is cleaning free?\n        answer: Yes, **every 6 months**.\n      - question: How do I store it?\n        answer: Apart.`, ''),
    );
    expect(p.html).toBe('');
    expect(p.faq).toEqual([
      {
        heading: 'Care',
        id: 'care',
        questions: [
          { id: 'complementary-cleaning', question: 'Is cleaning free?', html: '<p>Yes, <strong>every 6 months</strong>.</p>\n' },
          { id: 'how-do-i-store-it', question: 'How do I store it?', html: '<p>Apart.</p>\n' },
        ],
      },
    ]);
  });

  it.each([
    ['no front matter', '## Just a body\n', /^content\/pages\/x\.md: no front matter/],
    ['broken YAML', page(`layout: policy\nheading: [unclosed\n${SEO}`), /^content\/pages\/x\.md: front matter is not valid YAML/],
    ['a missing description', page(`layout: policy\nheading: X\nseo:\n  title: T\n  keyWords: k\n  robots: all\n  img: /x`), /^content\/pages\/x\.md: front matter field "seo\.description": /],
    ['robots other than all', page(`layout: policy\nheading: X\n${SEO.replace('robots: all', 'robots: index')}`), /front matter field "seo\.robots"/],
    ['an unknown field', page(`layout: policy\nheading: X\nheadline: Y\n${SEO}`), /front matter field "\(root\)": .*headline/],
    ['a level-1 heading in the body', page(`layout: article\nheading: X\n${SEO}`, '# Second title\n'), /level-1 heading/],
    [
      'two FAQ answers with one anchor',
      page(`layout: faq\nheading: F\n${SEO}\nfaq:\n  - heading: A\n    questions:\n      - question: Same?\n        answer: a\n      - question: Same?\n        answer: b`),
      /two questions share the anchor "same"/,
    ],
  ])('refuses %s, naming the file and the problem', (_name, source, message) => {
    expect(() => buildContentPage('content/pages/x.md', 'x', source)).toThrow(message);
  });
});

describe('loadContentLibrary', () => {
  it('reads every page under pages/, ids from their paths, cards by layout in order', async () => {
    const library = await loadContentLibrary(
      contentDir({
        'b-policy.md': page(`layout: policy\nheading: B Policy\norder: 2\n${SEO}`),
        'a-policy.md': page(`layout: policy\nheading: A Policy\norder: 1\nsummary: First\n${SEO}`),
        'why-buy-from-us/flawless.md': page(`layout: article\nheading: Flawless\n${SEO}`),
        'notes.txt': 'not a page',
      }),
    );
    expect(library.all().map((p) => p.id)).toEqual(['a-policy', 'b-policy', 'why-buy-from-us/flawless']);
    expect(library.get('why-buy-from-us/flawless')?.path).toBe('/why-buy-from-us/flawless');
    expect(library.get('missing')).toBeUndefined();
    expect(library.cards('policy')).toEqual([
      { path: '/a-policy', heading: 'A Policy', summary: 'First' },
      { path: '/b-policy', heading: 'B Policy' },
    ]);
    expect(library.cards('faq')).toEqual([]);
  });

  it('names the file, relative to the content folder, when one is broken', async () => {
    const root = contentDir({ 'good.md': page(`layout: article\nheading: G\n${SEO}`), 'policies/bad.md': page('layout: article\nheading: B') });
    await expect(loadContentLibrary(root)).rejects.toThrow(/^content\/pages\/policies\/bad\.md: front matter field "seo": /);
  });

  it('refuses a file name that cannot be a path on the site', async () => {
    await expect(loadContentLibrary(contentDir({ 'Shipping Policy.md': page(`layout: article\nheading: G\n${SEO}`) }))).rejects.toThrow(/Shipping Policy\.md: the file name/);
  });
});

describe('pictures under content/images', () => {
  const about = (light: string) =>
    page(`layout: about\nheading: About\n${SEO}\nblocks:\n  - type: TCI\n    title: T\n    content: C\n    image:\n      light: ${light}\n      dark: /content/images/a-dark.svg\n      alt: A\n      width: 4\n      height: 3`, '');
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3"/></svg>';

  it('refuses a page naming a picture that is not there', async () => {
    const root = contentDir({ 'about.md': about('/content/images/missing.svg') });
    await expect(loadContentLibrary(root)).rejects.toThrow(/content\/pages\/about\.md: the picture \/content\/images\/missing\.svg is not under content\/images/);
  });

  it.each([
    ['a file that is not a drawing', 'photo.png', 'PNG', /content\/images\/photo\.png: only \.svg pictures/],
    ['a drawing with a script', 'evil.svg', '<svg><script>alert(1)</script></svg>', /evil\.svg: a drawing must not carry scripts/],
    ['a drawing with an event handler', 'evil.svg', '<svg onload="alert(1)"></svg>', /evil\.svg: a drawing must not carry scripts/],
    ['a drawing over 512 KiB', 'big.svg', `<svg>${' '.repeat(513 * 1024)}</svg>`, /big\.svg: a picture must be at most 512 KiB/],
  ])('refuses %s', async (_name, file, body, message) => {
    const root = contentDir({ 'about.md': about('/content/images/a-light.svg') });
    mkdirSync(path.join(root, 'images'), { recursive: true });
    writeFileSync(path.join(root, 'images', 'a-light.svg'), svg);
    writeFileSync(path.join(root, 'images', 'a-dark.svg'), svg);
    writeFileSync(path.join(root, 'images', file), body);
    await expect(loadContentLibrary(root)).rejects.toThrow(message);
  });

  it('serves what a page names from memory', async () => {
    const root = contentDir({ 'about.md': about('/content/images/a-light.svg') });
    mkdirSync(path.join(root, 'images'), { recursive: true });
    writeFileSync(path.join(root, 'images', 'a-light.svg'), svg);
    writeFileSync(path.join(root, 'images', 'a-dark.svg'), svg);
    const library = await loadContentLibrary(root);
    expect(library.image('a-light.svg')).toMatchObject({ type: 'image/svg+xml', etag: expect.stringMatching(/^"[\w-]{22}"$/) });
    expect(library.image('a-light.svg')!.body.toString()).toBe(svg);
    expect(library.image('../pages/about.md')).toBeUndefined();
  });
});
