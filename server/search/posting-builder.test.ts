import { describe, expect, it } from 'vitest';
import { listBits } from './bitset.ts';
import { PostingBuilder } from './posting-builder.ts';
import type { TextField } from './record.ts';
import { postingInfo, postingSlot, TextIndex } from './text-index.ts';

const name = (...tokens: string[]): TextField[] => [{ attribute: 0, tokens }];

/** Each word's postings as [slot, info] pairs, from the built arrays. */
function grouped(builder: PostingBuilder): Record<string, [number, number][]> {
  const { words, ids, flat, start } = builder.finish();
  const out: Record<string, [number, number][]> = {};
  words.forEach((word, t) => {
    expect(ids.get(word)).toBe(t);
    out[word] = Array.from(flat.subarray(start[t]!, start[t + 1]!), (p) => [postingSlot(p), postingInfo(p)]);
  });
  return out;
}

describe('PostingBuilder', () => {
  it.each([
    { docs: [], expected: {} },
    { docs: [[0, name('gold')]], expected: { gold: [[0, 0]] } },
    {
      // Words sorted by code unit, postings by slot; a word twice in one document keeps its best place.
      docs: [
        [2, name('ring', 'gold', 'ring')],
        [5, [...name('b'), { attribute: 1, tokens: ['gold', 'ring'] }]],
        [9, name('Zed', 'ring')],
      ],
      expected: {
        Zed: [[9, 0]],
        b: [[5, 0]],
        gold: [
          [2, 1],
          [5, 1 << 12],
        ],
        ring: [
          [2, 0],
          [5, (1 << 12) | 1],
          [9, 1],
        ],
      },
    },
  ] as { docs: [number, TextField[]][]; expected: Record<string, [number, number][]> }[])(
    'groups $docs.length documents by word',
    ({ docs, expected }) => {
      const builder = new PostingBuilder(1);
      for (const [slot, fields] of docs) builder.add(slot, fields);
      const out = grouped(builder);
      expect(out).toEqual(expected);
      expect(Object.keys(out)).toEqual(Object.keys(expected).sort());
    },
  );

  it('grows past the room it was given', () => {
    const builder = new PostingBuilder(1);
    for (let slot = 0; slot < 100; slot++) builder.add(slot, name('w', `s${slot}`));
    const out = grouped(builder);
    expect(out.w!.map(([slot]) => slot)).toEqual(Array.from({ length: 100 }, (_, i) => i));
    expect(out.s42).toEqual([[42, 1]]);
  });

  it('refuses a slot that is not after the last one', () => {
    const builder = new PostingBuilder();
    builder.add(3, name('a'));
    expect(() => builder.add(3, name('b'))).toThrow(/slot 3 after 3/);
    expect(() => builder.add(1, name('b'))).toThrow(/slot 1 after 3/);
  });
});

describe('TextIndex from a bulk build', () => {
  const docs = (slot: number): TextField[] => [
    { attribute: 0, tokens: ['gold', slot % 3 === 0 ? 'rose' : 'ring', `sku${slot}`] },
  ];

  function both(capacity: number, count: number): [TextIndex, TextIndex] {
    const builder = new PostingBuilder();
    const oneByOne = new TextIndex(capacity);
    for (let slot = 0; slot < count; slot++) {
      builder.add(slot, docs(slot));
      oneByOne.add(slot, docs(slot));
    }
    return [new TextIndex(capacity, builder.finish()), oneByOne];
  }

  const facts = (text: TextIndex, word: string) => {
    const term = text.term(word);
    if (!term) return undefined;
    return {
      df: term.df,
      postings: term.postings,
      dense: term.dense && { slots: Array.from(listBits(term.dense.bits)), info: Array.from(term.dense.info) },
    };
  };

  it('holds what adding one document at a time holds, dense words included', () => {
    const [bulk, single] = both(600, 400);
    expect(bulk.termCount).toBe(single.termCount);
    for (const word of ['gold', 'rose', 'ring', 'sku0', 'sku399', 'sku400']) {
      expect(facts(bulk, word), word).toEqual(facts(single, word));
    }
    expect(bulk.term('gold')!.dense).not.toBeNull();
    expect(bulk.term('rose')!.dense).toBeNull();
    expect(bulk.match('sku39', 0, true).map((m) => m.term)).toEqual(single.match('sku39', 0, true).map((m) => m.term));
  });

  it('takes changes after the build as the one-by-one index does', () => {
    const [bulk, single] = both(600, 400);
    for (const text of [bulk, single]) {
      for (let slot = 0; slot < 300; slot += 2) text.remove(slot, docs(slot));
      text.add(0, [{ attribute: 2, tokens: ['sku7', 'new'] }]);
      text.add(450, docs(450));
    }
    for (const word of ['gold', 'rose', 'ring', 'sku0', 'sku7', 'sku299', 'sku450', 'new']) {
      expect(facts(bulk, word), word).toEqual(facts(single, word));
    }
    expect(bulk.term('sku2')).toBeUndefined();
    expect(bulk.match('new', 0, false).map((m) => m.term)).toEqual(['new']);
    // A number freed by a word that went away serves a new word without mixing their postings.
    bulk.add(451, name('fresh'));
    expect(bulk.term('fresh')!.postings.map(postingSlot)).toEqual([451]);
    expect(bulk.term('sku450')!.postings.map(postingSlot)).toEqual([450]);
  });
});
