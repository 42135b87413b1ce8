import { describe, expect, it } from 'vitest';
import { rateWarnings, warningText } from './rate-checks.ts';

const last = new Map([
  ['Gold 18K', 6_950],
  ['Gold 22K', 6_000],
]);
const r = (purity: string, rate: number) => ({ metal: 'Gold', purity, rate_per_gram: rate });

describe('rateWarnings', () => {
  it.each([
    ['the same rate', r('18K', 6_950), null],
    ['20% up exactly', r('18K', 8_340), null],
    ['20% down exactly', r('18K', 5_560), null],
    ['just over 20% up', r('18K', 8_341), 'RATE_JUMP'],
    ['just over 20% down', r('18K', 5_559), 'RATE_JUMP'],
    ['a slipped digit', r('18K', 69_500), 'RATE_JUMP'],
    ['zero', r('18K', 0), 'RATE_ZERO'],
    ['zero, never set before', r('14K', 0), 'RATE_ZERO'],
    ['never set before: no jump to judge', r('14K', 99_999), null],
  ] as const)('%s', (_, rate, concern) => {
    const found = rateWarnings([rate], last);
    expect(found.map((w) => w.concern)).toEqual(concern ? [concern] : []);
    if (concern) expect(found[0]!.key).toBe(`Gold ${rate.purity}`);
  });

  it('says how far a jump goes', () => {
    const [w] = rateWarnings([r('22K', 9_000)], last);
    expect(warningText(w!)).toBe('+50% from the last rate of ₹6,000 a gram: confirm to apply.');
  });
});
