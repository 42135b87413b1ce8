// The ring size table (docs/spec.md#second-3 "Ring size record": name Metal Rod or Steel Ring, size 1 to
// 36, mm diameter, and for Metal Rod only a unit number 41 to 76; "size 1 = 13 mm, size 7 = 15 mm,
// size 23 = 20 mm, size 36 = 24.2 mm"). Computed, never typed in: see
// docs/decisions/2026-11-25-store-locator-and-size-guides.md for how the rule was chosen.

export const RING_SIZE_MIN = 1;
export const RING_SIZE_MAX = 36;
/** The Metal Rod (ring sizer mandrel) is marked in millimetres of circumference: size + 40 (41 to 76). */
export const METAL_ROD_OFFSET = 40;

/**
 * The spec's four examples, in tenths of a millimetre. The inner diameter runs straight between each
 * pair of neighbours: the points lie on the Indian circumference rule (diameter = (size + 40) / π)
 * to within 0.05 mm, so the line between them stays within 0.1 mm of it, and the anchors hold exactly.
 */
export const RING_ANCHORS: readonly { size: number; tenthsMm: number }[] = [
  { size: 1, tenthsMm: 130 },
  { size: 7, tenthsMm: 150 },
  { size: 23, tenthsMm: 200 },
  { size: 36, tenthsMm: 242 },
];

export type RingGauge = 'Metal Rod' | 'Steel Ring';

/** The spec's record, one per gauge and size. */
export interface RingSizeRecord {
  name: RingGauge;
  size: number;
  /** Inner diameter, mm, one decimal. */
  mm: number;
  /** Metal Rod only: the mandrel's mark (41 to 76). */
  unit?: number;
}

/** One row of the page's table: both gauges of a size side by side. */
export interface RingSizeRow {
  size: number;
  /** Inner diameter, mm, one decimal. */
  diameterMm: number;
  /** Inner circumference π × diameter, mm, one decimal. */
  circumferenceMm: number;
  metalRodUnit: number;
  /** The Steel Ring gauge is a set of rings stamped with the size itself. */
  steelRing: number;
}

const isRingSize = (size: number) => Number.isInteger(size) && size >= RING_SIZE_MIN && size <= RING_SIZE_MAX;

/** Rounds a non-negative rational num/den to the nearest integer, halves up, in integer arithmetic. */
const roundRatio = (num: number, den: number) => Math.floor((2 * num + den) / (2 * den));

/** Rounds to one decimal, halves up (0.05 → 0.1), free of binary floating-point surprises. */
export const roundTenth = (value: number) => Math.round(Number((value * 10).toFixed(6))) / 10;

/** The inner diameter of a ring size in mm (one decimal); throws outside sizes 1 to 36. */
export function ringDiameterMm(size: number): number {
  if (!isRingSize(size)) throw new RangeError(`ring size ${size} is outside ${RING_SIZE_MIN} to ${RING_SIZE_MAX}`);
  const upper = RING_ANCHORS.findIndex((a) => a.size >= size);
  const hi = RING_ANCHORS[upper]!;
  if (hi.size === size) return hi.tenthsMm / 10;
  const lo = RING_ANCHORS[upper - 1]!;
  const span = hi.size - lo.size;
  return roundRatio(lo.tenthsMm * (hi.size - size) + hi.tenthsMm * (size - lo.size), span) / 10;
}

export const metalRodUnit = (size: number) => {
  if (!isRingSize(size)) throw new RangeError(`ring size ${size} is outside ${RING_SIZE_MIN} to ${RING_SIZE_MAX}`);
  return size + METAL_ROD_OFFSET;
};

/** Every size from 1 to 36, smallest first. */
export const ringSizes = () => Array.from({ length: RING_SIZE_MAX - RING_SIZE_MIN + 1 }, (_, i) => RING_SIZE_MIN + i);

export function ringSizeRows(): RingSizeRow[] {
  return ringSizes().map((size) => {
    const diameterMm = ringDiameterMm(size);
    return {
      size,
      diameterMm,
      circumferenceMm: roundTenth(Math.PI * diameterMm),
      metalRodUnit: metalRodUnit(size),
      steelRing: size,
    };
  });
}

/** The spec's records: a Metal Rod record (with its unit) and a Steel Ring record for each size. */
export function ringSizeRecords(): RingSizeRecord[] {
  return ringSizes().flatMap((size): RingSizeRecord[] => [
    { name: 'Metal Rod', size, mm: ringDiameterMm(size), unit: metalRodUnit(size) },
    { name: 'Steel Ring', size, mm: ringDiameterMm(size) },
  ]);
}
