import { describe, expect, it } from 'vitest';
import { formatPaise, refundNoticeMail, refundNoticeSms, type RefundNoticeInput } from './refund-mails.ts';

const base: RefundNoticeInput = {
  firstName: 'Meera <b>',
  reference: 'SV0123456789ABC',
  kind: 'order',
  why: 'order_cancelled',
  amountPaise: 2_800_000,
  paymentId: 'pay_X',
  shopUrl: 'https://suvarna.example',
};

describe('the refund notice', () => {
  it.each<[number, string]>([
    [2_800_000, '₹28,000'],
    [153_650, '₹1,536.50'],
    [5, '₹0.05'],
  ])('%i paise read as %s', (paise, text) => expect(formatPaise(paise)).toBe(text));

  it('names the order, the amount and why, and escapes the name', () => {
    const mail = refundNoticeMail(base);
    expect(mail.subject).toBe('Your payment of ₹28,000 is being refunded');
    expect(mail.text).toContain('order SV0123456789ABC had been closed');
    expect(mail.text).toContain('pay_X');
    expect(mail.html).toContain('Meera &lt;b&gt;');
    expect(mail.html).not.toContain('Meera <b>');
  });

  it.each<[RefundNoticeInput['why'], string]>([
    ['amount_mismatch', 'did not match the amount due'],
    ['paid_twice', 'had already been paid'],
    ['cancelled_by_shopper', 'You cancelled order SV0123456789ABC'],
  ])('says why for %s', (why, words) => expect(refundNoticeMail({ ...base, why }).text).toContain(words));

  it('fits the SMS to the order or the gift card', () => {
    expect(refundNoticeSms(base)).toBe(
      'Suvarna: we could not accept your payment for order SV0123456789ABC. ₹28,000 is being refunded to you in full; banks take 5-7 working days.',
    );
    expect(refundNoticeSms({ ...base, kind: 'gift_card_purchase' })).toContain('your gift card purchase');
    expect(refundNoticeSms({ ...base, why: 'cancelled_by_shopper' })).toBe(
      'Suvarna: order SV0123456789ABC is cancelled. ₹28,000 is being refunded to you in full; banks take 5-7 working days.',
    );
  });
});
