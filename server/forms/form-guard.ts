// The one gate of every form that staff read (careers, the two bookings, the newsletter, the chat
// request, customer service and custom design, the savings plan), after its fields passed: the ALTCHA
// solution (single use), then the per-IP window of that form (FORM_RATE_LIMITS). An admitted
// submission's rate event is withdrawn if our write then fails, so a fault on our side does not cost
// the shopper a try.
//
// Why the captcha first, not the window: a missing, forged or expired solution is refused by one HMAC
// in memory, without touching the database, while counting an attempt is a locked transaction and a
// row. Counting first would make every junk request cost that write, and would let anyone use up the
// hourly allowance of a shared address (a mobile carrier's NAT, an office) for everybody behind it
// without solving a single proof of work. With the captcha first, each counted attempt cost its
// sender the proof of work (about ALTCHA_MAX_NUMBER / 2 hashes), and the window still bounds how
// many a solver gets through.
import { CAPTCHA_FAILED, CAPTCHA_TEXT, FORM_RATE_LIMITS, FORM_RATE_WINDOW_SECONDS, formGate, TOO_MANY_FORMS, tooManyFormsText, type RatedForm } from '../../domain/forms/form-rate.ts';
import type { RateEventsRepo } from '../common/rate-events.repo.ts';
import type { Captcha } from '../captcha/captcha.service.ts';
import { ipRateKey } from '../../domain/api/ip-rate-key.ts';

export interface FormRefusal {
  ok: false;
  status: number;
  reason: string;
  message: string;
  fields?: Record<string, string>;
  retryAfterSeconds?: number;
}

/** A form service's answer: its value, or the refusal the API answers as it is. */
export type FormOutcome<T> = { ok: true; value: T } | FormRefusal;

export const fieldRefusal = (fields: Record<string, string>): FormRefusal => ({
  ok: false,
  status: 400,
  reason: 'INVALID_INPUT',
  message: Object.entries(fields)
    .map(([name, text]) => `${name}: ${text}`)
    .join('; '),
  fields,
});

/** The gate's refusals, as the OpenAPI document lists them for a call behind it. */
export const gateErrors = (form: RatedForm, what: string) => [
  { status: 400, reason: CAPTCHA_FAILED, description: `The captcha solution is forged, expired or already used (a missing one is INVALID_INPUT): "${CAPTCHA_TEXT}" Nothing is stored or counted.` },
  { status: 429, reason: TOO_MANY_FORMS, description: `Over ${FORM_RATE_LIMITS[form]} ${what} from this IP in an hour; Retry-After says when to try again. Nothing is stored.` },
];

export function createFormGuard(deps: { rates: Pick<RateEventsRepo, 'admit' | 'withdraw'>; captcha: Pick<Captcha, 'verify'> }) {
  return {
    async admit(form: RatedForm, ip: string, captcha: string): Promise<{ ok: true; eventIds: number[] } | FormRefusal> {
      if (!(await deps.captcha.verify(captcha))) return { ok: false, status: 400, reason: CAPTCHA_FAILED, message: CAPTCHA_TEXT };
      const { decision, eventIds } = await deps.rates.admit(
        [{ scope: `form-${form}`, key: ipRateKey(ip) }],
        FORM_RATE_WINDOW_SECONDS,
        ([count]) => formGate(count!, FORM_RATE_LIMITS[form], new Date()),
        (gate) => gate.action === 'allow',
      );
      if (decision.action === 'refuse') return { ok: false, status: 429, reason: TOO_MANY_FORMS, message: tooManyFormsText(decision.retryAfterSeconds), retryAfterSeconds: decision.retryAfterSeconds };
      return { ok: true, eventIds };
    },
    /** Gives back the attempts `admit` counted, when our write failed after it. */
    withdraw: (eventIds: readonly number[]) => deps.rates.withdraw(eventIds),
  };
}
export type FormGuard = ReturnType<typeof createFormGuard>;
