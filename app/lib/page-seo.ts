// The SEO record of a content page (checkout spec §3: title, description, keyWords, robots 'all'),
// on top of pageMeta's canonical URL and Open Graph tags.
import type { MetaDescriptor } from 'react-router';
import { pageMeta } from './meta';

export function contentPageMeta(page: { title: string; description: string; keywords: string; path: string; origin: string | undefined; image?: string }): MetaDescriptor[] {
  return [
    ...pageMeta({ title: page.title, description: page.description, path: page.path, origin: page.origin || 'http://localhost', ...(page.image ? { image: page.image } : {}) }),
    { name: 'keywords', content: page.keywords },
    { name: 'robots', content: 'all' },
  ];
}
