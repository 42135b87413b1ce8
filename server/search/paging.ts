// Picks the documents of one page in the final order (relevance key, then the sort, then id) without
// sorting the whole result when it is large: a large result is read off the catalogue's precomputed
// sort order instead, which costs one pass and stops at the end of the page.
import { hasBit, listBits, type Bitset } from './bitset.ts';
import type { Scratch } from './scratch.ts';
import type { SlotCompare } from './sorted-slots.ts';
import { firstInOrder } from './top-k.ts';

export interface PageQuery {
  result: Bitset;
  /** Number of documents in result. */
  count: number;
  /** Result slots ascending, when already listed. */
  slots: Int32Array | null;
  /** Relevance key per entry of `slots`; null without query words (all equal). */
  keys: Int32Array | null;
  /** slot → index in `slots`, valid for result slots when keys are given. */
  dense: Int32Array;
  /** The catalogue in sort order (ties by id). */
  order: () => readonly number[];
  /** The same order as a comparison. */
  compare: SlotCompare;
  catalogueSize: number;
  start: number;
  end: number;
  scratch: Scratch;
}

/**
 * Sorting costs about n·log2(n) comparisons of ~20 ns; reading the full order costs ~2 ns a product:
 * a result is sorted when that is cheaper (measured at 10,000 and 100,000 products).
 */
export function cheaperToSort(count: number, catalogueSize: number): boolean {
  return count <= 64 || count * Math.log2(count) * 10 <= catalogueSize;
}

export function pageOfSlots(q: PageQuery): number[] {
  const end = Math.min(q.end, q.count);
  if (q.start >= end) return [];
  if (cheaperToSort(q.count, q.catalogueSize)) return sortSmall(q, end);
  return q.keys ? scanBuckets(q, q.keys, end) : scanPlain(q, end);
}

function sortSmall(q: PageQuery, end: number): number[] {
  const slots = q.slots ?? listBits(q.result, q.count, q.scratch.int32('slots', q.count));
  const keys = q.keys;
  // Only the first `end` results in order (a heap of them), not all of them: the comparator reads
  // the keys, and a scratch buffer holds the heap, so nothing per search outlives it.
  const compare = (a: number, b: number) => (keys ? keys[a]! - keys[b]! : 0) || q.compare(slots[a]!, slots[b]!);
  const first = firstInOrder(slots.length, end, compare, q.scratch.int32('order', end));
  return Array.from(first.subarray(q.start, end), (i) => slots[i]!);
}

function scanPlain(q: PageQuery, end: number): number[] {
  const out: number[] = [];
  let rank = 0;
  for (const slot of q.order()) {
    if (!hasBit(q.result, slot)) continue;
    if (rank >= q.start) out.push(slot);
    if (++rank >= end) break;
  }
  return out;
}

/**
 * Equal keys form buckets that keep the sort order. Only the buckets the page overlaps are collected,
 * and the scan stops once each holds as many documents as the page needs from it.
 */
function scanBuckets(q: PageQuery, keys: Int32Array, end: number): number[] {
  const counts = new Map<number, number>();
  let run = 0;
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    run++;
    if (i + 1 === keys.length || keys[i + 1] !== k) {
      counts.set(k, (counts.get(k) ?? 0) + run);
      run = 0;
    }
  }
  const wanted = new Map<number, { from: number; to: number; got: number[] }>();
  const ordered = [...counts.keys()].sort((a, b) => a - b);
  let before = 0;
  for (const k of ordered) {
    const size = counts.get(k)!;
    const from = Math.max(q.start - before, 0);
    const to = Math.min(end - before, size);
    if (from < to) wanted.set(k, { from, to, got: [] });
    before += size;
    if (before >= end) break;
  }
  let open = wanted.size;
  // Neighbours in the order often share a key: remember the last lookup.
  let lastKey = -1;
  let bucket: { to: number; got: number[] } | undefined;
  for (const slot of q.order()) {
    if (!hasBit(q.result, slot)) continue;
    const key = keys[q.dense[slot]!]!;
    if (key !== lastKey) {
      lastKey = key;
      bucket = wanted.get(key);
    }
    if (!bucket || bucket.got.length >= bucket.to) continue;
    bucket.got.push(slot);
    if (bucket.got.length === bucket.to && --open === 0) break;
  }
  const out: number[] = [];
  for (const k of ordered) {
    const bucket = wanted.get(k);
    if (bucket) out.push(...bucket.got.slice(bucket.from, bucket.to));
  }
  return out;
}

export interface LowestKeyQuery {
  result: Bitset;
  /** The catalogue in sort order (ties by id). */
  order: readonly number[];
  /** A result document's relevance key. */
  keyOf: (slot: number) => number;
  /** No document's key is below this. */
  lowest: number;
  start: number;
  end: number;
  /** Result documents to look at before giving up. */
  budget: number;
}

/**
 * The page when the first `end` documents of the result in the sort order that have the lowest
 * possible key are found within the budget: nothing can come before them, so the rest of the result
 * needs no key at all. For a large result ("gold" matches half the catalogue, and a tenth of its
 * matches have the word in the name) that is a few hundred keys instead of 5 lakh. null when the
 * budget runs out first: the caller then ranks the whole result.
 */
export function pageOfLowestKey(q: LowestKeyQuery): number[] | null {
  const found: number[] = [];
  let seen = 0;
  for (const slot of q.order) {
    if (!hasBit(q.result, slot)) continue;
    if (++seen > q.budget) return null;
    if (q.keyOf(slot) !== q.lowest) continue;
    found.push(slot);
    if (found.length >= q.end) return found.slice(q.start, q.end);
  }
  return null;
}
