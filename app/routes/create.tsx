// /create (docs/spec.md#first-2 "Sign up"): first and last name, mobile, email (checked with `unique` as it
// is typed), the newsletter, and the password twice. The browser checks what the server checks
// (account-form-rules.ts); the server's refusals land on the same fields. Afterwards the shopper is
// logged in and sees /customer/account/success.
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/create';
import { ACCOUNT_TEXTS } from '../../domain/accounts/messages';
import { encodePassword } from '../../domain/accounts/encode-password';
import type { StoredSession } from '../../domain/accounts/stored-session';
import { emailProblem, registrationProblems, serverFieldText, type FieldErrors, type RegistrationInput } from '../../domain/accounts/account-form-rules';
import { AccountPage } from '../components/account/account-page';
import { accountMeta } from '../components/account/account-meta';
import { failureText } from '../components/account/failure-text';
import { focusFirstError, FormAlert, FormField } from '../components/account/form-field';
import { apiPost } from '../lib/authed-fetch';
import { TOAST_AUTH_MS } from '../lib/site';
import { toast } from '../lib/toast';
import { keepSession } from '../state/session-actions';

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'Create an account', 'Create your account to track orders, keep a wishlist and check out faster.', '/create');

type Field = keyof RegistrationInput;
const LABELS: Record<Field, string> = { first_name: 'first name', last_name: 'last name', phone: 'mobile number', email: 'email', password: 'password', c_password: 'password confirmation' };
const EMPTY: RegistrationInput = { first_name: '', last_name: '', phone: '', email: '', password: '', c_password: '' };
/** How long typing must pause before the email is checked with the server. */
const UNIQUE_DEBOUNCE_MS = 400;

/** Whether an account uses the email, asked while the shopper types (null: not known). */
function useEmailTaken(email: string): boolean | null {
  const [taken, setTaken] = useState<{ email: string; taken: boolean } | null>(null);
  useEffect(() => {
    const value = email.trim().toLowerCase();
    if (emailProblem(value) !== null) return;
    let current = true;
    const timer = window.setTimeout(() => {
      void apiPost<{ result: { unique: boolean } }>('unique', { table: 'users', field: 'email', email: value }, { timeoutMs: 10_000 }).then((answer) => {
        if (current && answer.ok) setTaken({ email: value, taken: !answer.data.result.unique });
      });
    }, UNIQUE_DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [email]);
  return taken && taken.email === email.trim().toLowerCase() ? taken.taken : null;
}

export default function Create() {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [input, setInput] = useState<RegistrationInput>(EMPTY);
  const [subscription, setSubscription] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitted, setSubmitted] = useState(false);
  const [alert, setAlert] = useState('');
  const [sending, setSending] = useState(false);
  const emailTaken = useEmailTaken(input.email);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...input, [event.target.name]: event.target.value };
    setInput(next);
    // After a first submit, the messages follow the typing, so a fixed field loses its message at once.
    if (submitted) setErrors(registrationProblems(next));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = registrationProblems(input);
    if (!found.email && emailTaken) found.email = ACCOUNT_TEXTS.emailTaken;
    flushSync(() => {
      setSubmitted(true);
      setErrors(found);
      setAlert('');
    });
    if (Object.keys(found).length > 0) return focusFirstError(formRef.current);
    setSending(true);
    const answer = await apiPost<{ result: StoredSession }>('register2', {
      first_name: input.first_name.trim(),
      last_name: input.last_name.trim(),
      phone: input.phone.trim(),
      email: input.email.trim(),
      subscription,
      password: encodePassword(input.password),
      c_password: encodePassword(input.c_password),
    });
    if (answer.ok) {
      keepSession(answer.data.result);
      toast(ACCOUNT_TEXTS.accountCreated, { duration: TOAST_AUTH_MS });
      void navigate('/customer/account/success', { replace: true });
      return;
    }
    setSending(false);
    const fromServer: FieldErrors<Field> = {};
    for (const [field, message] of Object.entries(answer.fields)) if (field in LABELS) fromServer[field as Field] = serverFieldText(LABELS[field as Field], message);
    if (answer.reason === 'EMAIL_TAKEN') fromServer.email = ACCOUNT_TEXTS.emailTaken;
    if (answer.reason === 'PHONE_TAKEN') fromServer.phone = ACCOUNT_TEXTS.phoneTaken;
    flushSync(() => {
      setErrors(fromServer);
      if (Object.keys(fromServer).length === 0) setAlert(failureText(answer, 'We could not create your account. Please check the form and try again.'));
    });
    focusFirstError(formRef.current);
  };

  const field = (name: Field) => ({ name, idPrefix: 'create', value: input[name], onChange: change, error: errors[name], required: true });
  const emailHint =
    !errors.email && emailTaken ? (
      <>
        {ACCOUNT_TEXTS.emailTaken} <Link to="/login">Log in</Link>
      </>
    ) : undefined;
  return (
    <AccountPage eyebrow="Join Suvarna" title="Create an account" intro="Track your orders, keep a wishlist and check out faster." wide footer={<p>Already have an account? <Link to="/login">Log in</Link></p>}>
      <form ref={formRef} className="account-form account-form-grid" noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={sending}>
        <FormAlert>{alert}</FormAlert>
        <FormField {...field('first_name')} label="First name" autoComplete="given-name" maxLength={60} />
        <FormField {...field('last_name')} label="Last name" autoComplete="family-name" maxLength={60} />
        <FormField {...field('phone')} label="Mobile number" type="tel" autoComplete="tel-national" inputMode="tel" maxLength={20} hint="10 digits; we send order updates and login codes here." />
        <FormField {...field('email')} label="Email address" type="email" autoComplete="email" inputMode="email" maxLength={254} hint={emailHint} />
        <FormField {...field('password')} label="Password" type="password" autoComplete="new-password" hint="At least 8 characters; avoid common passwords." />
        <FormField {...field('c_password')} label="Confirm password" type="password" autoComplete="new-password" />
        <div className="form-check">
          <input id="create-subscription" name="subscription" type="checkbox" checked={subscription} onChange={(e) => setSubscription(e.target.checked)} />
          <label htmlFor="create-subscription">Send me news of new collections and offers</label>
        </div>
        <button type="submit" className="button account-submit" disabled={sending}>
          {sending ? 'Creating your account…' : 'Create account'}
        </button>
      </form>
    </AccountPage>
  );
}
