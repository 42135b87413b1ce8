import { describe, expect, it, vi } from 'vitest';
import type { Category } from '../../domain/catalog/product.ts';
import { createCategoryCache } from './category-cache.ts';

const category = (slug: string, name = slug): Category => ({
  slug,
  name,
  parent: null,
  seo_title: '',
  seo_description: '',
  seo_keywords: '',
  banner_title: '',
  banner_content: '',
});

function setup(maxAgeMs = 1_000) {
  let clock = 0;
  let answer = [category('rings', 'Rings')];
  const load = vi.fn(async () => answer);
  const errors: unknown[] = [];
  const cache = createCategoryCache(load, { maxAgeMs, now: () => clock, onError: (e) => errors.push(e) });
  return {
    cache,
    load,
    errors,
    tick: (ms: number) => (clock += ms),
    answer: (list: Category[]) => (answer = list),
    fail: () => load.mockRejectedValueOnce(new Error('database away')),
  };
}

describe('category cache', () => {
  it('reads the database once, then answers from memory while fresh', async () => {
    const t = setup();
    expect((await t.cache.list()).map((c) => c.slug)).toEqual(['rings']);
    t.tick(999);
    expect((await t.cache.find('rings'))?.name).toBe('Rings');
    expect(await t.cache.find('nope')).toBeUndefined();
    expect(t.load).toHaveBeenCalledTimes(1);
  });

  it('shares one read between requests that arrive before the first answer', async () => {
    const t = setup();
    await Promise.all([t.cache.list(), t.cache.list(), t.cache.find('rings')]);
    expect(t.load).toHaveBeenCalledTimes(1);
  });

  it('once stale, answers from memory at once and reloads in the background', async () => {
    const t = setup();
    await t.cache.list();
    t.answer([category('rings', 'Rings'), category('bangles', 'Bangles')]);
    t.tick(1_000);
    expect((await t.cache.list()).map((c) => c.slug)).toEqual(['rings']); // the old copy, no wait
    expect(t.load).toHaveBeenCalledTimes(2);
    await vi.waitFor(async () => expect((await t.cache.list()).map((c) => c.slug)).toEqual(['rings', 'bangles']));
    expect(t.load).toHaveBeenCalledTimes(2); // fresh again
  });

  it('keeps the old copy when a reload fails, and tries again on a later read', async () => {
    const t = setup();
    await t.cache.list();
    t.tick(1_000);
    t.fail();
    expect(await t.cache.find('rings')).toBeDefined();
    await vi.waitFor(() => expect(t.errors).toHaveLength(1));
    expect(await t.cache.find('rings')).toBeDefined();
    expect(t.load).toHaveBeenCalledTimes(3);
  });

  it('hands out copies of the list, so a caller cannot change what others read', async () => {
    const t = setup();
    (await t.cache.list()).pop();
    expect(await t.cache.list()).toHaveLength(1);
  });

  it('refresh reads the table again at once and serves the new copy when it resolves', async () => {
    const t = setup();
    await t.cache.list();
    t.answer([category('rings', 'Diamond Rings')]);
    await t.cache.refresh();
    expect((await t.cache.find('rings'))?.name).toBe('Diamond Rings');
    expect(t.load).toHaveBeenCalledTimes(2);
  });

  it('a refresh asked for during a read reads once more after it (that read may predate the change)', async () => {
    let release!: () => void;
    let answer = [category('rings', 'Rings')];
    const load = vi.fn(async () => {
      const list = answer;
      if (load.mock.calls.length === 2) await new Promise<void>((r) => (release = r));
      return list;
    });
    const cache = createCategoryCache(load);
    await cache.list();
    const first = cache.refresh(); // reads the old answer, held open
    answer = [category('rings', 'Diamond Rings')];
    const second = cache.refresh();
    await vi.waitFor(() => expect(release).toBeTypeOf('function'));
    release();
    await Promise.all([first, second]);
    expect((await cache.find('rings'))?.name).toBe('Diamond Rings');
    expect(load).toHaveBeenCalledTimes(3);
  });
});
