import { describe, expect, it } from 'vitest';
import { readGiftSearch, type GiftSearch } from './desk-search.ts';

describe('readGiftSearch', () => {
  it.each<[string, GiftSearch]>([
    ['Asha@Example.com ', { kind: 'email', email: 'asha@example.com' }],
    ['98765 43210', { kind: 'mobile', mobile: '9876543210' }],
    ['+91 98765-43210', { kind: 'mobile', mobile: '9876543210' }],
    ['1a2b', { kind: 'last4_or_name', last4: '1A2B', text: '1a2b' }],
    ['Asha', { kind: 'last4_or_name', last4: 'ASHA', text: 'asha' }],
    ['Asha  Rao', { kind: 'name', text: 'asha rao' }],
    ['12345', { kind: 'name', text: '12345' }],
    ['1a2b3', { kind: 'name', text: '1a2b3' }],
  ])('reads %j', (q, search) => expect(readGiftSearch(q)).toEqual(search));
});
