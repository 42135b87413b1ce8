// Placeholders in the shape of the grid (docs/spec.md#second-9: "Grid skeleton 8 cards"): shown while a
// listing loads and under the grid while Load more fetches the next page. The layout shows
// ListingSkeleton while it navigates to a listing.
import { LISTING_SKELETON_CARDS } from '../../../domain/listing/constants';
import '../../styles/listing.css';

export function ProductCardSkeleton() {
  return (
    <div className="product-card-skeleton" aria-hidden="true">
      <span className="skeleton card-skeleton-picture" />
      <span className="skeleton card-skeleton-line" />
      <span className="skeleton card-skeleton-line card-skeleton-short" />
    </div>
  );
}

/** Skeleton cards as list items, for appending inside an existing grid. */
export function SkeletonCards({ count = LISTING_SKELETON_CARDS }: { count?: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <li key={`skeleton-${i}`} className="listing-grid-skeleton">
          <ProductCardSkeleton />
        </li>
      ))}
    </>
  );
}

/** A whole grid of placeholders, with a status for screen readers. */
export function ListingSkeleton({ count = LISTING_SKELETON_CARDS }: { count?: number }) {
  return (
    <div className="listing-skeleton" role="status">
      <span className="visually-hidden">Loading products…</span>
      <ul className="listing-grid" aria-hidden="true">
        <SkeletonCards count={count} />
      </ul>
    </div>
  );
}
