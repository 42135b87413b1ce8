import { describe, expect, it } from 'vitest';
import type { IndexableProduct } from '../../domain/search/indexable-product.ts';
import { makeProducts } from '../../tests/support/product-factory.ts';
import { hasBit } from './bitset.ts';
import { FacetIndex } from './facet-index.ts';
import { STORED_FACETS, toIndexedRecord, visitFacetValues, type StoredFacet } from './record.ts';

const base = makeProducts(1, 11)[0]!;
const variant = base.variants[0]!;

/** A product whose variants have these colours (each priced). */
function withColors(...colors: string[]): IndexableProduct {
  return { ...base, variants: colors.map((color, i) => ({ ...variant, id: i + 1, color })) };
}

function visited(product: IndexableProduct): [StoredFacet, string][] {
  const out: [StoredFacet, string][] = [];
  visitFacetValues(toIndexedRecord(product)!, { value: (facet, label) => out.push([facet, label]) });
  return out;
}

/** Each value of a facet, as label, count and slots. */
function state(index: FacetIndex, facet: StoredFacet) {
  return [...index.values(facet)].map((v) => ({
    label: v.label,
    count: v.count,
    slots: Array.from({ length: 64 }, (_, slot) => slot).filter((slot) => hasBit(v.bits, slot)),
  }));
}

describe('visitFacetValues', () => {
  it.each<[string, IndexableProduct, StoredFacet, string[]]>([
    ['a category alone', { ...base, category: 'rings', sub_category: null }, 'category', ['rings']],
    ['and its sub-category', { ...base, category: 'rings', sub_category: 'bands' }, 'category', ['rings', 'bands']],
    [
      'colours in variant order, repeats included',
      withColors('rose-gold', 'white-gold', 'rose-gold'),
      'color',
      ['rose-gold', 'white-gold', 'rose-gold'],
    ],
    ['no blank colour', withColors(' ', 'yellow-gold'), 'color', ['yellow-gold']],
    ['no blank occasion', { ...base, occasion: '  ' }, 'occasion', []],
    ['no missing occasion', { ...base, occasion: null }, 'occasion', []],
    ['trending as text', { ...base, trending: true }, 'trending', ['true']],
  ])('%s', (_, product, facet, labels) => {
    expect(
      visited(product)
        .filter(([f]) => f === facet)
        .map(([, label]) => label),
    ).toEqual(labels);
  });

  it('gives only stored facets', () => {
    for (const [facet] of visited(base)) expect(STORED_FACETS).toContain(facet);
  });
});

describe('FacetIndex.addRecord and removeRecord', () => {
  it('counts a value a product has twice (another spelling included) once, with the first spelling', () => {
    const index = new FacetIndex(STORED_FACETS, 64);
    index.addRecord(3, toIndexedRecord(withColors('Rose-Gold', 'white-gold', 'rose-gold'))!);
    expect(state(index, 'color')).toEqual([
      { label: 'Rose-Gold', count: 1, slots: [3] },
      { label: 'white-gold', count: 1, slots: [3] },
    ]);
  });

  // Before facet values were visited one at a time, a sub-category spelled as its category ("Rings" in
  // "rings") counted the piece twice on that shelf.
  it('counts a piece whose sub-category is its category once', () => {
    const index = new FacetIndex(STORED_FACETS, 64);
    index.addRecord(4, toIndexedRecord({ ...base, category: 'rings', sub_category: 'Rings' })!);
    index.addRecord(5, toIndexedRecord({ ...base, category: 'rings', sub_category: 'bands' })!);
    expect(state(index, 'category')).toEqual([
      { label: 'rings', count: 2, slots: [4, 5] },
      { label: 'bands', count: 1, slots: [5] },
    ]);
  });

  it('takes a product out of each value, dropping a value no product has left', () => {
    const index = new FacetIndex(STORED_FACETS, 64);
    const both = toIndexedRecord(withColors('rose-gold', 'white-gold', 'rose-gold'))!;
    const one = toIndexedRecord(withColors('rose-gold'))!;
    index.addRecord(1, both);
    index.addRecord(2, one);
    index.removeRecord(1, both);
    expect(state(index, 'color')).toEqual([{ label: 'rose-gold', count: 1, slots: [2] }]);
    // Removing what is not there changes nothing.
    index.removeRecord(1, both);
    expect(state(index, 'color')).toEqual([{ label: 'rose-gold', count: 1, slots: [2] }]);
    index.removeRecord(2, one);
    expect(state(index, 'color')).toEqual([]);
  });
});
