// The last gate of a form that staff read, after its fields passed: the ALTCHA solution (single use),
// then the per-IP window of that form. An admitted submission's rate event is withdrawn if the write
// then fails, so a fault on our side does not cost the shopper a try.
import { CAPTCHA_FAILED, CAPTCHA_TEXT, FORM_RATE_LIMITS, FORM_RATE_WINDOW_SECONDS, formGate, TOO_MANY_FORMS, tooManyFormsText, type RatedForm } from '../../domain/forms/form-rate.ts';
import type { RateEventsRepo } from '../accounts/rate-events.repo.ts';
import type { Captcha } from '../captcha/captcha.service.ts';

export interface FormRefusal {
  ok: false;
  status: number;
  reason: string;
  message: string;
  fields?: Record<string, string>;
  retryAfterSeconds?: number;
}

export const fieldRefusal = (fields: Record<string, string>): FormRefusal => ({
  ok: false,
  status: 400,
  reason: 'INVALID_INPUT',
  message: Object.entries(fields)
    .map(([name, text]) => `${name}: ${text}`)
    .join('; '),
  fields,
});

export function createFormGuard(deps: { rates: RateEventsRepo; captcha: Pick<Captcha, 'verify'> }) {
  return {
    async admit(form: RatedForm, ip: string, captcha: string): Promise<{ ok: true; eventIds: number[] } | FormRefusal> {
      if (!(await deps.captcha.verify(captcha))) return { ok: false, status: 400, reason: CAPTCHA_FAILED, message: CAPTCHA_TEXT, fields: { captcha: CAPTCHA_TEXT } };
      const { decision, eventIds } = await deps.rates.admit(
        [{ scope: `form-${form}`, key: ip }],
        FORM_RATE_WINDOW_SECONDS,
        ([count]) => formGate(count!, FORM_RATE_LIMITS[form], new Date()),
        (gate) => gate.action === 'allow',
      );
      if (decision.action === 'refuse') return { ok: false, status: 429, reason: TOO_MANY_FORMS, message: tooManyFormsText(decision.retryAfterSeconds), retryAfterSeconds: decision.retryAfterSeconds };
      return { ok: true, eventIds };
    },
    withdraw: (eventIds: readonly number[]) => deps.rates.withdraw(eventIds),
  };
}
export type FormGuard = ReturnType<typeof createFormGuard>;
