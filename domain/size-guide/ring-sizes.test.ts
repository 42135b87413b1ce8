import { describe, expect, it } from 'vitest';
import {
  metalRodUnit,
  ringDiameterMm,
  ringSizeRecords,
  ringSizeRows,
  ringSizes,
  roundTenth,
  RING_ANCHORS,
} from './ring-sizes.ts';

describe('ringDiameterMm', () => {
  it.each([
    // The spec's examples, exactly.
    [1, 13],
    [7, 15],
    [23, 20],
    [36, 24.2],
    // Between them, straight lines rounded to 0.1 mm (halves up).
    [2, 13.3],
    [3, 13.7],
    [4, 14],
    [8, 15.3],
    [11, 16.3], // 16.25 exactly: the half goes up
    [15, 17.5],
    [24, 20.3],
    [30, 22.3],
    [35, 23.9],
  ])('size %i is %f mm', (size, mm) => {
    expect(ringDiameterMm(size)).toBe(mm);
  });

  it.each([0, 37, -1, 1.5, Number.NaN])('refuses size %f', (size) => {
    expect(() => ringDiameterMm(size)).toThrow(RangeError);
    expect(() => metalRodUnit(size)).toThrow(RangeError);
  });

  it('grows with every size, by 0.3 or 0.4 mm', () => {
    const sizes = ringSizes();
    for (let i = 1; i < sizes.length; i++) {
      const step = roundTenth(ringDiameterMm(sizes[i]!) - ringDiameterMm(sizes[i - 1]!));
      expect([0.3, 0.4], `size ${sizes[i]}`).toContain(step);
    }
  });

  it('stays within 0.15 mm of the circumference rule the Metal Rod is marked in (diameter = unit / π)', () => {
    for (const size of ringSizes())
      expect(Math.abs(ringDiameterMm(size) - metalRodUnit(size) / Math.PI), `size ${size}`).toBeLessThan(0.15);
  });

  it('passes through every anchor', () => {
    for (const a of RING_ANCHORS) expect(ringDiameterMm(a.size)).toBe(a.tenthsMm / 10);
  });
});

describe('ringSizeRows', () => {
  const rows = ringSizeRows();
  it('has sizes 1 to 36, Metal Rod units 41 to 76, the Steel Ring stamped with the size', () => {
    expect(rows.map((r) => r.size)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
    expect(rows[0]!.metalRodUnit).toBe(41);
    expect(rows[35]!.metalRodUnit).toBe(76);
    for (const r of rows) {
      expect(r.metalRodUnit).toBe(r.size + 40);
      expect(r.steelRing).toBe(r.size);
      expect(r.diameterMm).toBe(ringDiameterMm(r.size));
      expect(r.circumferenceMm).toBe(Math.round(Math.PI * r.diameterMm * 10) / 10);
      // One decimal, no floating-point tails.
      expect(String(r.diameterMm)).toMatch(/^\d+(\.\d)?$/);
      expect(String(r.circumferenceMm)).toMatch(/^\d+(\.\d)?$/);
    }
  });

  it('circumferences of the anchors', () => {
    expect(rows.find((r) => r.size === 1)!.circumferenceMm).toBe(40.8);
    expect(rows.find((r) => r.size === 36)!.circumferenceMm).toBe(76);
  });
});

describe('ringSizeRecords', () => {
  it('has a Metal Rod record with its unit and a Steel Ring record without one for every size', () => {
    const records = ringSizeRecords();
    expect(records).toHaveLength(72);
    expect(records.slice(0, 2)).toEqual([
      { name: 'Metal Rod', size: 1, mm: 13, unit: 41 },
      { name: 'Steel Ring', size: 1, mm: 13 },
    ]);
    expect(records.filter((r) => r.name === 'Steel Ring').every((r) => r.unit === undefined)).toBe(true);
    expect(records.filter((r) => r.name === 'Metal Rod').map((r) => r.unit)).toEqual(
      Array.from({ length: 36 }, (_, i) => 41 + i),
    );
  });
});

describe('roundTenth', () => {
  it.each([
    [0.05, 0.1],
    [1.25, 1.3],
    [40.84, 40.8],
    [2.349999, 2.3],
    [16.25, 16.3],
  ])('%f → %f', (value, rounded) => expect(roundTenth(value)).toBe(rounded));
});
