import { describe, expect, it } from 'vitest';
import { createRng } from '../../tests/support/product-factory.ts';
import { REMEMBERED_WORDS, Vocabulary, type TermMatch } from './vocabulary.ts';

/** Optimal string alignment distance, the plain O(n·m) way. */
function osa(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

function reference(
  terms: readonly string[],
  word: string,
  maxTypos: number,
  prefix: boolean,
): Omit<TermMatch, 'ref'>[] {
  const out: Omit<TermMatch, 'ref'>[] = [];
  for (const term of [...terms].sort()) {
    const whole = osa(word, term);
    let start = Number.POSITIVE_INFINITY;
    if (prefix) for (let k = 0; k <= term.length; k++) start = Math.min(start, osa(word, term.slice(0, k)));
    if (whole <= maxTypos && whole <= start) out.push({ term, typos: whole, prefix: false });
    else if (start <= maxTypos) out.push({ term, typos: start, prefix: true });
  }
  return out;
}

function vocabulary(terms: readonly string[]): Vocabulary {
  const v = new Vocabulary();
  for (const t of terms) v.add(t);
  return v;
}

const WORDS = [
  'diamond',
  'diamonds',
  'ring',
  'rings',
  'rose',
  'gold',
  'golden',
  'pendant',
  'earrings',
  'emerald',
  'ruby',
  'round',
  'aanya',
];

describe('Vocabulary.match', () => {
  const v = vocabulary(WORDS);
  it.each<[string, number, boolean, string[]]>([
    ['ring', 0, false, ['ring']],
    ['ring', 0, true, ['ring', 'rings']],
    ['rin', 0, true, ['ring', 'rings']],
    ['diamnd', 1, false, ['diamond']],
    ['diamnod', 1, false, ['diamond']],
    ['daimond', 1, false, ['diamond']],
    ['dimaond', 1, true, ['diamond', 'diamonds']],
    ['pendnat', 1, false, ['pendant']],
    ['emrald', 1, false, ['emerald']],
    ['earings', 1, false, ['earrings']],
    ['zzzz', 1, true, []],
  ])('%s (typos ≤ %i, prefix %s)', (word, typos, prefix, expected) => {
    expect(v.match(word, typos, prefix).map((m) => m.term)).toEqual(expected);
  });

  it('prefers an exact whole word, then a prefix with fewer typos', () => {
    expect(v.match('rings', 1, true)).toEqual([
      { term: 'ring', typos: 1, prefix: false },
      { term: 'rings', typos: 0, prefix: false },
    ]);
    expect(v.match('gold', 1, true)).toEqual(
      expect.arrayContaining([
        { term: 'gold', typos: 0, prefix: false },
        { term: 'golden', typos: 0, prefix: true },
      ]),
    );
  });

  it('forgets deleted words', () => {
    const w = vocabulary(['ring', 'rings']);
    w.delete('rings');
    expect(w.match('ring', 0, true).map((m) => m.term)).toEqual(['ring']);
    expect(w.size).toBe(1);
  });

  it('agrees with a brute-force edit distance on random words, asked afresh and from memory', () => {
    const rng = createRng(11);
    const letters = 'abcdeor';
    const randomWord = () => Array.from({ length: rng.int(1, 9) }, () => rng.pick([...letters])).join('');
    const terms = [...new Set(Array.from({ length: 200 }, randomWord))];
    const voc = vocabulary(terms);
    for (let i = 0; i < 150; i++) {
      const word = randomWord();
      const maxTypos = rng.int(0, 2);
      const prefix = rng.chance(0.5);
      const expected = reference(terms, word, maxTypos, prefix);
      expect(voc.match(word, maxTypos, prefix), `${word} ${maxTypos} ${prefix}`).toEqual(expected);
      // Asked again: answered from memory, the same.
      expect(voc.match(word, maxTypos, prefix), `${word} ${maxTypos} ${prefix} again`).toEqual(expected);
    }
  });

  it('answers a word it was asked before from memory, until the word list changes', () => {
    const w = vocabulary(['ring', 'rings']);
    const first = w.match('ring', 1, true);
    expect(w.match('ring', 1, true)).toBe(first);
    // Another allowance or prefix rule is another question.
    expect(w.match('ring', 1, false)).not.toBe(first);
    expect(w.match('ring', 0, true)).not.toBe(first);
    w.add('ringlet');
    expect(w.match('ring', 1, true).map((m) => m.term)).toEqual(['ring', 'ringlet', 'rings']);
    w.delete('ringlet');
    expect(w.match('ring', 1, true).map((m) => m.term)).toEqual(['ring', 'rings']);
  });

  it(`remembers at most ${REMEMBERED_WORDS} words, forgetting the least recently asked`, () => {
    const w = vocabulary(['ring']);
    const kept = w.match('ring', 0, true);
    for (let i = 0; i < REMEMBERED_WORDS - 1; i++) {
      w.match(`w${i}`, 0, true);
      if (i % 100 === 0) w.match('ring', 0, true); // keeps "ring" recent
    }
    w.match('one-more', 0, true);
    expect(w.match('ring', 0, true)).toBe(kept);
    const oldest = w.match('w1', 0, true);
    for (let i = 0; i < REMEMBERED_WORDS; i++) w.match(`x${i}`, 0, true);
    expect(w.match('w1', 0, true)).not.toBe(oldest);
    expect(w.match('w1', 0, true)).toEqual(oldest);
  });

  it('hands back what was stored with each term, in bulk and one by one', () => {
    const v = new Vocabulary<number>();
    for (let i = 0; i < 100; i++) v.add(`w${String(i).padStart(3, '0')}`, i);
    expect(v.match('w05', 0, true).map((m) => [m.term, m.ref])).toEqual(
      Array.from({ length: 10 }, (_, k) => [`w05${k}`, 50 + k]),
    );
    v.add('w0505', 1000);
    v.delete('w051');
    expect(v.match('w05', 0, true).map((m) => m.ref)).toEqual([50, 1000, 52, 53, 54, 55, 56, 57, 58, 59]);
    expect(v.match('w0xx', 1, false).map((m) => m.ref)).toEqual([]);
    expect(v.match('w09x', 1, false).map((m) => [m.term, m.ref])).toEqual(
      Array.from({ length: 10 }, (_, k) => [`w09${k}`, 90 + k]),
    );
  });
});
