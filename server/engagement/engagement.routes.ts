import { pick } from '../../domain/api/outcome.ts';
import { VISIT_LOG_REASONS, visitLogAnswerSchema, visitLogBodySchema } from '../../domain/engagement/visit-log.ts';
import type { Member } from '../accounts/accounts.service.ts';
import { bearerToken, clientIp, type Authenticator } from '../http/auth-guard.ts';
import { defineCall, type ApiCall } from '../http/define-call.ts';
import { unwrap } from '../http/unwrap.ts';
import type { VisitLogService } from './visit-log.service.ts';

export function engagementCalls(
  visits: VisitLogService,
  accounts: Authenticator<Member>,
  options: { trustProxy: boolean },
): ApiCall[] {
  return [
    defineCall({
      path: 'userlog',
      method: 'POST',
      // Its answer ({ logged }) carries nothing personal, and Chromium never reports a keepalive fetch
      // answered with no-store as finished, which keeps every page from going network-idle.
      public: true,
      tag: 'Engagement',
      summary: 'Log a page view or a 404',
      description:
        'Records the visited page, whether it was the not-found page (`not_found`), and the navigation timing of the page load in `address` ' +
        '(whole milliseconds from the navigation start: `ttfb`, `dom_content_loaded`, `load`, each at most 600000 and in that order; `transfer_size` in bytes; `type`). ' +
        'The member is taken only from a valid `Authorization: Bearer` token; without one, or with an invalid or expired one, the visit is a guest’s (never refused for it). ' +
        'The body’s `user_id`, `ip_address`, `latitude` and `longitude` are accepted for the spec’s client but ignored: the server stores the address it saw ' +
        '(the last X-Forwarded-For hop when TRUST_PROXY is set) and that address’s city, state, country and coordinates (to one decimal) from the DB-IP Lite City database shipped with the store; ' +
        'private and loopback addresses get no place, and a failed lookup still records the visit. Full addresses are cut to their /24 (IPv4) or /48 (IPv6) after 30 days. ' +
        'One IP may log 120 visits a minute (VISIT_LOG_RATE_PER_MINUTE); beyond, 429 with Retry-After and nothing is stored.',
      input: visitLogBodySchema,
      answer: visitLogAnswerSchema,
      errors: [
        {
          status: 400,
          reason: 'INVALID_INPUT',
          description:
            'A field is missing or malformed (e.g. a timing out of bounds or out of order); `fields` names it. Nothing is stored.',
        },
      ],
      refusals: pick(VISIT_LOG_REASONS, ['TOO_MANY_REQUESTS']),
      handle: async (body, c) => {
        const member = await accounts.authenticate(bearerToken(c));
        const visitor = { ip: clientIp(c, options.trustProxy), memberId: member?.id ?? null };
        unwrap(await visits.record(body, visitor), VISIT_LOG_REASONS);
        return { result: { logged: true as const } };
      },
    }),
  ];
}
