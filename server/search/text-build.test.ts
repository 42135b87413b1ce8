import { describe, expect, it } from 'vitest';
import { makeProducts } from '../../tests/support/product-factory.ts';
import { CatalogueIndex } from './catalogue-index.ts';
import { createSearchEngine, startSearchEngine, type SearchInput } from './engine.ts';
import { STORED_FACETS, textFieldsOf, textSource, textFields, toIndexedRecord } from './record.ts';

/** Every facet value of the index: its key, label, count and slots. */
function facetsOf(index: CatalogueIndex) {
  return STORED_FACETS.map((facet) =>
    [...index.facets.values(facet)].map((v) => ({ facet, label: v.label, count: v.count, bits: [...v.bits] })),
  );
}

describe('the words and facets of a first load built on a second thread', () => {
  const products = makeProducts(2_500, 11);
  // A load with products saved again (changed and unchanged) and taken out on the way.
  const load = (index: CatalogueIndex) => {
    products.forEach((p, i) => {
      index.upsert(p);
      if (i % 97 === 5) index.upsert({ ...products[i - 3]!, name: `Renamed ${i} Ring` });
      if (i % 89 === 7) index.upsert(products[i - 6]!);
      if (i % 101 === 9) index.remove(products[i - 1]!.id);
    });
  };

  it('holds the index the main thread builds, settled or asked for before', () => {
    const plain = new CatalogueIndex(products.length, { textThread: false });
    load(plain);
    plain.settle();
    const threaded = new CatalogueIndex(products.length, { textThread: true });
    load(threaded);
    threaded.settle();
    expect(threaded.text.state().state).toEqual(plain.text.state().state);
    expect(facetsOf(threaded)).toEqual(facetsOf(plain));
    // In batches of 150: more batches than sets of buffers, each set filled again once applied.
    const batched = new CatalogueIndex(products.length, { textThread: true, textBatch: 150 });
    load(batched);
    batched.settle();
    expect(batched.text.state().state).toEqual(plain.text.state().state);
    expect(facetsOf(batched)).toEqual(facetsOf(plain));
    expect(facetsOf(plain).flat().length).toBeGreaterThan(20);

    // Asked for in the middle of the load (a search), then built on the main thread from there.
    const early = new CatalogueIndex(products.length, { textThread: true });
    products.slice(0, 1_000).forEach((p) => early.upsert(p));
    expect(early.text.match('ring', 1, true).length).toBeGreaterThan(0);
    const rest = new CatalogueIndex(products.length, { textThread: false });
    products.slice(0, 1_000).forEach((p) => rest.upsert(p));
    products.slice(1_000).forEach((p) => {
      early.upsert(p);
      rest.upsert(p);
    });
    early.settle();
    rest.settle();
    expect(early.text.state().state).toEqual(rest.text.state().state);
    expect(facetsOf(early)).toEqual(facetsOf(rest));
  });

  it('answers as the engine built on one thread (a first load of at least TEXT_THREAD_MIN)', () => {
    const whole = createSearchEngine(products, { rememberedAnswers: 0 });
    const building = startSearchEngine(60_000, { rememberedAnswers: 0 });
    for (let at = 0; at < products.length; at += 700) building.add(products.slice(at, at + 700));
    building.settle();
    const questions: SearchInput[] = [
      { query: 'ring', hitsPerPage: 50 },
      { query: 'aanya diamnd', facets: ['category', 'color'] },
      { query: 'svri000012' },
      { query: '000101' },
      { query: 'gold', facetFilters: ['category:rings'], sortBy: 'LowToHigh' },
    ];
    for (const question of questions) {
      const { processingTimeMS: _a, ...threaded } = building.engine.search(question);
      const { processingTimeMS: _b, ...once } = whole.search(question);
      expect(threaded).toEqual(once);
    }
  });
});

describe('textSource and textFieldsOf', () => {
  it('give the words textFields gives, from a longer array too', () => {
    for (const product of makeProducts(300, 2)) {
      const record = toIndexedRecord(product);
      if (!record) continue;
      const source = textSource(record);
      expect(textFieldsOf(source)).toEqual(textFields(record));
      expect(textFieldsOf(['x', ...source, 'y'], 1, source.length + 1)).toEqual(textFields(record));
    }
  });
});
