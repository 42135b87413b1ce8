// The text index's words that only one document holds (an SKU's digits, the SKU typed without its
// dashes: two per product), each with its one posting, in one sorted buffer of Latin-1 bytes instead
// of a string, a term object and a postings array each. At 10 lakh products those were 20 lakh words
// at ~180 bytes apiece on the JS heap, and the objects every full collection walked; here they take
// ~22 bytes (the word's bytes, its start, its posting) outside the heap.
//
// Words added since the last merge wait in a small map and are merged in, in order, when it fills,
// before a lookup of the sorted list, and at settle(). A word taken out is marked dead in its place
// (it still shapes the typo walk, it matches nothing) and dropped at a later merge; the same word
// added again takes its place back, so a product saved unchanged moves nothing.
import { Buffer } from 'node:buffer';
import type { SortedWords } from './word-walk.ts';

/** A dead word's posting. */
const DEAD = -1;
/** Words waiting before a merge: at least this many ... */
const MIN_PENDING = 16_384;
/**
 * ... or one in this many of the merged words: a first load copies the list ~150 times (at 8, ~40),
 * on the words' worker, which waits for the main thread half its time. The waiting words are strings
 * and a Map on the heap that each merge leaves as garbage: at 8 the worker's heap grew to 170–220 MiB
 * between full collections at 10 lakh, at 32 to ~110 (docs/decisions/2026-12-04-search-build-peak.md).
 */
const PENDING_SHARE = 32;
const BEYOND_LATIN1 = /[\u0100-\uffff]/;

/** Everything a SingleWords holds, as plain data another thread can send (text-build.ts). */
export interface SingleWordsState {
  bytes: Uint8Array<ArrayBuffer>;
  starts: Uint32Array<ArrayBuffer>;
  postings: Float64Array<ArrayBuffer>;
  count: number;
  dead: number;
  pending: Map<string, number>;
}

export class SingleWords {
  private bytes = Buffer.alloc(0);
  /** Word i is bytes[starts[i], starts[i + 1]). */
  private starts = new Uint32Array(1);
  /** Word i's posting, or DEAD. */
  private postings = new Float64Array(0);
  /** Words in the buffer, dead ones included. */
  private count = 0;
  private dead = 0;
  private pending = new Map<string, number>();

  /** The words as they are, with the buffers to transfer rather than copy. */
  state(): { state: SingleWordsState; transfer: ArrayBuffer[] } {
    const { count, dead, pending } = this;
    const bytes = this.bytes as Uint8Array<ArrayBuffer>;
    const starts = this.starts as Uint32Array<ArrayBuffer>;
    const postings = this.postings as Float64Array<ArrayBuffer>;
    const transfer = [starts.buffer, postings.buffer];
    // A buffer of its own (allocUnsafeSlow), not a slice of Node's shared pool.
    if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) transfer.push(bytes.buffer);
    return { state: { bytes, starts, postings, count, dead, pending }, transfer };
  }

  static fromState(state: SingleWordsState): SingleWords {
    const words = new SingleWords();
    words.bytes = Buffer.from(state.bytes.buffer, state.bytes.byteOffset, state.bytes.byteLength);
    words.starts = state.starts;
    words.postings = state.postings;
    words.count = state.count;
    words.dead = state.dead;
    words.pending = state.pending;
    return words;
  }

  /** Only words of Latin-1 characters are kept here: a byte each, compared as JS compares strings. */
  static accepts(word: string): boolean {
    return !BEYOND_LATIN1.test(word);
  }

  /** Live words held. */
  get size(): number {
    return this.count - this.dead + this.pending.size;
  }

  /** The word's posting, or undefined when it is not held. */
  get(word: string): number | undefined {
    const waiting = this.pending.get(word);
    if (waiting !== undefined) return waiting;
    const i = this.find(word);
    return i < 0 || this.postings[i] === DEAD ? undefined : this.postings[i];
  }

  /** What takeOrAdd answers when the word was not held and is now. */
  static readonly ADDED = -2;

  /**
   * A word accepted by accepts(): when held, takes it out and answers its posting (a second document
   * brings it); otherwise adds it with `posting` and answers ADDED. One lookup for both.
   */
  takeOrAdd(word: string, posting: number): number {
    const waiting = this.pending.get(word);
    if (waiting !== undefined) {
      this.pending.delete(word);
      return waiting;
    }
    const i = this.find(word);
    if (i >= 0) {
      const held = this.postings[i]!;
      if (held !== DEAD) {
        this.postings[i] = DEAD;
        this.dead++;
        return held;
      }
      // Taken out before: the word takes its place back.
      this.postings[i] = posting;
      this.dead--;
      return SingleWords.ADDED;
    }
    this.pending.set(word, posting);
    if (this.pending.size >= Math.max(MIN_PENDING, this.count / PENDING_SHARE)) this.merge();
    return SingleWords.ADDED;
  }

  /** Takes the word out; answers its posting, or undefined when it was not held. */
  delete(word: string): number | undefined {
    const waiting = this.pending.get(word);
    if (waiting !== undefined) {
      this.pending.delete(word);
      return waiting;
    }
    const i = this.find(word);
    if (i < 0 || this.postings[i] === DEAD) return undefined;
    const posting = this.postings[i];
    this.postings[i] = DEAD;
    this.dead++;
    return posting;
  }

  /** Merges the waiting words in, dropping the dead ones when they are many. */
  settle(): void {
    if (this.pending.size > 0 || this.dead * PENDING_SHARE > this.count) this.merge();
  }

  /** The sorted words, settled, for the typo walk; `valueOf` makes the value of each word's posting. */
  sorted<T>(valueOf: (posting: number) => T): SortedWords<T> {
    this.settle();
    const { bytes, starts, postings } = this;
    return {
      length: this.count,
      word: (i) => bytes.toString('latin1', starts[i]!, starts[i + 1]!),
      lowerBound: (key, from) => this.lowerBound(key, from),
      live: (i) => postings[i] !== DEAD,
      value: (i) => valueOf(postings[i]!),
    };
  }

  /** The word's index in the buffer (dead or alive), or -1. */
  private find(word: string): number {
    const i = this.lowerBound(word, 0);
    return i < this.count && this.compare(i, word) === 0 ? i : -1;
  }

  private lowerBound(key: string, from: number): number {
    let lo = from;
    let hi = this.count;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(mid, key) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * lowerBound from `from`, in steps that double, then halving: at a merge one word in eight or more
   * is new, so the next new word's place is a few words on, not anywhere in the list.
   */
  private gallop(key: string, from: number): number {
    let lo = from;
    let hi = from;
    let step = 1;
    while (hi < this.count && this.compare(hi, key) < 0) {
      lo = hi + 1;
      hi += step;
      step *= 2;
    }
    hi = Math.min(hi, this.count);
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(mid, key) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Word i against `key`, as JS compares strings: by character codes, then by length. */
  private compare(i: number, key: string): number {
    const start = this.starts[i]!;
    const length = this.starts[i + 1]! - start;
    const shared = Math.min(length, key.length);
    for (let k = 0; k < shared; k++) {
      const d = this.bytes[start + k]! - key.charCodeAt(k);
      if (d !== 0) return d;
    }
    return length - key.length;
  }

  /** A new buffer with the waiting words in their places and the dead ones left out. */
  private merge(): void {
    const added = [...this.pending.keys()].sort();
    const live = this.count - this.dead;
    const n = live + added.length;
    let size = 0;
    for (const word of added) size += word.length;
    size += this.starts[this.count]! - this.deadBytes();
    const bytes = Buffer.allocUnsafeSlow(size);
    const starts = new Uint32Array(n + 1);
    const postings = new Float64Array(n);
    let k = 0; // next entry written
    let at = 0; // next byte written
    let i = 0; // next old entry read
    const copyOld = (to: number) => {
      while (i < to) {
        if (this.postings[i] === DEAD) {
          i++;
          continue;
        }
        // A run of live words: their bytes in one copy, their starts shifted.
        let end = i;
        while (end < to && this.postings[end] !== DEAD) end++;
        const shift = at - this.starts[i]!;
        this.bytes.copy(bytes, at, this.starts[i]!, this.starts[end]!);
        for (let j = i; j < end; j++, k++) {
          starts[k] = this.starts[j]! + shift;
          postings[k] = this.postings[j]!;
        }
        at += this.starts[end]! - this.starts[i]!;
        i = end;
      }
    };
    for (const word of added) {
      copyOld(this.gallop(word, i));
      starts[k] = at;
      postings[k++] = this.pending.get(word)!;
      // Latin-1 (accepts): a byte a character; Buffer.write cost more than the loop for a short word.
      for (let c = 0; c < word.length; c++) bytes[at++] = word.charCodeAt(c);
    }
    copyOld(this.count);
    starts[k] = at;
    this.bytes = bytes;
    this.starts = starts;
    this.postings = postings;
    this.count = n;
    this.dead = 0;
    this.pending = new Map();
  }

  private deadBytes(): number {
    if (this.dead === 0) return 0;
    let n = 0;
    for (let i = 0; i < this.count; i++) if (this.postings[i] === DEAD) n += this.starts[i + 1]! - this.starts[i]!;
    return n;
  }
}
