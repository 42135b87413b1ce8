import { describe, expect, it } from 'vitest';
import { orderConfirmationMail, orderConfirmationSms, type ConfirmationInput } from './order-mails.ts';

const base: ConfirmationInput = {
  firstName: 'Meera',
  orderId: 'SV0123456789ABC',
  paymentMode: 'payment_on_delivery',
  deliveryMethod: 'ship',
  pickupStore: null,
  shipping: { address: '41/2100 MG Road', city: 'Kochi', state: 'Kerala', zipcode: '682016' },
  expected: null,
  lines: [
    {
      name: 'Jiya Huggie Hoops',
      sku: 'ER-1',
      color: 'yellow-gold',
      size: null,
      qty: 1,
      unitPrice: 28_000,
      total: 28_000,
      discount: 0,
      breakup: null,
    },
  ],
  subtotal: 28_000,
  discount: 0,
  charges: 0,
  amount: 28_000,
  giftCardAmount: 0,
  couponCode: null,
  trackUrl: 'https://suvarna.example/sales/guest/form',
};

describe('the order confirmation with a gift card', () => {
  it.each<[string, Partial<ConfirmationInput>, string[], string]>([
    ['no card: the total only', {}, ['Total: ₹28,000'], 'Payment: Cash on delivery.'],
    [
      'part by card, the rest on delivery',
      { giftCardAmount: 2_000 },
      ['Total: ₹28,000', 'Paid by gift card: ₹2,000', 'To pay on delivery: ₹26,000'],
      'Payment: ₹2,000 by gift card, ₹26,000 cash on delivery.',
    ],
    [
      'part by card, the rest online',
      { giftCardAmount: 2_000, paymentMode: 'online_payment_razorpay' },
      ['Paid by gift card: ₹2,000', 'Paid online: ₹26,000'],
      'Payment: ₹2,000 by gift card, ₹26,000 paid online by card, UPI or net banking.',
    ],
    [
      'all by card',
      { giftCardAmount: 28_000, paymentMode: 'gift_card' },
      ['Total: ₹28,000', 'Paid by gift card: ₹28,000'],
      'Payment: Paid in full with a gift card.',
    ],
  ])('%s', (_name, over, lines, payment) => {
    const mail = orderConfirmationMail({ ...base, ...over });
    for (const line of [...lines, payment]) expect(mail.text).toContain(line);
    if (!over.giftCardAmount) expect(mail.text).not.toContain('gift card');
  });

  it('the SMS says what is left to pay on delivery', () => {
    expect(
      orderConfirmationSms({
        orderId: 'SV0123456789ABC',
        amount: 26_000,
        paymentMode: 'payment_on_delivery',
        expected: null,
      }),
    ).toContain('₹26,000 to pay on delivery');
    expect(
      orderConfirmationSms({ orderId: 'SV0123456789ABC', amount: 28_000, paymentMode: 'gift_card', expected: null }),
    ).toContain('₹28,000 paid by gift card');
  });
});

describe('the order confirmation of an order shipped abroad', () => {
  const abroad: Partial<ConfirmationInput> = {
    paymentMode: 'online_payment_razorpay',
    shipping: { address: '12 Baker Street', city: 'London', state: '', zipcode: 'NW1 6XE' },
    charges: 3_000,
    amount: 31_000,
    international: {
      country: 'United Kingdom',
      duties_notice: 'Customs duties and taxes of the destination country are paid by the recipient on delivery.',
    },
  };

  it('names the international shipping, the country and the duties, in the text and the HTML', () => {
    const mail = orderConfirmationMail({ ...base, ...abroad });
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('International shipping');
      expect(part).toContain('₹3,000');
      expect(part).toContain('Delivery to 12 Baker Street, London, NW1 6XE, United Kingdom.');
      expect(part).toContain(
        'Customs duties and taxes of the destination country are paid by the recipient on delivery.',
      );
    }
    expect(mail.text).toContain('International shipping: ₹3,000');
    expect(mail.text).toContain('Total: ₹31,000');
  });

  it('within India: free shipping, no country and no duties', () => {
    const mail = orderConfirmationMail(base);
    expect(mail.text).toContain('Shipping: Free');
    expect(mail.text).toContain('Delivery to 41/2100 MG Road, Kochi, Kerala 682016.');
    expect(mail.text).not.toContain('International');
    expect(mail.text).not.toContain('Customs duties');
  });
});
