import { describe, expect, it } from 'vitest';
import { readPlanSearch } from './desk-search.ts';

describe('readPlanSearch', () => {
  it.each([
    ['dfe7k2m9q4r8t1x0', { kind: 'name', text: 'dfe7k2m9q4r8t1x0' }],
    [' dfe7k2m9q4r8t1x ', { kind: 'plan', planId: 'DFE7K2M9Q4R8T1X' }],
    ['Asha.Rao@Example.com', { kind: 'email', email: 'asha.rao@example.com' }],
    ['+91 98450 12345', { kind: 'mobile', mobile: '9845012345' }],
    ['12345', { kind: 'name', text: '12345' }],
    ['Kavya  Menon', { kind: 'name', text: 'kavya menon' }],
  ])('%s', (q, expected) => {
    expect(readPlanSearch(q)).toEqual(expected);
  });
});
