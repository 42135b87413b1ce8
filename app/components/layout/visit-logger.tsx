// Sends the visit log once per page view, the first page included, and marks the not-found page (a
// route whose handle says `notFound`, or a 404 the root boundary shows). Renders nothing and never
// holds up a page: the first page's log leaves after the load event, with that load's navigation
// timing; later pages' (moves within the app, which have no navigation entry) once the browser is
// idle. A change of path or query is a page view; a change of the hash is not. The sender's code,
// which also reads the navigation entry's marks, arrives only then.
import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useMatches, useRouteError } from 'react-router';
import type { NavigationEntry } from '../../../domain/engagement/navigation-timing';
import { whenIdle } from '../../lib/idle';
import { getSession } from '../../state/session';

const sender = () => import('../../lib/visit-log');

/** The first page view of this document: the only one a navigation entry describes. */
let firstPageSent = false;

/** Runs `work` after the load event has ended (its loadEventEnd is set once the handlers are done). */
function afterLoad(work: () => void): () => void {
  let cancel = () => {};
  const later = () => {
    const id = window.setTimeout(() => (cancel = whenIdle(work)), 0);
    cancel = () => window.clearTimeout(id);
  };
  if (document.readyState === 'complete') later();
  else {
    window.addEventListener('load', later, { once: true });
    cancel = () => window.removeEventListener('load', later);
  }
  return () => cancel();
}

export function useIsNotFoundPage(): boolean {
  const matches = useMatches();
  const error = useRouteError();
  return (
    matches.some((m) => (m.handle as { notFound?: boolean } | undefined)?.notFound === true) ||
    (isRouteErrorResponse(error) && error.status === 404)
  );
}

export function VisitLogger() {
  const { pathname, search } = useLocation();
  const notFound = useIsNotFoundPage();
  useEffect(() => {
    const page = `${pathname}${search}`;
    // Who is logged in when the page is shown: logging in mid-page is not a new page view.
    const token = getSession()?.token ?? null;
    const send = (entry: NavigationEntry | null) =>
      void sender().then(
        (m) => m.sendVisitLog({ page, notFound, timing: m.timingFromEntry(entry), token }),
        () => {},
      );
    if (!firstPageSent) {
      firstPageSent = true;
      // Not cancelled on a quick move to another page: each page view is logged.
      afterLoad(() => send((performance.getEntriesByType?.('navigation')[0] as NavigationEntry | undefined) ?? null));
      return;
    }
    whenIdle(() => send(null));
    // notFound follows the page it belongs to: a change of it alone is not a new page view.
  }, [pathname, search]);
  return null;
}
