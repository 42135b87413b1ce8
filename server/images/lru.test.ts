import { describe, expect, it } from 'vitest';
import { SizedLru } from './lru.ts';

describe('SizedLru', () => {
  it('evicts the least recently used entries once over its size', () => {
    const lru = new SizedLru<string>(10);
    lru.set('a', 'A', 4);
    lru.set('b', 'B', 4);
    expect(lru.get('a')).toBe('A'); // a is now the most recent
    lru.set('c', 'C', 4);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe('A');
    expect(lru.get('c')).toBe('C');
    expect(lru.size).toBe(8);
  });

  it('replaces an entry without counting it twice, and skips values larger than the whole cache', () => {
    const lru = new SizedLru<string>(10);
    lru.set('a', 'A', 6);
    lru.set('a', 'A2', 6);
    expect(lru.size).toBe(6);
    lru.set('huge', 'H', 11);
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.get('a')).toBe('A2');
  });
});
