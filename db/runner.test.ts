import { describe, expect, it } from 'vitest';
import { asDate } from './runner.ts';

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
