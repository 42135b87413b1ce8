// The sorted list of every indexed word, and the lookup of the words a query word may stand for:
// the same word, a longer word it starts (as-you-type), or a word within Algolia's typo allowance.
//
// Typo matching walks the sorted list as if it were a trie: neighbours share a prefix, so the edit
// distance rows of that prefix are reused, and a prefix that is already too far from the query word
// skips every word under it with one binary search. No trie nodes are kept in memory.
//
// The last answers are remembered until the word list changes: a shopper's typeahead sends the same
// few words over and over ("r", "ri", "rin", "ring"), and the walk was a third of a 6-hit search call
// (docs/decisions/2026-11-25-request-path-speed.md).

import { LRUCache } from 'lru-cache';

export interface TermMatch<T = unknown> {
  term: string;
  /**
   * What the owner stored with the term (the text index's postings). Carried in the match so that a
   * prefix standing for 1,00,000 SKU words costs no hash lookup per word: those lookups were most of
   * a one-letter typeahead's 400 ms.
   */
  ref: T;
  /** Edits (insert, delete, substitute, swap of neighbours) between the query word and the term or its start. */
  typos: number;
  /** The query word matched only the start of the term. */
  prefix: boolean;
}

/** Above this many pending additions, one sort is cheaper than inserting each. */
const BULK_THRESHOLD = 64;
/** Query words whose matches are remembered (least recently asked forgotten first). */
export const REMEMBERED_WORDS = 2_000;
const HIGHEST = '\uffff';

function lowerBound(terms: readonly string[], key: string, from = 0): number {
  let lo = from;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (terms[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export class Vocabulary<T = undefined> {
  private terms: string[] = [];
  /** values[i] belongs to terms[i]. */
  private values: T[] = [];
  private pending: string[] = [];
  private pendingValues: T[] = [];
  private rows: Int32Array[] = [];
  private bestPrefix = new Int32Array(1);
  private remembered = new LRUCache<string, readonly TermMatch<T>[]>({ max: REMEMBERED_WORDS });

  get size(): number {
    this.settle();
    return this.terms.length;
  }

  /** The caller adds each term once (when its first posting appears). */
  add(term: string, value?: T): void {
    this.pending.push(term);
    this.pendingValues.push(value as T);
  }

  delete(term: string): void {
    this.settle();
    const i = lowerBound(this.terms, term);
    if (this.terms[i] === term) {
      this.terms.splice(i, 1);
      this.values.splice(i, 1);
      this.remembered.clear();
    }
  }

  /** The terms the word may stand for; the array is shared between callers and must not be changed. */
  match(word: string, maxTypos: number, prefix: boolean): readonly TermMatch<T>[] {
    this.settle();
    if (word === '') return [];
    const key = `${maxTypos}${prefix ? '+' : '-'}${word}`;
    let found = this.remembered.get(key);
    if (!found) {
      found = maxTypos <= 0 ? this.matchExactly(word, prefix) : this.matchWithTypos(word, maxTypos, prefix);
      this.remembered.set(key, found);
    }
    return found;
  }

  private settle(): void {
    if (this.pending.length === 0) return;
    this.remembered.clear();
    if (this.pending.length > BULK_THRESHOLD) {
      const terms = this.terms.concat(this.pending);
      const values = this.values.concat(this.pendingValues);
      // Sorted as pairs: the order of the indexes, then both arrays in it.
      const order = Array.from(terms.keys()).sort((a, b) =>
        terms[a]! < terms[b]! ? -1 : terms[a]! > terms[b]! ? 1 : 0,
      );
      this.terms = order.map((i) => terms[i]!);
      this.values = order.map((i) => values[i]!);
    } else {
      this.pending.forEach((term, k) => {
        const at = lowerBound(this.terms, term);
        this.terms.splice(at, 0, term);
        this.values.splice(at, 0, this.pendingValues[k]!);
      });
    }
    this.pending = [];
    this.pendingValues = [];
  }

  private matchExactly(word: string, prefix: boolean): TermMatch<T>[] {
    const from = lowerBound(this.terms, word);
    if (!prefix) {
      return this.terms[from] === word ? [{ term: word, ref: this.values[from]!, typos: 0, prefix: false }] : [];
    }
    const to = lowerBound(this.terms, word + HIGHEST, from);
    const out: TermMatch<T>[] = [];
    for (let i = from; i < to; i++) {
      const term = this.terms[i]!;
      out.push({ term, ref: this.values[i]!, typos: 0, prefix: term !== word });
    }
    return out;
  }

  private row(depth: number, width: number): Int32Array {
    let r = this.rows[depth];
    if (!r || r.length < width) {
      r = new Int32Array(width);
      this.rows[depth] = r;
    }
    return r;
  }

  /** Optimal string alignment distance (Damerau: a swap of neighbours is one typo). */
  private matchWithTypos(word: string, maxTypos: number, prefix: boolean): TermMatch<T>[] {
    const terms = this.terms;
    const values = this.values;
    const m = word.length;
    const out: TermMatch<T>[] = [];
    const first = this.row(0, m + 1);
    for (let j = 0; j <= m; j++) first[j] = j;
    let bestPrefix = this.bestPrefix;
    bestPrefix[0] = m;

    let previous = '';
    let valid = 0; // rows 0..valid hold the distances for previous[0..valid)
    let i = 0;
    while (i < terms.length) {
      const term = terms[i]!;
      let depth = 0;
      const shared = Math.min(valid, previous.length, term.length);
      while (depth < shared && previous.charCodeAt(depth) === term.charCodeAt(depth)) depth++;
      if (bestPrefix.length <= term.length) {
        const grown = new Int32Array(term.length * 2 + 1);
        grown.set(bestPrefix);
        bestPrefix = this.bestPrefix = grown;
      }

      let skipTo = -1;
      while (depth < term.length) {
        const up = this.rows[depth]!;
        const cur = this.row(depth + 1, m + 1);
        const c = term.charCodeAt(depth);
        const before = depth > 0 ? term.charCodeAt(depth - 1) : -1;
        const upUp = depth > 0 ? this.rows[depth - 1]! : up;
        cur[0] = depth + 1;
        let rowMin = cur[0]!;
        for (let j = 1; j <= m; j++) {
          const wc = word.charCodeAt(j - 1);
          let v = Math.min(up[j]! + 1, cur[j - 1]! + 1, up[j - 1]! + (wc === c ? 0 : 1));
          if (j > 1 && wc === before && word.charCodeAt(j - 2) === c) v = Math.min(v, upUp[j - 2]! + 1);
          cur[j] = v;
          if (v < rowMin) rowMin = v;
        }
        depth++;
        bestPrefix[depth] = Math.min(bestPrefix[depth - 1]!, cur[m]!);
        if (rowMin > maxTypos) {
          // Row minima never fall again deeper down, so every term under this prefix is decided here.
          const end = lowerBound(terms, term.slice(0, depth) + HIGHEST, i + 1);
          const typos = bestPrefix[depth]!;
          if (prefix && typos <= maxTypos) {
            for (let k = i; k < end; k++) out.push({ term: terms[k]!, ref: values[k]!, typos, prefix: true });
          }
          skipTo = end;
          break;
        }
      }
      previous = term;
      valid = depth;
      if (skipTo >= 0) {
        i = skipTo;
        continue;
      }
      const whole = this.rows[term.length]![m]!;
      const start = prefix ? bestPrefix[term.length]! : Number.POSITIVE_INFINITY;
      if (whole <= maxTypos && whole <= start) out.push({ term, ref: values[i]!, typos: whole, prefix: false });
      else if (start <= maxTypos) out.push({ term, ref: values[i]!, typos: start, prefix: true });
      i++;
    }
    return out;
  }
}
