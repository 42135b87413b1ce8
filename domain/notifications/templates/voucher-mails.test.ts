import { describe, expect, it } from 'vitest';
import { voucherMail, voucherSms, voucherWithdrawnMail, voucherWithdrawnSms } from './voucher-mails.ts';

const input = {
  firstName: 'Meera',
  code: 'VABCDE2345',
  amount: 4_000,
  minSubtotal: 1_00_000,
  endsAt: new Date('2027-05-27T10:00:00Z'),
  orderId: 'SUV-000123',
  shopUrl: 'https://suvarna.example',
  termsUrl: 'https://suvarna.example/gift-voucher-and-conditions',
};

describe('the voucher mail and text', () => {
  it('say the code, the amount, the minimum, the last day and the order that earned it', () => {
    const mail = voucherMail(input);
    expect(mail.subject).toBe('Your ₹4,000 Suvarna voucher');
    for (const part of ['VABCDE2345', '₹4,000', '₹1,00,000', '27 May 2027', 'SUV-000123', input.termsUrl])
      expect(mail.text, part).toContain(part);
    expect(mail.html).toContain('VABCDE2345');
    const sms = voucherSms(input);
    expect(sms).toContain('VABCDE2345');
    expect(sms).toContain('27 May 2027');
    expect(sms.length).toBeLessThanOrEqual(160);
  });

  it('escapes a name in the mail', () => {
    expect(voucherMail({ ...input, firstName: '<b>Meera</b>' }).html).not.toContain('<b>Meera</b>');
  });
});

describe('the voucher withdrawn mail and text', () => {
  const withdrawn = { firstName: 'Meera', code: 'VABCDE2345', amount: 4_000, orderId: 'SUV-000123', past: 'cancelled' };
  it('say which order, which voucher, and that it no longer works', () => {
    const mail = voucherWithdrawnMail(withdrawn);
    expect(mail.subject).toBe('Your Suvarna voucher VABCDE2345 has been withdrawn');
    for (const part of ['SUV-000123 was cancelled', '₹4,000', 'VABCDE2345', 'no longer works'])
      expect(mail.text, part).toContain(part);
    const sms = voucherWithdrawnSms(withdrawn);
    expect(sms).toBe(
      'Suvarna: your order SUV-000123 was cancelled, so its ₹4,000 voucher VABCDE2345 has been withdrawn.',
    );
    expect(sms.length).toBeLessThanOrEqual(160);
  });

  it('escapes a name in the mail', () => {
    expect(voucherWithdrawnMail({ ...withdrawn, firstName: '<b>Meera</b>' }).html).not.toContain('<b>Meera</b>');
  });
});
