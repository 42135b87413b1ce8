// The plumbing of a merchandising desk (banners, menu, promotional strip): what it shows, read on
// arrival; each change sent as one POST, the buttons held while it runs; a refusal said once over
// the list, with each field's problem kept for the field it names; and the success said in a status
// line. After a change the desk shows the answer when the call answers with the whole list (`answer`),
// or reads it again when it answers with the one record changed (`reload`).
import { useCallback, useEffect, useState } from 'react';
import { adminCall, problemOf } from '../../lib/admin-api';

/** The refusal line when fields are marked: the fields say what. */
export const FIELDS_REFUSED = 'Nothing was saved: fix the fields marked below.';

export function useMerchDesk<A>(path: string, after: 'answer' | 'reload') {
  const [answer, setAnswer] = useState<A | null>(null);
  const [error, setError] = useState('');
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    void adminCall<A>('GET', path).then((a) => {
      if (a.ok) setAnswer(a.data);
      else setError(problemOf(a));
    });
  }, [path]);
  useEffect(load, [load]);

  /** One change; true once saved. `done` is the status line, or made from the answer. */
  async function send(to: string, body: unknown, done: string | ((saved: A) => string)): Promise<boolean> {
    setBusy(true);
    setError('');
    setNote('');
    setProblems({});
    const a = await adminCall<A>('POST', to, body);
    setBusy(false);
    if (!a.ok) {
      setProblems(a.fields);
      setError(Object.keys(a.fields).length > 0 ? FIELDS_REFUSED : problemOf(a));
      return false;
    }
    if (after === 'answer') setAnswer(a.data);
    else load();
    setNote(typeof done === 'string' ? done : done(a.data));
    return true;
  }

  const clearProblems = useCallback(() => setProblems({}), []);
  return { answer, error, note, problems, busy, send, clearProblems };
}
