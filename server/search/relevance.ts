// Algolia's tie-breaking ranking, reduced to one integer per matching document (smaller is better):
// total typos, then the attributes matched (name first), then proximity of the words, then how many
// words matched only as the start of a longer word. The chosen sort breaks the remaining ties.
import { hasBit, type Bitset } from './bitset.ts';
import type { Scratch } from './scratch.ts';
import { postingInfo, postingSlot } from './text-index.ts';
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
  for (let i = 0; i < n; i++) {
    let typos = 0;
    let attributes = 0;
    let partial = 0;
    let proximity = 0;
    let lastAttr = -1;
    let lastPos = 0;
    for (let w = 0; w < words; w++) {
      const code = best[w * n + i]!;
      const attr = (code >>> 13) & 7;
      const pos = code & 4095;
      typos += code >>> 16;
      attributes += attr;
      partial += (code >>> 12) & 1;
      if (w > 0) proximity += attr === lastAttr ? Math.min(Math.abs(pos - lastPos), MAX_PROXIMITY) : MAX_PROXIMITY;
      lastAttr = attr;
      lastPos = pos;
    }
    keys[i] = ((typos * ATTR_SPAN + attributes) * PROXIMITY_SPAN + proximity) * EXACT_SPAN + partial;
  }
  return keys;
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
