import { describe, expect, it } from 'vitest';
import { barChart } from './bar-chart.ts';
import { averageOrderValue, SALE_STATUSES, salesDays, salesTotals } from './sales.ts';

describe('SALE_STATUSES', () => {
  it('leaves out unpaid and cancelled orders only', () => {
    expect(SALE_STATUSES).toEqual([
      'placed',
      'confirmed',
      'in_production',
      'packed',
      'shipped',
      'delivered',
      'returned',
    ]);
  });
});

describe('averageOrderValue', () => {
  it.each([
    [0, 0, 0],
    [100_000, 1, 100_000],
    [100_001, 2, 50_001],
    [100_000, 3, 33_333],
    [200_000, 3, 66_667],
  ])('%i over %i orders → %i', (revenue, orders, aov) => expect(averageOrderValue(revenue, orders)).toBe(aov));
});

describe('salesDays and salesTotals', () => {
  it('fills the days without sales and totals the period', () => {
    const days = salesDays(
      ['2026-11-01', '2026-11-02', '2026-11-03'],
      [
        { day: '2026-11-03', orders: 3, revenue: 100_000 },
        { day: '2026-11-01', orders: 1, revenue: 45_500 },
      ],
    );
    expect(days).toEqual([
      { day: '2026-11-01', orders: 1, revenue: 45_500, average_order_value: 45_500 },
      { day: '2026-11-02', orders: 0, revenue: 0, average_order_value: 0 },
      { day: '2026-11-03', orders: 3, revenue: 100_000, average_order_value: 33_333 },
    ]);
    expect(salesTotals(days)).toEqual({ orders: 4, revenue: 145_500, average_order_value: 36_375 });
    expect(salesTotals([])).toEqual({ orders: 0, revenue: 0, average_order_value: 0 });
  });
});

describe('barChart', () => {
  it.each<[number[], number, number, { x: number; y: number; width: number; height: number }[]]>([
    [[], 100, 50, []],
    [
      [0, 0],
      100,
      50,
      [
        { x: 1, y: 49.5, width: 48, height: 0.5 },
        { x: 51, y: 49.5, width: 48, height: 0.5 },
      ],
    ],
    [
      [10, 5, 0, 20],
      100,
      40,
      [
        { x: 1, y: 20, width: 23, height: 20 },
        { x: 26, y: 30, width: 23, height: 10 },
        { x: 51, y: 39.5, width: 23, height: 0.5 },
        { x: 76, y: 0, width: 23, height: 40 },
      ],
    ],
  ])('%j in %i×%i', (values, w, h, bars) => expect(barChart(values, w, h).bars).toEqual(bars));

  it('answers the tallest value', () => expect(barChart([3, 9, 4], 90, 30).max).toBe(9));
});
