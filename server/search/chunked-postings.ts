// A sparse word's postings while the words' worker builds a first load (text-build.ts), in
// Float64Arrays of a fixed size filled one after the other, outside the JS heap.
//
// As an array grown by push, a list of the 10-lakh catalogue's sparse words (32,000–125,000 postings,
// every one of them above V8's large-object size) left each outgrown copy in the worker's heap until
// a full collection, and a third of the last one spare: at the end of the load the worker's heap,
// most of what it kept these lists, was ~100 MiB of the build's peak
// (docs/decisions/2026-12-05-search-build-peak-2.md). Here growing is a new chunk, nothing is copied or
// left behind, and the chunks are what is transferred to the main thread at the end.
//
// A first load adds each word's postings in ascending order (appends); a product saved again during
// the load may insert or take out one in the middle, which shifts the later postings across chunks.
import { postingSlot, SLOT_FACTOR, type PostingLists } from './text-index.ts';

/** 2^13 postings (64 KiB) a chunk: 72 lists at 10 lakh leave at most ~4.6 MiB spare between them. */
const CHUNK_BITS = 13;

/** The list as sent to another thread: a structured clone keeps the fields, not the class. */
export interface ChunkedPostingsData {
  chunks: Float64Array<ArrayBuffer>[];
  length: number;
}

export class ChunkedPostings implements ChunkedPostingsData {
  chunks: Float64Array<ArrayBuffer>[] = [];
  length = 0;
  private readonly size: number;
  private readonly mask: number;

  /** `bits` (a chunk holds 2^bits) smaller than the default only in tests, to cross boundaries with few postings. */
  constructor(
    postings: readonly number[] = [],
    private readonly bits = CHUNK_BITS,
  ) {
    this.size = 1 << bits;
    this.mask = this.size - 1;
    for (const posting of postings) this.push(posting);
  }

  at(i: number): number {
    return this.chunks[i >>> this.bits]![i & this.mask]!;
  }

  push(posting: number): void {
    if (this.length === this.chunks.length * this.size) this.chunks.push(new Float64Array(this.size));
    this.chunks[this.length >>> this.bits]![this.length & this.mask] = posting;
    this.length++;
  }

  /** Puts `posting` at index i (0 ≤ i ≤ length), moving those from i on one place later. */
  insertAt(i: number, posting: number): void {
    this.push(0);
    const first = i >>> this.bits;
    for (let c = this.chunks.length - 1; c >= first; c--) {
      const chunk = this.chunks[c]!;
      const start = c === first ? i & this.mask : 0;
      const end = Math.min(this.size, this.length - c * this.size);
      chunk.copyWithin(start + 1, start, end - 1);
      // The previous chunk's last posting (not moved yet: chunks are moved from the last one down).
      if (c > first) chunk[0] = this.chunks[c - 1]![this.size - 1]!;
    }
    this.chunks[first]![i & this.mask] = posting;
  }

  /** Takes out the posting at index i (0 ≤ i < length), moving those after it one place earlier. */
  removeAt(i: number): void {
    const first = i >>> this.bits;
    const last = this.chunks.length - 1;
    for (let c = first; c <= last; c++) {
      const chunk = this.chunks[c]!;
      const start = c === first ? i & this.mask : 0;
      const end = Math.min(this.size, this.length - c * this.size);
      chunk.copyWithin(start, start + 1, end);
      // The next chunk's first posting (not moved yet: chunks are moved from the first one up).
      if (c < last) chunk[this.size - 1] = this.chunks[c + 1]![0]!;
    }
    this.length--;
    if (this.length === (this.chunks.length - 1) * this.size) this.chunks.pop();
  }

  /** The first index whose posting is at least `value` (postings ascending), or length. */
  firstAtOrAfter(value: number): number {
    let lo = 0;
    let hi = this.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.at(mid) < value) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Adds `posting` in its place (postings ascending): nearly always an append. */
  insertSorted(posting: number): void {
    if (this.length === 0 || this.at(this.length - 1) < posting) this.push(posting);
    else this.insertAt(this.firstAtOrAfter(posting), posting);
  }

  toArray(): number[] {
    return chunkedToArray(this);
  }
}

/**
 * The postings of a list (as sent, or as held) as an array of unboxed numbers, of its exact length:
 * copied into one Float64Array first, of which Array.from makes one (an array grown by push would
 * leave its outgrown copies behind, as above).
 */
export function chunkedToArray({ chunks, length }: ChunkedPostingsData): number[] {
  const flat = new Float64Array(length);
  let at = 0;
  for (const chunk of chunks) {
    const n = Math.min(chunk.length, length - at);
    flat.set(n === chunk.length ? chunk : chunk.subarray(0, n), at);
    at += n;
  }
  return Array.from(flat);
}

/** The worker's TextIndex keeps its sparse postings as ChunkedPostings. */
export const CHUNKED_POSTINGS: PostingLists<ChunkedPostings> = {
  of: (postings) => new ChunkedPostings(postings),
  length: (list) => list.length,
  insert: (list, posting) => list.insertSorted(posting),
  removeSlot(list, slot) {
    const i = list.firstAtOrAfter(slot * SLOT_FACTOR);
    if (i < list.length && postingSlot(list.at(i)) === slot) list.removeAt(i);
  },
  toArray: (list) => list.toArray(),
  // Only the last chunk has room spare, and the chunks are sent as they are (text-build.ts).
  exact: (list) => list,
};
