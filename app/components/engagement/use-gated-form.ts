// One engagement form's state and submit: the fields' own rules first (the domain's, the same the
// server applies), then the store's human check, solved only now (app/lib/captcha.ts loads its
// solver on demand), then the call. The server's refusals land by field, or as the form's alert.
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { focusFirstError } from '../account/form-field';
import { failureText } from '../account/failure-text';
import { apiPost, type ApiAnswer } from '../../lib/authed-fetch';
import { solveCaptcha } from '../../lib/captcha';
import { CAPTCHA_FAILED, CAPTCHA_TEXT } from '../../../domain/forms/form-rate';

export type Errors<F extends string> = Partial<Record<F, string>>;

interface Options<F extends string, V, A> {
  path: string;
  initial: V;
  /** Problems by field, from the domain's rules; empty when the form may go. */
  check: (values: V) => Errors<F>;
  /** The body the call takes (without the captcha). */
  body: (values: V) => Record<string, unknown>;
  onSuccess: (answer: A, reset: () => void) => void;
  failure: string;
}

export function useGatedForm<F extends string, V, A>(options: Options<F, V, A>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<Errors<F>>({});
  const [alert, setAlert] = useState('');
  const [sending, setSending] = useState(false);

  const reset = () => {
    setValues(options.initial);
    setErrors({});
    setAlert('');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const found = options.check(values);
    flushSync(() => {
      setErrors(found);
      setAlert('');
    });
    if (Object.keys(found).length > 0) return focusFirstError(formRef.current);
    setSending(true);
    const captcha = await solveCaptcha();
    const answer: ApiAnswer<A> = captcha
      ? await apiPost<A>(options.path, { ...options.body(values), captcha })
      : { ok: false, status: 0, data: undefined as A, reason: CAPTCHA_FAILED, message: CAPTCHA_TEXT, fields: {}, retryAfter: null };
    setSending(false);
    if (answer.ok) return options.onSuccess(answer.data, reset);
    flushSync(() => {
      setErrors(answer.fields as Errors<F>);
      setAlert(Object.keys(answer.fields).length > 0 ? 'Please check the fields marked below.' : failureText(answer, options.failure));
    });
    focusFirstError(formRef.current);
  };

  const set = <K extends keyof V>(name: K, value: V[K]) => setValues((v) => ({ ...v, [name]: value }));
  return { formRef, values, set, errors, alert, sending, onSubmit: (e: FormEvent<HTMLFormElement>) => void onSubmit(e), reset };
}
