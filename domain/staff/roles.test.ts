import { describe, expect, it } from 'vitest';
import { roleAllows, sectionsFor, type StaffRole } from './roles.ts';

describe('roles', () => {
  it.each<[StaffRole, readonly StaffRole[], boolean]>([
    ['owner', [], true],
    ['owner', ['support'], true],
    ['support', ['support'], true],
    ['support', ['orders'], false],
    ['orders', [], false],
    ['catalogue', ['orders', 'catalogue'], true],
  ])('%s on a call for %j → %s', (role, allowed, expected) => {
    expect(roleAllows(role, allowed)).toBe(expected);
  });

  it.each<[StaffRole, string[]]>([
    [
      'owner',
      [
        'orders',
        'returns',
        'inbox',
        'rates',
        'catalogue',
        'coupons',
        'merchandising',
        'giftcards',
        'savings',
        'reviews',
        'reports',
        'staff',
        'audit',
      ],
    ],
    ['orders', ['orders', 'returns', 'savings']],
    ['catalogue', ['rates', 'catalogue', 'coupons', 'merchandising', 'giftcards', 'reviews']],
    ['support', ['inbox', 'giftcards', 'savings', 'reviews']],
  ])('%s sees %j', (role, keys) => {
    expect(sectionsFor(role).map((s) => s.key)).toEqual(keys);
  });
});
