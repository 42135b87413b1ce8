// A back office list page's state: its filters read from the address (only the keys it knows), the
// list fetched again whenever they change (or on `reload`), a refusal shown as one line over an empty list,
// and the table's paging, which moves through the address too.
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { adminCall, problemOf } from '../../lib/admin-api';
import type { AdminPaging } from './admin-table';

/** What a paged list answers besides its rows. */
interface PageOf {
  page: number;
  per_page: number;
  total: number;
}

/** `empty` (the list shown under a refusal) must be a module constant, or every render fetches again. */
export function useAdminList<T extends Partial<PageOf>>(path: string, filters: readonly string[], empty: T) {
  const [params, setParams] = useSearchParams();
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

  useEffect(() => {
    setAnswer(null);
    void adminCall<T>('GET', `${path}?${queryText}`).then((a) => {
      setAnswer(a.ok ? a.data : empty);
      setError(a.ok ? '' : problemOf(a));
    });
  }, [path, queryText, empty, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  const paging: AdminPaging | undefined =
    answer && answer.page !== undefined && answer.per_page !== undefined && answer.total !== undefined
      ? {
          page: answer.page,
          perPage: answer.per_page,
          total: answer.total,
          onPage: (page) => {
            const next = new URLSearchParams(queryText);
            next.set('page', String(page));
            setParams(next);
          },
        }
      : undefined;
  return { params, setParams, queryText, answer, error, reload, paging };
}
