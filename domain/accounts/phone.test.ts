import { describe, expect, it } from 'vitest';
import { normalizeMobile } from './phone.ts';

describe('normalizeMobile', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['6000000000', '6000000000'],
  ])('%s → %s', (input, output) => expect(normalizeMobile(input)).toBe(output));

  it.each(['5876543210', '987654321', '98765432101', '+1 9876543210', 'abcdefghij', '', '+91', '9876５43210'])(
    'refuses %s',
    (input) => {
      expect(normalizeMobile(input)).toBeNull();
    },
  );
});
