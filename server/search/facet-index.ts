// Facet value → document set. Values are matched by their normal form (case and accents ignored) and
// shown with the spelling first indexed.
import { clearBit, createBitset, hasBit, resizeBitset, setBit, type Bitset } from './bitset.ts';
import { valueKey, visitFacetValues, type FacetSource, type FacetValueVisitor, type StoredFacet } from './record.ts';
import { facetKey } from './tokenizer.ts';

export interface FacetValue {
  label: string;
  bits: Bitset;
  count: number;
}

/** A facet index as data (facet → value key → value), to send between threads: its bitsets transferred. */
export interface FacetIndexState {
  capacity: number;
  facets: Map<string, Map<string, FacetValue>>;
}

export class FacetIndex {
  private readonly facets = new Map<string, Map<string, FacetValue>>();
  private readonly adder: FacetValueVisitor = { value: (facet, label) => this.addOne(this.slot, facet, label) };
  private readonly remover: FacetValueVisitor = { value: (facet, label) => this.removeOne(this.slot, facet, label) };
  /** The slot whose record the visitors are given. */
  private slot = 0;

  constructor(
    names: readonly string[],
    private capacity: number,
  ) {
    for (const name of names) this.facets.set(name, new Map());
  }

  /** The index built elsewhere (text-build.ts: on the build's second thread) from its state. */
  static fromState(state: FacetIndexState): FacetIndex {
    const index = new FacetIndex([], state.capacity);
    for (const [name, values] of state.facets) index.facets.set(name, values);
    return index;
  }

  /** The index as data, and the bitsets' buffers to transfer with it (the index is not to be used after). */
  state(): { state: FacetIndexState; transfer: ArrayBuffer[] } {
    const transfer: ArrayBuffer[] = [];
    for (const values of this.facets.values())
      for (const value of values.values()) transfer.push(value.bits.buffer as ArrayBuffer);
    return { state: { capacity: this.capacity, facets: this.facets }, transfer };
  }

  has(facet: string): boolean {
    return this.facets.has(facet);
  }

  get(facet: string, value: string): FacetValue | undefined {
    return this.facets.get(facet)?.get(facetKey(value));
  }

  values(facet: string): Iterable<FacetValue> {
    return this.facets.get(facet)?.values() ?? [];
  }

  /** Adds the slot to each of the record's facet values (record.ts, visitFacetValues). */
  addRecord(slot: number, record: FacetSource): void {
    this.slot = slot;
    visitFacetValues(record, this.adder);
  }

  /** Takes the slot out of each of the record's facet values, which addRecord gave it. */
  removeRecord(slot: number, record: FacetSource): void {
    this.slot = slot;
    visitFacetValues(record, this.remover);
  }

  /**
   * A value the slot already has (a second variant of the same colour) is not counted again: the
   * slot's bit tells, so a product's values need not be made distinct in arrays first.
   */
  private addOne(slot: number, facet: StoredFacet, label: string): void {
    const values = this.facets.get(facet)!;
    const key = valueKey(label);
    let value = values.get(key);
    if (!value) {
      value = { label, bits: createBitset(this.capacity), count: 0 };
      values.set(key, value);
    } else if (hasBit(value.bits, slot)) return;
    setBit(value.bits, slot);
    value.count++;
  }

  private removeOne(slot: number, facet: StoredFacet, label: string): void {
    const values = this.facets.get(facet)!;
    const key = valueKey(label);
    const value = values.get(key);
    if (!value || !hasBit(value.bits, slot)) return;
    clearBit(value.bits, slot);
    // A value no product has any more disappears, so a later product may bring its own spelling.
    if (--value.count === 0) values.delete(key);
  }

  resize(capacity: number): void {
    this.capacity = capacity;
    for (const values of this.facets.values()) {
      for (const value of values.values()) value.bits = resizeBitset(value.bits, capacity);
    }
  }
}
