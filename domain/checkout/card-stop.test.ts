import { describe, expect, it } from 'vitest';
import { cardStopNotice } from './card-stop.ts';

describe('cardStopNotice', () => {
  it.each([
    ['closed', null, 'Payment not completed', 'no money was taken'],
    ['failed', null, 'Your payment did not go through', 'No money was taken'],
    [
      'refused',
      'The order expired',
      'Your payment could not be accepted',
      'The order expired. If money was taken from your account, it will be refunded automatically',
    ],
    ['refused', null, 'Your payment could not be accepted', 'If money was taken'],
  ] as const)('%s (%s)', (how, refusal, title, words) => {
    const notice = cardStopNotice(how, refusal);
    expect(notice.title).toBe(title);
    expect(notice.text).toContain(words);
  });

  it('never says no money was taken when a payment was made', () => {
    expect(cardStopNotice('refused', 'Payment verification failed').text).not.toMatch(/no money was taken/i);
  });
});
