import { describe, expect, it } from 'vitest';
import { mergeCartLines, type MergeLine } from './merge-cart-lines.ts';

// Variants: numeric ids are themselves; codes 'V<n>' mean variant n; anything else is unknown.
const keyOf = (l: MergeLine) =>
  typeof l.variant === 'number' ? l.variant : /^V\d+$/.test(l.variant) ? Number(l.variant.slice(1)) : null;
const l = (variant: number | string, quantity: number, sku = 'S'): MergeLine => ({ sku, variant, quantity });

describe('mergeCartLines', () => {
  it.each<[string, MergeLine[], MergeLine[], MergeLine[]]>([
    ['both empty', [], [], []],
    ['only the member cart', [l(1, 2)], [], [l(1, 2)]],
    ['only the device cart', [], [l(1, 2)], [l(1, 2)]],
    ['same variant: the larger quantity, device larger', [l(1, 1)], [l(1, 3)], [l(1, 3)]],
    ['same variant: the larger quantity, member larger', [l(1, 4)], [l(1, 2)], [l(1, 4)]],
    ['same variant, equal quantities: one line', [l(1, 2)], [l(1, 2)], [l(1, 2)]],
    ['different variants: all kept, member lines first', [l(1, 1), l(2, 1)], [l(3, 5)], [l(1, 1), l(2, 1), l(3, 5)]],
    ['the device names the variant by its code: its naming is kept', [l(7, 1)], [l('V7', 3)], [l('V7', 3)]],
    ['a device line twice counts with its sum before the larger is taken', [l(1, 3)], [l(1, 1), l('V1', 1)], [l(1, 3)]],
    ['a device line twice above the member quantity', [l(1, 1)], [l(1, 2), l('V1', 2)], [l(1, 4)]],
    ['a device line twice that is new to the member cart: summed into one', [], [l(2, 1), l('V2', 2)], [l(2, 3)]],
    [
      'an unknown device line is passed on last, as it is',
      [l(1, 1)],
      [l('nope', 2), l(2, 1)],
      [l(1, 1), l(2, 1), l('nope', 2)],
    ],
    ['quantities above the cap are left for the reconciliation to cut', [l(1, 99)], [l(1, 98)], [l(1, 99)]],
  ])('%s', (_name, member, device, expected) => {
    expect(mergeCartLines(member, device, keyOf)).toEqual(expected);
  });

  it('does not change its inputs', () => {
    const member = [l(1, 1)];
    const device = [l(1, 5)];
    mergeCartLines(member, device, keyOf);
    expect(member).toEqual([l(1, 1)]);
    expect(device).toEqual([l(1, 5)]);
  });
});
