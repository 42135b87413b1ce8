// Reviews (checkout spec §2). The catalogue keeps a rating per piece but no written reviews, so the
// section says so plainly instead of showing made-up ones.
import { StarRating } from './rating';

export function Reviews({ rating }: { rating: number }) {
  return (
    <section className="pp-reviews" aria-labelledby="pp-reviews-title">
      <h2 id="pp-reviews-title" className="pp-section-title">
        Reviews
      </h2>
      {rating > 0 && <StarRating rating={rating} />}
      <p className="muted">No reviews yet.</p>
    </section>
  );
}
