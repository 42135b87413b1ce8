import { describe, expect, it } from 'vitest';
import type { IndexableProduct } from '../../domain/search/indexable-product.ts';
import { makeProducts } from '../../tests/support/product-factory.ts';
import { ProductCodec } from './compact-product.ts';

const base = makeProducts(1, 3)[0]!;
const withName = (name: string, sku = base.sku): IndexableProduct => ({
  ...base,
  name,
  sku,
  seo: { ...base.seo, title: `${name} | Suvarna` },
  variants: base.variants.map((v) => ({ ...v, alt: `${name} in rose gold`, variant_id: `${sku}-RG` })),
});

describe('ProductCodec', () => {
  it.each<[string, IndexableProduct]>([
    ['a generated product', base],
    ['Latin-1 accents', withName('Zoë Élan Ring')],
    ['Devanagari and an emoji', withName('सुवर्ण कंगन 💍')],
    [
      'missing optional fields (nulls, no occasion, no variants priced)',
      { ...base, occasion: null, sub_category: null },
    ],
    ['a key left out', (({ trending: _t, ...rest }) => rest as IndexableProduct)(base)],
    ['an undefined value kept as a key', { ...base, sub_category: undefined as unknown as null }],
    [
      'numbers JSON cannot spell',
      { ...base, stock: -0, popularity: Number.NaN, variants: [{ ...base.variants[0]!, gst: Infinity }] },
    ],
    ['the codec’s own marks in text', withName('Ring \u0080\u0081 of marks', 'SV\u0082-1')],
    ['a SKU inside the name', withName('The SV-RI-000001 ring', 'SV-RI-000001')],
    ['a name inside the SKU', withName('RI', 'SV-RI-000001')],
    ['empty name and SKU', withName('', '')],
    ['"$&" and "$1" in the name', withName('Ring $& $1 $$')],
    ['a __proto__ key', { ...base, seo: JSON.parse('{"__proto__": "x", "title": "t"}') }],
  ])('reads back %s as it was, key order included', (_, product) => {
    const codec = new ProductCodec();
    // Twice: the second encoding refers to strings the first put in the shared table.
    for (let round = 0; round < 2; round++) {
      const back = codec.decode(codec.encode(product));
      expect(back).toStrictEqual(product);
      expect(JSON.stringify(back)).toBe(JSON.stringify(product));
      expect(Object.keys(back)).toEqual(Object.keys(product));
    }
  });

  it('keeps a template shared by many products once, and the string well under the JSON', () => {
    const codec = new ProductCodec();
    const products = makeProducts(500, 9);
    const encoded = products.map((p) => codec.encode(p));
    encoded.forEach((e, i) => expect(codec.decode(e)).toStrictEqual(products[i]));
    const json = products.reduce((n, p) => n + JSON.stringify(p).length, 0);
    const compact = encoded.reduce((n, e) => n + e.length, 0);
    expect(compact).toBeLessThan(json / 3);
    expect(codec.sharedCount).toBeLessThan(200);
  });

  it('reads back a name in a field that stopped being searched for names, and a shared string with a mark', () => {
    const codec = new ProductCodec();
    // Thousands of products whose colours never hold their name: the colour field is no longer searched.
    for (const p of makeProducts(2_200, 4)) expect(codec.decode(codec.encode(p))).toStrictEqual(p);
    const odd = withName('Rose Gold', base.sku);
    const product = { ...odd, variants: odd.variants.map((v) => ({ ...v, color: 'Rose Gold', alt: '\u0081 x' })) };
    for (let round = 0; round < 3; round++) expect(codec.decode(codec.encode(product))).toStrictEqual(product);
  });

  it('hands out as bytes what it hands out as a string', () => {
    const strings = new ProductCodec();
    const bytes = new ProductCodec();
    for (const p of [...makeProducts(300, 5), withName('सुवर्ण कंगन 💍'), withName('Ring \u0080\u0081 of marks')]) {
      const text = strings.encode(p);
      expect(Buffer.from(bytes.encodeBytes(p)).toString('latin1')).toBe(text);
    }
  });

  it.each<[string, (p: IndexableProduct) => unknown]>([
    ['a key more at the end', (p) => ({ ...p, seo: { ...p.seo, extra: 'x' } })],
    ['a key fewer', (p) => ({ ...p, seo: { title: p.seo.title, description: p.seo.description } })],
    [
      'the same keys in another order',
      (p) => ({ ...p, seo: { keyWords: p.seo.keyWords, description: p.seo.description, title: p.seo.title } }),
    ],
    ['another key in the middle', (p) => ({ ...p, seo: { title: p.seo.title, other: 1, keyWords: p.seo.keyWords } })],
    [
      'a variant of another shape among the others',
      (p) => ({ ...p, variants: [...p.variants, { id: 1, color: 'x' }] }),
    ],
    ['an array item that is an array', (p) => ({ ...p, variants: [p.variants[0], ['a', { b: 1 }]] })],
    ['a null-prototype object', (p) => ({ ...p, seo: Object.assign(Object.create(null) as object, p.seo) })],
    [
      'an object whose prototype has an enumerable key',
      (p) => ({ ...p, seo: Object.assign(Object.create({ inherited: 'no' }) as object, p.seo) }),
    ],
  ])('reads back objects under a key whose last shape they do not have: %s', (_, change) => {
    const codec = new ProductCodec();
    const products = makeProducts(40, 6);
    for (const [i, p] of products.entries()) {
      // The shapes met under each key are remembered from the products before.
      const product = (i % 3 === 2 ? change(p) : p) as IndexableProduct;
      const back = codec.decode(codec.encode(product));
      expect(back).toStrictEqual(JSON.parse(JSON.stringify(product)) as unknown);
      expect(JSON.stringify(back)).toBe(JSON.stringify(product));
    }
  });

  it('refuses what is not JSON-like data', () => {
    expect(() => new ProductCodec().encode({ ...base, name: (() => 'x') as unknown as string })).toThrow(TypeError);
  });
});
