// The SEO record of an engagement page (second spec §2 "Static pages": title, description, keyWords,
// robots 'all', img) as meta tags.
import type { MetaDescriptor } from 'react-router';
import { pageMeta } from '../../lib/meta';

export interface SeoRecord {
  title: string;
  description: string;
  keyWords: string;
  path: string;
  img?: string;
}

export function seoMeta(seo: SeoRecord, matches: readonly unknown[]): MetaDescriptor[] {
  const root = (matches[0] as { loaderData?: { origin?: string } } | undefined)?.loaderData;
  return [
    ...pageMeta({ title: seo.title, description: seo.description, path: seo.path, origin: root?.origin || 'http://localhost', ...(seo.img ? { image: seo.img } : {}) }),
    { name: 'keywords', content: seo.keyWords },
    { name: 'robots', content: 'all' },
  ];
}
