import { describe, expect, it } from 'vitest';
import {
  couponStatus,
  couponTermsProblems,
  couponWindow,
  indiaDayOf,
  limitProblems,
  type CouponTermsInput,
} from './coupon-rules.ts';
import { couponCreateBodySchema } from './desk-schemas.ts';

const percent: CouponTermsInput = {
  kind: 'PERCENTAGE',
  value: 10,
  max_discount: 3_000,
  min_subtotal: 0,
  starts_on: null,
  ends_on: null,
  total_limit: null,
  per_customer_limit: null,
};

describe('couponTermsProblems', () => {
  it.each<[string, Partial<CouponTermsInput>, Record<string, string>]>([
    ['a capped percentage', {}, {}],
    ['100%, capped', { value: 100 }, {}],
    ['above 100%', { value: 101 }, { value: 'a percentage is at most 100' }],
    [
      'a percentage without a cap',
      { max_discount: null },
      { max_discount: 'a percentage coupon needs a cap in rupees' },
    ],
    ['a flat amount below its minimum', { kind: 'FLAT', value: 2_000, max_discount: null, min_subtotal: 15_000 }, {}],
    [
      'a flat amount with a cap',
      { kind: 'FLAT', value: 2_000, min_subtotal: 15_000 },
      { max_discount: 'a flat coupon has no cap: leave it empty' },
    ],
    [
      'a flat amount equal to its minimum',
      { kind: 'FLAT', value: 2_000, max_discount: null, min_subtotal: 2_000 },
      { min_subtotal: 'must be more than the flat amount (₹2,000), or a smaller order would be free' },
    ],
    ['one day', { starts_on: '2026-12-01', ends_on: '2026-12-01' }, {}],
    [
      'an end before the start',
      { starts_on: '2026-12-02', ends_on: '2026-12-01' },
      { ends_on: 'must be on or after the start date' },
    ],
    ['per customer within the total', { total_limit: 5, per_customer_limit: 5 }, {}],
    [
      'per customer above the total',
      { total_limit: 5, per_customer_limit: 6 },
      { per_customer_limit: 'cannot be more than the total limit' },
    ],
  ])('%s', (_name, over, expected) => {
    expect(couponTermsProblems({ ...percent, ...over })).toEqual(expected);
  });
});

describe('the create body', () => {
  const body = { code: ' diwali15 ', label: 'Diwali', kind: 'PERCENTAGE', value: 15, max_discount: 5_000 };
  it('keeps the code trimmed in capitals and fills the defaults', () => {
    expect(couponCreateBodySchema.parse(body)).toMatchObject({
      code: 'DIWALI15',
      description: '',
      min_subtotal: 0,
      starts_on: null,
      ends_on: null,
      total_limit: null,
      per_customer_limit: null,
      categories: [],
      listed: true,
    });
  });
  it.each<[string, Record<string, unknown>, string[]]>([
    ['a code too short', { code: 'AB' }, ['code']],
    ['a code with a sign', { code: 'DIWALI-15' }, ['code']],
    ['a negative value', { value: -5 }, ['value']],
    ['a value in paise', { value: 10.5 }, ['value']],
    ['a cap of 0', { max_discount: 0 }, ['max_discount']],
    ['an upper-case category', { categories: ['Rings'] }, ['categories.0']],
    ['a date in another shape', { starts_on: '01/12/2026' }, ['starts_on']],
    ['the 31st of November', { ends_on: '2026-11-31' }, ['ends_on']],
    ['a limit of 0', { per_customer_limit: 0 }, ['per_customer_limit']],
    ['an unknown field', { used_count: 3 }, ['']],
  ])('refuses %s', (_name, over, paths) => {
    const parsed = couponCreateBodySchema.safeParse({ ...body, ...over });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => i.path.join('.'))).toEqual(paths);
  });
});

describe('couponWindow and indiaDayOf', () => {
  it('starts at midnight in India and includes the last day', () => {
    const w = couponWindow({ starts_on: '2026-12-01', ends_on: '2026-12-31' });
    expect(w.startsAt!.toISOString()).toBe('2026-11-30T18:30:00.000Z');
    expect(w.endsAt!.toISOString()).toBe('2026-12-31T18:30:00.000Z');
    expect(indiaDayOf(w.startsAt!)).toBe('2026-12-01');
    expect(indiaDayOf(w.endsAt!, { end: true })).toBe('2026-12-31');
  });
  it('leaves an open side open', () => {
    expect(couponWindow({ starts_on: null, ends_on: null })).toEqual({ startsAt: null, endsAt: null });
  });
});

describe('couponStatus', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  const live: Parameters<typeof couponStatus>[0] = {
    active: true,
    startsAt: null,
    endsAt: null,
    totalLimit: null,
    usedCount: 0,
    heldCount: 0,
  };
  it.each<[string, Partial<typeof live>, string]>([
    ['open', {}, 'LIVE'],
    ['stopped, even when ended', { active: false, endsAt: new Date('2026-01-01') }, 'STOPPED'],
    ['ended this very moment', { endsAt: now }, 'ENDED'],
    ['starting later', { startsAt: new Date('2026-12-01') }, 'SCHEDULED'],
    ['uses made and held reach the limit', { totalLimit: 3, usedCount: 2, heldCount: 1 }, 'USED_UP'],
    ['one use left', { totalLimit: 3, usedCount: 2 }, 'LIVE'],
    ['ended and used up', { endsAt: new Date('2026-11-01'), totalLimit: 1, usedCount: 1 }, 'ENDED'],
    [
      'a voucher withdrawn with its order (stopped too)',
      { active: false, withdrawalOutcome: 'withdrawn' },
      'WITHDRAWN',
    ],
    [
      'a voucher used before its order was cancelled',
      { active: false, totalLimit: 1, usedCount: 1, withdrawalOutcome: 'used_before' },
      'USED_UP',
    ],
  ])('%s: %s', (_name, over, expected) => {
    expect(couponStatus({ ...live, ...over }, now)).toBe(expected);
  });
});

describe('limitProblems', () => {
  it.each<[string, { total_limit: number | null; per_customer_limit: number | null }, Record<string, string>]>([
    ['no limits', { total_limit: null, per_customer_limit: null }, {}],
    ['at the uses made', { total_limit: 4, per_customer_limit: 2 }, {}],
    [
      'total below',
      { total_limit: 3, per_customer_limit: null },
      { total_limit: 'cannot be below the 4 uses already made or held' },
    ],
    [
      'per customer below',
      { total_limit: null, per_customer_limit: 1 },
      { per_customer_limit: 'cannot be below the 2 uses one customer has already made' },
    ],
  ])('%s', (_name, limits, expected) => {
    expect(limitProblems(limits, { counted: 4, mostByOneCustomer: 2 })).toEqual(expected);
  });
});
