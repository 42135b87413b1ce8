// The star rating (docs/spec.md#second-2): the piece's rating (variant.rating, the average of its reviews,
// 0 without any) and a link to the reviews behind it. The stars are drawn by the stylesheet (product.css .rating-stars: five star masks over a gold fill as
// wide as the rating), so they cost the page no script; the number is the text a screen reader reads.
export function StarRating({ rating, count }: { rating: number; count: number }) {
  const value = Math.min(5, Math.max(0, Math.round(rating * 10) / 10));
  return (
    <p className="rating">
      <span className="rating-stars" style={{ '--rating': value / 5 } as React.CSSProperties} aria-hidden="true" />
      <span>
        <span className="visually-hidden">Rated </span>
        {value.toFixed(1)}
        <span className="visually-hidden"> out of 5</span>
      </span>
      <a href="#pp-reviews" className="rating-count">
        {count} review{count === 1 ? '' : 's'}
      </a>
    </p>
  );
}
