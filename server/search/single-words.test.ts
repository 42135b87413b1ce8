import { describe, expect, it } from 'vitest';
import { createRng } from '../../tests/support/product-factory.ts';
import { SingleWords } from './single-words.ts';
import { WordWalk, type SortedWords } from './word-walk.ts';

/** The live words in the list's order, each with its posting. */
function contents(words: SingleWords): [string, number][] {
  const list = words.sorted((posting) => posting);
  const out: [string, number][] = [];
  for (let i = 0; i < list.length; i++) if (list.live(i)) out.push([list.word(i), list.value(i)]);
  return out;
}

/** What a Map holding the same words answers, sorted as JS sorts strings. */
function expected(reference: Map<string, number>): [string, number][] {
  return [...reference].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

describe('SingleWords', () => {
  it.each<[string, boolean]>([
    ['svri000123', true],
    ['000123', true],
    ['zoë', true],
    ['straße', true],
    ['', true],
    ['सुवर्ण', false],
    ['ring💍', false],
    ['œuvre', false],
  ])('accepts %j: %s (Latin-1 only)', (word, accepted) => {
    expect(SingleWords.accepts(word)).toBe(accepted);
  });

  it.each<[string, [op: 'add' | 'delete', word: string, posting?: number][], [string, number][]]>([
    [
      'adds in any order, lists in order',
      [
        ['add', 'b', 2],
        ['add', 'a', 1],
        ['add', 'c', 3],
      ],
      [
        ['a', 1],
        ['b', 2],
        ['c', 3],
      ],
    ],
    [
      'a word held is taken out when added again',
      [
        ['add', 'a', 1],
        ['add', 'a', 5],
      ],
      [],
    ],
    [
      'deletes a waiting word',
      [
        ['add', 'a', 1],
        ['add', 'b', 2],
        ['delete', 'a'],
      ],
      [['b', 2]],
    ],
    [
      'a prefix sorts before its longer words',
      [
        ['add', 'ab', 2],
        ['add', 'a', 1],
        ['add', 'abc', 3],
      ],
      [
        ['a', 1],
        ['ab', 2],
        ['abc', 3],
      ],
    ],
    [
      'deleting what is not held changes nothing',
      [
        ['add', 'a', 1],
        ['delete', 'b'],
      ],
      [['a', 1]],
    ],
    [
      'Latin-1 letters sort after ASCII',
      [
        ['add', 'zoë', 1],
        ['add', 'zoe', 2],
        ['add', 'zz', 3],
      ],
      [
        ['zoe', 2],
        ['zoë', 1],
        ['zz', 3],
      ],
    ],
  ])('%s', (_, ops, after) => {
    const words = new SingleWords();
    for (const [op, word, posting] of ops) {
      if (op === 'add') words.takeOrAdd(word, posting!);
      else words.delete(word);
    }
    expect(contents(words)).toEqual(after);
    expect(words.size).toBe(after.length);
  });

  it('takes a merged word back in its place after it was deleted, and answers its posting once', () => {
    const words = new SingleWords();
    words.takeOrAdd('b', 2);
    words.takeOrAdd('a', 1);
    words.settle();
    expect(words.delete('a')).toBe(1);
    expect(words.get('a')).toBeUndefined();
    expect(words.delete('a')).toBeUndefined();
    expect(words.takeOrAdd('a', 7)).toBe(SingleWords.ADDED);
    expect(words.get('a')).toBe(7);
    expect(words.takeOrAdd('b', 9)).toBe(2);
    expect(contents(words)).toEqual([['a', 7]]);
  });

  describe('merged in place while the buffers have room', () => {
    const buffers = (words: SingleWords) => {
      const { state } = words.state();
      return { entries: state.postings.length, bytes: state.bytes.length, postings: state.postings };
    };
    const settled = (list: [string, number][]) => {
      const words = new SingleWords();
      for (const [word, posting] of list) words.takeOrAdd(word, posting);
      words.settle();
      return words;
    };

    it.each<[string, [string, number][], [string, number][], boolean]>([
      ['nothing into nothing', [], [], false],
      ['one word into nothing', [], [['m', 1]], true],
      [
        'one word before all',
        [
          ['m', 1],
          ['p', 2],
        ],
        [['a', 3]],
        false,
      ],
      [
        'one word after all',
        [
          ['m', 1],
          ['p', 2],
        ],
        [['z', 3]],
        false,
      ],
      [
        'words between and around',
        [
          ['c', 1],
          ['e', 2],
          ['g', 3],
        ],
        [
          ['a', 4],
          ['d', 5],
          ['h', 6],
        ],
        true,
      ],
      [
        'a word sharing a prefix',
        [
          ['ab', 1],
          ['abd', 2],
        ],
        [['abc', 3]],
        false,
      ],
    ])('%s (new buffers: %s)', (_, held, added, grows) => {
      const words = settled(held);
      const before = buffers(words);
      for (const [word, posting] of added) words.takeOrAdd(word, posting);
      words.settle();
      expect(contents(words)).toEqual(expected(new Map([...held, ...added])));
      expect(buffers(words).postings !== before.postings).toBe(grows);
    });

    it('drops dead words in place and merges the new ones after them', () => {
      const words = settled([
        ['a', 1],
        ['b', 2],
        ['c', 3],
        ['d', 4],
        ['e', 5],
        ['f', 6],
      ]);
      const before = buffers(words);
      words.delete('a');
      words.delete('c');
      words.delete('f');
      words.takeOrAdd('bb', 7);
      words.takeOrAdd('g', 8);
      words.settle();
      expect(contents(words)).toEqual([
        ['b', 2],
        ['bb', 7],
        ['d', 4],
        ['e', 5],
        ['g', 8],
      ]);
      expect(buffers(words).postings).toBe(before.postings);
    });

    it('grows by half again once a merge does not fit, then gives the room back at trim()', () => {
      const words = settled([
        ['k', 1],
        ['l', 2],
      ]);
      expect(buffers(words)).toMatchObject({ entries: 3, bytes: 3 });
      words.takeOrAdd('m', 3);
      words.settle();
      expect(buffers(words)).toMatchObject({ entries: 3, bytes: 3 });
      words.takeOrAdd('a', 4);
      words.settle();
      expect(buffers(words)).toMatchObject({ entries: 6, bytes: 6 });
      const all = [
        ['a', 4],
        ['k', 1],
        ['l', 2],
        ['m', 3],
      ];
      expect(contents(words)).toEqual(all);
      words.trim();
      expect(buffers(words)).toMatchObject({ entries: 4, bytes: 4 });
      expect(contents(words)).toEqual(all);
      // Nothing spare: trim() keeps the buffers.
      const exact = buffers(words).postings;
      words.trim();
      expect(buffers(words).postings).toBe(exact);
    });
  });

  it('agrees with a Map through many merges, deletions and words added again', () => {
    const rng = createRng(5);
    const words = new SingleWords();
    const reference = new Map<string, number>();
    const randomWord = () => Array.from({ length: rng.int(1, 7) }, () => rng.pick([...'ab01zé'])).join('');
    for (let step = 0; step < 60_000; step++) {
      const word = randomWord();
      if (rng.chance(0.3)) {
        expect(words.delete(word)).toBe(reference.get(word));
        reference.delete(word);
      } else {
        const held = reference.get(word);
        expect(words.takeOrAdd(word, step)).toBe(held ?? SingleWords.ADDED);
        if (held === undefined) reference.set(word, step);
        else reference.delete(word);
      }
      if (step % 7_919 === 0) expect(contents(words)).toEqual(expected(reference));
    }
    for (const [word, posting] of reference) expect(words.get(word)).toBe(posting);
    expect(contents(words)).toEqual(expected(reference));
    expect(words.size).toBe(reference.size);
  });

  it('is walked for typos and prefixes as the same words in an array are', () => {
    const rng = createRng(8);
    const words = new SingleWords();
    const all: string[] = [];
    for (let i = 0; i < 3_000; i++) {
      const word = Array.from({ length: rng.int(2, 9) }, () => rng.pick([...'abdeor19'])).join('');
      if (words.takeOrAdd(word, i) === SingleWords.ADDED) all.push(word);
      else all.splice(all.indexOf(word), 1);
    }
    // Merged, then one in ten taken out: few enough to stay in place, dead, during the walk.
    words.settle();
    for (const word of all.filter((_, i) => i % 10 === 0)) words.delete(word);
    const live = all.filter((_, i) => i % 10 !== 0).sort();
    const asArray: SortedWords<string> = {
      length: live.length,
      word: (i) => live[i]!,
      lowerBound: (key, from) => {
        let i = from;
        while (i < live.length && live[i]! < key) i++;
        return i;
      },
      live: () => true,
      value: (i) => live[i]!,
    };
    const walk = new WordWalk();
    const list = words.sorted(() => '');
    for (let q = 0; q < 200; q++) {
      const query = Array.from({ length: rng.int(1, 8) }, () => rng.pick([...'abdeor19'])).join('');
      const typos = rng.int(0, 2);
      const prefix = rng.chance(0.5);
      const strip = (m: { term: string; typos: number; prefix: boolean }) => [m.term, m.typos, m.prefix];
      expect(walk.match(list, query, typos, prefix).map(strip), `${query} ${typos} ${prefix}`).toEqual(
        walk.match(asArray, query, typos, prefix).map(strip),
      );
    }
  });
});
