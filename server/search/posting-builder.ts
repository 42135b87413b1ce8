// Gathers the postings of a bulk build (the catalogue at start) into flat typed arrays, then groups
// them by word in one counting sort, with the vocabulary sorted once.
//
// Building word by word (a Term object, a JS array grown by push and a Map entry per word, one
// product at a time) made the 10 lakh build ~60% garbage collection: 3 million small objects that
// all live as long as the index, promoted through the young generation beside 2.3 GiB of products.
// Here a build makes two growing typed arrays and one Map, and the index keeps one Float64Array.
import type { TextField } from './record.ts';
import { bestOccurrences, SLOT_FACTOR } from './text-index.ts';

export interface BuiltPostings {
  /** Every word, sorted (code unit order, as the vocabulary compares); a word's id is its index. */
  words: string[];
  /** word → id, the same as words' indexes. */
  ids: Map<string, number>;
  /** Postings of word id t are flat[start[t]..start[t + 1]), ascending. */
  flat: Float64Array;
  /** words.length + 1 offsets into flat. */
  start: Int32Array;
}

export class PostingBuilder {
  private readonly ids = new Map<string, number>();
  private termOf: Int32Array;
  private postings: Float64Array;
  private count = 0;
  private lastSlot = -1;

  /** `expected`: postings to make room for at first (the arrays double when it is short). */
  constructor(expected = 1024) {
    this.termOf = new Int32Array(Math.max(16, expected));
    this.postings = new Float64Array(Math.max(16, expected));
  }

  /** Slots must come in ascending order, each once: that keeps every word's postings sorted. */
  add(slot: number, fields: readonly TextField[]): void {
    if (slot <= this.lastSlot) throw new Error(`PostingBuilder: slot ${slot} after ${this.lastSlot}`);
    this.lastSlot = slot;
    for (const [word, info] of bestOccurrences(fields)) {
      let id = this.ids.get(word);
      if (id === undefined) {
        id = this.ids.size;
        this.ids.set(word, id);
      }
      if (this.count === this.termOf.length) this.grow();
      this.termOf[this.count] = id;
      this.postings[this.count] = slot * SLOT_FACTOR + info;
      this.count++;
    }
  }

  /** The builder must not be used afterwards: its Map becomes the index's. */
  finish(): BuiltPostings {
    const ids = this.ids;
    // The default sort compares strings by code units, as the vocabulary's `<` does, without a
    // comparator call per comparison.
    const words = [...ids.keys()].sort();
    const renumber = new Int32Array(words.length);
    for (let i = 0; i < words.length; i++) {
      const w = words[i]!;
      renumber[ids.get(w)!] = i;
      ids.set(w, i);
    }
    const start = new Int32Array(words.length + 1);
    for (let k = 0; k < this.count; k++) start[renumber[this.termOf[k]!]! + 1]!++;
    for (let t = 0; t < words.length; t++) start[t + 1]! += start[t]!;
    // Placed in the order gathered, which is slot order: each word's run comes out ascending.
    const next = start.slice(0, words.length);
    const flat = new Float64Array(this.count);
    for (let k = 0; k < this.count; k++) flat[next[renumber[this.termOf[k]!]!]!++] = this.postings[k]!;
    this.termOf = new Int32Array(0);
    this.postings = new Float64Array(0);
    return { words, ids, flat, start };
  }

  private grow(): void {
    const termOf = new Int32Array(this.termOf.length * 2);
    termOf.set(this.termOf);
    this.termOf = termOf;
    const postings = new Float64Array(this.postings.length * 2);
    postings.set(this.postings);
    this.postings = postings;
  }
}
