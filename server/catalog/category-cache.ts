// The categories in memory. Every page reads them (the root loader's navigation, the product page's
// breadcrumb, listings), they change rarely (the seed, migrations, later the back office), and no
// trigger notifies their changes (catalog_changed covers products and variants). So: read once, then
// served from memory; once the copy is older than maxAgeMs the next read still answers from it at
// once and starts one reload in the background. A change made in the database therefore shows
// within maxAgeMs plus one query, on every instance, and no shopper's request waits for it.
import type { Category } from '../../domain/catalog/product.ts';

export const CATEGORY_MAX_AGE_MS = 60_000;

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
  };
}
