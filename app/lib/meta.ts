// Title, description, canonical URL and Open Graph tags for a page, from the origin the root loader
// resolved (PUBLIC_URL, else the request's origin).
import type { MetaDescriptor } from 'react-router';
import { STORE_NAME } from './site';

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
