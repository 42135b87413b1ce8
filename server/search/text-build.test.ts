import type { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { makeProducts } from '../../tests/support/product-factory.ts';
import { CatalogueIndex } from './catalogue-index.ts';
import { ProductCodec } from './compact-product.ts';
import { createSearchEngine, startSearchEngine, type SearchInput } from './engine.ts';
import { runSearch } from './run-search.ts';
import { Scratch } from './scratch.ts';
import { STORED_FACETS, textFieldsOf, textSource, textFields, toIndexedRecord } from './record.ts';
import { TextBuild } from './text-build.ts';

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

describe('the second thread in trouble', () => {
  const some = makeProducts(40, 3);

  describe('the index carries on without it', () => {
    const products = makeProducts(1_200, 5);
    const questions: SearchInput[] = [
      { query: 'ring', hitsPerPage: 50 },
      { query: 'aanya diamnd', facets: ['category', 'color'] },
      { query: 'Renamed', hitsPerPage: 50 },
      { query: 'svri000012' },
      { query: 'gold', facetFilters: ['category:rings'], facets: ['*'], sortBy: 'LowToHigh' },
      { facetFilters: [['color:yellow-gold', 'color:rose-gold']], facets: ['*'], hitsPerPage: 100 },
    ];
    // A load with products saved again, changed and unchanged, and taken out on the way.
    const load = (index: CatalogueIndex, from: number, to: number) => {
      for (let i = from; i < to; i++) {
        index.upsert(products[i]!);
        if (i % 97 === 5) index.upsert({ ...products[i - 3]!, name: `Renamed ${i} Ring` });
        if (i % 101 === 9) index.remove(products[i - 1]!.id);
      }
    };
    const answers = (index: CatalogueIndex) =>
      questions.map((question) => {
        const { processingTimeMS: _, ...answer } = runSearch(index, question, new Scratch());
        return answer;
      });
    /** The same load, built on this thread from the start. */
    const builtHere = () => {
      const plain = new CatalogueIndex(products.length, { textThread: false });
      load(plain, 0, products.length);
      plain.settle();
      return plain;
    };
    const worker = (index: CatalogueIndex) =>
      (index as unknown as { wordsBuild: { worker: Worker } }).wordsBuild.worker;

    it('a thread gone in the middle of a load: the rest is built here, and searches answer as one built here', async () => {
      const failures: Error[] = [];
      const index = new CatalogueIndex(products.length, {
        textThread: true,
        textBatch: 50,
        textStallMs: 200,
        onTextThreadFailure: (error) => failures.push(error),
      });
      // Two batches handed over (the third would wait for the thread to take the first), then the thread ends.
      load(index, 0, 140);
      await worker(index).terminate();
      load(index, 140, products.length);
      index.settle();
      const plain = builtHere();
      expect(failures.map((error) => error.message)).toEqual([
        'The search index’s words and facets could not be built: the worker made no progress for 0.2 s',
      ]);
      expect(answers(index)).toEqual(answers(plain));
      expect(answers(plain)[2]!.nbHits).toBeGreaterThan(5);
      // Later changes are made here, as in an index built here from the start.
      index.upsert({ ...products[7]!, name: 'Kundan Choker' });
      plain.upsert({ ...products[7]!, name: 'Kundan Choker' });
      const found = (at: CatalogueIndex) =>
        runSearch(at, { query: 'kundan choker' }, new Scratch()).hits.map((h) => h.objectID);
      expect(found(index)).toContain(String(products[7]!.id));
      expect(found(index)).toEqual(found(plain));
    });

    it('a thread gone before its answer: settling builds the words here', async () => {
      const failures: Error[] = [];
      const index = new CatalogueIndex(products.length, {
        textThread: true,
        textStallMs: 200,
        onTextThreadFailure: (error) => failures.push(error),
      });
      load(index, 0, products.length);
      await worker(index).terminate();
      index.settle();
      expect(failures).toHaveLength(1);
      expect(answers(index)).toEqual(answers(builtHere()));
    });
  });

  it('a batch larger than its buffers grows them and is indexed whole', () => {
    // About 6 MiB in one batch, over the 4 MiB each set of buffers starts with.
    const big = some.map((p, i) => ({ ...p, name: `${p.name} ${'Kundan '.repeat(22_000)}${i}` }));
    const plain = new CatalogueIndex(big.length, { textThread: false });
    const threaded = new CatalogueIndex(big.length, { textThread: true });
    for (const p of big) {
      plain.upsert(p);
      threaded.upsert(p);
    }
    plain.settle();
    threaded.settle();
    expect(threaded.text.state().state).toEqual(plain.text.state().state);
    expect(facetsOf(threaded)).toEqual(facetsOf(plain));
  });

  it('a batch it cannot read stops the build at the next hand-over, and every later call says why', () => {
    const codec = new ProductCodec();
    const build = new TextBuild(200, codec, 2);
    build.add(0, Uint8Array.of(30)); // no compact product starts with tag 30
    expect(() => {
      for (let i = 1; i < 200; i++) build.add(i, codec.encodeBytes(some[i % some.length]!).slice());
    }).toThrow(/could not be built: .*Not a compact product/s);
    expect(() => build.add(300, codec.encodeBytes(some[0]!).slice())).toThrow(/Not a compact product/);
    expect(() => build.finish(false)).toThrow(/Not a compact product/);
  });

  it('a worker gone without a word fails the build once it makes no progress, and later calls say so', async () => {
    const codec = new ProductCodec();
    const build = new TextBuild(200, codec, 2, 200);
    await (build as unknown as { worker: Worker }).worker.terminate();
    expect(() => {
      for (let i = 0; i < 200; i++) build.add(i, codec.encodeBytes(some[i % some.length]!).slice());
    }).toThrow(/no progress for 0.2 s/);
    expect(() => build.finish(false)).toThrow(/no progress/);
  });
});
