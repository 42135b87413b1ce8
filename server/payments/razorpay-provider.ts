// The card provider through the official `razorpay` SDK, used when real keys are configured. Its
// faults (network, 5xx) become ProviderUnavailableError; a 4xx is a bug of ours and is thrown as is.
// Refunds: `payments.refund(id, { amount, speed, receipt, notes })`. The SDK cannot send Razorpay's
// X-Refund-Idempotency header per call, so the receipt carries our idempotency key and a retry first
// looks the payment's refunds up by it (refundsOf); Razorpay itself refuses refunding beyond the
// captured amount. Razorpay orders cannot be cancelled: a late payment is refunded instead.
// Every call has a deadline (RAZORPAY_TIMEOUT_MS): the SDK's HTTP client is given a timeout, and a
// call with no answer in time becomes ProviderUnavailableError like any other fault on the way.
import Razorpay from 'razorpay';
import {
  ProviderUnavailableError,
  type CardProvider,
  type ProviderPayment,
  type ProviderRefund,
} from './card-provider.ts';

/** The part of the SDK used here, so a test can hand in a fake. */
export interface RazorpaySdk {
  orders: {
    create(params: {
      amount: number;
      currency: string;
      receipt: string;
      notes?: Record<string, string>;
    }): Promise<{ id: string; amount: number | string; currency: string; receipt?: string | null }>;
    fetchPayments(
      orderId: string,
    ): Promise<{ items: { id: string; order_id: string | null; status: string; amount: number | string }[] }>;
  };
  payments: {
    capture(paymentId: string, amount: number, currency: string): Promise<unknown>;
    refund(
      paymentId: string,
      params: { amount: number; speed: 'normal'; receipt: string; notes?: Record<string, string> },
    ): Promise<RazorpayRefund>;
    fetchMultipleRefund(paymentId: string, params: { count: number }): Promise<{ items: RazorpayRefund[] }>;
  };
}

interface RazorpayRefund {
  id: string;
  payment_id: string;
  amount: number | string;
  status: string;
  receipt?: string | null;
}

const REFUND_STATUSES = new Set<ProviderRefund['status']>(['pending', 'processed', 'failed']);
const refundOf = (r: RazorpayRefund): ProviderRefund => ({
  id: r.id,
  paymentId: r.payment_id,
  amount: Number(r.amount),
  // Anything unknown is treated as still under way: only 'failed' lets the store give up on it.
  status: REFUND_STATUSES.has(r.status as ProviderRefund['status'])
    ? (r.status as ProviderRefund['status'])
    : 'pending',
  receipt: r.receipt ?? null,
});

const STATUSES = new Set<ProviderPayment['status']>(['created', 'authorized', 'captured', 'refunded', 'failed']);

/** How long one call to Razorpay may take before the store gives up on it (the shopper is asked to try again). */
export const RAZORPAY_TIMEOUT_MS = 10_000;

/** The part of the SDK's HTTP client (an axios instance, `api.rq`) the timeout is set on. */
interface SdkHttp {
  defaults: { timeout?: number };
  interceptors: { response: { use(onAnswer: undefined, onError: (error: unknown) => unknown): unknown } };
}

/**
 * The official SDK with a timeout. Its constructor takes none, so it is set on the SDK's HTTP client.
 * A call that got no answer (timed out, refused, reset) is given the shape of an answered error
 * without a status, which the SDK's own error mapping expects (it reads `response`) and `guardedCall`
 * below turns into ProviderUnavailableError, the cause saying what happened.
 */
export function razorpaySdk(keys: { keyId: string; keySecret: string }, timeoutMs = RAZORPAY_TIMEOUT_MS): RazorpaySdk {
  const sdk = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  const http = (sdk as unknown as { api?: { rq?: SdkHttp } }).api?.rq;
  if (!http?.defaults || !http.interceptors)
    throw new Error('the razorpay SDK has no HTTP client (api.rq) to set a timeout on: check the SDK version');
  http.defaults.timeout = timeoutMs;
  http.interceptors.response.use(undefined, (error: unknown) => {
    if (error !== null && typeof error === 'object' && !('response' in error && error.response)) {
      const { code, message } = error as { code?: string; message?: string };
      Object.assign(error, {
        response: {
          status: undefined,
          data: { error: { code: code ?? 'NO_ANSWER', description: message ?? 'no answer from Razorpay' } },
        },
      });
    }
    return Promise.reject(error);
  });
  return sdk as unknown as RazorpaySdk;
}

async function guardedCall<T>(what: string, call: () => Promise<T>, deadlineMs: number): Promise<T> {
  // The SDK's own timeout normally answers first; this deadline holds whatever the SDK does.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ProviderUnavailableError(`Razorpay ${what} got no answer in ${deadlineMs} ms`)),
      deadlineMs,
    );
  });
  try {
    return await Promise.race([call(), deadline]);
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw error;
    const status = (error as { statusCode?: number })?.statusCode;
    if (status === undefined || status >= 500 || status === 429)
      throw new ProviderUnavailableError(`Razorpay ${what} failed`, { cause: error });
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

export function createRazorpayProvider(
  keys: { keyId: string; keySecret: string },
  sdk: RazorpaySdk = razorpaySdk(keys),
  timeoutMs = RAZORPAY_TIMEOUT_MS,
): CardProvider {
  // A little past the SDK's own timeout, so its answer (with what went wrong) normally comes first.
  const deadlineMs = timeoutMs + 1_000;
  const guarded = <T>(what: string, call: () => Promise<T>) => guardedCall(what, call, deadlineMs);
  return {
    kind: 'razorpay',
    keyId: keys.keyId,
    async createOrder({ amountPaise, receipt, notes }) {
      const order = await guarded('order creation', () =>
        sdk.orders.create({ amount: amountPaise, currency: 'INR', receipt, ...(notes ? { notes } : {}) }),
      );
      return { id: order.id, amount: Number(order.amount), currency: 'INR', receipt };
    },
    async paymentsOf(providerOrderId) {
      const { items } = await guarded('payment lookup', () => sdk.orders.fetchPayments(providerOrderId));
      return items.map((p) => ({
        id: p.id,
        orderId: p.order_id ?? providerOrderId,
        status: STATUSES.has(p.status as ProviderPayment['status'])
          ? (p.status as ProviderPayment['status'])
          : 'failed',
        amount: Number(p.amount),
      }));
    },
    async capture(paymentId, amountPaise) {
      await guarded('capture', () => sdk.payments.capture(paymentId, amountPaise, 'INR'));
    },
    async refund({ paymentId, amountPaise, receipt, notes }) {
      return refundOf(
        await guarded('refund', () =>
          sdk.payments.refund(paymentId, {
            amount: amountPaise,
            speed: 'normal',
            receipt,
            ...(notes ? { notes } : {}),
          }),
        ),
      );
    },
    async refundsOf(paymentId) {
      const { items } = await guarded('refund lookup', () =>
        sdk.payments.fetchMultipleRefund(paymentId, { count: 100 }),
      );
      return items.map(refundOf);
    },
    async closeOrder() {
      return 'unsupported' as const;
    },
  };
}
