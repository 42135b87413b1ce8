// Candidate: MiniSearch for the words, facets filtered and counted over its results by hand.
import MiniSearch from 'minisearch';
import type { IndexableProduct } from '../../domain/search/indexable-product.ts';
import { countFlatFacets, facetPredicate, flatten, type Candidate, type FlatDoc } from './search-workload.ts';

export const miniSearchCandidate: Candidate = {
  name: 'MiniSearch 7',
  build(products: readonly IndexableProduct[]) {
    const docs = products.map(flatten);
    const byId = new Map(docs.map((d) => [d.id, d]));
    const ms = new MiniSearch<FlatDoc>({
      fields: ['name', 'sku', 'categoryText', 'metal', 'stones'],
      idField: 'id',
      searchOptions: {
        prefix: true,
        fuzzy: (term) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0),
        combineWith: 'AND',
        boost: { name: 4, sku: 3, categoryText: 2 },
      },
    });
    ms.addAll(docs);
    return {
      search(q) {
        const keep = facetPredicate(q.facetFilters);
        const results = ms.search(q.query, { filter: (r) => keep(byId.get(r.id as string)!) });
        const matched = results.map((r) => byId.get(r.id as string)!);
        return {
          nbHits: matched.length,
          hits: matched.slice(0, q.hitsPerPage),
          facets: countFlatFacets(matched, q.facets),
        };
      },
    };
  },
};
