// The state every form of the store keeps while it is checked and sent: the problems by field, the
// form's alert, and whether its call is under way. A submit while a call is under way does nothing:
// the guard is a ref, so it holds before React has re-rendered the button. Problems and refusals are
// shown at once (flushSync) so the focus can move to the first field marked invalid.
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { focusFirstError } from '../account/form-field';

export type Errors<F extends string> = Partial<Record<F, string>>;

export function useFormState<F extends string>() {
  const formRef = useRef<HTMLFormElement>(null);
  const busy = useRef(false);
  const [errors, setErrors] = useState<Errors<F>>({});
  const [alert, setAlert] = useState('');
  const [sending, setSending] = useState(false);

  /** Shows the problems found before sending (and clears the alert); true when there are none and the form may go. */
  const judge = (found: Errors<F>): boolean => {
    flushSync(() => {
      setErrors(found);
      setAlert('');
    });
    if (Object.keys(found).length === 0) return true;
    focusFirstError(formRef.current);
    return false;
  };

  /**
   * Runs `work` (the checks that need a moment, the call) as the form's one submit under way; null when
   * another is. `holdOn` keeps the button disabled after a result that leaves the page (a redirect follows).
   */
  const send = async <T>(work: () => Promise<T>, holdOn?: (result: T) => boolean): Promise<T | null> => {
    if (busy.current) return null;
    busy.current = true;
    setSending(true);
    let held = false;
    try {
      const result = await work();
      held = holdOn?.(result) ?? false;
      return result;
    } finally {
      if (!held) {
        busy.current = false;
        setSending(false);
      }
    }
  };

  /** Shows a refusal: its problems beside their fields and the alert, then the focus on the first field marked. */
  const refuse = (fields: Errors<F>, text = '') => {
    flushSync(() => {
      setErrors(fields);
      setAlert(text);
    });
    focusFirstError(formRef.current);
  };

  return { formRef, errors, alert, sending, judge, send, refuse, setErrors, setAlert };
}
