// The one submit path of every form behind the store's form gate (chat, enquiries, savings plan,
// careers, the two bookings): the fields judged by the domain's schema of the call (the one the API
// validates with, loaded on demand: load-field-schemas.ts) and the checks it cannot make (the résumé
// file, a pincode we do not visit), then the hidden human check, solved only now (app/lib/captcha.ts
// loads its solver on demand) and once per submit, then the call: JSON, or multipart when the form
// attaches files (the careers résumé). The server's refusals land by field, or as the form's alert.
import { useEffect, useLayoutEffect, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { capitalised } from '../../../domain/forms/field-problems';
import { apiPost, type ApiAnswer } from '../../lib/authed-fetch';
import { solveCaptcha } from '../../lib/captcha';
import { loadFieldSchemas, type FieldSchemas } from './load-field-schemas';
import { useFormState, type Errors } from './use-form-state';

export type { Errors };

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
  /** The domain's schema of the fields the call takes (its body without the captcha), out of the on-demand chunk. */
  schema: (schemas: FieldSchemas) => z.ZodType;
  /** What the schema cannot judge (a file, a place looked up as typed): problems by field, empty when none. */
  check?: (values: V) => Errors<F>;
  /** The fields the call takes, without the captcha: what the schema judges and what is sent. */
  body: (values: V) => Record<string, unknown>;
  /** Files sent with the fields, as multipart (the careers résumé): taken before the solver runs. */
  files?: () => Record<string, File>;
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
  Object.fromEntries(Object.entries(fields).map(([name, text]) => [name, capitalised(text)]));

/**
 * The initial values with the text of the form's fields of the same names where it differs (typed
 * before the form's code arrived), or null when nothing differs. Only text fields, text areas and
 * selects of string values: a box or a file is the form's own to read.
 */
export function typedValues<V>(form: HTMLFormElement, initial: V): V | null {
  let typed: V | null = null;
  for (const [name, value] of Object.entries(initial as Record<string, unknown>)) {
    if (typeof value !== 'string') continue;
    const field = form.elements.namedItem(name);
    const isText =
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement ||
      (field instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(field.type));
    if (!isText || field.value === value) continue;
    typed = { ...(typed ?? initial), [name]: field.value };
  }
  return typed;
}

export function useGatedForm<F extends string, V, A>(options: Options<F, V, A>) {
  const state = useFormState<F>();
  const [values, setValues] = useState<V>(options.initial);
  const [receipt, setReceipt] = useState<A | null>(null);
  // A form whose code came on the first touch (app/lib/touch-lazy.tsx) hydrates the server's fields,
  // which keep what was typed before it came alive while the state holds the initial values: take
  // the fields' text into the state, before a held send is replayed.
  useLayoutEffect(() => {
    const form = state.formRef.current;
    if (!form) return;
    const typed = typedValues(form, options.initial);
    if (!typed) return;
    setValues(typed);
    // Only on mount: later the state leads the fields.
  }, []);

  // The schemas arrive while the shopper fills the form in, so the submit does not wait for them.
  useEffect(() => {
    const form = state.formRef.current;
    if (!form) return;
    const warm = () => void loadFieldSchemas().catch(() => undefined);
    form.addEventListener('focusin', warm, { once: true });
    return () => form.removeEventListener('focusin', warm);
  }, [state.formRef]);

  const reset = () => {
    setValues(options.initial);
    state.setErrors({});
    state.setAlert('');
  };

  const problemsOf = async (v: V): Promise<Errors<F>> => {
    const own = options.check?.(v) ?? {};
    // Without the chunk (offline since the page loaded) the server judges the fields, as it always does.
    const schemas = await loadFieldSchemas().catch(() => null);
    const found = schemas ? schemas.fieldProblems(options.schema(schemas), options.body(v)) : {};
    return { ...own, ...found } as Errors<F>;
  };

  // The body is taken before the solver runs: the résumé is the file that passed the checks.
  const call = async (v: V): Promise<ApiAnswer<A>> => {
    const fields = options.body(v);
    const files = options.files?.();
    const captcha = await solveCaptcha();
    if (!captcha) return CAPTCHA_UNAVAILABLE as ApiAnswer<A>;
    if (!files) return apiPost<A>(options.path, { ...fields, captcha }, { timeoutMs: 30_000 });
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, String(value));
    for (const [name, file] of Object.entries(files)) body.set(name, file);
    body.set('captcha', captcha);
    return apiPost<A>(options.path, body, { timeoutMs: 60_000 });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const answer = await state.send(async () => {
      const found = await problemsOf(values);
      setReceipt(null);
      if (!state.judge(found)) return null;
      // The solver arrives on demand: a page offline since it loaded cannot fetch it.
      return call(values).catch(() => CAPTCHA_UNAVAILABLE as ApiAnswer<A>);
    });
    if (!answer) return;
    if (answer.ok) {
      setReceipt(answer.data);
      return options.onSuccess(answer.data, reset);
    }
    const fields = fieldMessages(answer.fields) as Errors<F>;
    state.refuse(
      fields,
      Object.keys(answer.fields).length > 0
        ? 'Please check the fields marked below.'
        : answer.message || options.failure,
    );
    options.onFailure?.(answer);
  };

  const set = <K extends keyof V>(name: K, value: V[K]) => setValues((v) => ({ ...v, [name]: value }));
  /** A text field's part its control shares with the others: its name, value, change and problem. */
  const field = <K extends keyof V & string>(name: K) => ({
    name,
    value: values[name] as string,
    onChange: (e: { target: { value: string } }) => set(name, e.target.value as V[K]),
    error: state.errors[name as string as F],
  });
  return {
    formRef: state.formRef,
    values,
    set,
    field,
    setValues,
    errors: state.errors,
    alert: state.alert,
    receipt,
    sending: state.sending,
    /** The form's submit: StoreForm (store-form.tsx) takes it with the ref, alert and sending above. */
    onSubmit,
    reset,
  };
}
