// Records a page view or a 404. Who the visitor is comes from the server's side: the member of a
// valid bearer token (the route reads it), the address the connection came from, and that address's
// city from the shipped geolocation database. What the body claims about the visitor is never stored.
// One IP may log VISIT_LOGS_PER_IP_PER_MINUTE visits a minute; beyond, nothing is stored.
import type { Logger } from 'pino';
import { canonicalIp, truncateIp, VISIT_IP_KEEP_DAYS } from '../../domain/engagement/ip-address.ts';
import {
  VISIT_LOG_REASONS,
  VISIT_RATE_WINDOW_SECONDS,
  visitLogGate,
  type VisitLogBody,
  type VisitLogReason,
} from '../../domain/engagement/visit-log.ts';
import { ok, refusalOf, type Outcome } from '../../domain/api/outcome.ts';
import type { RateEventsRepo } from '../common/rate-events.repo.ts';
import type { Geolocator } from './geolocation.ts';
import type { VisitLogRepo } from './visit-log.repo.ts';
import { ipRateKey } from '../../domain/api/ip-rate-key.ts';

export const VISIT_RATE_SCOPE = 'visit-log-ip';
const TRUNCATE_BATCH = 1_000;

export interface Visitor {
  /** The client's address as the server sees it (clientIp), or null when unknown. */
  ip: string | null;
  /** The member of a valid bearer token, or null for a guest. */
  memberId: number | null;
}

export type RecordOutcome = Outcome<true, VisitLogReason>;

interface VisitLogDeps {
  repo: VisitLogRepo;
  rates: RateEventsRepo;
  geolocator: Geolocator;
  perIpPerMinute: number;
  logger: Logger;
}

export function createVisitLogService({ repo, rates, geolocator, perIpPerMinute, logger }: VisitLogDeps) {
  return {
    async record(body: VisitLogBody, visitor: Visitor): Promise<RecordOutcome> {
      const ip = canonicalIp(visitor.ip);
      if (ip) {
        const { decision } = await rates.admit(
          [{ scope: VISIT_RATE_SCOPE, key: ipRateKey(ip.address) }],
          VISIT_RATE_WINDOW_SECONDS,
          ([fromIp]) => visitLogGate(fromIp!, perIpPerMinute, new Date()),
          (gate) => gate.action === 'allow',
        );
        if (decision.action === 'refuse')
          return refusalOf(VISIT_LOG_REASONS, 'TOO_MANY_REQUESTS', { retryAfterSeconds: decision.retryAfterSeconds });
      }
      const place = ip ? await geolocator.locate(ip) : null;
      await repo.insert({
        visitedPage: body.visited_page,
        notFound: body.not_found ?? false,
        userId: visitor.memberId,
        ipAddress: ip?.address ?? null,
        city: place?.city ?? null,
        region: place?.region ?? null,
        countryCode: place?.countryCode ?? null,
        latitude: place?.latitude ?? null,
        longitude: place?.longitude ?? null,
        address: body.address ?? null,
        data: body.data ?? null,
      });
      return ok(true);
    },

    /**
     * The privacy policy's promise: full addresses older than VISIT_IP_KEEP_DAYS are cut to their
     * /24 (IPv4) or /48 (IPv6). Also drops the per-IP rate events that have left their window. Answers
     * how many addresses were truncated.
     */
    async truncateOldAddresses(): Promise<number> {
      let total = 0;
      for (;;) {
        const done = await repo.truncateOldAddresses(VISIT_IP_KEEP_DAYS, TRUNCATE_BATCH, truncateIp);
        total += done;
        if (done < TRUNCATE_BATCH) break;
      }
      await rates.prune(VISIT_RATE_SCOPE, VISIT_RATE_WINDOW_SECONDS);
      if (total > 0) logger.info({ truncated: total }, 'visit log addresses truncated');
      return total;
    },
  };
}
export type VisitLogService = ReturnType<typeof createVisitLogService>;
