import { describe, expect, it } from 'vitest';
import { coupons } from './schema/checkout.ts';
import { asDate, columnsOf } from './runner.ts';

describe('asDate', () => {
  const at = new Date('2026-11-26T10:00:00Z');
  it.each([
    [null, null],
    [undefined, null],
    [at, at],
    ['2026-11-26T10:00:00Z', at],
    ['2026-11-26 15:30:00+05:30', at],
  ])('%s → %s', (given, expected) => {
    expect(asDate(given)).toEqual(expected);
  });
});

describe('columnsOf', () => {
  it('picks the named columns of the table, the same objects select() takes', () => {
    const picked = columnsOf(coupons, ['code', 'usedCount']);
    expect(Object.keys(picked)).toEqual(['code', 'usedCount']);
    expect(picked.code).toBe(coupons.code);
    expect(picked.usedCount.name).toBe('used_count');
  });

  it('picks nothing from an empty list', () => {
    expect(columnsOf(coupons, [])).toEqual({});
  });
});
