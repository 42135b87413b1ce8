// Algolia's tie-breaking ranking, reduced to one integer per matching document (smaller is better):
// total typos, then the attributes matched (name first), then proximity of the words, then how many
// words matched only as the start of a longer word. The chosen sort breaks the remaining ties.
import { hasBit, type Bitset } from './bitset.ts';
import type { Scratch } from './scratch.ts';
import { firstAtOrAfter, gallop, postingInfo, postingSlot, SLOT_FACTOR } from './text-index.ts';
import type { WordMatch } from './text-match.ts';

/** Algolia's cap on the distance counted between two query words (also when in different attributes). */
const MAX_PROXIMITY = 8;

export interface RankingInfo {
  nbTypos: number;
  /** Sum over the query words of the attribute index they matched in (0 = name). */
  attributeScore: number;
  proximityDistance: number;
  /** Query words that matched a whole word. */
  nbExactWords: number;
}

// Each component stays below its multiplier for at most MAX_QUERY_WORDS (10) words.
const ATTR_SPAN = 64;
const PROXIMITY_SPAN = 128;
const EXACT_SPAN = 16;

/**
 * A sparse word's postings are searched for the result's documents (rather than all read) when they
 * outnumber the result this many times: a gallop costs a few reads where a walk costs one per posting.
 */
const GALLOP_SHARE = 8;

/**
 * Relevance keys for the documents in `slots` (ascending, all in `result`), in scratch 'keys'. On return
 * `dense` (catalogue-sized) maps each result slot to its index in `slots`.
 */
export function relevanceKeys(
  result: Bitset,
  slots: Int32Array,
  matches: readonly WordMatch[],
  dense: Int32Array,
  scratch: Scratch,
): Int32Array {
  const n = slots.length;
  const words = matches.length;
  for (let i = 0; i < n; i++) dense[slots[i]!] = i;

  // Per word and document, the best occurrence: fewest typos, best attribute, whole word, earliest.
  // code = typos · 2^16 + attribute · 2^13 + partial · 2^12 + position; info is attribute · 2^12 + position.
  const best = scratch.int32('best', words * n).fill(0x7fffffff);
  const codeOf = (head: number, info: number) => head | ((info >>> 12) << 13) | (info & 4095);
  matches.forEach(({ terms }, w) => {
    const base = w * n;
    for (const match of terms) {
      const term = match.ref;
      const head = (match.typos << 16) | (match.prefix ? 1 << 12 : 0);
      if (term.dense) {
        const { bits, info } = term.dense;
        if (n < result.length) {
          // Fewer results than bitset words: look each result document up.
          for (let i = 0; i < n; i++) {
            const slot = slots[i]!;
            if (!hasBit(bits, slot)) continue;
            const code = codeOf(head, info[slot]!);
            if (code < best[base + i]!) best[base + i] = code;
          }
          continue;
        }
        // A large result: walk the words of result ∩ term.
        for (let w = 0; w < result.length; w++) {
          let x = result[w]! & bits[w]!;
          while (x !== 0) {
            const low = x & -x;
            x ^= low;
            const slot = (w << 5) + (31 - Math.clz32(low));
            const code = codeOf(head, info[slot]!);
            const at = base + dense[slot]!;
            if (code < best[at]!) best[at] = code;
          }
        }
        continue;
      }
      const postings = term.postings;
      if (n * GALLOP_SHARE < postings.length) {
        // Far fewer results than postings: find each result document in the postings by galloping
        // from the last one found (both ascending) rather than reading every posting.
        let from = 0;
        for (let i = 0; i < n && from < postings.length; i++) {
          const slot = slots[i]!;
          from = gallop(postings, slot * SLOT_FACTOR, from);
          if (from < postings.length && postingSlot(postings[from]!) === slot) {
            const code = codeOf(head, postingInfo(postings[from]!));
            if (code < best[base + i]!) best[base + i] = code;
          }
        }
        continue;
      }
      for (let k = 0; k < postings.length; k++) {
        const p = postings[k]!;
        const slot = postingSlot(p);
        if (!hasBit(result, slot)) continue;
        const code = codeOf(head, postingInfo(p));
        const at = base + dense[slot]!;
        if (code < best[at]!) best[at] = code;
      }
    }
  });

  const keys = scratch.int32('keys', n);
  for (let i = 0; i < n; i++) keys[i] = keyOfCodes(best, i, n, words);
  return keys;
}

/** The key from one document's best code per word, read at codes[w·stride + at]. */
function keyOfCodes(codes: Int32Array, at: number, stride: number, words: number): number {
  let typos = 0;
  let attributes = 0;
  let partial = 0;
  let proximity = 0;
  let lastAttr = -1;
  let lastPos = 0;
  for (let w = 0; w < words; w++) {
    const code = codes[w * stride + at]!;
    const attr = (code >>> 13) & 7;
    const pos = code & 4095;
    typos += code >>> 16;
    attributes += attr;
    partial += (code >>> 12) & 1;
    if (w > 0) proximity += attr === lastAttr ? Math.min(Math.abs(pos - lastPos), MAX_PROXIMITY) : MAX_PROXIMITY;
    lastAttr = attr;
    lastPos = pos;
  }
  return keyOf(typos, attributes, proximity, partial);
}

function keyOf(typos: number, attributes: number, proximity: number, partial: number): number {
  return ((typos * ATTR_SPAN + attributes) * PROXIMITY_SPAN + proximity) * EXACT_SPAN + partial;
}

/**
 * The relevance key of one document of the result (the same number relevanceKeys gives it), looked up
 * term by term: a dense term by its bitset, a sparse one by a binary search of its postings. `codes`
 * (at least one entry per word) is working room. For the few documents a page needs, not a whole result.
 */
export function keyOfSlot(slot: number, matches: readonly WordMatch[], codes: Int32Array): number {
  for (let w = 0; w < matches.length; w++) {
    let best = 0x7fffffff;
    for (const match of matches[w]!.terms) {
      const term = match.ref;
      let info = -1;
      if (term.dense) {
        if (hasBit(term.dense.bits, slot)) info = term.dense.info[slot]!;
      } else {
        const postings = term.postings;
        const i = firstAtOrAfter(postings, slot * SLOT_FACTOR);
        if (i < postings.length && postingSlot(postings[i]!) === slot) info = postingInfo(postings[i]!);
      }
      if (info < 0) continue;
      const code = (match.typos << 16) | (match.prefix ? 1 << 12 : 0) | ((info >>> 12) << 13) | (info & 4095);
      if (code < best) best = code;
    }
    codes[w] = best;
  }
  return keyOfCodes(codes, 0, 1, matches.length);
}

/**
 * No document can have a smaller key than this: per word the fewest typos of any matching term and
 * no partial word if any term matches whole, every word in the name, and neighbouring words one
 * position apart (zero where two words share a term, or where a long field made positions share
 * their cap). A page whose documents all have this key cannot be beaten by a document not yet seen.
 */
export function lowestPossibleKey(matches: readonly WordMatch[], positionsCapped: boolean): number {
  let typos = 0;
  let partial = 0;
  let proximity = 0;
  matches.forEach(({ terms }, w) => {
    let fewest = Number.POSITIVE_INFINITY;
    let whole = false;
    for (const match of terms) {
      fewest = Math.min(fewest, match.typos);
      if (!match.prefix) whole = true;
    }
    typos += Number.isFinite(fewest) ? fewest : 0;
    if (!whole) partial++;
    if (w > 0 && !positionsCapped) {
      const before = new Set(matches[w - 1]!.terms.map((m) => m.term));
      if (!terms.some((m) => before.has(m.term))) proximity++;
    }
  });
  return keyOf(typos, 0, proximity, partial);
}

export function rankingInfoOf(key: number, words: number): RankingInfo {
  const partial = key % EXACT_SPAN;
  const rest = Math.floor(key / EXACT_SPAN);
  return {
    nbTypos: Math.floor(rest / PROXIMITY_SPAN / ATTR_SPAN),
    attributeScore: Math.floor(rest / PROXIMITY_SPAN) % ATTR_SPAN,
    proximityDistance: rest % PROXIMITY_SPAN,
    nbExactWords: words - partial,
  };
}
