import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../orders/order-status.ts';
import {
  averageOfCounts,
  averageRating,
  BOUGHT_ORDER_STATUSES,
  mayReviewAgain,
  newReviewStatus,
  ratingCounts,
  reviewAuthorName,
  REVIEW_LIMITS,
} from './review-rules.ts';

describe('reviewAuthorName', () => {
  it.each([
    ['Priya', 'Sharma', 'Priya S.'],
    ['  Priya  ', ' sharma', 'Priya S.'],
    ['Anna  Mary', 'Thomas', 'Anna Mary T.'],
    ['Ravi', '', 'Ravi'],
    ['', 'Iyer', 'Member I.'],
    ['Ölga', 'éclair', 'Ölga É.'],
  ])('%j %j → %j', (first, last, shown) => {
    expect(reviewAuthorName(first, last)).toBe(shown);
  });

  it('never passes the column limit and keeps the initial', () => {
    const name = reviewAuthorName('A'.repeat(200), 'Kumar');
    expect([...name].length).toBeLessThanOrEqual(REVIEW_LIMITS.authorName.max);
    expect(name.endsWith(' K.')).toBe(true);
  });
});

describe('averageRating', () => {
  it.each([
    [0, 0, 0],
    [5, 1, 5],
    [9, 2, 4.5],
    [13, 3, 4.3], // 4.333…
    [14, 3, 4.7], // 4.666…
    [17, 4, 4.3], // 4.25: a half rounds up
    [83, 20, 4.2], // 4.15: exact half, where 4.15 * 10 in floating point is 41.4999…
    [1, 1, 1],
  ])('sum %i over %i → %d', (sum, count, average) => {
    expect(averageRating(sum, count)).toBe(average);
  });

  it('stays within 1..5 with one decimal for any mix of whole stars', () => {
    for (let count = 1; count <= 40; count++) {
      for (let sum = count; sum <= count * 5; sum++) {
        const a = averageRating(sum, count);
        expect(a).toBeGreaterThanOrEqual(1);
        expect(a).toBeLessThanOrEqual(5);
        expect(Math.round(a * 10) / 10).toBe(a);
        expect(Math.abs(a - sum / count)).toBeLessThanOrEqual(0.05 + 1e-9);
      }
    }
  });
});

describe('ratingCounts and averageOfCounts', () => {
  it('counts every star with every key present, and averages the distribution', () => {
    const counts = ratingCounts([5, 5, 4, 1, 4, 5]);
    expect(counts).toEqual({ '1': 1, '2': 0, '3': 0, '4': 2, '5': 3 });
    expect(averageOfCounts(counts)).toBe(averageRating(24, 6));
    expect(averageOfCounts(ratingCounts([]))).toBe(0);
  });
});

describe('who is published and how many a day', () => {
  it.each([
    [true, 'published'],
    [false, 'held'],
  ] as const)('a member who bought the piece: %s → %s', (bought, status) => {
    expect(newReviewStatus(bought)).toBe(status);
  });

  it.each([
    [0, true],
    [4, true],
    [5, false],
    [9, false],
  ])('%i reviews in the last 24 hours: may write another %s', (written, may) => {
    expect(mayReviewAgain(written)).toBe(may);
  });

  it('counts every order from placed on as bought, never an unpaid or cancelled one', () => {
    expect(ORDER_STATUSES.filter((s) => !(BOUGHT_ORDER_STATUSES as readonly string[]).includes(s))).toEqual([
      'pending_payment',
      'cancelled',
    ]);
  });
});
