// The <head> of a page whose words come from a content file (content/pages) but whose route module is
// its own (education, fair pricing, news, collections): the file's SEO record through pageMeta, as
// routes/content-page.tsx does it, or the not-found head when the loader answered 404.
import type { MetaDescriptor } from 'react-router';
import type { ContentPage } from '../../domain/content/page';
import { NOT_FOUND_TITLE } from '../components/layout/not-found';
import { pageMeta } from './meta';
import { STORE_NAME } from './site';

export const NOT_FOUND_META: MetaDescriptor[] = [{ title: `${NOT_FOUND_TITLE} | ${STORE_NAME}` }, { name: 'robots', content: 'noindex' }];

export function contentPageMeta(page: Pick<ContentPage, 'path' | 'seo'>, origin: string): MetaDescriptor[] {
  const { seo } = page;
  return [
    ...pageMeta({ title: seo.title, description: seo.description, path: page.path, origin, image: seo.img }),
    { name: 'keywords', content: seo.keyWords },
    { name: 'robots', content: seo.robots },
  ];
}
