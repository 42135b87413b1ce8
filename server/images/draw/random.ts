// Pictures must be identical on every render and every machine (they are cached and ETagged), so all
// variety comes from the shared seeded generator, seeded by a text, rather than Math.random.
import { createPrng, hashString, type Prng } from '../../../domain/random/prng.ts';

export { hashString };
export type Random = Prng;

export function createRandom(seed: string): Random {
  return createPrng(hashString(seed) || 1);
}
