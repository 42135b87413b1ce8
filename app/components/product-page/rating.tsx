// The star rating (checkout spec §2). The catalogue holds one rating per piece (variant.rating, 0 to
// 5) and no count of reviews behind it, so the page says the rating and nothing it cannot back. The
// stars are drawn by the stylesheet (product.css .rating-stars: five star masks over a gold fill as
// wide as the rating), so they cost the page no script; the number is the text a screen reader reads.
export function StarRating({ rating }: { rating: number }) {
  const value = Math.min(5, Math.max(0, Math.round(rating * 10) / 10));
  return (
    <p className="rating">
      <span className="rating-stars" style={{ '--rating': value / 5 } as React.CSSProperties} aria-hidden="true" />
      <span>
        <span className="visually-hidden">Rated </span>
        {value.toFixed(1)}
        <span className="visually-hidden"> out of 5</span>
      </span>
    </p>
  );
}
