// A back office list page's state: its filters read from the address (only the keys it knows), the
// list fetched again whenever they change (or on `reload`), a refusal shown as one line over an empty list,
// the links of its tabs (`linkWith`), and the table's paging, which moves through the address too.
// Only the answer to the filters shown now is kept: one for filters left meanwhile is dropped. A
// reload keeps the rows shown until its answer replaces them.
// Its search form is DeskSearchForm (desk-search-form.tsx).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { adminCall, listLink, problemOf } from '../../lib/admin-api';
import type { AdminPaging } from './admin-table';

/** What a paged list answers besides its rows. */
interface PageOf {
  page: number;
  per_page: number;
  total: number;
}

export type AdminList<T> = ReturnType<typeof useAdminList<T & Partial<PageOf>>>;

/**
 * `empty` (the list shown under a refusal) must be a module constant, or every render fetches again.
 * `perPage`: the page size of a list whose answer does not say it (the audit's), its page then read
 * from the address.
 */
export function useAdminList<T extends Partial<PageOf>>(
  path: string,
  filters: readonly string[],
  empty: T,
  { perPage }: { perPage?: number } = {},
) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const [answer, setAnswer] = useState<T | null>(null);
  const [error, setError] = useState('');
  // Bumped by `reload` (after an act on a listed record) to fetch the same filters again.
  const [round, setRound] = useState(0);
  const query = new URLSearchParams();
  for (const key of filters) {
    const v = params.get(key);
    if (v) query.set(key, v);
  }
  const queryText = query.toString();

  // The list the rows on screen answer: a reload of the same list keeps them until the new answer
  // (no "Loading…" flash, no jump to the top of a long list after an act on one of its rows).
  const shown = useRef<string | null>(null);

  useEffect(() => {
    // A tab tapped before the list arrived: the newer filter's answer may come first, and the older
    // one, arriving late, must not be laid over it.
    let current = true;
    const address = `${path}?${queryText}`;
    if (shown.current !== address) setAnswer(null);
    void adminCall<T>('GET', address).then((a) => {
      if (!current) return;
      shown.current = address;
      setAnswer(a.ok ? a.data : empty);
      setError(a.ok ? '' : problemOf(a));
    });
    return () => {
      current = false;
    };
  }, [path, queryText, empty, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  /** This list's address with some filters changed (null removes one), back on its first page: a tab's link. */
  const linkWith = (change: Record<string, string | null>) => listLink(pathname, queryText, change);
  const page = answer?.page ?? Math.max(1, Number(params.get('page')) || 1);
  const size = answer?.per_page ?? perPage;
  const paging: AdminPaging | undefined =
    answer && size !== undefined && answer.total !== undefined
      ? {
          page,
          perPage: size,
          total: answer.total,
          onPage: (next) => {
            const address = new URLSearchParams(queryText);
            address.set('page', String(next));
            setParams(address);
          },
        }
      : undefined;
  return { params, setParams, queryText, answer, error, reload, paging, linkWith };
}
