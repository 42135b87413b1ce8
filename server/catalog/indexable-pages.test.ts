// The search index's first load reads the catalogue in pages by id (catalog.service's
// pagesOfIndexable): each page starts after the last id of the one before, and the reading stops at
// the first short page. Rows without a priced variant are read but not shown.
import { describe, expect, it } from 'vitest';
import type { CatalogRepo, ProductWithVariants } from './catalog.repo.ts';
import { createIndexableSource } from './catalog.service.ts';

/** A repo holding active products with these ids, recording the pages asked for. */
function repoOf(ids: readonly number[]) {
  const asked: [afterId: number, limit: number][] = [];
  const row = (id: number) => ({ product: { id }, variants: [] }) as unknown as ProductWithVariants;
  const repo = {
    countActiveProducts: async () => ids.length,
    listActiveProductsAfter: async (afterId: number, limit: number) => {
      asked.push([afterId, limit]);
      return ids
        .filter((id) => id > afterId)
        .slice(0, limit)
        .map(row);
    },
  } as unknown as CatalogRepo;
  return { repo, asked };
}

describe('pagesOfIndexable', () => {
  it.each([
    { ids: [], pageSize: 3, asked: [[0, 3]], pages: 0 },
    { ids: [4, 9], pageSize: 3, asked: [[0, 3]], pages: 1 },
    {
      ids: [2, 5, 7],
      pageSize: 3,
      asked: [
        [0, 3],
        [7, 3],
      ],
      pages: 1,
    },
    {
      ids: [2, 5, 7, 11, 40, 41, 90],
      pageSize: 3,
      asked: [
        [0, 3],
        [7, 3],
        [41, 3],
      ],
      pages: 3,
    },
  ])('$ids in pages of $pageSize asks $asked', async ({ ids, pageSize, asked: expected, pages }) => {
    const { repo, asked } = repoOf(ids);
    const source = createIndexableSource(repo);
    let given = 0;
    for await (const page of source.pagesOfIndexable(pageSize)) {
      expect(page).toEqual([]); // no priced variant: read, not shown
      given++;
    }
    expect(asked).toEqual(expected);
    expect(given).toBe(pages);
    expect(await source.countIndexable()).toBe(ids.length);
  });
});
