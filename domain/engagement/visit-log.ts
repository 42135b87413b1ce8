// The visit log the storefront sends on each page view and on 404s (spec: userlog). Who the visitor
// is and where they are come from the server's side: the member from a valid bearer token, the place
// from the connection's address. The body's `user_id`, `ip_address`, `latitude` and `longitude` are
// still accepted (the spec's client sends them) but ignored.
import { z } from 'zod';
import type { ReasonTable } from '../api/outcome.ts';
import { TRANSPORT_ERRORS } from '../api/errors.ts';
import { MAX_TIMING_MS, MAX_TRANSFER_BYTES, NAVIGATION_TYPES, type NavigationTiming } from './navigation-timing.ts';

/** Free-form JSON the client attaches, bounded in size. */
const boundedJson = z
  .unknown()
  .refine((v) => v === undefined || JSON.stringify(v).length <= 8_192, 'must be at most 8 KB of JSON');

const milliseconds = z
  .number()
  .int('must be a whole number of milliseconds')
  .min(0, 'must be 0 or more')
  .max(MAX_TIMING_MS, `must be at most ${MAX_TIMING_MS} ms`);

/** The marks of the page load kept from the Navigation Timing Level 2 entry, in ms from its start. */
const timingShape = z.strictObject({
  type: z.enum(NAVIGATION_TYPES).optional(),
  /** responseStart: the first byte of the page. */
  ttfb: milliseconds.optional(),
  /** domContentLoadedEventEnd. */
  dom_content_loaded: milliseconds.optional(),
  /** loadEventEnd. */
  load: milliseconds.optional(),
  /** transferSize: bytes over the network (0 from the cache). */
  transfer_size: z
    .number()
    .int('must be a whole number of bytes')
    .min(0, 'must be 0 or more')
    .max(MAX_TRANSFER_BYTES, `must be at most ${MAX_TRANSFER_BYTES} bytes`)
    .optional(),
});

/** The marks of one load come in this order: a later one before an earlier one is not a real measurement. */
const ORDERED_MARKS = ['ttfb', 'dom_content_loaded', 'load'] as const;

export const navigationTimingSchema: z.ZodType<NavigationTiming> = timingShape.superRefine((t, ctx) => {
  let previous: { mark: string; at: number } | null = null;
  for (const mark of ORDERED_MARKS) {
    const at = t[mark];
    if (at === undefined) continue;
    if (previous && at < previous.at)
      ctx.addIssue({ code: 'custom', path: [mark], message: `must not be before ${previous.mark}` });
    previous = { mark, at };
  }
});

const GUEST_OR_MEMBER = 'must be a member id, or 0 for a guest';

export const visitLogBodySchema = z.strictObject({
  visited_page: z.string().trim().min(1).max(2_048),
  /** True for the not-found page (a 404). */
  not_found: z.boolean().optional(),
  /** The spec's name for the navigation timing of the page load (none after a move within the app). */
  address: navigationTimingSchema.nullish(),
  data: boundedJson.optional(),
  // The spec's client sends these; the server never stores them (see the call's description).
  ip_address: z.string().max(64).nullish().describe('Ignored: the server stores the address it saw.'),
  latitude: z.number().min(-90).max(90).nullish().describe('Ignored: the server looks the address up.'),
  longitude: z.number().min(-180).max(180).nullish().describe('Ignored: the server looks the address up.'),
  // The spec's client keeps user_id 0 on the device until a login (a guest): a visit like any other.
  user_id: z
    .union(
      [
        z.number(GUEST_OR_MEMBER).int(GUEST_OR_MEMBER).min(0, GUEST_OR_MEMBER).max(2_147_483_647, GUEST_OR_MEMBER),
        z.string().regex(/^\d{1,10}$/, GUEST_OR_MEMBER),
      ],
      GUEST_OR_MEMBER,
    )
    .nullish()
    .describe(
      'Ignored: the member comes only from a valid Authorization: Bearer token. 0 (a guest, as the spec’s client sends before a login) is accepted.',
    ),
});
export type VisitLogBody = z.infer<typeof visitLogBodySchema>;

export const visitLogAnswerSchema = z.object({ result: z.object({ logged: z.literal(true) }) });

/**
 * Visit logs one IP may send in a minute. A shopper moving fast through listings and pieces makes a
 * page view every few seconds; 120 a minute leaves room for a household or an office behind one
 * address, and stops a script from filling the table at request speed.
 */
export const VISIT_LOGS_PER_IP_PER_MINUTE = 120;

/** The window of VISIT_LOGS_PER_IP_PER_MINUTE. */
export const VISIT_RATE_WINDOW_SECONDS = 60;

/** userlog's one refusal (its input errors are the validation's 400). */
export const VISIT_LOG_REASONS = {
  TOO_MANY_REQUESTS: {
    status: 429,
    text: TRANSPORT_ERRORS.TOO_MANY_REQUESTS.message,
    note: 'this IP sent more visit logs than allowed in the last minute; Retry-After says when to try again. Nothing is stored.',
  },
} as const satisfies ReasonTable;
export type VisitLogReason = keyof typeof VISIT_LOG_REASONS;

export type VisitLogGate = { action: 'allow' } | { action: 'refuse'; retryAfterSeconds: number };

/**
 * Whether one more visit log from an IP is kept, given the logs it sent in the last minute (their
 * count, and when the oldest was) — refused until the oldest leaves the window.
 */
export function visitLogGate(
  fromIp: { count: number; oldestAt: Date | null },
  perMinute: number,
  now: Date,
): VisitLogGate {
  if (fromIp.count < perMinute) return { action: 'allow' };
  const leavesAt = (fromIp.oldestAt?.getTime() ?? now.getTime()) + VISIT_RATE_WINDOW_SECONDS * 1000;
  return {
    action: 'refuse',
    retryAfterSeconds: Math.min(VISIT_RATE_WINDOW_SECONDS, Math.max(1, Math.ceil((leavesAt - now.getTime()) / 1000))),
  };
}
