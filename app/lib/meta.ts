// Title, description, canonical URL and Open Graph tags for a page, from the origin the root loader
// resolved (PUBLIC_URL, else this server's configured address; never the request's Host).
import type { MetaDescriptor } from 'react-router';
import { NOT_FOUND_TITLE, STORE_NAME } from './site';

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the page, e.g. '/' or '/jewellery/rings'. */
  path: string;
  origin: string;
  image?: string;
  type?: 'website' | 'product';
}

export function pageMeta(page: PageMeta): MetaDescriptor[] {
  const url = new URL(page.path, page.origin).href;
  const tags: MetaDescriptor[] = [
    { title: page.title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: STORE_NAME },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: 'en_IN' },
    { name: 'twitter:card', content: page.image ? 'summary_large_image' : 'summary' },
  ];
  if (page.image) tags.push({ property: 'og:image', content: new URL(page.image, page.origin).href });
  return tags;
}

/** A page's SEO record (docs/spec.md#second-2 "Static pages": title, description, keyWords, robots 'all', img). */
export interface SeoRecord {
  title: string;
  description: string;
  keyWords: string;
  robots?: string;
  img?: string;
}

/** The SEO record on top of pageMeta's canonical URL and Open Graph tags: every page with a record of its own uses this. */
export function seoMeta(seo: SeoRecord, path: string, origin: string | undefined): MetaDescriptor[] {
  return [
    ...pageMeta({
      title: seo.title,
      description: seo.description,
      path,
      origin: origin || 'http://localhost',
      ...(seo.img ? { image: seo.img } : {}),
    }),
    { name: 'keywords', content: seo.keyWords },
    { name: 'robots', content: seo.robots ?? 'all' },
  ];
}

/** The head of a route's own 404 (its loader threw one): the not-found title, kept out of search engines. */
export const NOT_FOUND_META: MetaDescriptor[] = [
  { title: `${NOT_FOUND_TITLE} | ${STORE_NAME}` },
  { name: 'robots', content: 'noindex' },
];

/** The origin the root loader resolved (PUBLIC_URL, else this server's address), from a route's meta matches. */
export const rootOrigin = (matches: readonly unknown[]): string | undefined =>
  (matches[0] as { loaderData?: { origin?: string } } | undefined)?.loaderData?.origin;
