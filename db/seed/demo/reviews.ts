// Demo reviews: 0 to 6 a piece, by believable Indian shoppers, in a few short sentences from small
// phrase tables chosen by the stars given, so a 2-star review does not gush. Drawn from their own
// PRNG stream (see generate.ts), so adding reviews left every piece of the catalogue as it was.
// They have no account (user_id null); the piece's rating is their average (averageOfCounts).
import type { productReviews } from '../../schema/reviews.ts';
import { weighted, type Prng } from './prng.ts';

export type DemoReviewRow = Required<Omit<typeof productReviews.$inferInsert, 'id' | 'productId' | 'userId' | 'status'>>;

const FIRST_NAMES = [
  'Priya', 'Ananya', 'Kavya', 'Meera', 'Sneha', 'Pooja', 'Divya', 'Lakshmi', 'Aishwarya', 'Neha',
  'Shreya', 'Fatima', 'Harpreet', 'Nandini', 'Ritu', 'Deepa', 'Swati', 'Anjali', 'Sunita', 'Farah',
  'Rahul', 'Arjun', 'Vikram', 'Karthik', 'Rohit', 'Amit', 'Sanjay', 'Imran', 'Gurpreet', 'Aditya',
  'Suresh', 'Manoj', 'Joseph', 'Nikhil', 'Varun', 'Siddharth',
] as const;
const INITIALS = ['A', 'B', 'C', 'D', 'G', 'I', 'J', 'K', 'M', 'N', 'P', 'R', 'S', 'T', 'V', 'Y'] as const;

type Band = 'high' | 'mid' | 'low';
const bandOf = (stars: number): Band => (stars >= 4 ? 'high' : stars === 3 ? 'mid' : 'low');

const TITLES: Record<Band, readonly string[]> = {
  high: ['Absolutely stunning', 'Worth every rupee', 'Even better in person', 'Perfect gift', 'Beautiful finish', 'Lovely everyday piece', 'My new favourite', 'Elegant and light'],
  mid: ['Nice, but smaller than expected', 'Good piece, slow delivery', 'Pretty, a little delicate', 'Decent for the price'],
  low: ['Not what I expected', 'Disappointed with the size', 'Finish could be better', 'Had to return it'],
};
const OPENINGS: Record<Band, readonly string[]> = {
  high: [
    'Bought this for my wife on our anniversary and she loves it.',
    'Gifted it to my mother for Diwali; she has not taken it off since.',
    'Wore it to my cousin\'s wedding and got so many compliments.',
    'The diamonds catch the light beautifully.',
    'Ordered it for my sister\'s engagement.',
    'I was nervous buying jewellery online, but this turned out lovely.',
  ],
  mid: [
    'The design is pretty and the gold looks good.',
    'It is a nice piece overall.',
    'Looks elegant, though it is quite dainty.',
  ],
  low: [
    'The piece looked much bigger in the pictures.',
    'The finish on the back was not as neat as I hoped.',
    'Delivery took longer than promised and the size felt off.',
  ],
};
const DETAILS: Record<Band, readonly string[]> = {
  high: [
    'The hallmark and certificate came in the box.',
    'Packaging was secure and felt premium.',
    'Light enough to wear every day.',
    'Delivered a day early to Pune.',
    'The rose gold shade is exactly as shown.',
    'Customer care helped me pick the right size.',
  ],
  mid: [
    'Delivery to Chennai took a week.',
    'I wish the chain were a little longer.',
    'Packaging was fine.',
  ],
  low: [
    'Customer care was helpful with the return.',
    'I expected more shine for the price.',
    'I would check the measurements carefully before ordering.',
  ],
};

const COUNT_MIX = weighted<number>([[0, 20], [1, 15], [2, 15], [3, 15], [4, 13], [5, 11], [6, 11]]);
const STAR_MIX = weighted<number>([[5, 52], [4, 30], [3, 10], [2, 5], [1, 3]]);
const DAY_S = 86_400;

/**
 * A piece's reviews, oldest first, each written after the piece was listed and before `now`
 * (generate.ts's fixed day), and about two in three from shoppers whose order the store delivered.
 */
export function demoReviews(rng: Prng, listedAt: Date, now: Date): DemoReviewRow[] {
  const count = COUNT_MIX.pick(rng);
  // Seconds between listing and "now"; a review comes at least a day after the piece was listed.
  const span = Math.floor((now.getTime() - listedAt.getTime()) / 1_000);
  const earliest = Math.min(DAY_S, span);
  const rows: DemoReviewRow[] = [];
  for (let i = 0; i < count; i++) {
    const stars = STAR_MIX.pick(rng);
    const band = bandOf(stars);
    const opening = rng.pick(OPENINGS[band]);
    const detail = rng.pick(DETAILS[band]);
    rows.push({
      authorName: rng.pick(FIRST_NAMES) + ' ' + rng.pick(INITIALS) + '.',
      rating: stars,
      title: rng.pick(TITLES[band]),
      body: opening + ' ' + detail,
      verifiedBuyer: rng.chance(0.65),
      createdAt: new Date(listedAt.getTime() + rng.int(earliest, span) * 1_000),
    });
  }
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
