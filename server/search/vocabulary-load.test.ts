import { describe, expect, it } from 'vitest';
import { Vocabulary } from './vocabulary.ts';

describe('Vocabulary.load', () => {
  it('answers from a list sorted once as from terms added one by one', () => {
    const words = ['gold', 'golden', 'ring', 'rings', 'rose', 'svri000123'];
    const loaded = new Vocabulary<number>();
    loaded.load(words, [0, 1, 2, 3, 4, 5]);
    const added = new Vocabulary<number>();
    for (const w of [...words].reverse()) added.add(w, words.indexOf(w));
    for (const [word, typos, prefix] of [
      ['gol', 0, true],
      ['rign', 1, false],
      ['rose', 1, true],
      ['sv', 0, true],
    ] as const) {
      expect(loaded.match(word, typos, prefix), word).toEqual(added.match(word, typos, prefix));
    }
    expect(loaded.size).toBe(6);
  });

  it('keeps taking additions and deletions afterwards', () => {
    const v = new Vocabulary<number>();
    v.load(['a1', 'a3'], [1, 3]);
    v.add('a2', 2);
    v.delete('a1');
    expect(v.match('a', 0, true).map((m) => m.ref)).toEqual([2, 3]);
  });

  it.each([
    { terms: ['b', 'a'], values: [0, 1], error: /"a" out of order/ },
    { terms: ['a', 'a'], values: [0, 1], error: /"a" out of order or repeated/ },
    { terms: ['a'], values: [], error: /one value per term/ },
  ])('refuses $terms', ({ terms, values, error }) => {
    expect(() => new Vocabulary<number>().load(terms, values)).toThrow(error);
  });
});
