import { describe, expect, it } from 'vitest';
import { createFirstPageCache } from './first-page-cache.ts';

const counter = () => {
  let calls = 0;
  return { load: (v: string) => async () => (calls++, v), calls: () => calls };
};

describe('the first-page cache', () => {
  it('loads a piece once, then answers from memory', async () => {
    const cache = createFirstPageCache<string>(10);
    const c = counter();
    expect(await cache.get(1, c.load('a'))).toBe('a');
    expect(await cache.get(1, c.load('b'))).toBe('a');
    expect(c.calls()).toBe(1);
  });

  it('loads again after the piece is dropped', async () => {
    const cache = createFirstPageCache<string>(10);
    await cache.get(1, async () => 'old');
    cache.drop(1);
    expect(await cache.get(1, async () => 'new')).toBe('new');
    expect(await cache.get(1, async () => 'newer')).toBe('new');
  });

  it('does not keep a page that was loading while a drop came', async () => {
    const cache = createFirstPageCache<string>(10);
    let release!: () => void;
    const slow = cache.get(
      1,
      () => new Promise<string>((resolve) => (release = () => resolve('read before the review'))),
    );
    cache.drop(1); // the review committed while the read was on its way
    release();
    expect(await slow).toBe('read before the review');
    expect(cache.size).toBe(0);
    expect(await cache.get(1, async () => 'with the review')).toBe('with the review');
  });

  it('forgets the least recently used piece beyond its size', async () => {
    const cache = createFirstPageCache<string>(2);
    await cache.get(1, async () => 'one');
    await cache.get(2, async () => 'two');
    await cache.get(1, async () => 'unused'); // 1 is now the most recent
    await cache.get(3, async () => 'three'); // 2 goes
    expect(cache.size).toBe(2);
    expect(await cache.get(1, async () => 'reloaded')).toBe('one');
    expect(await cache.get(2, async () => 'reloaded')).toBe('reloaded');
  });

  it('does not keep a failed load', async () => {
    const cache = createFirstPageCache<string>(10);
    await expect(cache.get(1, async () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect(await cache.get(1, async () => 'back')).toBe('back');
  });
});
