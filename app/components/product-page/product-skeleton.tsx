// The placeholder the layout shows while a product page loads (docs/spec.md#second-2 "A placeholder
// skeleton shows while loading"): a breadcrumb line, then the page's two columns, the picture and
// the purchase panel, in the layout's shimmering blocks (styles/layout.css, loaded with every page,
// before the product route's own stylesheet). The layout's wrapper carries the status for readers.
export function ProductSkeleton() {
  return (
    <div className="product-skeleton">
      <span className="skeleton skeleton-line skeleton-crumb" />
      <div className="product-skeleton-columns">
        <span className="skeleton product-skeleton-picture" />
        <div className="product-skeleton-panel">
          <span className="skeleton skeleton-title" />
          <span className="skeleton skeleton-line skeleton-short" />
          <span className="skeleton product-skeleton-price" />
          <span className="skeleton product-skeleton-row" />
          <span className="skeleton product-skeleton-row" />
          <span className="skeleton product-skeleton-box" />
        </div>
      </div>
    </div>
  );
}
