import { describe, expect, it } from 'vitest';
import { deskPageSchema, pathIdSchema } from './desk-params.ts';

describe('deskPageSchema', () => {
  it.each([
    [undefined, 1],
    ['1', 1],
    ['4000', 4000],
  ])('reads %s as page %s', (raw, page) => expect(deskPageSchema.parse(raw)).toBe(page));
  it.each(['0', '4001', '1.5', 'two'])('refuses %s', (raw) =>
    expect(deskPageSchema.safeParse(raw).success).toBe(false),
  );
});

describe('pathIdSchema', () => {
  const id = pathIdSchema('a review id');
  it.each([
    ['7', 7],
    ['2147483647', 2_147_483_647],
  ])('reads %s', (raw, value) => expect(id.parse(raw)).toBe(value));
  it.each(['0', '-3', '2147483648', '1.5', 'abc'])('refuses %s naming what it should be', (raw) => {
    const result = id.safeParse(raw);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('must be a review id');
  });
});
