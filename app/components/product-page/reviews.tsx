// Reviews (checkout spec §2). The catalogue keeps a rating per piece but no written reviews, so the
// section says so plainly instead of showing made-up ones. The stars are the info column's
// (StarRating), handed in by the route: see deferred.tsx.
import type { ReactNode } from 'react';

export function Reviews({ stars }: { stars: ReactNode }) {
  return (
    <section className="pp-reviews" aria-labelledby="pp-reviews-title">
      <h2 id="pp-reviews-title" className="pp-section-title">
        Reviews
      </h2>
      {stars}
      <p className="muted">No reviews yet.</p>
    </section>
  );
}
