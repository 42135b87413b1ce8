// A back office record page's record (an order, a gift card, a coupon, a piece…): fetched by its
// address, fetched again on `reload`, and replaced in place by an act's answer (`keep`). Only what
// answers the address shown now is shown: a record left meanwhile (the same page opened for another
// record) never lays its late answer over this one, and its fields are not shown, nor acted on,
// under this one's address. A reload keeps the record on screen until its answer arrives.
import { useCallback, useEffect, useState } from 'react';
import { adminCall, problemOf } from '../../lib/admin-api';

interface Held<T> {
  path: string;
  value: T;
}

export function useAdminRecord<T>(path: string) {
  const [record, setRecord] = useState<Held<T> | null>(null);
  const [failure, setFailure] = useState<Held<string> | null>(null);
  // Bumped by `reload` (after an act whose answer is not the record) to fetch the same address again.
  const [round, setRound] = useState(0);

  useEffect(() => {
    let current = true;
    void adminCall<T>('GET', path).then((a) => {
      if (!current) return;
      if (a.ok) setRecord({ path, value: a.data });
      setFailure(a.ok ? null : { path, value: problemOf(a) });
    });
    return () => {
      current = false;
    };
  }, [path, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  /** The record as an act answered it. */
  const keep = useCallback((value: T) => setRecord({ path, value }), [path]);
  /** The page's one line of trouble (a refused act's too); '' clears it. */
  const setError = useCallback((text: string) => setFailure(text ? { path, value: text } : null), [path]);
  return {
    data: record?.path === path ? record.value : null,
    error: failure?.path === path ? failure.value : '',
    setError,
    keep,
    reload,
  };
}
