// The front matter of a content page (content/pages/**/*.md): the spec's SEO record (docs/spec.md#second-2
// "Static pages": title, description, keyWords, robots 'all', img) plus what the page's layout needs.
// The reader (server/content/) validates every file with this schema once, at start-up.
import { z } from 'zod';

/** A path inside the store or a picture the store serves: starts with one slash, no scheme, no host. */
const sitePath = z.string().regex(/^\/(?!\/)[^\s]*$/, 'must be a path on this site, starting with /');
/** An anchor id: lower-case words joined by hyphens (e.g. complementary-cleaning). */
export const anchorId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens');
const text = (max: number) => z.string().trim().min(1).max(max);
/** Markdown source: rendered to HTML on the server. */
const markdown = z.string().trim().min(1).max(20_000);

export const seoRecordSchema = z.strictObject({
  title: text(70),
  description: text(320),
  keyWords: text(300),
  /** The spec's records all say 'all'; 'noindex' keeps a page out of search engines and the sitemap. */
  robots: z.enum(['all', 'noindex']),
  /** The Open Graph picture, e.g. /images/banners/shipping-policy. */
  img: sitePath,
});
export type SeoRecord = z.infer<typeof seoRecordSchema>;

export const bannerSchema = z.strictObject({ title: text(120), subTitle: text(240).optional(), image: sitePath.optional() });

/** A link shown under the page (e.g. a Promise page's "Read the full policy"). */
export const pageLinkSchema = z.strictObject({ label: text(80), to: sitePath });

const common = {
  /** The page's one <h1>; the Markdown body starts at ## (the reader refuses a # heading). */
  heading: text(120),
  eyebrow: text(60).optional(),
  /** A lead paragraph under the heading (plain text). */
  summary: text(600).optional(),
  banner: bannerSchema.optional(),
  seo: seoRecordSchema,
  /** Position in its layout's list (the policy card list): smaller first. */
  order: z.number().int().min(0).max(999).optional(),
  /** Shown as "Last updated" (YYYY-MM-DD). A YAML date is read as a string by the reader. */
  updated: z.iso.date().optional(),
  links: z.array(pageLinkSchema).max(12).optional(),
};

export const faqQuestionSchema = z.strictObject({ id: anchorId.optional(), question: text(240), answer: markdown });
export const faqGroupSchema = z.strictObject({ heading: text(120), questions: z.array(faqQuestionSchema).min(1).max(40) });

/** Light and dark pictures of an About block: the one shown follows the theme. */
export const themedImageSchema = z.strictObject({ light: sitePath, dark: sitePath, alt: z.string().trim().max(240), width: z.number().int().positive(), height: z.number().int().positive() });

/** The spec's About record types: TC title + content, TCI title, content and image, C content only. */
export const aboutBlockSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('TC'), title: text(120), content: markdown }),
  z.strictObject({ type: z.literal('TCI'), title: text(120), content: markdown, image: themedImageSchema }),
  z.strictObject({ type: z.literal('C'), content: markdown }),
]);

export const CONTENT_LAYOUTS = ['article', 'policy', 'faq', 'about'] as const;
export type ContentLayout = (typeof CONTENT_LAYOUTS)[number];

export const frontMatterSchema = z.discriminatedUnion('layout', [
  /** A page of prose: the Markdown body under the heading. */
  z.strictObject({ layout: z.literal('article'), ...common }),
  /** A policy: prose beside the card list of every policy. */
  z.strictObject({ layout: z.literal('policy'), ...common }),
  /** Questions grouped under headings (FAQPage structured data); the body, if any, comes first. */
  z.strictObject({ layout: z.literal('faq'), ...common, faq: z.array(faqGroupSchema).min(1).max(20) }),
  /** About Us: the spec's TC / TCI / C blocks in order. */
  z.strictObject({ layout: z.literal('about'), ...common, blocks: z.array(aboutBlockSchema).min(1).max(30) }),
]);
export type FrontMatter = z.infer<typeof frontMatterSchema>;

/**
 * A content page's id is its path on the site without the leading slash, and its file is
 * content/pages/<id>.md (so /shipping-policy is content/pages/shipping-policy.md and
 * /why-buy-from-us/internally-flawless-diamonds is content/pages/why-buy-from-us/internally-flawless-diamonds.md).
 */
export const contentIdSchema = z.string().regex(/^[a-z0-9@]+(?:[-_.][a-z0-9@]+)*(?:\/[a-z0-9@]+(?:[-_.][a-z0-9@]+)*)*$/, 'must be lower-case path segments');

/** The page id a URL path names, or null when it cannot name one (trailing slashes are forgiven). */
export function contentIdOf(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const id = decoded.replace(/^\/+/, '').replace(/\/+$/, '');
  return contentIdSchema.safeParse(id).success ? id : null;
}

/** What a route module receives: the validated record with its Markdown already turned into HTML. */
export interface ContentPage {
  id: string;
  /** The page's path on the site: '/' + id. */
  path: string;
  layout: ContentLayout;
  heading: string;
  eyebrow?: string;
  summary?: string;
  banner?: z.infer<typeof bannerSchema>;
  seo: SeoRecord;
  order: number;
  updated?: string;
  links: z.infer<typeof pageLinkSchema>[];
  /** The Markdown body as HTML ('' when the file has no body). */
  html: string;
  /** The body's ## headings, for a table of contents. */
  toc: { id: string; title: string }[];
  faq?: { heading: string; id: string; questions: { id: string; question: string; html: string }[] }[];
  blocks?: ({ type: 'TC'; title: string; html: string } | { type: 'TCI'; title: string; html: string; image: z.infer<typeof themedImageSchema> } | { type: 'C'; html: string })[];
}

/** A page as the card list of its layout shows it. */
export interface ContentCard {
  path: string;
  heading: string;
  summary?: string;
}
