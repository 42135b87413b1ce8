// Facet value → document set. Values are matched by their normal form (case and accents ignored) and
// shown with the spelling first indexed.
import { clearBit, createBitset, resizeBitset, setBit, type Bitset } from './bitset.ts';
import { valueKey } from './record.ts';
import { facetKey } from './tokenizer.ts';

export interface FacetValue {
  label: string;
  bits: Bitset;
  count: number;
}

export class FacetIndex {
  private readonly facets = new Map<string, Map<string, FacetValue>>();

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

  add(slot: number, facet: string, labels: readonly string[]): void {
    const values = this.facets.get(facet)!;
    for (const label of labels) {
      const key = valueKey(label);
      let value = values.get(key);
      if (!value) {
        value = { label, bits: createBitset(this.capacity), count: 0 };
        values.set(key, value);
      }
      setBit(value.bits, slot);
      value.count++;
    }
  }

  remove(slot: number, facet: string, labels: readonly string[]): void {
    const values = this.facets.get(facet)!;
    for (const label of labels) {
      const key = valueKey(label);
      const value = values.get(key);
      if (!value) continue;
      clearBit(value.bits, slot);
      // A value no product has any more disappears, so a later product may bring its own spelling.
      if (--value.count === 0) values.delete(key);
    }
  }

  resize(capacity: number): void {
    this.capacity = capacity;
    for (const values of this.facets.values()) {
      for (const value of values.values()) value.bits = resizeBitset(value.bits, capacity);
    }
  }
}
