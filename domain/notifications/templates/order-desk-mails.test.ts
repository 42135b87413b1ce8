import { describe, expect, it } from 'vitest';
import { deskNoticeMail, deskNoticeSms, newOrderStoreMail, type DeskNotice } from './order-desk-mails.ts';

const orderId = 'SV7K2M9Q4R8T1XW';
const notices: [DeskNotice, string][] = [
  [{ kind: 'confirmed' }, 'Your order is confirmed'],
  [{ kind: 'in_production' }, 'Your piece is with our workshop'],
  [{ kind: 'packed' }, 'Your order is packed'],
  [{ kind: 'shipped', carrier: 'BlueDart', awb: 'BD123456' }, 'Your order is on its way'],
  [{ kind: 'delivered' }, 'Your order is delivered'],
  [{ kind: 'cancelled', reason: 'The piece failed our check.', refundAmount: 12_500 }, 'Your order is cancelled'],
  [{ kind: 'refunded', amount: 1_500, method: 'card' }, 'Your refund is on its way'],
];

describe('the desk notices', () => {
  it.each(notices)('%o: a mail naming the order and a short SMS', (notice, title) => {
    const mail = deskNoticeMail({ firstName: 'Meera', orderId, trackUrl: 'https://suvarna.example/t', notice });
    expect(mail.subject).toBe(`${title} (${orderId})`);
    expect(mail.text).toContain('Dear Meera,');
    expect(mail.html).toContain(orderId);
    const sms = deskNoticeSms({ orderId, notice });
    expect(sms.startsWith('Suvarna: ')).toBe(true);
    expect(sms).toContain(orderId);
    expect(sms.length).toBeLessThanOrEqual(160);
  });

  it('gives the carrier and AWB when shipped, and the refund when cancelled', () => {
    const shipped = deskNoticeMail({
      firstName: 'Meera',
      orderId,
      trackUrl: 'https://suvarna.example/t',
      notice: { kind: 'shipped', carrier: 'BlueDart', awb: 'BD123456' },
    });
    expect(shipped.text).toContain('BlueDart, waybill (AWB) BD123456');
    expect(shipped.text).toContain('tax invoice is attached');
    expect(deskNoticeSms({ orderId, notice: { kind: 'cancelled', reason: 'x', refundAmount: 12_500 } })).toContain(
      '₹12,500 is being refunded',
    );
    expect(deskNoticeSms({ orderId, notice: { kind: 'cancelled', reason: 'x', refundAmount: null } })).not.toContain(
      'refunded',
    );
  });

  it('escapes what the staff typed in the mail’s HTML', () => {
    const mail = deskNoticeMail({
      firstName: 'Meera',
      orderId,
      trackUrl: 'https://suvarna.example/t',
      notice: { kind: 'cancelled', reason: '<script>alert(1)</script>', refundAmount: null },
    });
    expect(mail.html).not.toContain('<script>');
  });
});

describe('the store’s new order mail', () => {
  it('names the id, the amount and the payment mode, and asks for the COD call', () => {
    const cod = newOrderStoreMail({
      orderId,
      amount: 45_600,
      paymentMode: 'payment_on_delivery',
      deskUrl: 'https://s/admin',
    });
    expect(cod.subject).toBe(`New order ${orderId}: ₹45,600, Cash on delivery`);
    expect(cod.text).toContain('call the customer to confirm it within 48 hours');
    const card = newOrderStoreMail({
      orderId,
      amount: 45_600,
      paymentMode: 'online_payment_razorpay',
      deskUrl: 'https://s/admin',
    });
    expect(card.text).not.toContain('48 hours');
  });
});
