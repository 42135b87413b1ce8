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
  lines: [{ name: 'Jiya Huggie Hoops', sku: 'ER-1', color: 'yellow-gold', size: null, qty: 1, unitPrice: 28_000, total: 28_000, discount: 0, breakup: null }],
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
    ['part by card, the rest on delivery', { giftCardAmount: 2_000 }, ['Total: ₹28,000', 'Paid by gift card: ₹2,000', 'To pay on delivery: ₹26,000'], 'Payment: ₹2,000 by gift card, ₹26,000 cash on delivery.'],
    ['part by card, the rest online', { giftCardAmount: 2_000, paymentMode: 'online_payment_razorpay' }, ['Paid by gift card: ₹2,000', 'Paid online: ₹26,000'], 'Payment: ₹2,000 by gift card, ₹26,000 paid online by card, UPI or net banking.'],
    ['all by card', { giftCardAmount: 28_000, paymentMode: 'gift_card' }, ['Total: ₹28,000', 'Paid by gift card: ₹28,000'], 'Payment: Paid in full with a gift card.'],
  ])('%s', (_name, over, lines, payment) => {
    const mail = orderConfirmationMail({ ...base, ...over });
    for (const line of [...lines, payment]) expect(mail.text).toContain(line);
    if (!over.giftCardAmount) expect(mail.text).not.toContain('gift card');
  });

  it('the SMS says what is left to pay on delivery', () => {
    expect(orderConfirmationSms({ orderId: 'SV0123456789ABC', amount: 26_000, paymentMode: 'payment_on_delivery', expected: null })).toContain('₹26,000 to pay on delivery');
    expect(orderConfirmationSms({ orderId: 'SV0123456789ABC', amount: 28_000, paymentMode: 'gift_card', expected: null })).toContain('₹28,000 paid by gift card');
  });
});
