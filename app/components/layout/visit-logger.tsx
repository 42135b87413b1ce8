// Sends the visit log once per page view, the first page included: after hydration and on every
// change of path or query (not of the hash, which stays on the same page). Renders nothing.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { sendVisitLog } from '../../lib/visit-log';

export function VisitLogger({ userId = null }: { userId?: number | null }) {
  const { pathname, search } = useLocation();
  // Logging in mid-page is not a new page view: the id is read when the page changes.
  const user = useRef(userId);
  useEffect(() => {
    user.current = userId;
  }, [userId]);
  useEffect(() => {
    sendVisitLog(`${pathname}${search}`, user.current);
  }, [pathname, search]);
  return null;
}
