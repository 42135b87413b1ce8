import { describe, expect, it } from 'vitest';
import {
  COD_LIMIT,
  COD_MESSAGES,
  codLookupMessage,
  decideCodCheck,
  isCodInputDisabled,
  readPincodeAnswer,
} from './cod-check.ts';

describe('the five messages', () => {
  it('are the spec texts, letter for letter', () => {
    expect(Object.values(COD_MESSAGES)).toEqual([
      'COD available only for products below ₹49k',
      'COD not available for this product',
      'Cash on delivery available in your pincode',
      'Oops, Only available in selected pincodes',
      ' Error cannot find. Please try again',
    ]);
    expect(COD_LIMIT).toBe(49000);
  });
});

describe('isCodInputDisabled', () => {
  it.each([
    [1, false],
    [48_999, false],
    [49_000, false], // at most 49000 is still eligible
    [49_001, true],
    [5_00_000, true],
  ])('offerprice %i → disabled %s', (offerprice, disabled) => {
    expect(isCodInputDisabled(offerprice)).toBe(disabled);
  });
});

describe('decideCodCheck', () => {
  it.each([
    // offerprice, quantity, pincode, expected
    [20_000, 1, '560001', { kind: 'lookup', pincode: '560001' }],
    [20_000, 1, ' 560001 ', { kind: 'lookup', pincode: '560001' }],
    [49_000, 1, '560001', { kind: 'lookup', pincode: '560001' }],
    [24_500, 2, '560001', { kind: 'lookup', pincode: '560001' }], // exactly 49000 in total
    [24_501, 2, '560001', { kind: 'message', message: COD_MESSAGES.orderAboveLimit, available: false }],
    [10_000, 5, '560001', { kind: 'message', message: COD_MESSAGES.orderAboveLimit, available: false }],
    [49_001, 1, '560001', { kind: 'message', message: COD_MESSAGES.productAboveLimit, available: false }],
    [49_001, 1, '', { kind: 'message', message: COD_MESSAGES.productAboveLimit, available: false }],
    [20_000, 1, '', { kind: 'incomplete' }],
    [20_000, 1, '56000', { kind: 'incomplete' }],
    [20_000, 1, '5600011', { kind: 'incomplete' }],
    [20_000, 1, '56O001', { kind: 'incomplete' }],
    [20_000, 1, '012345', { kind: 'message', message: COD_MESSAGES.notServiceable, available: false }],
  ] as const)('₹%i × %i at %j → %o', (offerprice, quantity, pincode, expected) => {
    expect(decideCodCheck({ offerprice, quantity, pincode })).toEqual(expected);
  });
});

describe('codLookupMessage', () => {
  it.each([
    ['Success', COD_MESSAGES.available, true],
    ['Error', COD_MESSAGES.notServiceable, false],
    ['failed', COD_MESSAGES.lookupFailed, false],
  ] as const)('%s → %j', (lookup, message, available) => {
    expect(codLookupMessage(lookup)).toEqual({ message, available });
  });
});

describe('readPincodeAnswer', () => {
  it.each([
    [[{ Status: 'Success', PostOffice: [{ Name: 'Bangalore GPO' }] }], 'Success'],
    [[{ Status: 'Error', PostOffice: null }], 'Error'],
    [[], 'failed'],
    [null, 'failed'],
    [{ Status: 'Success' }, 'failed'],
    [[{ Status: 'success' }], 'failed'],
    [{ success: false, reason: 'INVALID_PINCODE' }, 'failed'],
    ['<html>', 'failed'],
  ])('%j → %s', (answer, lookup) => {
    expect(readPincodeAnswer(answer)).toBe(lookup);
  });
});
