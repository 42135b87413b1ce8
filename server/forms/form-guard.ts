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
import {
  CAPTCHA_FAILED,
  CAPTCHA_TEXT,
  FORM_RATE_LIMITS,
  FORM_RATE_WINDOW_SECONDS,
  formGate,
  TOO_MANY_FORMS,
  tooManyFormsText,
  type RatedForm,
} from '../../domain/forms/form-rate.ts';
import { refusalOf, refuse, type Outcome, type ReasonTable, type Refusal } from '../../domain/api/outcome.ts';
import type { RateEventsRepo } from '../common/rate-events.repo.ts';
import type { Captcha } from '../captcha/captcha.service.ts';
import { ipRateKey } from '../../domain/api/ip-rate-key.ts';

/**
 * The refusals of every form behind the gate. A field refusal's text names each failing field
 * (`name: problem; …`), a wait's the minutes left (tooManyFormsText).
 */
export const FORM_REASONS = {
  INVALID_INPUT: {
    status: 400,
    text: 'field: problem; …',
    note: 'a field is missing or fails its rule; `fields` names each one. Nothing is stored.',
  },
  [CAPTCHA_FAILED]: { status: 400, text: CAPTCHA_TEXT },
  [TOO_MANY_FORMS]: { status: 429, text: tooManyFormsText(FORM_RATE_WINDOW_SECONDS) },
} as const satisfies ReasonTable;
export type FormReason = keyof typeof FORM_REASONS;
export type FormRefusal = Refusal<FormReason>;

/** A form service's answer: its value, or its refusal. */
export type FormOutcome<T> = Outcome<T, FormReason>;

export const fieldRefusal = (fields: Record<string, string>): FormRefusal =>
  refuse(
    'INVALID_INPUT',
    Object.entries(fields)
      .map(([name, text]) => `${name}: ${text}`)
      .join('; '),
    { fields },
  );

/** A form's reason table as the OpenAPI document lists it for a call behind the gate. */
export const formRefusals = (
  form: RatedForm,
  what: string,
  invalidInput: string = FORM_REASONS.INVALID_INPUT.note,
): ReasonTable<FormReason> => ({
  INVALID_INPUT: { ...FORM_REASONS.INVALID_INPUT, note: invalidInput },
  [CAPTCHA_FAILED]: {
    ...FORM_REASONS[CAPTCHA_FAILED],
    note: 'the captcha solution is forged, expired or already used (a missing one is INVALID_INPUT). Nothing is stored or counted.',
  },
  [TOO_MANY_FORMS]: {
    ...FORM_REASONS[TOO_MANY_FORMS],
    note: `over ${FORM_RATE_LIMITS[form]} ${what} from this IP in an hour; Retry-After says when to try again. Nothing is stored.`,
  },
});

export function createFormGuard(deps: {
  rates: Pick<RateEventsRepo, 'admit' | 'withdraw'>;
  captcha: Pick<Captcha, 'verify'>;
}) {
  return {
    async admit(form: RatedForm, ip: string, captcha: string): Promise<{ ok: true; eventIds: number[] } | FormRefusal> {
      if (!(await deps.captcha.verify(captcha))) return refusalOf(FORM_REASONS, CAPTCHA_FAILED);
      const { decision, eventIds } = await deps.rates.admit(
        [{ scope: `form-${form}`, key: ipRateKey(ip) }],
        FORM_RATE_WINDOW_SECONDS,
        ([count]) => formGate(count!, FORM_RATE_LIMITS[form], new Date()),
        (gate) => gate.action === 'allow',
      );
      if (decision.action === 'refuse')
        return refuse(TOO_MANY_FORMS, tooManyFormsText(decision.retryAfterSeconds), {
          retryAfterSeconds: decision.retryAfterSeconds,
        });
      return { ok: true, eventIds };
    },
    /** Gives back the attempts `admit` counted, when our write failed after it. */
    withdraw: (eventIds: readonly number[]) => deps.rates.withdraw(eventIds),
  };
}
export type FormGuard = ReturnType<typeof createFormGuard>;
