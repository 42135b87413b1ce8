// Candidate: Orama, which filters (where) and counts facets itself.
import { create, insertMultiple, search, type AnyOrama } from '@orama/orama';
import type { IndexableProduct } from '../../domain/search/indexable-product.ts';
import { flatten, type BenchQuery, type Candidate } from './search-workload.ts';

const schema = {
  name: 'string',
  sku: 'string',
  categoryText: 'string',
  metal: 'string',
  stones: 'string',
  category: 'enum',
  color: 'enum[]',
  metal_purity: 'enum[]',
  diamond_clarity: 'enum[]',
  occasion: 'enum',
  gender: 'enum',
  price_band: 'enum',
  trending: 'enum',
  made_to_order: 'enum',
  price: 'number',
} as const;
const ARRAYS = new Set(['color', 'metal_purity', 'diamond_clarity']);

/** Orama's where clause is AND across properties; an OR list must stay within one property. */
function whereOf(filters: BenchQuery['facetFilters']): Record<string, unknown> {
  const where: Record<string, unknown> = {};
  for (const g of filters) {
    const list = typeof g === 'string' ? [g] : g;
    const attr = list[0]!.slice(0, list[0]!.indexOf(':'));
    const values = list.map((f) => f.slice(f.indexOf(':') + 1));
    where[attr] = ARRAYS.has(attr) ? { containsAny: values } : values.length === 1 ? { eq: values[0] } : { in: values };
  }
  return where;
}

export const oramaCandidate: Candidate = {
  name: 'Orama 3',
  async build(products: readonly IndexableProduct[]) {
    const db: AnyOrama = create({ schema });
    await insertMultiple(db, products.map(flatten) as never[], 5_000);
    return {
      search(q) {
        const res = search(db, {
          term: q.query,
          properties: ['name', 'sku', 'categoryText', 'metal', 'stones'],
          tolerance: 1,
          threshold: 0,
          where: whereOf(q.facetFilters) as never,
          facets: Object.fromEntries(q.facets.map((f) => [f, {}])),
          limit: q.hitsPerPage,
        });
        if (res instanceof Promise) throw new Error('Orama answered asynchronously');
        const facets: Record<string, Record<string, number>> = {};
        for (const [name, f] of Object.entries(res.facets ?? {})) facets[name] = f.values;
        return { nbHits: res.count, hits: res.hits, facets };
      },
    };
  },
};
