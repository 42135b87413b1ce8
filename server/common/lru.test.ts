import { describe, expect, it } from 'vitest';
import { Lru } from './lru.ts';

describe('Lru', () => {
  it('forgets the least recently used entry beyond its limit', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1); // a is now the most recent
    lru.set('c', 3);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe(1);
    expect(lru.get('c')).toBe(3);
    expect(lru.size).toBe(2);
  });

  it('replaces a key without growing, remembers nothing with a limit of 0, and forgets all on clear', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('a', 2);
    expect(lru.size).toBe(1);
    expect(lru.get('a')).toBe(2);
    lru.set('b', 3);
    lru.delete('b');
    expect(lru.get('b')).toBeUndefined();
    lru.clear();
    expect(lru.get('a')).toBeUndefined();
    const none = new Lru<string, number>(0);
    none.set('a', 1);
    expect(none.get('a')).toBeUndefined();
  });
});
