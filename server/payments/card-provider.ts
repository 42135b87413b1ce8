// What the checkout needs of a card provider (docs/api.md#payment-modes): create an order for an amount
// in paise, list the payments made against it (the reconciler), capture an authorized one, refund a
// captured one (its receipt is our idempotency key), and close an order that should take no more
// money where the provider allows it. Razorpay
// when real keys are configured (razorpay-provider.ts), the local test double otherwise. The checkout
// never calls a provider inside a database transaction: no row lock (nor, on the embedded database,
// its only connection) is held while the provider answers.

export interface ProviderOrder {
  id: string;
  /** Paise. */
  amount: number;
  currency: 'INR';
  receipt: string;
}

export interface ProviderPayment {
  id: string;
  orderId: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  /** Paise. */
  amount: number;
}

export interface ProviderRefund {
  id: string;
  paymentId: string;
  /** Paise. */
  amount: number;
  status: 'pending' | 'processed' | 'failed';
  /** What we sent as the refund's receipt: our idempotency key. */
  receipt: string | null;
}

/**
 * Closing a provider order: `closed` (its window takes no more payments), `paid` (too late: a
 * payment was made, which the store will learn of and refund), `unsupported` (the provider has no
 * such call, as Razorpay: a late payment is refunded instead).
 */
export type CloseOrderResult = 'closed' | 'paid' | 'unsupported';

export interface CardProvider {
  readonly kind: 'razorpay' | 'local';
  readonly keyId: string;
  createOrder(input: { amountPaise: number; receipt: string; notes?: Record<string, string> }): Promise<ProviderOrder>;
  paymentsOf(providerOrderId: string): Promise<ProviderPayment[]>;
  capture(paymentId: string, amountPaise: number): Promise<void>;
  /** A refund of `amountPaise` of a captured payment; the same receipt twice is one refund. */
  refund(input: {
    paymentId: string;
    amountPaise: number;
    receipt: string;
    notes?: Record<string, string>;
  }): Promise<ProviderRefund>;
  /** The refunds the provider holds for a payment (to find one a lost answer left unrecorded). */
  refundsOf(paymentId: string): Promise<ProviderRefund[]>;
  closeOrder(providerOrderId: string): Promise<CloseOrderResult>;
}

/** The provider could not be reached, did not answer in time, or failed on its side: the shopper is asked to try again. */
export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailableError';
  }
}
