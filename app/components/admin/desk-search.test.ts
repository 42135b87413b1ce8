import { describe, expect, it } from 'vitest';
import { searchAddress } from './desk-search';

const file = new File(['x'], 'x.csv');

describe("a desk list's search written into the address", () => {
  it.each<[string, string, string[], [string, FormDataEntryValue][], string]>([
    [
      'the filled fields, in the form’s order',
      '',
      [],
      [
        ['q', 'ring'],
        ['type', 'coupon'],
      ],
      'q=ring&type=coupon',
    ],
    ['a field trimmed', '', [], [['q', '  SV12  ']], 'q=SV12'],
    [
      'an empty or blank field left out (any)',
      'q=old',
      [],
      [
        ['q', ' '],
        ['status', ''],
      ],
      '',
    ],
    ['the tab’s filter kept first', 'status=ACTIVE&q=old', ['status'], [['q', 'new']], 'status=ACTIVE&q=new'],
    ['a kept filter the address lacks is not invented', 'q=old', ['status', 'overdue'], [['q', 'new']], 'q=new'],
    [
      'the page dropped, so the search starts on its first',
      'page=4&status=shipped',
      ['status', 'page'],
      [],
      'status=shipped',
    ],
    [
      'a page field in the form dropped too',
      '',
      [],
      [
        ['page', '3'],
        ['q', 'a'],
      ],
      'q=a',
    ],
    [
      'a file field left out',
      '',
      [],
      [
        ['file', file],
        ['q', 'a'],
      ],
      'q=a',
    ],
    ['a field the address had but the form empties is gone', 'hidden=true', [], [['hidden', '']], ''],
  ])('%s', (_, current, keep, fields, expected) => {
    expect(searchAddress(new URLSearchParams(current), keep, fields).toString()).toBe(expected);
  });
});
