import { describe, expect, it } from 'vitest';
import {
  enterTarget,
  HEADER_SEARCH_HITS,
  initialSearchBox,
  listingSearchHref,
  pendingSearch,
  SEARCH_INPUT_MAX_LENGTH,
  SEARCH_TEXTS,
  searchBoxReducer,
  type SearchBoxEvent,
  type SearchBoxState,
  pageSearchText,
} from './search-box.ts';

type Hit = { value: string };
const hits = (n: number): Hit[] => Array.from({ length: n }, (_, i) => ({ value: `p${i}` }));
const run = (events: SearchBoxEvent<Hit>[], from: SearchBoxState<Hit> = initialSearchBox<Hit>()) =>
  events.reduce(searchBoxReducer<Hit>, from);
const summary = (s: SearchBoxState<Hit>) => ({
  open: s.open,
  view: s.view,
  shown: s.hits.length,
  nbHits: s.nbHits,
  active: s.active,
});

describe('searchBoxReducer: the four states', () => {
  it.each<[string, SearchBoxEvent<Hit>[], ReturnType<typeof summary>]>([
    ['closed at first', [], { open: false, view: 'idle', shown: 0, nbHits: 0, active: -1 }],
    ['idle on focus', [{ type: 'focus' }], { open: true, view: 'idle', shown: 0, nbHits: 0, active: -1 }],
    [
      'searching once typed',
      [{ type: 'focus' }, { type: 'input', query: 'ring' }],
      { open: true, view: 'searching', shown: 0, nbHits: 0, active: -1 },
    ],
    [
      'typing opens a closed box',
      [{ type: 'input', query: 'ring' }],
      { open: true, view: 'searching', shown: 0, nbHits: 0, active: -1 },
    ],
    [
      'results: at most six shown, the total kept',
      [
        { type: 'input', query: 'ring' },
        { type: 'answer', query: 'ring', hits: hits(9), nbHits: 120 },
      ],
      { open: true, view: 'results', shown: HEADER_SEARCH_HITS, nbHits: 120, active: -1 },
    ],
    [
      'no match',
      [
        { type: 'input', query: 'zzz' },
        { type: 'answer', query: 'zzz', hits: [], nbHits: 0 },
      ],
      { open: true, view: 'no-match', shown: 0, nbHits: 0, active: -1 },
    ],
    [
      'a stale answer is ignored',
      [
        { type: 'input', query: 'ri' },
        { type: 'input', query: 'ring' },
        { type: 'answer', query: 'ri', hits: hits(3), nbHits: 3 },
      ],
      { open: true, view: 'searching', shown: 0, nbHits: 0, active: -1 },
    ],
    [
      'back to idle when the text is cleared',
      [
        { type: 'input', query: 'ring' },
        { type: 'answer', query: 'ring', hits: hits(2), nbHits: 2 },
        { type: 'input', query: '   ' },
      ],
      { open: true, view: 'idle', shown: 0, nbHits: 0, active: -1 },
    ],
    [
      'a trailing space does not search again',
      [
        { type: 'input', query: 'ring' },
        { type: 'answer', query: 'ring', hits: hits(2), nbHits: 2 },
        { type: 'input', query: 'ring ' },
      ],
      { open: true, view: 'results', shown: 2, nbHits: 2, active: -1 },
    ],
    [
      'a failed request says so',
      [
        { type: 'input', query: 'ring' },
        { type: 'fail', query: 'ring' },
      ],
      { open: true, view: 'failed', shown: 0, nbHits: 0, active: -1 },
    ],
    [
      'a stale failure is ignored',
      [
        { type: 'input', query: 'ri' },
        { type: 'input', query: 'ring' },
        { type: 'fail', query: 'ri' },
      ],
      { open: true, view: 'searching', shown: 0, nbHits: 0, active: -1 },
    ],
    [
      'Escape closes and keeps the results for the next focus',
      [
        { type: 'input', query: 'ring' },
        { type: 'answer', query: 'ring', hits: hits(2), nbHits: 2 },
        { type: 'move', by: 1 },
        { type: 'escape' },
      ],
      { open: false, view: 'results', shown: 2, nbHits: 2, active: -1 },
    ],
    [
      'a click outside closes',
      [{ type: 'focus' }, { type: 'close' }],
      { open: false, view: 'idle', shown: 0, nbHits: 0, active: -1 },
    ],
    [
      'a new page with the same search text only closes',
      [
        { type: 'input', query: 'ring ' },
        { type: 'answer', query: 'ring', hits: hits(2), nbHits: 2 },
        { type: 'page', query: 'ring' },
      ],
      { open: false, view: 'results', shown: 2, nbHits: 2, active: -1 },
    ],
    [
      'a page without search text empties the box',
      [
        { type: 'input', query: 'ring' },
        { type: 'answer', query: 'ring', hits: hits(2), nbHits: 2 },
        { type: 'page', query: '' },
      ],
      { open: false, view: 'idle', shown: 0, nbHits: 0, active: -1 },
    ],
    [
      'a listing searched for another text shows that text, ready to search',
      [{ type: 'page', query: 'bangle' }],
      { open: false, view: 'searching', shown: 0, nbHits: 0, active: -1 },
    ],
    [
      'focus again shows the kept results',
      [
        { type: 'input', query: 'ring' },
        { type: 'answer', query: 'ring', hits: hits(2), nbHits: 2 },
        { type: 'close' },
        { type: 'focus' },
      ],
      { open: true, view: 'results', shown: 2, nbHits: 2, active: -1 },
    ],
  ])('%s', (_, events, expected) => {
    expect(summary(run(events))).toEqual(expected);
  });

  it('cuts the text to 128 characters', () => {
    const s = run([{ type: 'input', query: 'x'.repeat(200) }]);
    expect(s.query).toHaveLength(SEARCH_INPUT_MAX_LENGTH);
    expect(pendingSearch(s)).toBe('x'.repeat(SEARCH_INPUT_MAX_LENGTH));
  });

  it('asks the engine only while searching, for the trimmed text', () => {
    expect(pendingSearch(run([{ type: 'focus' }]))).toBeNull();
    expect(pendingSearch(run([{ type: 'input', query: '  gold ring ' }]))).toBe('gold ring');
    expect(
      pendingSearch(
        run([
          { type: 'input', query: 'ring' },
          { type: 'answer', query: 'ring', hits: [], nbHits: 0 },
        ]),
      ),
    ).toBeNull();
  });
});

describe('searchBoxReducer: keys', () => {
  const withResults = (n: number) =>
    run([
      { type: 'input', query: 'ring' },
      { type: 'answer', query: 'ring', hits: hits(n), nbHits: n },
    ]);
  const moves = (n: number, by: (1 | -1)[]) =>
    by.reduce((s, b) => searchBoxReducer(s, { type: 'move', by: b }), withResults(n)).active;

  it.each<[number, (1 | -1)[], number]>([
    [3, [1], 0],
    [3, [1, 1], 1],
    [3, [1, 1, 1], 2],
    [3, [1, 1, 1, 1], 0],
    [3, [-1], 2],
    [3, [1, -1], 2],
    [3, [1, 1, -1], 0],
    [1, [1, 1], 0],
    [0, [1], -1],
  ])('with %i results, moves %j highlight %i', (n, by, active) => {
    expect(moves(n, by)).toBe(active);
  });

  it('an arrow on a closed box opens it without moving', () => {
    const closed = searchBoxReducer(withResults(3), { type: 'escape' });
    const opened = searchBoxReducer(closed, { type: 'move', by: 1 });
    expect(summary(opened)).toMatchObject({ open: true, active: -1 });
  });

  it('arrows do nothing while searching or idle', () => {
    for (const s of [run([{ type: 'focus' }]), run([{ type: 'input', query: 'ring' }])]) {
      expect(searchBoxReducer(s, { type: 'move', by: 1 })).toBe(s);
    }
  });

  it('the pointer highlights a result within range only', () => {
    const s = withResults(3);
    expect(searchBoxReducer(s, { type: 'hover', index: 2 }).active).toBe(2);
    expect(searchBoxReducer(s, { type: 'hover', index: 3 })).toBe(s);
    expect(searchBoxReducer(s, { type: 'hover', index: -1 })).toBe(s);
  });

  it.each<[string, SearchBoxEvent<Hit>[], ReturnType<typeof enterTarget<Hit>>]>([
    [
      'Enter on a highlighted result opens it',
      [
        { type: 'move', by: 1 },
        { type: 'move', by: 1 },
      ],
      { kind: 'product', hit: { value: 'p1' } },
    ],
    ['Enter with none highlighted searches the listing', [], { kind: 'listing', href: '/jewellery?query=ring' }],
    [
      'Enter on a closed box searches the listing',
      [{ type: 'move', by: 1 }, { type: 'escape' }],
      { kind: 'listing', href: '/jewellery?query=ring' },
    ],
  ])('%s', (_, events, target) => {
    expect(enterTarget(run(events, withResults(3)))).toEqual(target);
  });
});

describe('texts and links', () => {
  it('are the spec’s, with the count and the query in place', () => {
    expect(SEARCH_TEXTS.searching).toBe("Can't wait for search. explore the collections.");
    expect(SEARCH_TEXTS.results('1,234')).toBe('We are showcased 1,234 products for you');
    expect(SEARCH_TEXTS.explore('gold ring')).toBe('Explore our products that match the key gold ring');
    expect(SEARCH_TEXTS.noMatch).toBe('No products matching');
    expect(SEARCH_TEXTS.idle).toBe('Search our products');
  });

  it.each([
    ['ring', '/jewellery?query=ring'],
    ['  rose gold  ', '/jewellery?query=rose+gold'],
    ['a&b=c', '/jewellery?query=a%26b%3Dc'],
    ['', '/jewellery'],
    ['   ', '/jewellery'],
  ])('listingSearchHref(%j) = %s', (query, href) => expect(listingSearchHref(query)).toBe(href));
});

describe('pageSearchText', () => {
  it.each([
    ['/jewellery', '?query=diamond%20ring', 'diamond ring'],
    ['/jewellery', '?color=rose-gold', ''],
    ['/jewellery/rings', '?query=halo', ''],
    ['/', '', ''],
  ])('%s%s shows %j', (pathname, search, expected) => {
    expect(pageSearchText(pathname, search)).toBe(expected);
  });
});
