// The one submit path of every form behind the store's form gate (chat, enquiries, savings plan,
// careers, the two bookings): the fields' own rules first (the domain's, the same the server applies),
// then the hidden human check, solved only now (app/lib/captcha.ts loads its solver on demand) and
// once per submit, then the call: JSON, or multipart when the body is FormData (the careers résumé).
// The server's refusals land by field, or as the form's alert. A second click while the first submit
// is under way does nothing: the guard is a ref, so it holds before React has re-rendered the button.
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { focusFirstError } from '../account/form-field';
import { apiPost, type ApiAnswer } from '../../lib/authed-fetch';
import { solveCaptcha } from '../../lib/captcha';

export type Errors<F extends string> = Partial<Record<F, string>>;

const CAPTCHA_UNAVAILABLE: ApiAnswer<never> = {
  ok: false,
  status: 0,
  data: undefined as never,
  reason: 'CAPTCHA_UNAVAILABLE',
  message: 'The human check could not run. Please check your connection and try again.',
  fields: {},
  retryAfter: null,
};

interface Options<F extends string, V, A> {
  path: string;
  initial: V;
  /** Problems by field, from the domain's rules; empty when the form may go. */
  check: (values: V) => Errors<F>;
  /** The body the call takes, without the captcha: an object sent as JSON, or FormData sent as multipart. */
  body: (values: V) => Record<string, unknown> | FormData;
  /** After the answer is kept as `receipt`: toasts, the reset, closing a dialog. */
  onSuccess: (answer: A, reset: () => void) => void;
  /** After a refused or failed call, once its fields and alert are shown (the bookings' and careers' toasts). */
  onFailure?: (answer: ApiAnswer<A>) => void;
  /** The alert when the server gave no text of its own (no answer at all, offline): the form's own sentence.
   * Not the account pages' failureText: its texts would add the accounts' tables to these pages' first load. */
  failure: string;
}

/** The server's field messages ("must not be empty"), capitalised for display beside their fields. */
const fieldMessages = (fields: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).map(([name, text]) => [name, text.charAt(0).toUpperCase() + text.slice(1)]));

export function useGatedForm<F extends string, V, A>(options: Options<F, V, A>) {
  const formRef = useRef<HTMLFormElement>(null);
  const busy = useRef(false);
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<Errors<F>>({});
  const [alert, setAlert] = useState('');
  const [receipt, setReceipt] = useState<A | null>(null);
  const [sending, setSending] = useState(false);

  const reset = () => {
    setValues(options.initial);
    setErrors({});
    setAlert('');
  };

  // The body is taken before the solver runs: the résumé is the file that passed the checks.
  const send = async (body: Record<string, unknown> | FormData): Promise<ApiAnswer<A>> => {
    const captcha = await solveCaptcha();
    if (!captcha) return CAPTCHA_UNAVAILABLE as ApiAnswer<A>;
    if (body instanceof FormData) {
      body.set('captcha', captcha);
      return apiPost<A>(options.path, body, { timeoutMs: 60_000 });
    }
    return apiPost<A>(options.path, { ...body, captcha }, { timeoutMs: 30_000 });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    const found = options.check(values);
    flushSync(() => {
      setErrors(found);
      setAlert('');
      setReceipt(null);
    });
    if (Object.keys(found).length > 0) return focusFirstError(formRef.current);
    busy.current = true;
    setSending(true);
    // The solver arrives on demand: a page offline since it loaded cannot fetch it.
    const answer = await send(options.body(values)).catch(() => CAPTCHA_UNAVAILABLE as ApiAnswer<A>);
    busy.current = false;
    setSending(false);
    if (answer.ok) {
      setReceipt(answer.data);
      return options.onSuccess(answer.data, reset);
    }
    flushSync(() => {
      setErrors(fieldMessages(answer.fields) as Errors<F>);
      setAlert(Object.keys(answer.fields).length > 0 ? 'Please check the fields marked below.' : answer.message || options.failure);
    });
    options.onFailure?.(answer);
    focusFirstError(formRef.current);
  };

  const set = <K extends keyof V>(name: K, value: V[K]) => setValues((v) => ({ ...v, [name]: value }));
  return { formRef, values, set, setValues, errors, alert, receipt, sending, onSubmit: (e: FormEvent<HTMLFormElement>) => void onSubmit(e), reset };
}
