// Where the search index's build time and memory go: each part of the index built alone from the same
// generated pages, with the CPU it took (making the products left out) and what it keeps after full
// collections (JS heap and memory outside it). `npx tsx --expose-gc scripts/bench/search-build-parts.ts
// <size> <part>`; one part per process, so that no part's memory is counted in another's. Parts:
// making (the products only), codec (the compact products in their buffer), text, facets, variants,
// numbers (the per-slot arrays and the id map), index (the whole CatalogueIndex, its words on a second
// thread from 50,000 products: its CPU is both threads') and mirror (the index and the product
// mirror, as the store keeps them).
import { getHeapStatistics } from 'node:v8';
import { CatalogueIndex } from '../../server/search/catalogue-index.ts';
import { ColorVariants } from '../../server/search/color-variants.ts';
import { ProductCodec } from '../../server/search/compact-product.ts';
import { FacetIndex } from '../../server/search/facet-index.ts';
import { ProductMirror } from '../../server/search/product-mirror.ts';
import { ProductStore } from '../../server/search/product-store.ts';
import { STORED_FACETS, textFields, toIndexedRecord } from '../../server/search/record.ts';
import { SlotVariants } from '../../server/search/slot-variants.ts';
import { TextIndex } from '../../server/search/text-index.ts';
import type { IndexableProduct } from '../../domain/search/indexable-product.ts';
import { makeProductPages } from '../../tests/support/product-factory.ts';

const PAGE_SIZE = 10_000;

/** What a part keeps (held until measured) and the facts worth printing. */
interface Kept {
  keep: unknown;
  facts?: Record<string, number>;
}
type Part = (size: number) => { add(product: IndexableProduct, slot: number): void; finish(): Kept };

const PARTS: Record<string, Part> = {
  making: () => ({ add() {}, finish: () => ({ keep: null }) }),
  codec: (size) => {
    const codec = new ProductCodec();
    const store = new ProductStore(size);
    return {
      add: (p, slot) => store.setBytes(slot, codec.encodeBytes(p)),
      finish: () => {
        store.trim();
        return { keep: { store, codec }, facts: { bytesPerProduct: Math.round(store.liveBytes / size) } };
      },
    };
  },
  text: (size) => {
    const text = new TextIndex(size);
    return {
      add: (p, slot) => text.add(slot, textFields(toIndexedRecord(p)!)),
      finish: () => {
        text.compact();
        // The word list is sorted at the first lookup: part of what a first search waits for.
        text.match('ring', 1, true);
        return { keep: text, facts: { terms: text.termCount } };
      },
    };
  },
  facets: (size) => {
    const facets = new FacetIndex(STORED_FACETS, size);
    return {
      add: (p, slot) => facets.addRecord(slot, toIndexedRecord(p)!),
      finish: () => ({ keep: facets }),
    };
  },
  variants: (size) => {
    const variants = new SlotVariants(size);
    const colors = new ColorVariants(size);
    return {
      add: (p, slot) => {
        const record = toIndexedRecord(p)!;
        variants.set(slot, record);
        colors.set(slot, record);
      },
      finish: () => {
        variants.trim();
        return { keep: { variants, colors } };
      },
    };
  },
  numbers: (size) => {
    const arrays = Array.from({ length: 6 }, () => new Float64Array(size));
    const slotById = new Map<number, number>();
    return {
      add: (p, slot) => {
        slotById.set(p.id, slot);
        arrays[0]![slot] = p.id;
      },
      finish: () => ({ keep: { arrays, slotById } }),
    };
  },
  index: (size) => {
    const index = new CatalogueIndex(size);
    return {
      add: (p) => index.upsert(p),
      finish: () => {
        index.settle();
        return { keep: index, facts: { bytesPerProduct: Math.round(index.store.liveBytes / size) } };
      },
    };
  },
  mirror: (size) => {
    const index = new CatalogueIndex(size);
    const mirror = new ProductMirror(index);
    return {
      add: (p) => {
        index.upsert(p);
        mirror.hold([p]);
      },
      finish: () => {
        index.settle();
        return { keep: { index, mirror } };
      },
    };
  },
};

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc (npx tsx --expose-gc …)');
const collect = () => {
  gc();
  gc();
};
const mib = (n: number) => Math.round((n / 2 ** 20) * 10) / 10;

const size = Number(process.argv[2] ?? 100_000);
const name = process.argv[3] ?? 'index';
const part = PARTS[name];
if (!part) throw new Error(`part is one of ${Object.keys(PARTS).join(', ')}`);

collect();
const empty = process.memoryUsage();
const building = part(size);
let makingCpu = 0;
const cpuStarted = process.cpuUsage();
const started = performance.now();
let makingMs = 0;
const pages = makeProductPages(size, PAGE_SIZE, 42);
let slot = 0;
for (;;) {
  const t = performance.now();
  const c = process.cpuUsage();
  const next = pages.next();
  const used = process.cpuUsage(c);
  makingCpu += used.user + used.system;
  makingMs += performance.now() - t;
  if (next.done) break;
  for (const product of next.value) building.add(product, slot++);
}
const kept = building.finish();
const cpu = process.cpuUsage(cpuStarted);
const wallMs = performance.now() - started - makingMs;
const peakRss = process.resourceUsage().maxRSS * 1024;
collect();
const after = process.memoryUsage();
const heap = getHeapStatistics();
console.log(
  JSON.stringify({
    part: name,
    products: size,
    buildMs: Math.round(wallMs),
    buildCpuMs: Math.round((cpu.user + cpu.system - (name === 'making' ? 0 : makingCpu)) / 1000),
    heapMiB: mib(after.heapUsed - empty.heapUsed),
    outsideHeapMiB: mib(after.external - empty.external),
    rssMiB: mib(after.rss),
    peakRssMiB: mib(peakRss),
    heapTotalMiB: mib(heap.total_heap_size),
    ...kept.facts,
  }),
);
