import { describe, expect, it } from 'vitest';
import type { IndexableProduct } from '../../domain/search/indexable-product.ts';
import { makeProducts } from '../../tests/support/product-factory.ts';
import { ProductCodec } from './compact-product.ts';
import { ProductSourceReader } from './product-source-reader.ts';
import { textSource, toIndexedRecord, visitFacetValues, type FacetSource } from './record.ts';

/** The facet values visitFacetValues takes from a source, in order. */
function facetValuesOf(source: FacetSource): string[] {
  const out: string[] = [];
  visitFacetValues(source, { value: (facet, label) => out.push(`${facet}:${label}`) });
  return out;
}

const base = makeProducts(1, 3)[0]!;
const variant = base.variants[0]!;
const withName = (name: string, sku = base.sku): IndexableProduct => ({
  ...base,
  name,
  sku,
  variants: base.variants.map((v) => ({ ...v, alt: `${name} in rose gold`, color: `${name} gold` })),
});

/**
 * Each product's text source as the reader finds it in the product's bytes, the codec's table sent as
 * it grows; checks the facet values it reads against the record's.
 */
function readBack(products: readonly IndexableProduct[]): unknown[][] {
  const codec = new ProductCodec();
  const reader = new ProductSourceReader();
  let sentShared = 0;
  let sentShapes = 0;
  return products.map((product) => {
    // The bytes after something else, as in a batch.
    const bytes = Buffer.concat([Buffer.from([0xff, 0xff]), codec.encodeBytes(product)]);
    reader.extend(codec.sharedStrings.slice(sentShared), codec.shapeKeys.slice(sentShapes));
    sentShared = codec.sharedStrings.length;
    sentShapes = codec.shapeKeys.length;
    const into: unknown[] = ['before'];
    const count = reader.append(into, bytes, 2);
    expect(count).toBe(into.length - 1);
    expect(facetValuesOf(reader.facets)).toEqual(facetValuesOf(toIndexedRecord(product)!));
    return into.slice(1);
  });
}

describe('ProductSourceReader', () => {
  it('reads from a product’s bytes the text source of its record, for a catalogue', () => {
    // Enough products that the codec's tables fill up and its fields stop being searched and shared.
    const products = makeProducts(2_500, 8);
    const read = readBack(products);
    products.forEach((p, i) => expect(read[i]).toEqual(textSource(toIndexedRecord(p)!)));
  });

  it.each<[string, IndexableProduct]>([
    ['Latin-1 accents', withName('Zoë Élan Ring')],
    ['Devanagari and an emoji', withName('सुवर्ण कंगन 💍')],
    ['the codec’s own marks in text', withName('Ring \u0080\u0081 of marks', 'SV\u0082-1')],
    ['a name inside the SKU', withName('RI', 'SV-RI-000001')],
    ['empty name and SKU', withName('', '')],
    [
      'unpriced variants among priced ones',
      {
        ...base,
        variants: [
          { ...variant, id: 1, offerprice: 0, color: 'zero' },
          { ...variant, id: 2, color: 'kept' },
          { ...variant, id: 3, offerprice: -5, color: 'negative' },
        ],
      },
    ],
    [
      'a null and an undefined value',
      { ...base, variants: [{ ...variant, gemstone_type: null, diamond_cut: undefined as unknown as string }] },
    ],
    [
      'a variant of another shape, keys in another order',
      {
        ...base,
        variants: [
          variant,
          { gemstone_type: 'Ruby', offerprice: 10.5, color: 'rose-gold', metal_type: 'Gold' } as typeof variant,
        ],
      },
    ],
    ['a key more at the start', { extra: [1, { a: 'b' }], ...base } as IndexableProduct],
    [
      'facet values of every kind',
      { ...base, sub_category: 'bands', occasion: 'Daily Wear', gender: 'men', trending: true, made_to_order: 'true' },
    ],
    ['no sub-category, occasion or gender', { ...base, sub_category: null, occasion: null, gender: '' }],
  ])('reads the same text source as the record’s: %s', (_, product) => {
    // After a few others, so that shared strings and shapes are referred to.
    const products = [...makeProducts(20, 4), product, product];
    const read = readBack(products);
    const expected = textSource(toIndexedRecord(product)!);
    expect(read[20]).toEqual(expected);
    expect(read[21]).toEqual(expected);
  });
});
