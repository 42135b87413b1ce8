// Placeholders shown in <main> while the next page loads (docs/spec.md#second-2 "Pages load lazily
// with a placeholder"). skeletonFor picks one by the pending path, the first match in SKELETONS
// wins: a listing's eight cards (docs/spec.md#second-9), a product page's two columns, or a quiet page.
import type { ReactNode } from 'react';
import { SkeletonCards } from '../listing/listing-skeleton';
import { isListingPath } from '../listing/listing-paths';
import { ProductSkeleton } from '../product-page/product-skeleton';
import { isProductPath } from '../../lib/product-path';

interface SkeletonRule {
  /** A short name for tests and the data-skeleton attribute. */
  name: 'grid' | 'product';
  matches: (pathname: string) => boolean;
}

const SKELETONS: readonly SkeletonRule[] = [
  { name: 'grid', matches: isListingPath },
  { name: 'product', matches: isProductPath },
];

export function skeletonFor(pathname: string): ReactNode {
  const rule = SKELETONS.find((s) => s.matches(pathname));
  return <PageSkeleton pathname={pathname} variant={rule?.name ?? 'page'} />;
}

/** A quiet outline of a page: a title and a few lines over text blocks, a grid of cards or a piece. */
export function PageSkeleton({
  pathname,
  variant = 'page',
}: {
  pathname: string;
  variant?: 'page' | 'grid' | 'product';
}) {
  return (
    <div
      className="page-skeleton container"
      data-skeleton={variant}
      data-pathname={pathname}
      role="status"
      aria-live="polite"
    >
      <span className="visually-hidden">Loading the page…</span>
      <div aria-hidden="true">
        {variant === 'product' ? (
          <ProductSkeleton />
        ) : (
          <>
            <span className="skeleton skeleton-line skeleton-crumb" />
            <span className="skeleton skeleton-title" />
            <span className="skeleton skeleton-line" />
            <span className="skeleton skeleton-line skeleton-short" />
            {variant === 'grid' ? (
              <ul className="listing-grid">
                <SkeletonCards />
              </ul>
            ) : (
              <div className="skeleton-blocks">
                <span className="skeleton skeleton-block" />
                <span className="skeleton skeleton-block" />
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}
