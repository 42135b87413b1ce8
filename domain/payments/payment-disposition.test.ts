import { describe, expect, it } from 'vitest';
import { dispositionOf, type Disposition, type LearnedPayment, type PaymentTarget } from './payment-disposition.ts';

const paid = (over: Partial<LearnedPayment> = {}): LearnedPayment => ({
  id: 'pay_A',
  status: 'captured',
  amountPaise: 150_000,
  ...over,
});
const order = (status: string, paidBy: string | null = null, duePaise = 150_000): PaymentTarget => ({
  kind: 'order',
  status,
  duePaise,
  paidBy,
});
const purchase = (
  status: 'pending' | 'issued' | 'lapsed',
  paidBy: string | null = null,
  duePaise = 150_000,
): PaymentTarget => ({ kind: 'gift_card_purchase', status, duePaise, paidBy });

const instalment = (status: 'open' | 'closed', paidBy: string | null = null, duePaise = 150_000): PaymentTarget => ({
  kind: 'savings_instalment',
  status,
  duePaise,
  paidBy,
});

describe('dispositionOf', () => {
  it.each<[string, LearnedPayment, PaymentTarget, Disposition]>([
    ['an open savings instalment paid its amount: taken', paid(), instalment('open'), { action: 'take' }],
    [
      'a savings instalment paid again by the same payment: nothing more',
      paid(),
      instalment('open', 'pay_A'),
      { action: 'already_taken' },
    ],
    [
      'a savings instalment paid by another payment: refunded',
      paid(),
      instalment('open', 'pay_B'),
      { action: 'refund', why: 'paid_twice' },
    ],
    [
      'a savings instalment paid another amount: refunded',
      paid({ amountPaise: 100_000 }),
      instalment('open'),
      { action: 'refund', why: 'amount_mismatch' },
    ],
    [
      'an instalment of a replaced or ended plan: refunded',
      paid(),
      instalment('closed'),
      { action: 'refund', why: 'plan_not_open' },
    ],
    ['an unpaid order paid its amount: taken', paid(), order('pending_payment'), { action: 'take' }],
    [
      'an unpaid order paid another amount: refunded',
      paid({ amountPaise: 149_999 }),
      order('pending_payment'),
      { action: 'refund', why: 'amount_mismatch' },
    ],
    [
      'a cancelled order (lapsed or replaced) paid: refunded',
      paid(),
      order('cancelled'),
      { action: 'refund', why: 'order_cancelled' },
    ],
    [
      'a cancelled order paid another amount: refunded as cancelled',
      paid({ amountPaise: 1 }),
      order('cancelled'),
      { action: 'refund', why: 'order_cancelled' },
    ],
    ['an order placed by this payment: nothing more', paid(), order('placed', 'pay_A'), { action: 'already_taken' }],
    [
      'an order shipped after this payment: nothing more',
      paid(),
      order('shipped', 'pay_A'),
      { action: 'already_taken' },
    ],
    [
      'an order placed by another payment: refunded',
      paid(),
      order('placed', 'pay_B'),
      { action: 'refund', why: 'paid_twice' },
    ],
    [
      'an order placed by its code (no payment) then paid: refunded',
      paid(),
      order('placed'),
      { action: 'refund', why: 'paid_twice' },
    ],
    ['a failed payment took nothing', paid({ status: 'failed' }), order('cancelled'), { action: 'nothing' }],
    [
      'an authorized payment is captured first',
      paid({ status: 'authorized' }),
      order('pending_payment'),
      { action: 'nothing' },
    ],
    [
      'a payment already refunded at the provider',
      paid({ status: 'refunded' }),
      order('cancelled'),
      { action: 'nothing' },
    ],
    ['a provider order we never made', paid(), { kind: 'unknown' }, { action: 'nothing' }],
    ['a pending gift card purchase paid: issued', paid(), purchase('pending'), { action: 'take' }],
    ['a lapsed gift card purchase paid: still issued', paid(), purchase('lapsed'), { action: 'take' }],
    [
      'a gift card purchase paid another amount: refunded',
      paid({ amountPaise: 10 }),
      purchase('pending'),
      { action: 'refund', why: 'amount_mismatch' },
    ],
    [
      'a gift card issued by this payment: nothing more',
      paid(),
      purchase('issued', 'pay_A'),
      { action: 'already_taken' },
    ],
    [
      'a gift card issued by another payment: refunded',
      paid(),
      purchase('issued', 'pay_B'),
      { action: 'refund', why: 'paid_twice' },
    ],
  ])('%s', (_name, payment, target, expected) => {
    expect(dispositionOf(payment, target)).toEqual(expected);
  });
});
