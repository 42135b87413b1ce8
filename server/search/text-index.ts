// Inverted index: word → the documents holding it, each with where its best occurrence is
// (attribute, position), which the ranking needs.
//
// A word keeps a sorted array of postings (flat memory; a document is taken out with a binary
// search). A frequent word ("gold", "diamond", "rose") keeps a bitset and a per-slot array of the same
// facts instead: OR-ing 3,125 words beats setting 80,000 bits at 100,000 products, and the ranking
// then reads the few result documents instead of walking every posting. Only words in 1 of 8
// documents are dense: the per-slot array costs 2 bytes a slot whatever the word's count, which for
// the 97 words in 1 of 32 documents was 200 MB at 10 lakh products.
//
// A word only one document holds (most words: an SKU's digits) is kept apart, in one buffer with its
// posting (single-words.ts), until a second document brings it: it then becomes a term like the others.
import { clearBit, createBitset, hasBit, listBits, resizeBitset, setBit, type Bitset } from './bitset.ts';
import type { TextField } from './record.ts';
import { LRUCache } from 'lru-cache';
import { SingleWords, type SingleWordsState } from './single-words.ts';
import { REMEMBERED_WORDS, Vocabulary, type TermMatch } from './vocabulary.ts';
import { WordWalk } from './word-walk.ts';

/** A posting is slot × 2^16 + info, info = attribute × 2^12 + position: exact in a double up to 2^37 slots. */
export const SLOT_FACTOR = 65536;
const MAX_POSITION = 4095;

/** A word is dense once in 1 of 8 documents ... */
const DENSE_SHARE = 8;
/** ... and at least this common: small catalogues need none. */
const DENSE_MIN = 256;

export function postingSlot(posting: number): number {
  return Math.floor(posting / SLOT_FACTOR);
}

export function postingInfo(posting: number): number {
  return posting % SLOT_FACTOR;
}

export function infoAttribute(info: number): number {
  return info >>> 12;
}

export function infoPosition(info: number): number {
  return info & MAX_POSITION;
}

export interface DenseTerm {
  bits: Bitset;
  /** info per slot, valid where bits is set. */
  info: Uint16Array;
}

/** `P`: how the sparse postings are kept; the searches read arrays (the words' worker keeps chunks). */
export interface Term<P = number[]> {
  /** slot × 2^16 + info, ascending; empty while the term is dense. */
  postings: P;
  dense: DenseTerm | null;
  /** Documents holding the word. */
  df: number;
}

/**
 * How a TextIndex keeps and changes a sparse word's postings. The main thread's index keeps arrays
 * (ARRAY_POSTINGS), which the searches read; the words' worker keeps chunks outside its heap
 * (chunked-postings.ts), which it sends to the main thread at the end of a first load.
 */
export interface PostingLists<P> {
  /** A list of these postings (ascending; the array may be kept). */
  of(postings: number[]): P;
  length(list: P): number;
  /** Adds `posting` in its place. */
  insert(list: P, posting: number): void;
  /** Takes out the slot's posting, if the list has one. */
  removeSlot(list: P, slot: number): void;
  /** The postings as an array (to make a word dense). */
  toArray(list: P): readonly number[];
  /** The list at its exact length, with no room spare (after a bulk build). */
  exact(list: P): P;
}

export const ARRAY_POSTINGS: PostingLists<number[]> = {
  of: (postings) => postings,
  length: (list) => list.length,
  insert: insertSorted,
  removeSlot(list, slot) {
    const i = firstAtOrAfter(list, slot * SLOT_FACTOR);
    if (i < list.length && postingSlot(list[i]!) === slot) list.splice(i, 1);
  },
  toArray: (list) => list,
  exact: (list) => (list.length > 1 ? list.slice() : list),
};

/**
 * Everything a TextIndex holds, as data another thread can send (text-build.ts): a term is one object
 * in both `terms` and the vocabulary's values, which one message keeps (structured clone keeps identity).
 */
export interface TextIndexState<P = number[]> {
  capacity: number;
  positionsCapped: boolean;
  terms: Map<string, Term<P>>;
  vocabulary: { terms: string[]; values: Term<P>[] };
  singles: SingleWordsState;
}

export class TextIndex<P = number[]> {
  /**
   * Some field had a word past MAX_POSITION, so two words may share a stored position (a proximity
   * of 0 between different words): the ranking's lowest possible key must then allow it.
   */
  positionsCapped = false;
  /** Words two or more documents hold (and any word beyond Latin-1). */
  private terms = new Map<string, Term<P>>();
  private vocabulary = new Vocabulary<Term<P>>();
  private singles = new SingleWords();
  private readonly singleWalk = new WordWalk();
  /** Matches in both word lists, until either changes (the vocabulary remembers its own the same way). */
  private remembered = new LRUCache<string, readonly TermMatch<Term<P>>[]>({ max: REMEMBERED_WORDS });
  private readonly lists: PostingLists<P>;

  /** `lists`: how sparse postings are kept; arrays unless given (the words' worker keeps chunks). */
  constructor(
    private capacity: number,
    lists?: PostingLists<P>,
  ) {
    this.lists = lists ?? (ARRAY_POSTINGS as unknown as PostingLists<P>);
  }

  /** The index as data, with the buffers that may be transferred rather than copied. */
  state(): { state: TextIndexState<P>; transfer: ArrayBuffer[] } {
    const singles = this.singles.state();
    const transfer = singles.transfer;
    for (const term of this.terms.values()) {
      if (term.dense) transfer.push(term.dense.bits.buffer as ArrayBuffer, term.dense.info.buffer as ArrayBuffer);
    }
    const state: TextIndexState<P> = {
      capacity: this.capacity,
      positionsCapped: this.positionsCapped,
      terms: this.terms,
      vocabulary: this.vocabulary.state(),
      singles: singles.state,
    };
    return { state, transfer };
  }

  static fromState(state: TextIndexState): TextIndex {
    const text = new TextIndex(state.capacity);
    text.positionsCapped = state.positionsCapped;
    text.terms = state.terms;
    text.vocabulary = Vocabulary.fromState(state.vocabulary);
    text.singles = SingleWords.fromState(state.singles);
    return text;
  }

  get termCount(): number {
    return this.terms.size + this.singles.size;
  }

  add(slot: number, fields: readonly TextField[]): void {
    for (const field of fields) if (field.tokens.length > MAX_POSITION) this.positionsCapped = true;
    for (const [word, info] of bestOccurrences(fields)) {
      const term = this.terms.get(word) ?? this.fromSingle(word, slot * SLOT_FACTOR + info);
      if (!term) continue;
      if (term.dense) {
        if (!hasBit(term.dense.bits, slot)) term.df++;
        setBit(term.dense.bits, slot);
        term.dense.info[slot] = info;
        continue;
      }
      this.lists.insert(term.postings, slot * SLOT_FACTOR + info);
      term.df = this.lists.length(term.postings);
      if (this.shouldBeDense(term.df)) {
        term.dense = this.densify(this.lists.toArray(term.postings));
        // The bitset and per-slot array hold every fact: the postings would only double the memory.
        term.postings = this.lists.of([]);
      }
    }
  }

  /** `fields` must be those the slot was added with (the engine derives both from the same record). */
  remove(slot: number, fields: readonly TextField[]): void {
    for (const word of bestOccurrences(fields).keys()) {
      const term = this.terms.get(word);
      if (!term) {
        const posting = this.singles.get(word);
        if (posting !== undefined && postingSlot(posting) === slot) {
          this.singles.delete(word);
          this.forgetMatches();
        }
        continue;
      }
      if (term.dense) {
        if (!hasBit(term.dense.bits, slot)) continue;
        clearBit(term.dense.bits, slot);
        term.df--;
        // Halfway down before going sparse again, so a word on the line does not flip at each change.
        if (term.df * 2 < this.denseThreshold()) {
          term.postings = this.lists.of(sparsify(term.dense, term.df));
          term.dense = null;
        }
        continue;
      }
      this.lists.removeSlot(term.postings, slot);
      term.df = this.lists.length(term.postings);
      if (term.df === 0) {
        this.terms.delete(word);
        this.vocabulary.delete(word);
        this.forgetMatches();
      }
    }
  }

  /**
   * After a bulk build: each posting list copied to its exact length (growing by push leaves ~1/3
   * spare), the single words merged into their buffer. `copyPostings` false leaves the lists as they
   * are, for an index about to be sent as data (text-build.ts), whose lists are copied to their
   * exact length on the way anyway.
   */
  compact(copyPostings = true): void {
    this.singles.settle();
    this.singles.trim();
    if (!copyPostings) return;
    for (const term of this.terms.values()) term.postings = this.lists.exact(term.postings);
  }

  resize(capacity: number): void {
    this.capacity = capacity;
    for (const term of this.terms.values()) {
      if (!term.dense) continue;
      const info = new Uint16Array(capacity);
      info.set(term.dense.info);
      term.dense = { bits: resizeBitset(term.dense.bits, capacity), info };
    }
  }

  /** Each match carries its Term (`ref`): read it there rather than through term(). */
  match(word: string, maxTypos: number, prefix: boolean): readonly TermMatch<Term<P>>[] {
    const key = `${maxTypos}${prefix ? '+' : '-'}${word}`;
    let found = this.remembered.get(key);
    if (!found) {
      const shared = this.vocabulary.match(word, maxTypos, prefix);
      const single = this.singleWalk.match(this.singles.sorted(this.singleTerm), word, maxTypos, prefix);
      found = single.length === 0 ? shared : shared.length === 0 ? single : mergeByTerm(shared, single);
      this.remembered.set(key, found);
    }
    return found;
  }

  term(word: string): Term<P> | undefined {
    const term = this.terms.get(word);
    if (term) return term;
    const single = this.singles.get(word);
    return single === undefined ? undefined : this.singleTerm(single);
  }

  /** A single word's posting as the term the matches carry (made when matched, not kept). */
  private readonly singleTerm = (posting: number): Term<P> => ({
    postings: this.lists.of([posting]),
    dense: null,
    df: 1,
  });

  /**
   * The term a word already held becomes with one more posting, or undefined when the word was new:
   * it is then kept as a single word (a word beyond Latin-1 becomes a term at once).
   */
  private fromSingle(word: string, posting: number): Term<P> | undefined {
    this.forgetMatches();
    const held = SingleWords.accepts(word) ? this.singles.takeOrAdd(word, posting) : undefined;
    if (held === SingleWords.ADDED) return undefined;
    // With the one posting it had as a single word, if any: the caller adds this document's.
    const term: Term<P> = {
      postings: this.lists.of(held === undefined ? [] : [held]),
      dense: null,
      df: held === undefined ? 0 : 1,
    };
    this.terms.set(word, term);
    this.vocabulary.add(word, term);
    return term;
  }

  /** Called on every change of either word list (clearing an empty LRUCache still walks its arrays). */
  private forgetMatches(): void {
    if (this.remembered.size > 0) this.remembered.clear();
  }

  private denseThreshold(): number {
    return Math.max(DENSE_MIN, this.capacity / DENSE_SHARE);
  }

  private shouldBeDense(df: number): boolean {
    return df >= this.denseThreshold();
  }

  private densify(postings: readonly number[]): DenseTerm {
    const bits = createBitset(this.capacity);
    const info = new Uint16Array(this.capacity);
    for (const p of postings) {
      const slot = postingSlot(p);
      setBit(bits, slot);
      info[slot] = p - slot * SLOT_FACTOR;
    }
    return { bits, info };
  }
}

/** Two match lists, each in term order, as one in term order (a term is in one list only). */
function mergeByTerm<T>(a: readonly TermMatch<T>[], b: readonly TermMatch<T>[]): TermMatch<T>[] {
  const out: TermMatch<T>[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) out.push(a[i]!.term < b[j]!.term ? a[i++]! : b[j++]!);
  while (i < a.length) out.push(a[i++]!);
  while (j < b.length) out.push(b[j++]!);
  return out;
}

/** The postings of a dense term, from its bitset and per-slot facts. */
function sparsify(dense: DenseTerm, df: number): number[] {
  const postings: number[] = [];
  for (const slot of listBits(dense.bits, df)) postings.push(slot * SLOT_FACTOR + dense.info[slot]!);
  return postings;
}

/** Each word once per document, at its best place: the earliest attribute, then the earliest position. */
function bestOccurrences(fields: readonly TextField[]): Map<string, number> {
  const best = new Map<string, number>();
  for (const field of fields) {
    field.tokens.forEach((token, position) => {
      const info = (field.attribute << 12) | Math.min(position, MAX_POSITION);
      const seen = best.get(token);
      if (seen === undefined || info < seen) best.set(token, info);
    });
  }
  return best;
}

/** The first index at or after `from` whose posting is at least `value` (postings ascending). */
export function gallop(postings: readonly number[], value: number, from: number): number {
  let step = 1;
  let hi = from;
  while (hi < postings.length && postings[hi]! < value) {
    from = hi + 1;
    hi += step;
    step *= 2;
  }
  hi = Math.min(hi, postings.length);
  while (from < hi) {
    const mid = (from + hi) >>> 1;
    if (postings[mid]! < value) from = mid + 1;
    else hi = mid;
  }
  return from;
}

export function firstAtOrAfter(list: readonly number[], value: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function insertSorted(list: number[], value: number): void {
  // The initial build adds slots in ascending order, so this is nearly always an append.
  if (list.length === 0 || list[list.length - 1]! < value) list.push(value);
  else list.splice(firstAtOrAfter(list, value), 0, value);
}
