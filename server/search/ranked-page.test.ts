// The page of a large ranked result found from the lowest possible key (paging.ts pageOfLowestKey,
// relevance.ts keyOfSlot and lowestPossibleKey) against ranking the whole result: the same hits in the
// same order with the same ranking info, on every page.
import { describe, expect, it } from 'vitest';
import { makeProducts } from '../../tests/support/product-factory.ts';
import { listBits } from './bitset.ts';
import { CatalogueIndex } from './catalogue-index.ts';
import { pageOfLowestKey, pageOfSlots } from './paging.ts';
import { keyOfSlot, lowestPossibleKey, rankingInfoOf, relevanceKeys } from './relevance.ts';
import { narrowResult } from './result-set.ts';
import { runSearch } from './run-search.ts';
import { gallop } from './text-index.ts';
import { Scratch } from './scratch.ts';
import type { WordMatch } from './text-match.ts';

const index = CatalogueIndex.of(makeProducts(4000, 11));

function fullRanking(query: string, facetFilters: string[], start: number, end: number) {
  const scratch = new Scratch();
  const { result, matches } = narrowResult(
    index,
    { query, facetFilters, queryType: 'prefixAll', typoTolerance: true },
    scratch,
  );
  const slots = listBits(result);
  const dense = new Int32Array(index.capacity);
  const keys = relevanceKeys(result, slots, matches, dense, scratch).slice();
  const page = pageOfSlots({
    result,
    count: slots.length,
    slots,
    keys,
    dense,
    order: () => index.byId.get(),
    compare: index.byId.compare,
    catalogueSize: 1, // always the scan of the order: the path a large result takes
    start,
    end,
    scratch,
  });
  return { page, key: (slot: number) => keys[dense[slot]!]!, matches, slots };
}

const QUERIES: [string, string[]][] = [
  ['gold', []],
  ['gold', ['gender:women']],
  ['rose diamond ring', []],
  ['diamnd pendant', []],
  ['diamond', ['color:white-gold']],
  ['ring', []],
  ['rose gold', []],
  ['gold gold', []],
  ['d', []],
  ['pendant diamond', []],
];

describe('keyOfSlot', () => {
  it.each(QUERIES)('gives every document of "%s" %j the key relevanceKeys gives it', (query, filters) => {
    const { slots, key, matches } = fullRanking(query, filters, 0, 1);
    const codes = new Int32Array(matches.length);
    for (const slot of slots) expect(keyOfSlot(slot, matches, codes)).toBe(key(slot));
  });
});

describe('lowestPossibleKey', () => {
  it.each(QUERIES)('is at most the key of every document of "%s" %j', (query, filters) => {
    const { slots, key, matches } = fullRanking(query, filters, 0, 1);
    const lowest = lowestPossibleKey(matches, false);
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) expect(key(slot)).toBeGreaterThanOrEqual(lowest);
  });

  const term = (t: string, typos: number, prefix: boolean) => ({ term: t, ref: null as never, typos, prefix });
  it.each([
    { name: 'one exact word', words: [[term('gold', 0, false)]], capped: false, info: [0, 0, 0, 1] },
    { name: 'only a typo', words: [[term('diamond', 1, false)]], capped: false, info: [1, 0, 0, 1] },
    {
      name: 'only the start of words',
      words: [[term('necklace', 0, true), term('necklaces', 0, true)]],
      capped: false,
      info: [0, 0, 0, 0],
    },
    {
      name: 'two words, one position apart at best',
      words: [[term('rose', 0, false)], [term('ring', 0, false)]],
      capped: false,
      info: [0, 0, 1, 2],
    },
    {
      name: 'two words standing for the same term',
      words: [[term('gold', 0, false)], [term('gold', 0, false)]],
      capped: false,
      info: [0, 0, 0, 2],
    },
    {
      name: 'a field longer than the positions kept',
      words: [[term('rose', 0, false)], [term('ring', 0, false)]],
      capped: true,
      info: [0, 0, 0, 2],
    },
  ])('$name', ({ words, capped, info }) => {
    const matches: WordMatch[] = words.map((terms, i) => ({ word: `w${i}`, terms }));
    const [nbTypos, attributeScore, proximityDistance, nbExactWords] = info;
    expect(rankingInfoOf(lowestPossibleKey(matches, capped), matches.length)).toEqual({
      nbTypos,
      attributeScore,
      proximityDistance,
      nbExactWords,
    });
  });
});

describe('gallop', () => {
  const postings = [2, 4, 4, 8, 16, 32, 64, 128, 256];
  it.each([
    { value: 1, from: 0, at: 0 },
    { value: 2, from: 0, at: 0 },
    { value: 3, from: 0, at: 1 },
    { value: 4, from: 0, at: 1 },
    { value: 100, from: 0, at: 7 },
    { value: 256, from: 3, at: 8 },
    { value: 257, from: 3, at: 9 },
    { value: 5, from: 6, at: 6 },
    { value: 5, from: 9, at: 9 },
  ])('the first posting at least $value from $from is at $at', ({ value, from, at }) => {
    expect(gallop(postings, value, from)).toBe(at);
  });
  it('is the first at or after on every value and start', () => {
    for (let from = 0; from <= postings.length; from++)
      for (let value = 0; value < 300; value++) {
        let at = from;
        while (at < postings.length && postings[at]! < value) at++;
        expect(gallop(postings, value, from)).toBe(at);
      }
  });
});

describe('pageOfLowestKey', () => {
  const result = Uint32Array.of(0b1111_1111_1111);
  const keys = [3, 0, 0, 5, 0, 1, 0, 0, 2, 0, 0, 0];
  const order = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 12];
  it.each([
    { start: 0, end: 3, budget: 100, page: [11, 10, 9] },
    { start: 2, end: 5, budget: 100, page: [9, 7, 6] },
    { start: 0, end: 8, budget: 100, page: [11, 10, 9, 7, 6, 4, 2, 1] },
    { start: 0, end: 9, budget: 100, page: null },
    { start: 0, end: 3, budget: 3, page: [11, 10, 9] },
    { start: 0, end: 4, budget: 4, page: null },
  ])('documents $start to $end with a budget of $budget', ({ start, end, budget, page }) => {
    expect(pageOfLowestKey({ result, order, keyOf: (s) => keys[s]!, lowest: 0, start, end, budget })).toEqual(page);
  });
});

describe('a large ranked result', () => {
  it.each(QUERIES)('pages "%s" %j as ranking all of it would', (query, facetFilters) => {
    for (const [page, hitsPerPage] of [
      [0, 20],
      [1, 20],
      [3, 7],
      [0, 100],
      [9, 40],
    ] as const) {
      const start = page * hitsPerPage;
      const expected = fullRanking(query, facetFilters, start, start + hitsPerPage);
      const answer = runSearch(index, { query, facetFilters, page, hitsPerPage, getRankingInfo: true }, new Scratch());
      expect(answer.hits.map((h) => index.ids.indexOf(h.id))).toEqual(expected.page);
      expect(answer.hits.map((h) => h._rankingInfo)).toEqual(
        expected.page.map((slot) => rankingInfoOf(expected.key(slot), expected.matches.length)),
      );
    }
  });
});
