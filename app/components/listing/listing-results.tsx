// The product grid (2, 3 or 4 columns by width), Load more with 8 placeholder cards while the next page
// comes, and the empty state.
import { lazy, Suspense, useEffect, useRef } from 'react';
import { ProductCard } from '../product/product-card';
import { EmptyListing } from './empty-listing';
import type { ListingData } from './listing-data';
import type { LoadMore } from './use-load-more';

// The placeholders show only while Load more fetches: their code comes then (or with the layout's
// skeleton), not with the page.
const SkeletonCards = lazy(() => import('./listing-skeleton').then((m) => ({ default: m.SkeletonCards })));

interface ListingResultsProps {
  data: ListingData;
  more: LoadMore;
  busy: boolean;
  onReset?: () => void;
}

export function ListingResults({ data, more, busy, onReset }: ListingResultsProps) {
  const grid = useRef<HTMLUListElement>(null);

  // After Load more, focus goes to the first new piece, so keyboard and screen-reader users carry on
  // where the new products start instead of at the bottom of the list.
  useEffect(() => {
    if (more.firstNew === null) return;
    grid.current?.children[more.firstNew]?.querySelector<HTMLAnchorElement>('a')?.focus({ preventScroll: false });
  }, [more.firstNew]);

  if (data.nbHits === 0) return <EmptyListing onReset={onReset} />;
  const products = more.extra.length > 0 ? [...data.products, ...more.extra] : data.products;
  return (
    <>
      <ul ref={grid} className={`listing-grid${busy ? ' is-busy' : ''}`} aria-busy={busy || more.loading}>
        {products.map((p, i) => (
          <li key={p.value}>
            <ProductCard product={p} eager={i < data.eagerCards} />
          </li>
        ))}
        {more.loading ? (
          <Suspense fallback={null}>
            <SkeletonCards />
          </Suspense>
        ) : null}
      </ul>
      {more.hasMore ? (
        <p className="load-more">
          <button
            type="button"
            className="button button-quiet"
            onClick={() => more.loading || more.loadNext()}
            aria-disabled={more.loading}
          >
            {more.loading ? 'Loading…' : 'Load more'}
          </button>
        </p>
      ) : null}
    </>
  );
}
