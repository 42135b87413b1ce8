import { createServer, type Socket } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { ProviderUnavailableError } from './card-provider.ts';
import { createRazorpayProvider, razorpaySdk, type RazorpaySdk } from './razorpay-provider.ts';

const KEYS = { keyId: 'rzp_test_abc', keySecret: 'secret' };

function fakeSdk(
  over: {
    create?: RazorpaySdk['orders']['create'];
    fetchPayments?: RazorpaySdk['orders']['fetchPayments'];
    capture?: RazorpaySdk['payments']['capture'];
    refund?: RazorpaySdk['payments']['refund'];
    fetchMultipleRefund?: RazorpaySdk['payments']['fetchMultipleRefund'];
  } = {},
) {
  const sdk = {
    orders: {
      create: vi.fn(
        over.create ?? (async (p) => ({ id: 'order_X1', amount: p.amount, currency: p.currency, receipt: p.receipt })),
      ),
      fetchPayments: vi.fn(over.fetchPayments ?? (async () => ({ items: [] }))),
    },
    payments: {
      capture: vi.fn(over.capture ?? (async () => ({}))),
      refund: vi.fn(
        over.refund ??
          (async (paymentId, p) => ({
            id: 'rfnd_1',
            payment_id: paymentId,
            amount: p.amount,
            status: 'processed',
            receipt: p.receipt,
          })),
      ),
      fetchMultipleRefund: vi.fn(over.fetchMultipleRefund ?? (async () => ({ items: [] }))),
    },
  } satisfies RazorpaySdk;
  return sdk;
}

describe('createRazorpayProvider', () => {
  it('refunds in paise at normal speed with our key as the receipt, and reads the refund in our shape', async () => {
    const sdk = fakeSdk({
      refund: async () => ({
        id: 'rfnd_9',
        payment_id: 'pay_1',
        amount: '4599900',
        status: 'pending',
        receipt: 'refund_full_pay_1',
      }),
    });
    const refund = await createRazorpayProvider(KEYS, sdk).refund({
      paymentId: 'pay_1',
      amountPaise: 45_99_900,
      receipt: 'refund_full_pay_1',
      notes: { order_id: 'SV1' },
    });
    expect(sdk.payments.refund).toHaveBeenCalledWith('pay_1', {
      amount: 45_99_900,
      speed: 'normal',
      receipt: 'refund_full_pay_1',
      notes: { order_id: 'SV1' },
    });
    expect(refund).toEqual({
      id: 'rfnd_9',
      paymentId: 'pay_1',
      amount: 45_99_900,
      status: 'pending',
      receipt: 'refund_full_pay_1',
    });
  });

  it("lists a payment's refunds; an unknown refund status counts as still under way", async () => {
    const sdk = fakeSdk({
      fetchMultipleRefund: async () => ({
        items: [
          { id: 'rfnd_1', payment_id: 'pay_1', amount: 100, status: 'processed', receipt: 'k1' },
          { id: 'rfnd_2', payment_id: 'pay_1', amount: 100, status: 'failed' },
          { id: 'rfnd_3', payment_id: 'pay_1', amount: 100, status: 'queued', receipt: null },
        ],
      }),
    });
    expect(await createRazorpayProvider(KEYS, sdk).refundsOf('pay_1')).toEqual([
      { id: 'rfnd_1', paymentId: 'pay_1', amount: 100, status: 'processed', receipt: 'k1' },
      { id: 'rfnd_2', paymentId: 'pay_1', amount: 100, status: 'failed', receipt: null },
      { id: 'rfnd_3', paymentId: 'pay_1', amount: 100, status: 'pending', receipt: null },
    ]);
    expect(sdk.payments.fetchMultipleRefund).toHaveBeenCalledWith('pay_1', { count: 100 });
  });

  it('cannot close an order: Razorpay has no such call', async () => {
    expect(await createRazorpayProvider(KEYS, fakeSdk()).closeOrder('order_X1')).toBe('unsupported');
  });

  it('is the razorpay kind with the key id, never the secret', () => {
    const provider = createRazorpayProvider(KEYS, fakeSdk());
    expect(provider.kind).toBe('razorpay');
    expect(provider.keyId).toBe('rzp_test_abc');
    expect(JSON.stringify(provider)).not.toContain('secret');
  });

  it('creates an order in paise and INR, and answers in our shape', async () => {
    const sdk = fakeSdk({
      create: async () => ({ id: 'order_X1', amount: '4599900', currency: 'INR', receipt: null }),
    });
    const order = await createRazorpayProvider(KEYS, sdk).createOrder({ amountPaise: 45_99_900, receipt: 'SV01HZX' });
    expect(sdk.orders.create).toHaveBeenCalledWith({ amount: 45_99_900, currency: 'INR', receipt: 'SV01HZX' });
    // The SDK's amount may come back as text; ours is a number. The receipt is ours, not the echo.
    expect(order).toEqual({ id: 'order_X1', amount: 45_99_900, currency: 'INR', receipt: 'SV01HZX' });
  });

  it('passes notes along only when there are some', async () => {
    const sdk = fakeSdk();
    await createRazorpayProvider(KEYS, sdk).createOrder({ amountPaise: 100, receipt: 'R1', notes: { vo_id: 'vo_1' } });
    expect(sdk.orders.create).toHaveBeenLastCalledWith({
      amount: 100,
      currency: 'INR',
      receipt: 'R1',
      notes: { vo_id: 'vo_1' },
    });
  });

  it('maps the payments of an order: known statuses kept, anything else failed, amounts as numbers', async () => {
    const sdk = fakeSdk({
      fetchPayments: async () => ({
        items: [
          { id: 'pay_1', order_id: 'order_X1', status: 'captured', amount: 4_59_900 },
          { id: 'pay_2', order_id: null, status: 'authorized', amount: '4599900' },
          { id: 'pay_3', order_id: 'order_X1', status: 'created', amount: 0 },
          { id: 'pay_4', order_id: 'order_X1', status: 'refunded', amount: 100 },
          { id: 'pay_5', order_id: 'order_X1', status: 'failed', amount: 100 },
          { id: 'pay_6', order_id: 'order_X1', status: 'disputed', amount: 100 },
          { id: 'pay_7', order_id: 'order_X1', status: '', amount: 100 },
        ],
      }),
    });
    const payments = await createRazorpayProvider(KEYS, sdk).paymentsOf('order_X1');
    expect(sdk.orders.fetchPayments).toHaveBeenCalledWith('order_X1');
    expect(payments).toEqual([
      { id: 'pay_1', orderId: 'order_X1', status: 'captured', amount: 4_59_900 },
      { id: 'pay_2', orderId: 'order_X1', status: 'authorized', amount: 45_99_900 },
      { id: 'pay_3', orderId: 'order_X1', status: 'created', amount: 0 },
      { id: 'pay_4', orderId: 'order_X1', status: 'refunded', amount: 100 },
      { id: 'pay_5', orderId: 'order_X1', status: 'failed', amount: 100 },
      { id: 'pay_6', orderId: 'order_X1', status: 'failed', amount: 100 },
      { id: 'pay_7', orderId: 'order_X1', status: 'failed', amount: 100 },
    ]);
  });

  it('answers no payments as an empty list', async () => {
    expect(await createRazorpayProvider(KEYS, fakeSdk()).paymentsOf('order_X1')).toEqual([]);
  });

  it('captures the amount in INR', async () => {
    const sdk = fakeSdk();
    await expect(createRazorpayProvider(KEYS, sdk).capture('pay_1', 4_59_900)).resolves.toBeUndefined();
    expect(sdk.payments.capture).toHaveBeenCalledWith('pay_1', 4_59_900, 'INR');
  });

  describe('faults', () => {
    const unavailable: [string, unknown][] = [
      [
        'a network error (no status)',
        Object.assign(new Error('getaddrinfo ENOTFOUND api.razorpay.com'), { code: 'ENOTFOUND' }),
      ],
      ['a 500', { statusCode: 500, error: { code: 'SERVER_ERROR' } }],
      ['a 502', { statusCode: 502 }],
      ['a 503', { statusCode: 503 }],
      [
        'a 429 (rate limited)',
        { statusCode: 429, error: { code: 'BAD_REQUEST_ERROR', description: 'Too many requests' } },
      ],
      ['a rejection with nothing', undefined],
      ['a rejection with null', null],
      ['a rejection with a string', 'socket hang up'],
    ];
    const ours: [string, unknown][] = [
      [
        'a 400',
        { statusCode: 400, error: { code: 'BAD_REQUEST_ERROR', description: 'amount exceeds maximum amount allowed' } },
      ],
      ['a 401', { statusCode: 401, error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } }],
      ['a 404', { statusCode: 404 }],
    ];
    const calls = {
      createOrder: (sdk: RazorpaySdk) =>
        createRazorpayProvider(KEYS, sdk).createOrder({ amountPaise: 100, receipt: 'R1' }),
      paymentsOf: (sdk: RazorpaySdk) => createRazorpayProvider(KEYS, sdk).paymentsOf('order_X1'),
      capture: (sdk: RazorpaySdk) => createRazorpayProvider(KEYS, sdk).capture('pay_1', 100),
      refund: (sdk: RazorpaySdk) =>
        createRazorpayProvider(KEYS, sdk).refund({
          paymentId: 'pay_1',
          amountPaise: 100,
          receipt: 'refund_full_pay_1',
        }),
      refundsOf: (sdk: RazorpaySdk) => createRazorpayProvider(KEYS, sdk).refundsOf('pay_1'),
    };
    const failing = (error: unknown) => {
      const fail = async (): Promise<never> => {
        throw error;
      };
      return fakeSdk({ create: fail, fetchPayments: fail, capture: fail, refund: fail, fetchMultipleRefund: fail });
    };

    for (const [call, run] of Object.entries(calls)) {
      it.each(unavailable)(`${call}: %s → ProviderUnavailableError, with the cause kept`, async (_name, error) => {
        const rejection = await run(failing(error)).then(
          () => null,
          (e: unknown) => e,
        );
        expect(rejection).toBeInstanceOf(ProviderUnavailableError);
        expect((rejection as Error).message).toMatch(/^Razorpay /);
        expect((rejection as Error).cause).toBe(error);
      });

      it.each(ours)(`${call}: %s is a bug of ours, thrown as is`, async (_name, error) => {
        await expect(run(failing(error))).rejects.toBe(error);
      });
    }
  });
});

describe('a Razorpay call that gets no answer', () => {
  it('gives up at the deadline with ProviderUnavailableError, whatever the SDK does', async () => {
    const never = () => new Promise<never>(() => {});
    const sdk = fakeSdk({ create: never, fetchPayments: never });
    const started = Date.now();
    const rejection = await createRazorpayProvider(KEYS, sdk, 50)
      .createOrder({ amountPaise: 100, receipt: 'R1' })
      .catch((e: unknown) => e);
    expect(rejection).toBeInstanceOf(ProviderUnavailableError);
    expect((rejection as Error).message).toMatch(/^Razorpay order creation got no answer/);
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect(createRazorpayProvider(KEYS, sdk, 50).paymentsOf('order_X1')).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
  });

  it('the SDK itself times out (its HTTP client is given the timeout): ProviderUnavailableError, the cause saying so', async () => {
    // A server that takes the connection and never answers, as a provider that hangs.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    try {
      const sdk = razorpaySdk(KEYS, 200);
      (sdk as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL =
        `http://127.0.0.1:${port}`;
      const started = Date.now();
      // A deadline of its own far off, so the SDK's timeout is what answers.
      const rejection = await createRazorpayProvider(KEYS, sdk, 60_000)
        .createOrder({ amountPaise: 100, receipt: 'R1' })
        .catch((e: unknown) => e);
      expect(rejection).toBeInstanceOf(ProviderUnavailableError);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect((rejection as Error).cause).toMatchObject({
        statusCode: undefined,
        error: { code: 'ECONNABORTED', description: expect.stringMatching(/timeout/) },
      });
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
