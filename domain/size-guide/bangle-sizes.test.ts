import { describe, expect, it } from 'vitest';
import { bangleMmText, bangleSizeRows, bangleSizeText } from './bangle-sizes.ts';

describe('bangleSizeText', () => {
  it.each([
    [21, '1.5/16'],
    [31, '1.15/16'],
    [32, '2'],
    [33, '2.1/16'],
    [40, '2.8/16'],
    [48, '3'],
    [53, '3.5/16'],
  ])('%i sixteenths is %s', (n, text) => expect(bangleSizeText(n)).toBe(text));
});

describe('bangleMmText', () => {
  it.each([
    [21, '33.3375'],
    [22, '34.9250'],
    [32, '50.8000'],
    [48, '76.2000'],
    [53, '84.1375'],
  ])('%i sixteenths is %s mm', (n, mm) => expect(bangleMmText(n)).toBe(mm));
});

describe('bangleSizeRows', () => {
  const rows = bangleSizeRows();
  it("runs from the spec's 1.5/16 (33.3375 mm) to 3.5/16 (84.1375 mm), with the whole inches 2 and 3", () => {
    expect(rows).toHaveLength(33);
    expect(rows[0]).toMatchObject({ size: '1.5/16', mmText: '33.3375', mm: 33.3375, inches: '1 5/16' });
    expect(rows.at(-1)).toMatchObject({ size: '3.5/16', mmText: '84.1375', mm: 84.1375, inches: '3 5/16' });
    expect(rows.filter((r) => !r.size.includes('/')).map((r) => r.size)).toEqual(['2', '3']);
  });

  it('steps by 1/16 inch = 1.5875 mm exactly, every row', () => {
    for (let i = 0; i < rows.length; i++) {
      const r = rows[i]!;
      // Each value to the spec's four decimals, computed apart from the table's integer arithmetic.
      expect(r.mmText).toBe((33.3375 + i * 1.5875).toFixed(4));
      expect(r.mm).toBe(Number(r.mmText));
      expect(r.circumferenceMm).toBe(Math.round(Math.PI * r.mm * 10) / 10);
      if (i > 0) expect(r.sixteenths).toBe(rows[i - 1]!.sixteenths + 1);
      if (i > 0) expect(r.mm).toBeGreaterThan(rows[i - 1]!.mm);
    }
  });

  it('gives every size text once', () => {
    expect(new Set(rows.map((r) => r.size)).size).toBe(rows.length);
  });
});
