import { describe, expect, it } from 'vitest';
import { promiseHolds, type PromiseKind } from './promise-claims.ts';

const diamondRing = { offerprice: 48_000, metal_type: 'Gold', diamond_count: 12 };
const goldChain = { offerprice: 60_000, metal_type: 'Gold', diamond_count: 0 };
const looseStone = { offerprice: 2_10_000, metal_type: 'None', diamond_count: 1 };

describe('promiseHolds', () => {
  it.for([
    ['money', diamondRing, true],
    ['money', goldChain, false],
    ['diamond', goldChain, false],
    ['diamond', looseStone, true],
    ['hallmark', looseStone, false],
    ['hallmark', goldChain, true],
    ['cash', diamondRing, true],
    ['cash', { ...diamondRing, offerprice: 49_000 }, true],
    ['cash', { ...diamondRing, offerprice: 49_001 }, false],
    ['returns', looseStone, true],
    ['shipping', goldChain, true],
    ['exchange', looseStone, true],
    ['quality', goldChain, true],
  ] as const)('%s on %o → %s', ([kind, piece, holds]) => {
    expect(promiseHolds(kind as PromiseKind, piece)).toBe(holds);
  });
});
