import { describe, expect, it } from 'vitest';
import { isHuid } from '../../../domain/catalog/certification.ts';
import { createPrng } from './prng.ts';
import { huidOf, makingDiscountOf, pieceFacts } from './facts.ts';

describe('huidOf', () => {
  it('gives six capital letters and digits, a different one for each piece', () => {
    const huids = Array.from({ length: 50_000 }, (_, n) => huidOf(n));
    expect(huids.filter((h) => !isHuid(h))).toEqual([]);
    expect(new Set(huids).size).toBe(50_000);
  });
});

describe('makingDiscountOf', () => {
  it.for([
    // charged, share, discount: the list making (charged + discount) is whole ₹10.
    [4_000, 0.2, 1_000],
    [3_210, 0.1, 360],
    [750, 0.25, 250],
    [0, 0.2, 0],
    [4_000, 0, 0],
  ] as const)('₹%i charged at %f off → ₹%i off', ([charged, share, discount]) => {
    expect(makingDiscountOf(charged, share)).toBe(discount);
    if (discount > 0) expect((charged + discount) % 10).toBe(0);
  });
});

describe('pieceFacts', () => {
  const ring = {
    metalType: 'Gold',
    metalWeight: 3.2,
    makingCharge: 4_000,
    diamondCount: 12,
    diamondCarat: 0.24,
    diamondCut: 'Round',
    gemstoneCarat: 0.5,
    setting: 'Prong',
  };
  it.for([
    ['a set diamond ring: IGI, 9 digits, gross with its stones', ring, 'IGI', /^\d{9}$/, 3.348, true],
    [
      'a loose round solitaire: GIA, 10 digits, no gold, no HUID',
      {
        ...ring,
        metalType: 'None',
        metalWeight: 0,
        makingCharge: 0,
        diamondCount: 1,
        diamondCarat: 0.5,
        gemstoneCarat: 0,
        setting: 'Loose',
      },
      'GIA',
      /^\d{10}$/,
      0,
      false,
    ],
    [
      'a loose oval: IGI',
      {
        ...ring,
        metalType: 'None',
        metalWeight: 0,
        makingCharge: 0,
        diamondCount: 1,
        diamondCut: 'Oval',
        gemstoneCarat: 0,
        setting: 'Loose',
      },
      'IGI',
      /^\d{9}$/,
      0,
      false,
    ],
    [
      'plain gold: no report',
      { ...ring, diamondCount: 0, diamondCarat: 0, diamondCut: null, gemstoneCarat: 0 },
      null,
      null,
      3.2,
      true,
    ],
  ] as const)('%s', ([, input, lab, number, gross, hallmarked]) => {
    const f = pieceFacts(input, createPrng(7), 0.2, 41);
    expect(f.certificateLab).toBe(lab);
    if (number) expect(f.certificateNumber).toMatch(number);
    else expect(f.certificateNumber).toBeNull();
    expect(f.grossWeight).toBe(gross);
    expect(f.huid).toBe(hallmarked ? huidOf(41) : null);
    expect(f.diamondCutGrade === null).toBe(input.diamondCount === 0);
  });
});
