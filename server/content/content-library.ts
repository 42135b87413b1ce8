// Reads every content page under content/pages once, at start-up: splits the YAML front matter from
// the Markdown body, validates the front matter with the domain's schema and renders the Markdown to
// HTML. A broken file stops the start with a message naming the file and the field, so a shopper
// never meets it; the pages are then served from memory.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { contentIdSchema, frontMatterSchema, type ContentCard, type ContentLayout, type ContentPage, type FrontMatter } from '../../domain/content/page.ts';
import { renderMarkdown, renderMarkdownFragment, slugify } from './markdown.ts';

export class ContentError extends Error {
  constructor(
    readonly file: string,
    problem: string,
  ) {
    super(`${file}: ${problem}`);
    this.name = 'ContentError';
  }
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** Front matter and body of one file, or a ContentError naming the file and what is wrong. */
export function parseContentFile(file: string, source: string): { frontMatter: FrontMatter; body: string } {
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new ContentError(file, 'no front matter: the file must start with a --- line, the YAML record, and a closing --- line');
  let raw: unknown;
  try {
    // Dates stay strings ('2026-11-25'), as the schema reads them.
    raw = parseYaml(match[1]!, { schema: 'core' });
  } catch (err) {
    throw new ContentError(file, `front matter is not valid YAML: ${(err as Error).message}`);
  }
  const parsed = frontMatterSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `front matter field "${issue.path.join('.') || '(root)'}": ${issue.message}`);
    throw new ContentError(file, problems.join('; '));
  }
  return { frontMatter: parsed.data, body: source.slice(match[0].length) };
}

/** One validated page, its Markdown rendered. */
export function buildContentPage(file: string, id: string, source: string): ContentPage {
  const { frontMatter: fm, body } = parseContentFile(file, source);
  const rendered = renderMarkdown(body);
  if (rendered.headingLevels.includes(1)) throw new ContentError(file, 'the body has a level-1 heading (#): the page heading comes from the front matter field "heading"; start the body at ##');
  const page: ContentPage = {
    id,
    path: `/${id}`,
    layout: fm.layout,
    heading: fm.heading,
    seo: fm.seo,
    order: fm.order ?? 500,
    links: fm.links ?? [],
    html: rendered.html,
    toc: rendered.toc,
  };
  if (fm.eyebrow) page.eyebrow = fm.eyebrow;
  if (fm.summary) page.summary = fm.summary;
  if (fm.banner) page.banner = fm.banner;
  if (fm.updated) page.updated = fm.updated;
  if (fm.layout === 'faq') {
    const seen = new Set<string>();
    page.faq = fm.faq.map((group) => ({
      heading: group.heading,
      id: slugify(group.heading),
      questions: group.questions.map((q) => {
        const qid = q.id ?? slugify(q.question);
        if (seen.has(qid)) throw new ContentError(file, `front matter field "faq": two questions share the anchor "${qid}"; give one an id`);
        seen.add(qid);
        return { id: qid, question: q.question, html: renderMarkdownFragment(q.answer) };
      }),
    }));
  }
  if (fm.layout === 'about') {
    page.blocks = fm.blocks.map((block) =>
      block.type === 'C'
        ? { type: 'C', html: renderMarkdownFragment(block.content) }
        : block.type === 'TC'
          ? { type: 'TC', title: block.title, html: renderMarkdownFragment(block.content) }
          : { type: 'TCI', title: block.title, html: renderMarkdownFragment(block.content), image: block.image },
    );
  }
  return page;
}

/** Where the pictures under content/images are served (server/content/content.routes.ts). */
export const CONTENT_IMAGES_PATH = '/content/images/';
/** Drawings only: an SVG shown through <img> runs no script, and is small enough to keep in memory. */
const IMAGE_TYPES: Record<string, string> = { '.svg': 'image/svg+xml' };
const MAX_IMAGE_BYTES = 512 * 1024;

export interface ContentImage {
  body: Buffer;
  type: string;
  etag: string;
}

export interface ContentLibrary {
  /** The page at this id (its path without the leading slash), if there is one. */
  get(id: string): ContentPage | undefined;
  /** Every page, in id order. */
  all(): readonly ContentPage[];
  /** The card list of a layout (e.g. every policy), by order then heading. */
  cards(layout: ContentLayout): readonly ContentCard[];
  /** A picture under content/images by its path after /content/images/ (e.g. about/ring-light.svg). */
  image(name: string): ContentImage | undefined;
}

/** Every picture path a page names (its About blocks, banner and og:image). */
function picturesOf(page: ContentPage): string[] {
  const paths = [page.seo.img, page.banner?.image];
  for (const block of page.blocks ?? []) if (block.type === 'TCI') paths.push(block.image.light, block.image.dark);
  return paths.filter((p): p is string => p !== undefined);
}

async function readImages(root: string): Promise<Map<string, ContentImage>> {
  const dir = path.join(root, 'images');
  const images = new Map<string, ContentImage>();
  if (!existsSync(dir)) return images;
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries.filter((e) => e.isFile())) {
    const absolute = path.join(entry.parentPath, entry.name);
    const name = path.relative(dir, absolute).split(path.sep).join('/');
    const file = path.join(path.basename(root), 'images', name);
    const type = IMAGE_TYPES[path.extname(name).toLowerCase()];
    if (!type) throw new ContentError(file, `only ${Object.keys(IMAGE_TYPES).join(', ')} pictures are kept under content/images`);
    const body = await readFile(absolute);
    if (body.length > MAX_IMAGE_BYTES) throw new ContentError(file, `a picture must be at most ${MAX_IMAGE_BYTES / 1024} KiB`);
    if (/<script|\bon[a-z]+\s*=|javascript:/i.test(body.toString('utf8'))) throw new ContentError(file, 'a drawing must not carry scripts or event handlers');
    images.set(name, { body, type, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` });
  }
  return images;
}

async function markdownFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.md'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/**
 * Reads content/pages (under `root`) into memory. `label` is how files are named in errors
 * (relative to the project, e.g. content/pages/shipping-policy.md).
 */
export async function loadContentLibrary(root: string): Promise<ContentLibrary> {
  const pagesDir = path.join(root, 'pages');
  const pages = new Map<string, ContentPage>();
  for (const absolute of await markdownFiles(pagesDir)) {
    const relative = path.relative(pagesDir, absolute).split(path.sep).join('/');
    const file = path.join(path.basename(root), 'pages', relative);
    const id = relative.slice(0, -'.md'.length);
    if (!contentIdSchema.safeParse(id).success) throw new ContentError(file, 'the file name must be lower-case words joined by hyphens (it is the page\'s path on the site)');
    pages.set(id, buildContentPage(file, id, await readFile(absolute, 'utf8')));
  }
  const images = await readImages(root);
  for (const page of pages.values()) {
    for (const picture of picturesOf(page)) {
      if (picture.startsWith(CONTENT_IMAGES_PATH) && !images.has(picture.slice(CONTENT_IMAGES_PATH.length)))
        throw new ContentError(path.join(path.basename(root), 'pages', `${page.id}.md`), `the picture ${picture} is not under content/images`);
    }
  }
  const all = [...pages.values()];
  const cardsByLayout = new Map<ContentLayout, ContentCard[]>();
  for (const page of [...all].sort((a, b) => a.order - b.order || a.heading.localeCompare(b.heading))) {
    const list = cardsByLayout.get(page.layout) ?? [];
    list.push({ path: page.path, heading: page.heading, ...(page.summary ? { summary: page.summary } : {}) });
    cardsByLayout.set(page.layout, list);
  }
  return {
    get: (id) => pages.get(id),
    all: () => all,
    cards: (layout) => cardsByLayout.get(layout) ?? [],
    image: (name) => images.get(name),
  };
}
