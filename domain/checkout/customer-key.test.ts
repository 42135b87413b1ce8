import { describe, expect, it } from 'vitest';
import { customerKey } from './customer-key.ts';

describe('customerKey', () => {
  it.each<[string, number | null, string | null, string | null]>([
    ['a member', 42, 'asha@example.in', 'u:42'],
    ['a member without an email on the draft', 42, null, 'u:42'],
    ["a guest giving a member's email (looked up: the member)", 42, 'ASHA@Example.in', 'u:42'],
    ['a guest', null, 'Meera.Nair@Example.com', 'e:meera.nair@example.com'],
    ['a guest, spaces around the email', null, '  meera@example.com ', 'e:meera@example.com'],
    ['nobody yet', null, null, null],
    ['an empty email', null, '  ', null],
  ])('%s', (_name, memberId, email, expected) => {
    expect(customerKey(memberId, email)).toBe(expected);
  });
});
