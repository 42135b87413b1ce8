// The categories in memory. Every page reads them (the root loader's navigation, the product page's
// breadcrumb, listings) and they change rarely (the seed, migrations, the back office's
// merchandising desk). So: read once, then served from memory. A change to the table notifies
// 'merch_changed' (db/migrations/0031), on which every instance calls `refresh()`: the copy is read
// again at once, and reads go on answering from the old copy until the new one is in, so a change
// shows within a query's time on every instance and no shopper's request waits for it. The age limit
// is only a safety net for a notification lost with a dropped listening connection.
import type { Category } from '../../domain/catalog/product.ts';

export const CATEGORY_MAX_AGE_MS = 10 * 60_000;

interface Held {
  at: number;
  list: readonly Category[];
  bySlug: ReadonlyMap<string, Category>;
}

export function createCategoryCache(
  load: () => Promise<Category[]>,
  options: { maxAgeMs?: number; now?: () => number; onError?: (err: unknown) => void } = {},
) {
  const maxAgeMs = options.maxAgeMs ?? CATEGORY_MAX_AGE_MS;
  const now = options.now ?? Date.now;
  let held: Held | null = null;
  let loading: Promise<Held> | null = null;
  // A refresh asked for while a read was under way: that read may have begun before the change.
  let again: Promise<Held> | null = null;

  function reload(): Promise<Held> {
    loading ??= load()
      .then((list) => {
        held = { at: now(), list, bySlug: new Map(list.map((c) => [c.slug, c])) };
        return held;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  /** Reads the table again now (a change was notified or made here); resolves once the new copy serves. */
  function refresh(): Promise<Held> {
    if (!loading) return reload();
    again ??= loading
      .catch(() => undefined)
      .then(() => {
        again = null;
        return reload();
      });
    return again;
  }

  async function current(): Promise<Held> {
    if (!held) return reload(); // the first read waits for the database: there is nothing to serve yet
    if (now() - held.at >= maxAgeMs) {
      // Stale: answer from memory now; a failed reload keeps the old copy and tries on the next read.
      reload().catch((err: unknown) => options.onError?.(err));
    }
    return held;
  }

  return {
    /** Every category, in the navigation's order (position, then slug). */
    list: async (): Promise<Category[]> => [...(await current()).list],
    /** One category by its canonical slug. */
    find: async (slug: string): Promise<Category | undefined> => (await current()).bySlug.get(slug),
    /** Read again at once; a failed read keeps the old copy (and is reported to the caller). */
    refresh: async (): Promise<void> => {
      await refresh();
    },
  };
}
