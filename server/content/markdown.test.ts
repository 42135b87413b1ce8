import { describe, expect, it } from 'vitest';
import { renderMarkdown, slugify } from './markdown.ts';

describe('slugify', () => {
  it.each([
    ['International shipping', 'international-shipping'],
    ['What is complementary cleaning?', 'what-is-complementary-cleaning'],
    ['  Returns & refunds (15 days) ', 'returns-refunds-15-days'],
    ['Café crème', 'cafe-creme'],
    ['₹49,000 limit', '49-000-limit'],
  ])('%s → %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});

describe('renderMarkdown', () => {
  it('gives headings ids for anchors and lists the ## headings', () => {
    const r = renderMarkdown('## International shipping\n\ntext\n\n### Customs duties\n\n## Returns\n');
    expect(r.html).toContain('<h2 id="international-shipping">International shipping</h2>');
    expect(r.html).toContain('<h3 id="customs-duties">Customs duties</h3>');
    expect(r.toc).toEqual([
      { id: 'international-shipping', title: 'International shipping' },
      { id: 'returns', title: 'Returns' },
    ]);
    expect(r.headingLevels).toEqual([2, 3, 2]);
  });

  it('keeps two headings of one text apart', () => {
    const r = renderMarkdown('## Notes\n\n## Notes\n');
    expect(r.toc.map((t) => t.id)).toEqual(['notes', 'notes-1']);
  });

  it('renders tables inside a focusable scroll box', () => {
    const { html } = renderMarkdown('| Size | mm |\n|---|---|\n| 1 | 13 |\n');
    expect(html).toMatch(/<div class="content-table" tabindex="0" role="region" aria-label="[^"]+">\s*<table>/);
    expect(html).toContain('<th>Size</th>');
    expect(html).toContain('<td>13</td>');
    expect(html).toMatch(/<\/table>\s*<\/div>/);
  });

  it('renders links inside the store as they are and links out without a referrer', () => {
    const { html } = renderMarkdown('[Returns](/return-policy#refunds) and [BIS](https://www.bis.gov.in/)');
    expect(html).toContain('<a href="/return-policy#refunds">Returns</a>');
    expect(html).toContain('<a href="https://www.bis.gov.in/" rel="noopener noreferrer">BIS</a>');
  });

  it.each([
    ['a script tag', '<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['an image with onerror', '<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)&gt;'],
    ['an inline tag', 'a <b onclick="x()">b</b>', 'a &lt;b onclick=“x()”&gt;b&lt;/b&gt;'],
  ])('shows raw HTML (%s) as text, never as markup', (_name, source, escaped) => {
    const { html } = renderMarkdown(source);
    expect(html).toContain(escaped);
    expect(html).not.toMatch(/<(script|img|b)\b/);
  });

  it.each([
    ['javascript:', '[x](javascript:alert(1))'],
    ['JavaScript: in capitals', '[x](JAVASCRIPT:alert(1))'],
    ['vbscript:', '[x](vbscript:msgbox)'],
    ['data:', '[x](data:text/html;base64,PHNjcmlwdD4=)'],
  ])('refuses a %s link', (_name, source) => {
    expect(renderMarkdown(source).html).not.toContain('<a');
  });

  it('makes typographic quotes and dashes', () => {
    expect(renderMarkdown('"Quoted" -- yes').html).toContain('“Quoted” – yes');
  });
});
