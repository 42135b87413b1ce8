// The demo catalogue goes two levels deep; a third level under engagement rings gives the listing's
// /jewellery/{id1}/{id2}/{id3} and the sitemap's walk a real value.
import { categories } from '../../db/schema/catalog.ts';
import type { TestServer } from './test-server.ts';

export const DEEP_CATEGORY_SLUG = 'solitaire-engagement';

export async function addThirdLevelCategory(server: TestServer): Promise<void> {
  await server.services.database.db.insert(categories).values({
    slug: DEEP_CATEGORY_SLUG,
    name: 'Solitaire Engagement Rings',
    parentSlug: 'engagement-rings',
    seoTitle: 'Solitaire Engagement Rings',
    seoDescription: 'One diamond, set to be seen.',
    seoKeywords: 'solitaire, engagement ring',
    bannerTitle: 'Solitaire Engagement Rings',
    bannerContent: 'One diamond, set to be seen.',
  });
}
