// What a piece's name promises its picture shows. A "Halo Diamond Ring" drawn as an eternity band
// tells the shopper the name or the picture is wrong; the drawers follow this hint where they have
// one, and draw as they please (from the stones) where the name says nothing about the shape.

/** The ring shapes a name can ask for. */
export type RingDesign = 'solitaire' | 'halo' | 'eternity' | 'cluster' | 'band' | 'plain';

/** Words in a ring's name and the shape each asks for, the first match winning. */
const RING_WORDS: readonly [RegExp, RingDesign][] = [
  [/\bhalo\b/i, 'halo'],
  [/\bcocktail\b/i, 'halo'],
  [/\beternity\b/i, 'eternity'],
  [/\bcluster\b/i, 'cluster'],
  [/\bsolitaire\b/i, 'solitaire'],
  [/\bband\b/i, 'band'],
];

/**
 * The ring shape a name asks for, or null when it names none ("Petite Diamond Ring"). A ring
 * without stones is always plain, whatever its name.
 */
export function ringDesignOf(
  name: string,
  stones: { diamondCount: number; gemstoneType: string | null },
): RingDesign | null {
  if (stones.diamondCount <= 0 && !stones.gemstoneType) return 'plain';
  for (const [word, design] of RING_WORDS) if (word.test(name)) return design;
  return null;
}
