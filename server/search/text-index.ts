// Inverted index: word → the documents holding it, each with where its best occurrence is
// (attribute, position), which the ranking needs.
//
// A word keeps a sorted array of postings (flat memory; a document is taken out with a binary
// search). A frequent word ("gold", "diamond", "rose") keeps a bitset and a per-slot array of the same
// facts instead: OR-ing 3,125 words beats setting 80,000 bits at 100,000 products, and the ranking
// then reads the few result documents instead of walking every posting. Only words in 1 of 8
// documents are dense: the per-slot array costs 2 bytes a slot whatever the word's count, which for
// the 97 words in 1 of 32 documents was 200 MB at 10 lakh products.
import { clearBit, createBitset, hasBit, listBits, resizeBitset, setBit, type Bitset } from './bitset.ts';
import type { TextField } from './record.ts';
import { Vocabulary, type TermMatch } from './vocabulary.ts';

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

export interface Term {
  /** slot × 2^16 + info, ascending; empty while the term is dense. */
  postings: number[];
  dense: DenseTerm | null;
  /** Documents holding the word. */
  df: number;
}

export class TextIndex {
  /**
   * Some field had a word past MAX_POSITION, so two words may share a stored position (a proximity
   * of 0 between different words): the ranking's lowest possible key must then allow it.
   */
  positionsCapped = false;
  private readonly terms = new Map<string, Term>();
  private readonly vocabulary = new Vocabulary<Term>();

  constructor(private capacity: number) {}

  get termCount(): number {
    return this.terms.size;
  }

  add(slot: number, fields: readonly TextField[]): void {
    for (const field of fields) if (field.tokens.length > MAX_POSITION) this.positionsCapped = true;
    for (const [word, info] of bestOccurrences(fields)) {
      const term = this.terms.get(word);
      if (!term) {
        // A literal holds exactly one posting; push onto [] would reserve 17 (144 bytes), and most
        // words (an SKU's digits) are in one product only.
        const created: Term = { postings: [slot * SLOT_FACTOR + info], dense: null, df: 1 };
        this.terms.set(word, created);
        this.vocabulary.add(word, created);
        continue;
      }
      if (term.dense) {
        if (!hasBit(term.dense.bits, slot)) term.df++;
        setBit(term.dense.bits, slot);
        term.dense.info[slot] = info;
        continue;
      }
      insertSorted(term.postings, slot * SLOT_FACTOR + info);
      term.df = term.postings.length;
      if (this.shouldBeDense(term.df)) {
        term.dense = this.densify(term.postings);
        // The bitset and per-slot array hold every fact: the postings would only double the memory.
        term.postings = [];
      }
    }
  }

  /** `fields` must be those the slot was added with (the engine derives both from the same record). */
  remove(slot: number, fields: readonly TextField[]): void {
    for (const word of bestOccurrences(fields).keys()) {
      const term = this.terms.get(word);
      if (!term) continue;
      if (term.dense) {
        if (!hasBit(term.dense.bits, slot)) continue;
        clearBit(term.dense.bits, slot);
        term.df--;
        // Halfway down before going sparse again, so a word on the line does not flip at each change.
        if (term.df * 2 < this.denseThreshold()) {
          term.postings = sparsify(term.dense, term.df);
          term.dense = null;
        }
        continue;
      }
      const list = term.postings;
      const i = firstAtOrAfter(list, slot * SLOT_FACTOR);
      if (i < list.length && postingSlot(list[i]!) === slot) list.splice(i, 1);
      term.df = list.length;
      if (list.length === 0) {
        this.terms.delete(word);
        this.vocabulary.delete(word);
      }
    }
  }

  /** After a bulk build: each posting list copied to its exact length (growing by push leaves ~1/3 spare). */
  compact(): void {
    for (const term of this.terms.values()) if (term.postings.length > 1) term.postings = term.postings.slice();
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
  match(word: string, maxTypos: number, prefix: boolean): readonly TermMatch<Term>[] {
    return this.vocabulary.match(word, maxTypos, prefix);
  }

  term(word: string): Term | undefined {
    return this.terms.get(word);
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
