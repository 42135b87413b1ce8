// The visit log of each page view (shared/spec: checkout §2 "Each page view sends a visit log";
// storefront §7 userlog; API.md). Fire and forget: a beacon when the browser has one, else a
// keepalive fetch; a failure is swallowed, since a lost log must never disturb the shopper.
import type { VisitLogBody } from '../../domain/engagement/visit-log';

export const VISIT_LOG_URL = '/api/userlog';
const MAX_PAGE_LENGTH = 2048;

export function visitLogBody(page: string, userId: number | null = null): VisitLogBody {
  return { visited_page: page.slice(0, MAX_PAGE_LENGTH) || '/', user_id: userId };
}

export function sendVisitLog(page: string, userId: number | null = null): void {
  try {
    const body = JSON.stringify(visitLogBody(page, userId));
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(VISIT_LOG_URL, new Blob([body], { type: 'application/json' }))) return;
    fetch(VISIT_LOG_URL, { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true, credentials: 'same-origin' }).catch(() => {});
  } catch {
    // No network API at all (an old or locked-down browser): nothing to log with.
  }
}
