// Placeholders shown in <main> while the next page loads (shared/spec: checkout §2 "Pages load lazily
// with a placeholder"). skeletonFor picks one by the pending path; a page with a skeleton of its own
// (the listing's eight cards, the product page) is added to SKELETONS, the first match wins.
import type { ReactNode } from 'react';

interface SkeletonRule {
  /** A short name for tests and the data-skeleton attribute. */
  name: string;
  matches: (pathname: string) => boolean;
  render: (pathname: string) => ReactNode;
}

const LISTING_PATHS = /^\/(jewellery|trending)(\/|$)/;

const SKELETONS: readonly SkeletonRule[] = [
  { name: 'grid', matches: (p) => LISTING_PATHS.test(p), render: (p) => <PageSkeleton pathname={p} variant="grid" /> },
];

export function skeletonFor(pathname: string): ReactNode {
  const rule = SKELETONS.find((s) => s.matches(pathname));
  return rule ? rule.render(pathname) : <PageSkeleton pathname={pathname} />;
}

const GRID_CARDS = 8;

/** A quiet outline of a page: a title, a few lines, and either text blocks or a grid of cards. */
export function PageSkeleton({ pathname, variant = 'page' }: { pathname: string; variant?: 'page' | 'grid' }) {
  return (
    <div className="page-skeleton container" data-skeleton={variant} data-pathname={pathname} role="status" aria-live="polite">
      <span className="visually-hidden">Loading the page…</span>
      <div aria-hidden="true">
        <span className="skeleton skeleton-line skeleton-crumb" />
        <span className="skeleton skeleton-title" />
        <span className="skeleton skeleton-line" />
        <span className="skeleton skeleton-line skeleton-short" />
        {variant === 'grid' ? (
          <div className="skeleton-grid">
            {Array.from({ length: GRID_CARDS }, (_, i) => (
              <div key={i} className="skeleton-card">
                <span className="skeleton skeleton-picture" />
                <span className="skeleton skeleton-line" />
                <span className="skeleton skeleton-line skeleton-price" />
              </div>
            ))}
          </div>
        ) : (
          <div className="skeleton-blocks">
            <span className="skeleton skeleton-block" />
            <span className="skeleton skeleton-block" />
          </div>
        )}
      </div>
    </div>
  );
}
