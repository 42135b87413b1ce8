// Reviews (docs/spec.md#second-2 "reviews"). Part of the page's lower-half chunk (deferred.tsx): the server
// renders the first page of reviews, the piece's average and its 5→1 distribution from the loader's
// read (kept in memory between pages: server/reviews/first-page-cache.ts). What only an interaction
// needs comes later, in chunks of its own: the next page's request (review-more.ts) on 'Show more
// reviews', and the form (review-form.tsx) on 'Write a review'.
// The stars are product.css's .rating-stars, drawn by the stylesheet: no icon code.
import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../lib/link';
import type { AddReviewAnswer, Review, ReviewPage } from '../../../domain/reviews/api-schemas';
import { formatIndiaDay } from '../../../domain/dates/india-day';
import { toast } from '../../lib/toast';
import { useSession } from '../../state/session';

const ReviewForm = lazy(() => import('./review-form').then((m) => ({ default: m.ReviewForm })));

interface ReviewsProps {
  sku: string;
  /** The first page, read by the loader. */
  initial: ReviewPage;
  /** Tells the page the piece's new average after the member's review (the info column's stars). */
  onRated(average: number, total: number): void;
}

const STARS = [5, 4, 3, 2, 1] as const;
const plural = (n: number, word: string) => `${n.toLocaleString('en-IN')} ${word}${n === 1 ? '' : 's'}`;

function Stars({ rating }: { rating: number }) {
  return (
    <>
      <span className="rating-stars" style={{ '--rating': rating / 5 } as React.CSSProperties} aria-hidden="true" />
      <span className="visually-hidden">Rated {rating} out of 5</span>
    </>
  );
}

function ReviewItem({ review, focusRef }: { review: Review; focusRef?: React.Ref<HTMLElement> }) {
  return (
    <li>
      <article
        className="pp-review"
        ref={focusRef}
        tabIndex={focusRef ? -1 : undefined}
        aria-labelledby={`pp-review-${review.id}`}
      >
        <p className="pp-review-stars">
          <Stars rating={review.rating} />
        </p>
        <h3 id={`pp-review-${review.id}`} className="pp-review-title">
          {review.title}
        </h3>
        <p className="pp-review-meta">
          <span className="pp-review-author">{review.author_name}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={review.created_at}>{formatIndiaDay(review.created_at)}</time>
          {review.verified_buyer && <span className="pp-review-verified">Verified buyer</span>}
        </p>
        <p className="pp-review-body">{review.body}</p>
      </article>
    </li>
  );
}

export function Reviews({ sku, initial, onRated }: ReviewsProps) {
  const [reviews, setReviews] = useState(initial.reviews);
  const [summary, setSummary] = useState({ total: initial.total, average: initial.average, counts: initial.counts });
  const [page, setPage] = useState({ page: initial.page, hasMore: initial.hasMore });
  const [loading, setLoading] = useState(false);
  const [moreError, setMoreError] = useState('');
  const [writing, setWriting] = useState(false);
  const [addedId, setAddedId] = useState<number | null>(null);
  /** The server's word that the member's review awaits moderation (not shown, not counted). */
  const [heldText, setHeldText] = useState('');
  const heldNotice = useRef<HTMLParagraphElement>(null);
  const session = useSession();
  const { pathname, search } = useLocation();
  const newest = useRef<HTMLElement>(null);
  const writeButton = useRef<HTMLButtonElement>(null);

  async function showMore() {
    setLoading(true);
    setMoreError('');
    const { fetchReviewPage } = await import('./review-more');
    const answer = await fetchReviewPage(sku, page.page + 1);
    setLoading(false);
    if (!answer.ok) return setMoreError('Could not load more reviews. Please try again.');
    // A review written on this page shifted the pages by one: skip what is already shown.
    setReviews((shown) => [...shown, ...answer.data.reviews.filter((r) => !shown.some((s) => s.id === r.id))]);
    setPage({ page: answer.data.page, hasMore: answer.data.hasMore });
  }

  function added(answer: AddReviewAnswer) {
    if (answer.status === 'held') {
      setHeldText(answer.message);
      setWriting(false);
      toast(answer.message);
      requestAnimationFrame(() => heldNotice.current?.focus());
      return;
    }
    setReviews((shown) => [answer.review, ...shown]);
    setSummary({ total: answer.total, average: answer.average, counts: answer.counts });
    setAddedId(answer.review.id);
    setWriting(false);
    onRated(answer.average, answer.total);
    toast(answer.message);
    requestAnimationFrame(() => newest.current?.focus());
  }

  const cancel = () => {
    setWriting(false);
    requestAnimationFrame(() => writeButton.current?.focus());
  };
  const reviewed = addedId !== null || heldText !== '';
  const loginHref = `/login?redirect=${encodeURIComponent(pathname + search)}`;

  return (
    <section className="pp-reviews" id="pp-reviews" aria-labelledby="pp-reviews-title">
      <h2 id="pp-reviews-title" className="pp-section-title">
        Reviews
      </h2>
      {summary.total > 0 ? (
        <div className="pp-reviews-summary">
          <p className="pp-reviews-average">
            <span className="pp-reviews-score">{summary.average.toFixed(1)}</span>
            <span className="pp-reviews-outof">
              <Stars rating={summary.average} />
              <span className="pp-reviews-count">Based on {plural(summary.total, 'review')}</span>
            </span>
          </p>
          <ul className="pp-reviews-bars" aria-label="Reviews by stars">
            {STARS.map((stars) => {
              const n = summary.counts[String(stars) as keyof typeof summary.counts];
              return (
                <li key={stars}>
                  <span className="pp-bar-label" aria-hidden="true">
                    {stars}★
                  </span>
                  <span className="pp-bar" aria-hidden="true">
                    <span style={{ width: `${(n / summary.total) * 100}%` }} />
                  </span>
                  <span className="pp-bar-count">
                    {n}
                    <span className="visually-hidden"> with {plural(stars, 'star')}</span>
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      ) : (
        <p className="muted">No reviews yet.</p>
      )}

      <div className="pp-review-write">
        {!session ? (
          <Link to={loginHref} className="button button-quiet">
            Log in to write a review
          </Link>
        ) : writing ? (
          <Suspense fallback={<p className="muted">Loading the form…</p>}>
            <ReviewForm sku={sku} onAdded={added} onCancel={cancel} />
          </Suspense>
        ) : reviewed ? (
          heldText && (
            <p className="muted" ref={heldNotice} tabIndex={-1}>
              {heldText}
            </p>
          )
        ) : (
          <button type="button" ref={writeButton} className="button button-quiet" onClick={() => setWriting(true)}>
            Write a review
          </button>
        )}
      </div>

      {reviews.length > 0 && (
        <ol className="pp-review-list">
          {reviews.map((r) => (
            <ReviewItem key={r.id} review={r} focusRef={r.id === addedId ? newest : undefined} />
          ))}
        </ol>
      )}
      {page.hasMore && (
        <button
          type="button"
          className="button button-quiet pp-reviews-more"
          onClick={showMore}
          disabled={loading}
          aria-busy={loading || undefined}
        >
          {loading ? 'Loading…' : 'Show more reviews'}
        </button>
      )}
      {moreError && (
        <p className="pp-reviews-error" role="alert">
          {moreError}
        </p>
      )}
    </section>
  );
}
