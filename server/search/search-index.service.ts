// Keeps the in-memory search engine in step with the catalogue. A database trigger notifies
// 'catalog_changed' with a product id on every change (db/migrations/0001); this service collects the
// ids for a moment, reloads those products and upserts or removes them, in the engine and in the
// mirror product pages read (product-mirror.ts: it finds products in the engine, which holds each
// one once in a compact form). With PGlite the notification
// comes from the same process; with a PostgreSQL server it reaches every instance.
import type { Logger } from 'pino';
import type { Listen } from '../../db/client.ts';
import type { IndexableSource } from '../catalog/catalog.service.ts';
import { startSearchEngine } from './engine.ts';
import { ProductMirror } from './product-mirror.ts';

export const CATALOG_CHANNEL = 'catalog_changed';
/** How long to gather notifications before reloading: a bulk change becomes one reload. */
const GATHER_MS = 50;

export async function createSearchIndex(deps: { catalog: IndexableSource; listen: Listen; logger: Logger }) {
  const pending = new Set<number>();
  // Others that follow the same notifications (the reviews' first pages): one LISTEN per instance.
  const changeListeners = new Set<(productId: number) => void>();
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> = Promise.resolve();

  // Subscribe before the first load so that no change made meanwhile is missed.
  const unlisten = await deps.listen(CATALOG_CHANNEL, (payload) => {
    const id = Number(payload);
    if (!Number.isSafeInteger(id)) return;
    for (const listener of changeListeners) listener(id);
    pending.add(id);
    timer ??= setTimeout(() => {
      timer = undefined;
      void flush();
    }, GATHER_MS);
  });

  const started = performance.now();
  // Product pages, related pieces and the cart read the engine's products through the mirror. The
  // catalogue is read a page at a time, each page added to both and let go: they keep what they need
  // (at 10 lakh, reading all rows at once held several GiB at the peak).
  const building = startSearchEngine(await deps.catalog.countIndexable(), {
    // The store still starts, its searches the same: only the build takes longer.
    onTextThreadFailure: (err) =>
      deps.logger.warn({ err }, 'search index: the words thread failed, building the words on the main thread'),
  });
  const { engine } = building;
  const mirror = new ProductMirror(engine);
  for await (const page of deps.catalog.pagesOfIndexable()) {
    building.add(page);
    mirror.hold(page);
  }
  building.settle();
  deps.logger.info({ products: engine.size, ms: Math.round(performance.now() - started) }, 'search index built');

  function flush(): Promise<void> {
    // One reload at a time, in order; a failed reload keeps its ids for the next one.
    flushing = flushing.then(async () => {
      if (pending.size === 0) return;
      const ids = [...pending];
      pending.clear();
      try {
        const loaded = await deps.catalog.loadIndexable(ids);
        const present = new Set(loaded.map((p) => p.id));
        for (const product of loaded) mirror.upsert(product);
        for (const id of ids) if (!present.has(id)) mirror.remove(id);
      } catch (error) {
        for (const id of ids) pending.add(id);
        deps.logger.error({ err: error }, 'search index refresh failed');
      }
    });
    return flushing;
  }

  return {
    engine,
    findByValue: (value: string) => mirror.findByValue(value),
    findBySku: (sku: string) => mirror.findBySku(sku),
    findById: (id: number) => mirror.findById(id),
    /** The shown products of a category (its own, not its sub-categories'), for related pieces. */
    inCategory: (slug: string) => mirror.inCategory(slug),
    /** Applies the changes notified so far (tests, and before a graceful stop). */
    flush,
    /**
     * Reloads these products now, without waiting for their notification (a back office save answers
     * once this instance shows it; the notification that follows reloads them once more, harmlessly).
     */
    refresh(ids: readonly number[]): Promise<void> {
      for (const id of ids) pending.add(id);
      return flush();
    },
    /** Calls `listener` with a product's id as soon as its change is notified; answers the unsubscribe. */
    onProductChanged(listener: (productId: number) => void): () => void {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    async close() {
      if (timer) clearTimeout(timer);
      await unlisten();
    },
  };
}
export type SearchIndex = Awaited<ReturnType<typeof createSearchIndex>>;
