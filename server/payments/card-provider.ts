// What the checkout needs of a card provider (API.md "Payment modes"): create an order for an amount
// in paise, list the payments made against it (the reconciler), capture an authorized one. Razorpay
// when real keys are configured (razorpay-provider.ts), the local test double otherwise.
import type { Db } from '../../db/client.ts';

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

export interface CardProvider {
  readonly kind: 'razorpay' | 'local';
  readonly keyId: string;
  /**
   * `within`: the caller's open transaction, which the local double writes its order on (the
   * checkout makes a provider order while it holds its draft's row lock, and the embedded database
   * has one connection, held by that transaction). Razorpay has no use for it.
   */
  createOrder(input: { amountPaise: number; receipt: string; notes?: Record<string, string>; within?: Db }): Promise<ProviderOrder>;
  paymentsOf(providerOrderId: string): Promise<ProviderPayment[]>;
  capture(paymentId: string, amountPaise: number): Promise<void>;
}

/** The provider could not be reached or failed on its side: the shopper is asked to try again. */
export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailableError';
  }
}
