// Markdown to HTML for the content pages, with markdown-it: CommonMark plus tables, headings given ids
// for anchors (markdown-it-anchor), and no raw HTML: the content is ours, but a stray tag in a file is
// shown as text rather than run (`html: false`), and markdown-it refuses javascript:, vbscript: and
// data: links by itself.
import MarkdownIt, { type MarkdownIt as Markdown, type Token } from 'markdown-it';
import anchor from 'markdown-it-anchor';

/** "International shipping" → "international-shipping": lower-case words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface RenderedMarkdown {
  html: string;
  /** The ## headings in order, with their ids. */
  toc: { id: string; title: string }[];
  /** Levels of every heading found (the reader refuses a level-1 heading: the page has one <h1>). */
  headingLevels: number[];
}

function createRenderer(): Markdown {
  const md = new MarkdownIt({ html: false, linkify: false, typographer: true });
  md.use(anchor, { slugify, tabIndex: false });

  // A wide table scrolls inside its own box on a phone; the box takes focus so a keyboard can scroll it.
  md.renderer.rules.table_open = () => '<div class="content-table" tabindex="0" role="region" aria-label="Table, scrolls sideways">\n<table>\n';
  md.renderer.rules.table_close = () => '</table>\n</div>\n';

  // Links that leave the store open as usual but share nothing about the page they came from.
  const defaultLinkOpen = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
  md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
    const href = String(tokens[idx]!.attrGet('href') ?? '');
    if (/^https?:\/\//i.test(href)) tokens[idx]!.attrSet('rel', 'noopener noreferrer');
    return defaultLinkOpen(tokens, idx, options, env, self);
  };
  return md;
}

const renderer = createRenderer();

export function renderMarkdown(source: string): RenderedMarkdown {
  const tokens = renderer.parse(source, {});
  const toc: RenderedMarkdown['toc'] = [];
  const headingLevels: number[] = [];
  tokens.forEach((token: Token, i: number) => {
    if (token.type !== 'heading_open') return;
    const level = Number(token.tag.slice(1));
    headingLevels.push(level);
    const attr = token.attrGet('id');
    const id = attr === null ? null : String(attr);
    const inline = tokens[i + 1];
    if (level === 2 && id && inline) toc.push({ id, title: inline.children?.map((c: Token) => c.content).join('') ?? inline.content });
  });
  return { html: renderer.renderer.render(tokens, renderer.options, {}), toc, headingLevels };
}

/** A short Markdown text (an FAQ answer, an About block) as HTML; its headings keep their ids too. */
export function renderMarkdownFragment(source: string): string {
  return renderMarkdown(source).html;
}
