// Facet value → document set. Values are matched by their normal form (case and accents ignored) and
// shown with the spelling first indexed.
import { clearBit, createBitset, hasBit, resizeBitset, setBit, type Bitset } from './bitset.ts';
import { valueKey, visitFacetValues, type FacetValueVisitor, type IndexedRecord, type StoredFacet } from './record.ts';
import { facetKey } from './tokenizer.ts';

export interface FacetValue {
  label: string;
  bits: Bitset;
  count: number;
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
  addRecord(slot: number, record: IndexedRecord): void {
    this.slot = slot;
    visitFacetValues(record, this.adder);
  }

  /** Takes the slot out of each of the record's facet values, which addRecord gave it. */
  removeRecord(slot: number, record: IndexedRecord): void {
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
