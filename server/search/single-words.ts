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
//
// The buffers have room: a merge moves the words in place, from the end, and only a merge that does
// not fit makes new buffers (with half again as much room). Making new buffers at every merge held the
// old and the new list at once, ~44 MB each near the end of a 10-lakh load, on the words' worker while
// the process was at its largest (docs/decisions/2026-12-05-search-build-peak-2.md).
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
/** New buffers have room for this many times what they hold. */
const GROWTH = 1.5;
/** Room given back by trim() once more than this share of the buffers is spare. */
const SPARE_SHARE = 8;
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
  /** The words' bytes, then room. */
  private bytes = Buffer.alloc(0);
  /** Word i is bytes[starts[i], starts[i + 1]); then room. */
  private starts = new Uint32Array(1);
  /** Word i's posting, or DEAD; then room. */
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

  /** Gives back the buffers' room when much of them is spare (after a bulk build). */
  trim(): void {
    const used = this.starts[this.count]!;
    const spare = (room: number, held: number) => room - held > held / SPARE_SHARE;
    if (!spare(this.postings.length, this.count) && !spare(this.bytes.length, used)) return;
    this.resize(this.count, used);
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
   * lowerBound in [0, to), from `to` down in steps that double, then halving: at a merge one word in
   * 32 or more is new, so the next new word's place is a few words before the last one's.
   */
  private gallopDown(key: string, to: number): number {
    let hi = to; // the words in [hi, to) are at least key
    let step = 1;
    let lo = hi - step;
    while (lo > 0 && this.compare(lo, key) >= 0) {
      hi = lo;
      step *= 2;
      lo = hi - step;
    }
    lo = Math.max(lo, 0);
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

  /** The waiting words merged into their places, the dead ones left out. */
  private merge(): void {
    const added = [...this.pending.keys()].sort();
    let addedBytes = 0;
    for (const word of added) addedBytes += word.length;
    if (this.dead > 0) this.dropDead();
    const n = this.count + added.length;
    const size = this.starts[this.count]! + addedBytes;
    if (n >= this.starts.length || size > this.bytes.length) {
      this.resize(Math.ceil(n * GROWTH), Math.ceil(size * GROWTH));
    }
    this.mergeFromEnd(added, addedBytes);
    this.count = n;
    this.pending = new Map();
  }

  /** Drops the dead words, moving the live ones down in place (a run of live words at a time). */
  private dropDead(): void {
    const { bytes, starts, postings } = this;
    let k = 0; // next entry written (never past the one read)
    let at = 0; // next byte written
    let i = 0; // next entry read
    while (i < this.count) {
      if (postings[i] === DEAD) {
        i++;
        continue;
      }
      let end = i;
      while (end < this.count && postings[end] !== DEAD) end++;
      const from = starts[i]!;
      const to = starts[end]!;
      bytes.copy(bytes, at, from, to);
      for (let j = i; j < end; j++, k++) {
        starts[k] = starts[j]! - from + at;
        postings[k] = postings[j]!;
      }
      at += to - from;
      i = end;
    }
    starts[k] = at;
    this.count = k;
    this.dead = 0;
  }

  /**
   * The sorted `added` words into their places, from the last one down: the words after each move up
   * by the added words before them (bytes and entries alike), so nothing not yet moved is written over.
   * The buffers have room for them all; no word is dead.
   */
  private mergeFromEnd(added: readonly string[], addedBytes: number): void {
    const { bytes, starts, postings } = this;
    starts[this.count + added.length] = starts[this.count]! + addedBytes;
    let i = this.count; // entries [0, i) have not moved
    let before = addedBytes; // bytes of added[0..t]
    for (let t = added.length - 1; t >= 0; t--) {
      const word = added[t]!;
      const j = this.gallopDown(word, i);
      const from = starts[j]!;
      bytes.copy(bytes, from + before, from, starts[i]!);
      for (let x = i - 1; x >= j; x--) {
        starts[x + t + 1] = starts[x]! + before;
        postings[x + t + 1] = postings[x]!;
      }
      before -= word.length;
      let at = from + before;
      starts[j + t] = at;
      postings[j + t] = this.pending.get(word)!;
      // Latin-1 (accepts): a byte a character; Buffer.write cost more than the loop for a short word.
      for (let c = 0; c < word.length; c++) bytes[at++] = word.charCodeAt(c);
      i = j;
    }
  }

  /** New buffers with room for `entries` words of `size` bytes in all, holding the words as they are. */
  private resize(entries: number, size: number): void {
    const used = this.starts[this.count]!;
    const bytes = Buffer.allocUnsafeSlow(size);
    this.bytes.copy(bytes, 0, 0, used);
    const starts = new Uint32Array(entries + 1);
    starts.set(this.starts.subarray(0, this.count + 1));
    const postings = new Float64Array(entries);
    postings.set(this.postings.subarray(0, this.count));
    this.bytes = bytes;
    this.starts = starts;
    this.postings = postings;
  }
}
