// The visit log of each page view and 404 (docs/spec.md#second-2 "Each page view sends a visit log";
// docs/spec.md#first-7 userlog; docs/api.md). Fire and forget: nothing waits for it and its answer — a 429
// included — is never read, since a lost log must never disturb the shopper.
//
// A keepalive fetch rather than navigator.sendBeacon: a beacon cannot carry headers, and the server
// takes the member only from `Authorization: Bearer` (never from the body, which anyone can write).
// keepalive lets the request finish even when the shopper leaves the page at once, as a beacon
// would. Only a browser without fetch falls back to a beacon, logged as a guest's visit.
import type { NavigationTiming } from '../../domain/engagement/navigation-timing';

/** Read here, in the sender's lazy chunk, so the page's shared code does not carry it. */
export { timingFromEntry } from '../../domain/engagement/navigation-timing';

export const VISIT_LOG_URL = '/api/userlog';
const MAX_PAGE_LENGTH = 2048;

export interface VisitLog {
  page: string;
  notFound: boolean;
  /** The page load's marks (the first page only; a move within the app has none). */
  timing: NavigationTiming | null;
  /** The session's bearer token when a member is logged in. */
  token: string | null;
}

export function visitLogBody({ page, notFound, timing }: Omit<VisitLog, 'token'>) {
  return { visited_page: page.slice(0, MAX_PAGE_LENGTH) || '/', not_found: notFound, address: timing };
}

export function sendVisitLog(log: VisitLog): void {
  try {
    const body = JSON.stringify(visitLogBody(log));
    if (typeof fetch === 'function') {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (log.token) headers.authorization = `Bearer ${log.token}`;
      fetch(VISIT_LOG_URL, { method: 'POST', headers, body, keepalive: true, credentials: 'same-origin' }).catch(
        () => {},
      );
      return;
    }
    navigator.sendBeacon?.(VISIT_LOG_URL, new Blob([body], { type: 'application/json' }));
  } catch {
    // No network API at all (an old or locked-down browser): nothing to log with.
  }
}
