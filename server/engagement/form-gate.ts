// What every form for the store's staff passes before anything is written: a rate limit per IP
// (counted in the database, so every instance shares it; each attempt counts, refused ones too) and
// the ALTCHA proof of work, which works once. A flood from one address is refused before any mail.
import type { RateEventsRepo } from '../accounts/rate-events.repo.ts';
import { ENGAGEMENT_REASONS, type EngagementReason } from '../../domain/engagement/messages.ts';

export interface GateRefusal {
  ok: false;
  reason: EngagementReason;
  message: string;
  retryAfterSeconds?: number;
}

export interface FormGateDeps {
  rates: Pick<RateEventsRepo, 'admit'>;
  captcha: { verify(payload: string | null | undefined): Promise<boolean> };
  /** Attempts per IP per hour, by form. */
  perIpPerHour: number;
}

const WINDOW_SECONDS = 3_600;

export function createFormGate(deps: FormGateDeps) {
  return async function pass(form: string, ip: string, captcha: string): Promise<GateRefusal | null> {
    const { decision } = await deps.rates.admit(
      [{ scope: `form-${form}`, key: ip }],
      WINDOW_SECONDS,
      ([count]) => (count!.count < deps.perIpPerHour ? null : count!.oldestAt),
      (refusedSince) => refusedSince === null,
    );
    if (decision !== null) {
      const retryAfterSeconds = Math.max(1, Math.ceil((decision.getTime() + WINDOW_SECONDS * 1000 - Date.now()) / 1000));
      return { ok: false, reason: 'TOO_MANY_REQUESTS', message: ENGAGEMENT_REASONS.TOO_MANY_REQUESTS.text, retryAfterSeconds };
    }
    if (!(await deps.captcha.verify(captcha))) return { ok: false, reason: 'CAPTCHA_FAILED', message: ENGAGEMENT_REASONS.CAPTCHA_FAILED.text };
    return null;
  };
}
export type FormGate = ReturnType<typeof createFormGate>;
