import { describe, expect, it } from 'vitest';
import { KERALA_OUTLINE, insideOutline, type LonLat } from './kerala-outline.ts';
import { fitProjection, ringPath } from './map-projection.ts';
import { STORE_LOCATIONS } from './stores.ts';

const BOX = { width: 320, height: 560, padding: 16 };

describe('fitProjection', () => {
  it('maps the bounds to the padded box: west to the left edge, north to the top', () => {
    const square: LonLat[] = [
      [76, 10],
      [77, 11],
    ];
    const p = fitProjection(square, { width: 220, height: 1000, padding: 10 });
    expect(p.project([76, 11])).toEqual({ x: 10, y: 10 });
    const se = p.project([77, 10]);
    expect(se.x).toBe(210);
    // A degree of latitude is longer than a squeezed degree of longitude at 10.5° N.
    const squeeze = Math.cos((10.5 * Math.PI) / 180);
    expect(se.y).toBeCloseTo(10 + 200 / squeeze, 1);
    expect(p.width).toBe(220);
    expect(p.height).toBeCloseTo(20 + 200 / squeeze, 1);
  });

  it('keeps the whole outline and every store inside the drawing, and north above south', () => {
    const p = fitProjection(KERALA_OUTLINE, BOX);
    expect(p.width).toBeLessThanOrEqual(BOX.width);
    expect(p.height).toBeLessThanOrEqual(BOX.height);
    for (const point of [...KERALA_OUTLINE, ...STORE_LOCATIONS.map((s): LonLat => [s.longitude, s.latitude])]) {
      const { x, y } = p.project(point);
      expect(x).toBeGreaterThanOrEqual(BOX.padding - 0.01);
      expect(x).toBeLessThanOrEqual(p.width - BOX.padding + 0.01);
      expect(y).toBeGreaterThanOrEqual(BOX.padding - 0.01);
      expect(y).toBeLessThanOrEqual(p.height - BOX.padding + 0.01);
    }
    const y = (id: string) => {
      const s = STORE_LOCATIONS.find((x) => x.id === id)!;
      return p.project([s.longitude, s.latitude]).y;
    };
    expect(y('kozhikode')).toBeLessThan(y('thrissur'));
    expect(y('thrissur')).toBeLessThan(y('kochi'));
  });

  it('refuses an empty list', () => expect(() => fitProjection([], BOX)).toThrow(RangeError));
});

describe('ringPath', () => {
  it('draws a closed path through every point', () => {
    const p = fitProjection(KERALA_OUTLINE, BOX);
    const d = ringPath(KERALA_OUTLINE, p);
    expect(d.startsWith('M')).toBe(true);
    expect(d.endsWith(' Z')).toBe(true);
    expect(d.match(/[ML]/g)).toHaveLength(KERALA_OUTLINE.length);
  });
});

describe('insideOutline', () => {
  it.each([
    [[76.95, 8.5], true], // Thiruvananthapuram
    [[76.65, 10.78], true], // Palakkad
    [[76.96, 11.0], false], // Coimbatore, Tamil Nadu
    [[74.85, 12.87], false], // Mangaluru, Karnataka
    [[75.5, 10.5], false], // the Arabian Sea
    [[75.45, 9.9], false], // where the map writes 'Arabian Sea'
  ] as const)('%j → %s', (point, inside) => expect(insideOutline(point as LonLat)).toBe(inside));
});

describe('storeMap', () => {
  it('draws one marker per store at its projected place, linking to its page', async () => {
    const { storeMap } = await import('./store-map.ts');
    const map = storeMap(STORE_LOCATIONS);
    const p = fitProjection(KERALA_OUTLINE, BOX);
    expect(map.markers.map((m) => m.href)).toEqual(['/locations/kochi', '/locations/kozhikode', '/locations/thrissur']);
    expect(map.outline).toBe(ringPath(KERALA_OUTLINE, p));
    for (const m of map.markers) {
      const s = STORE_LOCATIONS.find((x) => x.id === m.id)!;
      expect({ x: m.x, y: m.y }).toEqual(p.project([s.longitude, s.latitude]));
    }
  });
});
