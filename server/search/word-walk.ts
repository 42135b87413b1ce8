// The lookup of the words a query word may stand for in a sorted word list: the same word, a longer
// word it starts (as-you-type), or a word within Algolia's typo allowance. The list may be an array of
// strings (vocabulary.ts) or one buffer of words (single-words.ts): the walk reads it only through
// SortedWords.
//
// Typo matching walks the sorted list as if it were a trie: neighbours share a prefix, so the edit
// distance rows of that prefix are reused, and a prefix that is already too far from the query word
// skips every word under it with one binary search. No trie nodes are kept in memory.

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

/** A sorted list of distinct words, each with a value. */
export interface SortedWords<T> {
  readonly length: number;
  word(i: number): string;
  /** The first index at or after `from` whose word is not below `key` (in UTF-16 code unit order). */
  lowerBound(key: string, from: number): number;
  /** False for a word taken out but still kept in its place (it shapes the walk, it matches nothing). */
  live(i: number): boolean;
  value(i: number): T;
}

/** Above every character a word may hold: `prefix + HIGHEST` bounds the words starting with prefix. */
export const HIGHEST = '\uffff';

/** The walk's working rows, kept from one lookup to the next (one per list owner). */
export class WordWalk {
  private rows: Int32Array[] = [];
  private bestPrefix = new Int32Array(1);

  /** The terms the word may stand for, in the list's order. */
  match<T>(list: SortedWords<T>, word: string, maxTypos: number, prefix: boolean): TermMatch<T>[] {
    if (word === '' || list.length === 0) return [];
    return maxTypos <= 0 ? matchExactly(list, word, prefix) : this.matchWithTypos(list, word, maxTypos, prefix);
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
  private matchWithTypos<T>(list: SortedWords<T>, word: string, maxTypos: number, prefix: boolean): TermMatch<T>[] {
    const m = word.length;
    const out: TermMatch<T>[] = [];
    const first = this.row(0, m + 1);
    for (let j = 0; j <= m; j++) first[j] = j;
    let bestPrefix = this.bestPrefix;
    bestPrefix[0] = m;

    let previous = '';
    let valid = 0; // rows 0..valid hold the distances for previous[0..valid)
    let i = 0;
    while (i < list.length) {
      const term = list.word(i);
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
          const end = list.lowerBound(term.slice(0, depth) + HIGHEST, i + 1);
          const typos = bestPrefix[depth]!;
          if (prefix && typos <= maxTypos) {
            for (let k = i; k < end; k++) {
              if (list.live(k))
                out.push({ term: k === i ? term : list.word(k), ref: list.value(k), typos, prefix: true });
            }
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
      if (list.live(i)) {
        const whole = this.rows[term.length]![m]!;
        const start = prefix ? bestPrefix[term.length]! : Number.POSITIVE_INFINITY;
        if (whole <= maxTypos && whole <= start) out.push({ term, ref: list.value(i), typos: whole, prefix: false });
        else if (start <= maxTypos) out.push({ term, ref: list.value(i), typos: start, prefix: true });
      }
      i++;
    }
    return out;
  }
}

function matchExactly<T>(list: SortedWords<T>, word: string, prefix: boolean): TermMatch<T>[] {
  const from = list.lowerBound(word, 0);
  if (!prefix) {
    return from < list.length && list.live(from) && list.word(from) === word
      ? [{ term: word, ref: list.value(from), typos: 0, prefix: false }]
      : [];
  }
  const to = list.lowerBound(word + HIGHEST, from);
  const out: TermMatch<T>[] = [];
  for (let i = from; i < to; i++) {
    if (!list.live(i)) continue;
    const term = list.word(i);
    out.push({ term, ref: list.value(i), typos: 0, prefix: term !== word });
  }
  return out;
}
