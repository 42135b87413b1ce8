// Rules of product reviews: the limits a review must meet, the name it is shown under, the
// average the piece's star rating shows, who is published at once and how many a member may write.
// Pure, so the API, the seed and the page agree.
import type { OrderStatus } from '../orders/order-status.ts';

export const REVIEW_LIMITS = {
  rating: { min: 1, max: 5 },
  authorName: { min: 1, max: 60 },
  title: { min: 1, max: 120 },
  body: { min: 1, max: 2_000 },
} as const;

export const REVIEWS_PER_PAGE = 10;

/**
 * Reviews one member may write in any 24 hours, held ones included: enough for a shopper who
 * bought a set, too few to flood the catalogue from one account.
 */
export const REVIEWS_PER_MEMBER_PER_DAY = 5;
export const REVIEW_WINDOW_HOURS = 24;

/** Whether a member who wrote `writtenInWindow` reviews in the last 24 hours may write another. */
export const mayReviewAgain = (writtenInWindow: number): boolean => writtenInWindow < REVIEWS_PER_MEMBER_PER_DAY;

/**
 * published: listed and counted in the piece's rating. held: stored but neither shown nor counted,
 * until a moderator publishes it (the back office's queue, /admin/reviews). hidden: taken down by a
 * moderator with a reason; neither shown nor counted, and still the member's one review of the piece.
 */
export const REVIEW_STATUSES = ['published', 'held', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/** What a new review is: a moderator's act alone hides one. */
export const NEW_REVIEW_STATUSES = ['published', 'held'] as const satisfies readonly ReviewStatus[];
export type NewReviewStatus = (typeof NEW_REVIEW_STATUSES)[number];

/** An order in one of these was paid for or to be paid on delivery: its member bought its pieces. */
export const BOUGHT_ORDER_STATUSES = [
  'placed',
  'confirmed',
  'in_production',
  'packed',
  'shipped',
  'delivered',
  'returned',
] as const satisfies readonly OrderStatus[];

/** A buyer's review is published at once; anyone else's is held for moderation (bought or not is the only test). */
export const newReviewStatus = (bought: boolean): NewReviewStatus => (bought ? 'published' : 'held');
/** Reviews a product's JSON-LD carries: enough for a search engine's snippet, not the whole list. */
export const JSON_LD_REVIEWS = 5;

export type Stars = 1 | 2 | 3 | 4 | 5;
export type RatingCounts = Record<'1' | '2' | '3' | '4' | '5', number>;

/**
 * The shown name: the first name and the last name's initial ('Priya S.'), so a review never
 * carries a member's full name. Whitespace is squeezed; a missing last name leaves the first alone;
 * a first name longer than the column allows is cut; no first name at all reads 'Member'.
 */
export function reviewAuthorName(firstName: string, lastName: string): string {
  const first = firstName.trim().replace(/\s+/g, ' ');
  const initial = [...lastName.trim()][0]?.toUpperCase();
  const suffix = initial ? ` ${initial}.` : '';
  const room = REVIEW_LIMITS.authorName.max - [...suffix].length;
  const head = [...first].slice(0, room).join('').trimEnd();
  return (head || 'Member') + suffix;
}

/**
 * The average to one decimal, halves rounded up (4.25 → 4.3), from the sum and count of whole-star
 * ratings: dividing sum × 10 by the count keeps a true half exact, where averaging first could land
 * a hair below it (0 when there are none: the page then shows no stars).
 */
export function averageRating(sum: number, count: number): number {
  if (count <= 0) return 0;
  return Math.round((sum * 10) / count) / 10;
}

/** How many reviews gave each number of stars, with every key present. */
export function ratingCounts(ratings: Iterable<number>): RatingCounts {
  const counts: RatingCounts = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const r of ratings) {
    const key = String(r) as keyof RatingCounts;
    if (key in counts) counts[key]++;
  }
  return counts;
}

/** The average of a distribution (the list's summary), by the same rounding as averageRating. */
export function averageOfCounts(counts: RatingCounts): number {
  let sum = 0;
  let count = 0;
  for (const [stars, n] of Object.entries(counts)) {
    sum += Number(stars) * n;
    count += n;
  }
  return averageRating(sum, count);
}
