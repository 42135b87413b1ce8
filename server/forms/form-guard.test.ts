// The one form gate: the captcha before the window (a refused captcha costs no rate write and uses up
// nothing), each form's own limit from FORM_RATE_LIMITS, and the withdrawal of a counted attempt.
import { describe, expect, it, vi } from 'vitest';
import { CAPTCHA_TEXT, FORM_RATE_LIMITS } from '../../domain/forms/form-rate.ts';
import { createFormGuard } from './form-guard.ts';

function fakeRates(count: number) {
  return {
    admit: vi.fn(
      async (
        _keys: readonly { scope: string; key: string }[],
        _window: number,
        decide: (counts: { count: number; oldestAt: Date | null }[]) => unknown,
        admitted: (d: never) => boolean,
      ) => {
        const decision = decide([{ count, oldestAt: new Date(Date.now() - 600_000) }]);
        return { decision, eventIds: admitted(decision as never) ? [41] : [] };
      },
    ),
    withdraw: vi.fn(async () => undefined),
  };
}

describe('createFormGuard', () => {
  it('refuses a bad captcha before counting anything', async () => {
    const rates = fakeRates(0);
    const guard = createFormGuard({ rates: rates as never, captcha: { verify: async () => false } });
    expect(await guard.admit('chat', '10.0.0.1', 'bad')).toEqual({
      ok: false,
      reason: 'CAPTCHA_FAILED',
      message: CAPTCHA_TEXT,
    });
    expect(rates.admit).not.toHaveBeenCalled();
  });

  it.each(Object.entries(FORM_RATE_LIMITS))(
    'admits %s below its limit of %d, in its own window, and refuses at it with Retry-After',
    async (form, limit) => {
      const below = fakeRates(limit - 1);
      const admitted = await createFormGuard({ rates: below as never, captcha: { verify: async () => true } }).admit(
        form as keyof typeof FORM_RATE_LIMITS,
        '10.0.0.2',
        'ok',
      );
      expect(admitted).toEqual({ ok: true, eventIds: [41] });
      expect(below.admit.mock.calls[0]![0]).toEqual([{ scope: `form-${form}`, key: '10.0.0.2' }]);
      const at = await createFormGuard({
        rates: fakeRates(limit) as never,
        captcha: { verify: async () => true },
      }).admit(form as keyof typeof FORM_RATE_LIMITS, '10.0.0.2', 'ok');
      expect(at).toMatchObject({ ok: false, reason: 'TOO_MANY_REQUESTS', retryAfterSeconds: 3_000 });
    },
  );

  it('withdraws the events it counted', async () => {
    const rates = fakeRates(0);
    await createFormGuard({ rates: rates as never, captcha: { verify: async () => true } }).withdraw([41]);
    expect(rates.withdraw).toHaveBeenCalledWith([41]);
  });
});
