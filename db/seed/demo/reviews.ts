// Demo reviews: 0 to 6 a piece, by believable Indian shoppers, in a few short sentences from small
// phrase tables chosen by the stars given, so a 2-star review does not gush. Drawn from their own
// PRNG stream (see generate.ts), so adding reviews left every piece of the catalogue as it was.
// They have no account (user_id null); the piece's rating is their average (averageOfCounts).
// Each line says only what is true of the piece it is written for (reviewFits): no chain under a ring,
// no diamonds on a plain gold bangle, no gold or hallmark on a loose stone, no size talk where there is
// no size to choose.
import type { productReviews } from '../../schema/reviews.ts';
import { weighted, type Prng } from './prng.ts';

export type DemoReviewRow = Required<
  Omit<
    typeof productReviews.$inferInsert,
    'id' | 'productId' | 'userId' | 'status' | 'moderatedAt' | 'moderatedBy' | 'moderationReason'
  >
>;

const FIRST_NAMES = [
  'Priya',
  'Ananya',
  'Kavya',
  'Meera',
  'Sneha',
  'Pooja',
  'Divya',
  'Lakshmi',
  'Aishwarya',
  'Neha',
  'Shreya',
  'Fatima',
  'Harpreet',
  'Nandini',
  'Ritu',
  'Deepa',
  'Swati',
  'Anjali',
  'Sunita',
  'Farah',
  'Rahul',
  'Arjun',
  'Vikram',
  'Karthik',
  'Rohit',
  'Amit',
  'Sanjay',
  'Imran',
  'Gurpreet',
  'Aditya',
  'Suresh',
  'Manoj',
  'Joseph',
  'Nikhil',
  'Varun',
  'Siddharth',
] as const;
const INITIALS = ['A', 'B', 'C', 'D', 'G', 'I', 'J', 'K', 'M', 'N', 'P', 'R', 'S', 'T', 'V', 'Y'] as const;

type Band = 'high' | 'mid' | 'low';

/** What a review may speak of: the piece's kind and what it is made of. */
export interface ReviewedPiece {
  category: string;
  hasDiamonds: boolean;
  /** False for a loose diamond. */
  hasMetal: boolean;
}

/** Pieces that hang on a chain of their own. */
const ON_A_CHAIN = new Set(['pendants', 'necklaces', 'chains', 'mangalsutra']);
/** Pieces bought by their size. */
const SIZED = new Set(['rings', 'bangles', 'bracelets']);

/**
 * Whether a line of review is true of the piece: the words a shopper would notice are wrong on
 * another kind of piece. The seed's phrase tables are filtered by it, and the catalogue's test
 * checks every review it wrote against it.
 */
export function reviewFits(text: string, piece: ReviewedPiece): boolean {
  const t = text.toLowerCase();
  if (/\bchain\b/.test(t) && !ON_A_CHAIN.has(piece.category)) return false;
  if (/\bdiamonds?\b/.test(t) && !piece.hasDiamonds) return false;
  if (/\b(gold|hallmark)\b/.test(t) && !piece.hasMetal) return false;
  if (/\b(certificate|stone)\b/.test(t) && !piece.hasDiamonds) return false;
  if (/\bsize\b/.test(t) && !SIZED.has(piece.category)) return false;
  if (/\bwear\b|\bwore\b|taken it off|light enough/.test(t) && !piece.hasMetal) return false;
  return true;
}
const bandOf = (stars: number): Band => (stars >= 4 ? 'high' : stars === 3 ? 'mid' : 'low');

const TITLES: Record<Band, readonly string[]> = {
  high: [
    'Absolutely stunning',
    'Worth every rupee',
    'Even better in person',
    'Perfect gift',
    'Beautiful finish',
    'Lovely everyday piece',
    'My new favourite',
    'Elegant and light',
  ],
  mid: [
    'Nice, but smaller than expected',
    'Good piece, slow delivery',
    'Pretty, a little delicate',
    'Decent for the price',
  ],
  low: [
    'Not what I expected',
    'Disappointed with the size',
    'Finish could be better',
    'Had to return it',
    'Smaller than it looked',
  ],
};
const OPENINGS: Record<Band, readonly string[]> = {
  high: [
    'Bought this for my wife on our anniversary and she loves it.',
    'Gifted it to my mother for Diwali; she has not taken it off since.',
    "Wore it to my cousin's wedding and got so many compliments.",
    'The diamonds catch the light beautifully.',
    "Ordered it for my sister's engagement.",
    'I was nervous buying jewellery online, but this turned out lovely.',
  ],
  mid: [
    'The design is pretty and the gold looks good.',
    'It is a nice piece overall.',
    'Looks elegant, though it is quite dainty.',
    'It sparkles nicely, though it is smaller than I imagined.',
  ],
  low: [
    'The piece looked much bigger in the pictures.',
    'The finish on the back was not as neat as I hoped.',
    'Delivery took longer than promised and the size felt off.',
    'Delivery took longer than promised.',
  ],
};
const DETAILS: Record<Band, readonly string[]> = {
  high: [
    'The hallmark and certificate came in the box.',
    'Packaging was secure and felt premium.',
    'Light enough to wear every day.',
    'Delivered a day early to Pune.',
    'The gold shade is exactly as shown.',
    'The certificate matched the stone exactly.',
    'Customer care helped me pick the right size.',
  ],
  mid: ['Delivery to Chennai took a week.', 'I wish the chain were a little longer.', 'Packaging was fine.'],
  low: [
    'Customer care was helpful with the return.',
    'I expected more shine for the price.',
    'I would check the measurements carefully before ordering.',
  ],
};

const COUNT_MIX = weighted<number>([
  [0, 20],
  [1, 15],
  [2, 15],
  [3, 15],
  [4, 13],
  [5, 11],
  [6, 11],
]);
const STAR_MIX = weighted<number>([
  [5, 52],
  [4, 30],
  [3, 10],
  [2, 5],
  [1, 3],
]);
const DAY_S = 86_400;

const fittingCache = new Map<string, (lines: readonly string[]) => readonly string[]>();
/** The lines of a table true of this kind of piece; worked out once per kind (the bench makes 1,00,000 pieces). */
function fittingLines(piece: ReviewedPiece): (lines: readonly string[]) => readonly string[] {
  const key = `${piece.category}|${piece.hasDiamonds}|${piece.hasMetal}`;
  let fits = fittingCache.get(key);
  if (fits === undefined) {
    const byTable = new Map<readonly string[], readonly string[]>();
    fits = (lines) => {
      let kept = byTable.get(lines);
      if (kept === undefined) byTable.set(lines, (kept = lines.filter((line) => reviewFits(line, piece))));
      return kept;
    };
    fittingCache.set(key, fits);
  }
  return fits;
}

/**
 * A piece's reviews, oldest first, each written after the piece was listed and before `now`
 * (generate.ts's fixed day), and about two in three from shoppers whose order the store delivered.
 */
export function demoReviews(rng: Prng, listedAt: Date, now: Date, piece: ReviewedPiece): DemoReviewRow[] {
  const fits = fittingLines(piece);
  const count = COUNT_MIX.pick(rng);
  // Seconds between listing and "now"; a review comes at least a day after the piece was listed.
  const span = Math.floor((now.getTime() - listedAt.getTime()) / 1_000);
  const earliest = Math.min(DAY_S, span);
  const rows: DemoReviewRow[] = [];
  for (let i = 0; i < count; i++) {
    const stars = STAR_MIX.pick(rng);
    const band = bandOf(stars);
    const opening = rng.pick(fits(OPENINGS[band]));
    const detail = rng.pick(fits(DETAILS[band]));
    rows.push({
      authorName: rng.pick(FIRST_NAMES) + ' ' + rng.pick(INITIALS) + '.',
      rating: stars,
      title: rng.pick(fits(TITLES[band])),
      body: opening + ' ' + detail,
      verifiedBuyer: rng.chance(0.65),
      createdAt: new Date(listedAt.getTime() + rng.int(earliest, span) * 1_000),
    });
  }
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
