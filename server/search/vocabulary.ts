// The sorted list of the text index's words held by more than one document (single-words.ts holds
// the others), and the lookup of the words a query word may stand for (word-walk.ts).
//
// The last answers are remembered until the word list changes: a shopper's typeahead sends the same
// few words over and over ("r", "ri", "rin", "ring"), and the walk was a third of a 6-hit search call
// (docs/decisions/2026-11-25-request-path-speed.md).

import { LRUCache } from 'lru-cache';
import { WordWalk, type SortedWords, type TermMatch } from './word-walk.ts';

export type { TermMatch } from './word-walk.ts';

/** Above this many pending additions, one sort is cheaper than inserting each. */
const BULK_THRESHOLD = 64;
/** Query words whose matches are remembered (least recently asked forgotten first). */
export const REMEMBERED_WORDS = 2_000;

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
  private readonly walk = new WordWalk();
  private remembered = new LRUCache<string, readonly TermMatch<T>[]>({ max: REMEMBERED_WORDS });

  get size(): number {
    this.settle();
    return this.terms.length;
  }

  /** The sorted terms and their values, for another thread (text-build.ts): plain arrays. */
  state(): { terms: string[]; values: T[] } {
    this.settle();
    return { terms: this.terms, values: this.values };
  }

  static fromState<T>(state: { terms: string[]; values: T[] }): Vocabulary<T> {
    const vocabulary = new Vocabulary<T>();
    vocabulary.terms = state.terms;
    vocabulary.values = state.values;
    return vocabulary;
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
      found = this.walk.match(new TermList(this.terms, this.values), word, maxTypos, prefix);
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
}

/** Sorted terms and their values, as the walk reads them. */
class TermList<T> implements SortedWords<T> {
  constructor(
    private readonly terms: readonly string[],
    private readonly values: readonly T[],
  ) {}

  get length(): number {
    return this.terms.length;
  }

  word(i: number): string {
    return this.terms[i]!;
  }

  lowerBound(key: string, from: number): number {
    return lowerBound(this.terms, key, from);
  }

  live(): boolean {
    return true;
  }

  value(i: number): T {
    return this.values[i]!;
  }
}
