import { describe, expect, it } from 'vitest';
import { ringDesignOf } from './design.ts';

const diamonds = (n: number) => ({ diamondCount: n, gemstoneType: null });

describe('ringDesignOf', () => {
  it.each([
    ['Aanya Halo Diamond Ring', diamonds(20), 'halo'],
    ['Mehr Ruby Cocktail Ring', { diamondCount: 14, gemstoneType: 'Ruby' }, 'halo'],
    ['Diya Eternity Diamond Band', diamonds(16), 'eternity'],
    ['Noor Floral Cluster Diamond Ring', diamonds(9), 'cluster'],
    ['Tara Solitaire Diamond Ring', diamonds(1), 'solitaire'],
    ['Arjun Classic Diamond Band', diamonds(5), 'band'],
    ['Myra Petite Diamond Ring', diamonds(3), null],
    ['Pari Gold Leaf Ring', diamonds(0), 'plain'],
    ['Anant Halo Gold Ring', diamonds(0), 'plain'],
  ] as const)('%s → %s', (name, stones, design) => {
    expect(ringDesignOf(name, stones)).toBe(design);
  });
});
