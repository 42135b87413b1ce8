import { describe, expect, it } from 'vitest';
import { addDays, daysIn, eachDay, indiaDayOf, indiaDayStarts, isDay, readPeriod } from './india-period.ts';

const NOW = new Date('2026-11-27T20:00:00Z'); // 01:30 on 28 Nov in India

describe('days', () => {
  it.each([
    ['2026-11-27', true],
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['2026-13-01', false],
    ['27-11-2026', false],
    ['2026-11-27T00:00', false],
  ])('isDay(%s) → %s', (text, expected) => expect(isDay(text)).toBe(expected));

  it.each([
    ['2026-11-27T18:29:59Z', '2026-11-27'],
    ['2026-11-27T18:30:00Z', '2026-11-28'],
    ['2026-11-26T18:30:00Z', '2026-11-27'],
  ])('indiaDayOf(%s) → %s', (at, day) => expect(indiaDayOf(new Date(at))).toBe(day));

  it('counts, steps and starts days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysIn('2026-11-01', '2026-11-30')).toBe(30);
    expect(daysIn('2026-11-27', '2026-11-27')).toBe(1);
    expect(eachDay('2026-11-29', '2026-12-02')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
    expect(indiaDayStarts('2026-11-27').toISOString()).toBe('2026-11-26T18:30:00.000Z');
  });
});

describe('readPeriod', () => {
  it.each<[{ from?: string; to?: string }, string, string]>([
    [{}, '2026-10-30', '2026-11-28'],
    [{ to: '2026-11-10' }, '2026-10-12', '2026-11-10'],
    [{ from: '2026-11-01', to: '2026-11-01' }, '2026-11-01', '2026-11-01'],
    [{ from: '2025-11-27', to: '2026-11-27' }, '2025-11-27', '2026-11-27'],
  ])('%j → %s to %s', (asked, from, to) => {
    const read = readPeriod(asked, NOW);
    expect(read.ok && [read.period.from, read.period.to]).toEqual([from, to]);
  });

  it('covers whole India days', () => {
    const read = readPeriod({ from: '2026-11-01', to: '2026-11-02' }, NOW);
    expect(read.ok && [read.period.starts.toISOString(), read.period.ends.toISOString()]).toEqual([
      '2026-10-31T18:30:00.000Z',
      '2026-11-02T18:30:00.000Z',
    ]);
  });

  it.each<[{ from?: string; to?: string }, Record<string, string>]>([
    [{ from: '2026-11-31' }, { from: 'must be a day written YYYY-MM-DD' }],
    [
      { from: 'yesterday', to: '2026-1-1' },
      { from: 'must be a day written YYYY-MM-DD', to: 'must be a day written YYYY-MM-DD' },
    ],
    [{ from: '2026-11-02', to: '2026-11-01' }, { from: 'must be on or before to' }],
    [{ from: '2025-11-26', to: '2026-11-27' }, { to: 'the period is at most 366 days' }],
  ])('%j is refused', (asked, fields) => expect(readPeriod(asked, NOW)).toEqual({ ok: false, fields }));
});
