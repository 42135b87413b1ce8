import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinProblem } from './gstin.ts';
import { gstStateCode } from './gst-states.ts';

describe('gstinCheckCharacter', () => {
  it.each([
    // Published examples of valid GSTINs.
    ['27AAPFU0939F1Z', 'V'],
    ['29AAGCB7383J1Z', '4'],
    // The demo store's (server/env.ts).
    ['32AAECS1234F1Z', 'X'],
  ])('%s → %s', (first14, check) => expect(gstinCheckCharacter(first14)).toBe(check));
});

describe('gstinProblem', () => {
  it.each([
    ['27AAPFU0939F1ZV', 'Maharashtra', null],
    ['32AAECS1234F1ZX', 'Kerala', null],
    ['32AAECS1234F1ZX', 'kerala', null],
    ['32AAECS1234F1ZD', 'Kerala', /check character D .*should be X/],
    ['27AAPFU0939F1ZV', 'Kerala', /starts with 32, this one with 27/],
    ['32aaecs1234f1zx', 'Kerala', /15 characters/],
    ['32AAECS1234F1Z', 'Kerala', /15 characters/],
    ['32AAECS1234F0ZX', 'Kerala', /15 characters/],
    ['32AAECS1234F1YX', 'Kerala', /15 characters/],
    ['32AAECS1234F1ZX', 'Atlantis', /not an Indian state/],
  ])('%s in %s', (gstin, state, expected) => {
    const problem = gstinProblem(gstin, state);
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toMatch(expected);
  });
});

describe('gstStateCode', () => {
  it.each([
    ['Kerala', '32'],
    ['Karnataka', '29'],
    ['Delhi', '07'],
    ['Orissa', '21'],
    ['Nowhere', null],
  ])('%s → %s', (state, code) => expect(gstStateCode(state)).toBe(code));
});
