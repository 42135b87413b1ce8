import { describe, expect, it } from 'vitest';
import { listBits } from './bitset.ts';
import { postingSlot, TextIndex } from './text-index.ts';

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
