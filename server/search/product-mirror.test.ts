import { describe, expect, it } from 'vitest';
import { makeProducts } from '../../tests/support/product-factory.ts';
import { createSearchEngine } from './engine.ts';
import { hashString as hashOf } from '../../domain/random/prng.ts';
import { ProductMirror } from './product-mirror.ts';

function mirrorOf(count: number) {
  const products = makeProducts(count, 5);
  const engine = createSearchEngine(products);
  return { products, engine, mirror: new ProductMirror(engine, products) };
}

describe('ProductMirror', () => {
  it('finds every product by value, SKU and id, equal to what was handed in', () => {
    const { products, mirror } = mirrorOf(60);
    for (const p of products) {
      expect(mirror.findByValue(p.value)).toStrictEqual(p);
      expect(mirror.findBySku(p.sku)).toStrictEqual(p);
      expect(mirror.findById(p.id)).toStrictEqual(p);
    }
    expect(mirror.findByValue('no-such-piece')).toBeUndefined();
    expect(mirror.findBySku('')).toBeUndefined();
    expect(mirror.findById(10_000)).toBeUndefined();
  });

  it('answers the same object until the product changes, then the new one everywhere', () => {
    const { products, engine, mirror } = mirrorOf(20);
    const p = products[3]!;
    const held = mirror.findByValue(p.value)!;
    expect(mirror.findBySku(p.sku)).toBe(held);
    const changed = { ...p, value: 'renamed-4', sku: 'SV-XX-4', category: 'chains', stock: 1 };
    mirror.upsert(changed);
    expect(mirror.findByValue(p.value)).toBeUndefined();
    expect(mirror.findBySku(p.sku)).toBeUndefined();
    expect(mirror.findByValue('renamed-4')).toStrictEqual(changed);
    expect(mirror.findBySku('SV-XX-4')).toBe(mirror.findByValue('renamed-4'));
    expect(mirror.inCategory('chains').map((e) => e.id)).toContain(p.id);
    expect(engine.search({ query: 'SV-XX-4' }).hits.map((h) => h.id)).toEqual([p.id]);
    mirror.remove(p.id);
    expect(mirror.findById(p.id)).toBeUndefined();
    expect(mirror.findBySku('SV-XX-4')).toBeUndefined();
    expect(mirror.inCategory('chains').map((e) => e.id)).not.toContain(p.id);
    expect(engine.size).toBe(19);
  });

  it('keeps a category shelf of ids with lowest prices, and leaves out unpriced products', () => {
    const { products, mirror } = mirrorOf(40);
    const rings = products.filter((p) => p.category === 'rings');
    expect(mirror.inCategory('rings')).toEqual(
      rings.map((p) => ({
        id: p.id,
        category: 'rings',
        variants: [{ offerprice: Math.min(...p.variants.map((v) => v.offerprice)) }],
      })),
    );
    const unpriced = { ...rings[0]!, variants: rings[0]!.variants.map((v) => ({ ...v, offerprice: 0 })) };
    mirror.upsert(unpriced);
    expect(mirror.findById(unpriced.id)).toBeUndefined();
    expect(mirror.findByValue(unpriced.value)).toBeUndefined();
    expect(mirror.inCategory('rings').map((e) => e.id)).not.toContain(unpriced.id);
  });

  it('tells apart values whose hashes collide', () => {
    // Two slugs with one 32-bit hash (found by the birthday bound: a few lakh tries at most).
    const seen = new Map<number, string>();
    let pair: [string, string] | undefined;
    for (let i = 0; !pair; i++) {
      const slug = `piece-${i}`;
      const other = seen.get(hashOf(slug));
      if (other !== undefined) pair = [other, slug];
      else seen.set(hashOf(slug), slug);
    }
    const [a, b] = makeProducts(2, 5).map((p, i) => ({ ...p, value: pair[i]! }));
    const engine = createSearchEngine([a!, b!]);
    const mirror = new ProductMirror(engine, [a!, b!]);
    expect(mirror.findByValue(pair[0])!.id).toBe(a!.id);
    expect(mirror.findByValue(pair[1])!.id).toBe(b!.id);
    mirror.remove(a!.id);
    expect(mirror.findByValue(pair[0])).toBeUndefined();
    expect(mirror.findByValue(pair[1])!.id).toBe(b!.id);
  });
});
