import { describe, expect, it } from 'vitest';
import { fileProblemFields, giftDeskActs } from './desk-reasons.ts';

describe('giftDeskActs', () => {
  it.each<[string, Parameters<typeof giftDeskActs>[0], string[]]>([
    ['a usable card may be blocked', { status: 'active', blocked: false, pastExpiry: false }, ['block']],
    ['a blocked card may be unblocked', { status: 'active', blocked: true, pastExpiry: false }, ['unblock']],
    ['even past its date, to clear the block', { status: 'expired', blocked: true, pastExpiry: true }, ['unblock']],
    ['a card past its date: nothing to block', { status: 'active', blocked: false, pastExpiry: true }, []],
    ['an expired card: nothing', { status: 'expired', blocked: false, pastExpiry: true }, []],
    ['a void card: nothing', { status: 'void', blocked: false, pastExpiry: false }, []],
  ])('%s', (_name, card, acts) => expect(giftDeskActs(card)).toEqual(acts));
});

describe('fileProblemFields', () => {
  it('keys each problem by its line, the rest under csv', () => {
    expect(
      fileProblemFields([
        'line 3: mobile: not a 10-digit Indian mobile',
        'line 7: amount: whole rupees from 1 to 500000',
        'the file has no cards',
        'more than 5000 cards in one file; split it',
      ]),
    ).toEqual({
      'line 3': 'mobile: not a 10-digit Indian mobile',
      'line 7': 'amount: whole rupees from 1 to 500000',
      csv: 'the file has no cards; more than 5000 cards in one file; split it',
    });
  });
});
