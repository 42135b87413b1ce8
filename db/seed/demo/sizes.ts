// Sizes offered for the sized categories (rings, bangles, bracelets) and how much more gold a larger
// size takes, so a size 18 ring costs a little more than a size 10 of the same design.
import type { Prng } from './prng.ts';
import type { Gender } from './styles.ts';

/** Indian ring sizes; each ring offers a run of 3 to 5 of these that suits who wears it. */
export const RING_SIZES: Record<Gender, readonly string[]> = {
  women: ['8', '10', '12', '14', '16'],
  men: ['16', '18', '20', '22'],
  unisex: ['10', '12', '14', '16', '18', '20'],
  kids: ['8', '9', '10'],
};
export const BANGLE_SIZES = ['2.4', '2.6', '2.8'] as const;
export const BRACELET_SIZES = ['S', 'M', 'L'] as const;

const BANGLE_FACTOR: Record<string, number> = { '2.4': 1, '2.6': 1.08, '2.8': 1.16 };
const BRACELET_FACTOR: Record<string, number> = { S: 0.92, M: 1, L: 1.08 };
/** Ring weights are given for size 12; each size up adds about 2.5% more gold. */
const RING_BASE_SIZE = 12;
const RING_STEP = 0.025;

/** The sizes one product is offered in; [null] for categories without sizes. */
export function sizesFor(category: string, gender: Gender, rng: Prng): readonly (string | null)[] {
  if (category === 'bangles') return BANGLE_SIZES;
  if (category === 'bracelets') return BRACELET_SIZES;
  if (category !== 'rings') return [null];
  const all = RING_SIZES[gender];
  const count = rng.int(Math.min(3, all.length), Math.min(5, all.length));
  const start = rng.int(0, all.length - count);
  return all.slice(start, start + count);
}

/** Multiplier on the design's base metal weight for a size. */
export function weightFactor(category: string, size: string | null): number {
  if (size === null) return 1;
  if (category === 'rings') return 1 + (Number(size) - RING_BASE_SIZE) * RING_STEP;
  if (category === 'bangles') return BANGLE_FACTOR[size] ?? 1;
  if (category === 'bracelets') return BRACELET_FACTOR[size] ?? 1;
  return 1;
}

/** The size as it appears in a variant id: dots dropped so `2.6` becomes `26`. */
export function sizeCode(size: string): string {
  return size.replace('.', '');
}
