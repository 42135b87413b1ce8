import { describe, expect, it } from 'vitest';
import { listBits } from './bitset.ts';
import { createRng } from '../../tests/support/product-factory.ts';
import { postingSlot, SLOT_FACTOR, TextIndex } from './text-index.ts';
import { Vocabulary } from './vocabulary.ts';

const fields = (...words: string[]) => [{ attribute: 0, tokens: words }];
/** The slots holding a word, whichever form the term is in. */
const slotsOf = (text: TextIndex, word: string): number[] => {
  const term = text.term(word);
  if (!term) return [];
  return term.dense ? Array.from(listBits(term.dense.bits, term.df)) : term.postings.map(postingSlot);
};

describe('TextIndex', () => {
  it('turns a word dense at 256 documents without keeping its postings, and sparse again below half', () => {
    const text = new TextIndex(1000);
    for (let slot = 0; slot < 300; slot++) text.add(slot, fields('gold', `sku${slot}`));
    const gold = text.term('gold')!;
    expect(gold.dense).not.toBeNull();
    expect(gold.postings).toEqual([]);
    expect(gold.df).toBe(300);
    expect(slotsOf(text, 'gold')).toEqual(Array.from({ length: 300 }, (_, i) => i));

    for (let slot = 0; slot < 180; slot++) text.remove(slot, fields('gold', `sku${slot}`));
    const after = text.term('gold')!;
    expect(after.dense).toBeNull();
    expect(after.df).toBe(120);
    expect(slotsOf(text, 'gold')).toEqual(Array.from({ length: 120 }, (_, i) => 180 + i));
    expect(text.term('sku5')).toBeUndefined();
    expect(slotsOf(text, 'sku250')).toEqual([250]);
  });

  it('keeps the best occurrence of a dense word when a document is added again after removal', () => {
    const text = new TextIndex(600);
    for (let slot = 0; slot < 260; slot++) text.add(slot, fields('ring'));
    text.remove(7, fields('ring'));
    expect(text.term('ring')!.df).toBe(259);
    text.add(7, [{ attribute: 2, tokens: ['x', 'ring'] }]);
    const term = text.term('ring')!;
    expect(term.df).toBe(260);
    expect(term.dense!.info[7]).toBe((2 << 12) | 1);
  });
});

describe('TextIndex with words one document holds', () => {
  /** Slot and info of each posting a match carries, by term. */
  const matched = (text: TextIndex, word: string, typos: number, prefix: boolean) =>
    text
      .match(word, typos, prefix)
      .map((m) => [
        m.term,
        m.typos,
        m.prefix,
        m.ref.dense ? Array.from(listBits(m.ref.dense.bits, m.ref.df)) : m.ref.postings.slice(),
      ]);

  it('moves a word into the terms at its second document and answers the same matches', () => {
    const text = new TextIndex(100);
    text.add(0, fields('svri000001', 'ring'));
    text.add(1, fields('svri000002', 'ring'));
    expect(matched(text, 'svri00000', 0, true)).toEqual([
      ['svri000001', 0, true, [0]],
      ['svri000002', 0, true, [1 * SLOT_FACTOR]],
    ]);
    text.add(2, [{ attribute: 1, tokens: ['svri000001'] }]);
    expect(text.term('svri000001')!.postings).toEqual([0, 2 * SLOT_FACTOR + (1 << 12)]);
    expect(matched(text, 'svri00000', 0, true)).toEqual([
      ['svri000001', 0, true, [0, 2 * SLOT_FACTOR + (1 << 12)]],
      ['svri000002', 0, true, [1 * SLOT_FACTOR]],
    ]);
    text.remove(1, fields('svri000002', 'ring'));
    expect(text.term('svri000002')).toBeUndefined();
    expect(matched(text, 'svri000002', 0, false)).toEqual([]);
    expect(text.termCount).toBe(2);
  });

  it('answers every lookup as a word list of every word would, through adds and removals', () => {
    const rng = createRng(3);
    const text = new TextIndex(400);
    const held = new Map<number, string[]>();
    const reference = new Vocabulary<number[]>();
    const randomWord = () => Array.from({ length: rng.int(2, 6) }, () => rng.pick([...'abor01ë'])).join('');
    for (let step = 0; step < 3_000; step++) {
      const slot = rng.int(0, 399);
      const before = held.get(slot);
      if (before) {
        text.remove(slot, fields(...before));
        held.delete(slot);
      }
      if (rng.chance(0.7)) {
        const words = [...new Set(Array.from({ length: rng.int(1, 3) }, randomWord))];
        text.add(slot, fields(...words));
        held.set(slot, words);
      }
    }
    const slotsByWord = new Map<string, number[]>();
    for (const [slot, words] of held) {
      words.forEach((word, position) => {
        const slots = slotsByWord.get(word) ?? [];
        slots.push(slot * SLOT_FACTOR + position);
        slotsByWord.set(word, slots);
      });
    }
    for (const [word, postings] of slotsByWord)
      reference.add(
        word,
        postings.sort((a, b) => a - b),
      );
    expect(text.termCount).toBe(slotsByWord.size);
    for (let q = 0; q < 300; q++) {
      const word = randomWord().slice(0, rng.int(1, 5));
      const typos = rng.int(0, 2);
      const prefix = rng.chance(0.5);
      const want = reference.match(word, typos, prefix).map((m) => [m.term, m.typos, m.prefix, m.ref]);
      expect(matched(text, word, typos, prefix), `${word} ${typos} ${prefix}`).toEqual(want);
    }
  });
});
