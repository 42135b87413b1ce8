// Where the search build's peak RSS comes from: the store's index filled from generated pages as
// `npm run bench:search -- <size> --only=own --paged` fills it, with the process's memory printed after
// every few pages and after each step of settle (the words taken from their thread, the variant arrays
// and the product bytes trimmed). `npx tsx scripts/bench/search-build-trace.ts <size> [every] [page]`;
// the peak so far is maxRSS, so the line where it jumps is where the peak was reached. Pages are the
// store's size (INDEX_PAGE_SIZE) unless `page` says otherwise.
import { INDEX_PAGE_SIZE } from '../../server/catalog/catalog.service.ts';
import { CatalogueIndex } from '../../server/search/catalogue-index.ts';
import { makeProductPages } from '../../tests/support/product-factory.ts';

const size = Number(process.argv[2] ?? 1_000_000);
const every = Number(process.argv[3] ?? 10);
const PAGE_SIZE = Number(process.argv[4] ?? INDEX_PAGE_SIZE);
const mib = (n: number) => Math.round(n / 2 ** 20);
const started = performance.now();

function line(label: string): void {
  const m = process.memoryUsage();
  console.log(
    [
      label.padEnd(14),
      `${((performance.now() - started) / 1000).toFixed(1)} s`.padStart(8),
      `rss ${mib(m.rss)}`,
      `peak ${Math.round(process.resourceUsage().maxRSS / 1024)}`,
      `heap ${mib(m.heapUsed)}/${mib(m.heapTotal)}`,
      `external ${mib(m.external)}`,
      `buffers ${mib(m.arrayBuffers)}`,
    ].join('  '),
  );
}

const index = new CatalogueIndex(size);
// settle()'s steps one at a time (private members, for this trace only).
const steps = index as unknown as {
  wordsBuild: unknown;
  takeWords(compact: boolean): unknown;
  variants: { trim(): void };
  store: { trim(): void };
};
line('start');
let page = 0;
for (const products of makeProductPages(size, PAGE_SIZE, 42)) {
  for (const product of products) index.upsert(product);
  if (++page % every === 0) line(`page ${page}`);
}
line('pages done');
console.log(`variants: room for ${index.variants.offerprice.length}`);
if (steps.wordsBuild) steps.takeWords(true);
else index.text.compact();
line('words');
steps.variants.trim();
line('variants trim');
steps.store.trim();
line('store trim');
const cpu = process.cpuUsage();
console.log(`cpu ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s`);
