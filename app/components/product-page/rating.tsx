// The star rating (checkout spec §2). The catalogue holds one rating per piece (variant.rating, 0 to
// 5) and no count of reviews behind it, so the page says the rating and nothing it cannot back.
import { useId } from 'react';

const STAR = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z';

export function StarRating({ rating }: { rating: number }) {
  const clip = useId();
  const value = Math.min(5, Math.max(0, Math.round(rating * 10) / 10));
  return (
    <p className="rating">
      <svg width="100" height="20" viewBox="0 0 120 24" aria-hidden="true" focusable="false">
        <defs>
          <clipPath id={clip}>
            <rect width={(value / 5) * 120} height="24" />
          </clipPath>
        </defs>
        {[0, 1, 2, 3, 4].map((i) => (
          <path key={i} d={STAR} transform={`translate(${i * 24} 0)`} className="rating-empty" />
        ))}
        <g clipPath={`url(#${clip})`}>
          {[0, 1, 2, 3, 4].map((i) => (
            <path key={i} d={STAR} transform={`translate(${i * 24} 0)`} className="rating-full" />
          ))}
        </g>
      </svg>
      <span>
        <span className="visually-hidden">Rated </span>
        {value.toFixed(1)}
        <span className="visually-hidden"> out of 5</span>
      </span>
    </p>
  );
}
