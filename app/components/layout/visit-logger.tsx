// Sends the visit log once per page view, the first page included: after hydration and on every
// change of path or query (not of the hash, which stays on the same page). Renders nothing. The
// sender's code arrives once the page is idle after hydration: a log is never urgent, and the first
// load is shorter without it.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { whenIdle } from '../../lib/idle';

const sender = () => import('../../lib/visit-log');

export function VisitLogger({ userId = null }: { userId?: number | null }) {
  const { pathname, search } = useLocation();
  // Logging in mid-page is not a new page view: the id is read when the page changes.
  const user = useRef(userId);
  useEffect(() => {
    user.current = userId;
  }, [userId]);
  useEffect(() => {
    const page = `${pathname}${search}`;
    const id = user.current;
    // Not cancelled on a quick move to another page: each page view is logged, in order.
    whenIdle(() => void sender().then((m) => m.sendVisitLog(page, id), () => {}));
  }, [pathname, search]);
  return null;
}
