// /create (docs/spec.md#first-2 "Sign up"): first and last name, mobile, email (checked with `unique` as it
// is typed), the newsletter, and the password twice. The browser checks what the server checks
// (account-form-rules.ts, password-form-rules.ts); the server's refusals land on the same fields. Afterwards the shopper is
// logged in and sees /customer/account/success.
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { Link } from '../lib/link';
import type { Route } from './+types/create';
import { ACCOUNT_TEXTS } from '../../domain/accounts/messages';
import { encodePassword } from '../../domain/accounts/encode-password';
import type { StoredSession } from '../../domain/accounts/stored-session';
import {
  emailProblem,
  mobileProblem,
  serverFieldText,
  type FieldErrors,
} from '../../domain/accounts/account-form-rules';
import { registrationProblems, type RegistrationInput } from '../../domain/accounts/password-form-rules';
import { AccountPage } from '../components/account/account-page';
import { accountMeta } from '../components/account/account-meta';
import { failureText } from '../components/account/failure-text';
import { EmailField, FormField, PasswordField } from '../components/account/form-field';
import { useFormState } from '../components/forms/use-form-state';
import { StoreForm, SubmitButton } from '../components/forms/store-form';
import { apiPost } from '../lib/authed-fetch';
import { TOAST_AUTH_MS } from '../lib/site';
import { toast } from '../lib/toast';
import { keepSession } from '../state/session-actions';
import { rememberFoundOrders } from '../components/orders/found-orders-notice';

export const meta: Route.MetaFunction = (args) =>
  accountMeta(
    args,
    'Create an account',
    'Create your account to track orders, keep a wishlist and check out faster.',
    '/create',
  );

type Field = keyof RegistrationInput;
const LABELS: Record<Field, string> = {
  first_name: 'first name',
  last_name: 'last name',
  phone: 'mobile number',
  email: 'email',
  password: 'password',
  c_password: 'password confirmation',
};
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
      void apiPost<{ result: { unique: boolean } }>(
        'unique',
        { table: 'users', field: 'email', email: value },
        { timeoutMs: 10_000 },
      ).then((answer) => {
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
  const [input, setInput] = useState<RegistrationInput>(EMPTY);
  const [subscription, setSubscription] = useState(false);
  const form = useFormState<Field>();
  const { errors, sending } = form;
  const [submitted, setSubmitted] = useState(false);
  const emailTaken = useEmailTaken(input.email);
  /** The optional code to the mobile (request/otpRegister): proves it with the account (docs/decisions/2026-11-27-email-proofs.md). */
  const [mobileCode, setMobileCode] = useState<{ token: string; mobile: string } | null>(null);
  const [code, setCode] = useState('');
  const [codeNote, setCodeNote] = useState('');

  const sendCode = async () => {
    const mobile = input.phone.trim();
    const problem = mobileProblem(mobile);
    if (problem) {
      form.refuse({ ...errors, phone: problem });
      return;
    }
    const answer = await apiPost<{ token: string }>('request/otpRegister', { mobile });
    if (answer.ok) {
      setMobileCode({ token: answer.data.token, mobile });
      setCodeNote(`We sent a code to ${mobile}. Enter it to prove your mobile with the account.`);
    } else setCodeNote(failureText(answer, 'We could not send a code. Please try again.'));
  };

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...input, [event.target.name]: event.target.value };
    setInput(next);
    // After a first submit, the messages follow the typing, so a fixed field loses its message at once.
    if (submitted) form.setErrors(registrationProblems(next));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = registrationProblems(input);
    if (!found.email && emailTaken) found.email = ACCOUNT_TEXTS.emailTaken;
    flushSync(() => setSubmitted(true));
    if (!form.judge(found)) return;
    const answer = await form.send(
      () =>
        apiPost<{ result: StoredSession; found_orders?: number }>('register2', {
          first_name: input.first_name.trim(),
          last_name: input.last_name.trim(),
          phone: input.phone.trim(),
          email: input.email.trim(),
          subscription,
          password: encodePassword(input.password),
          c_password: encodePassword(input.c_password),
          ...(mobileCode && mobileCode.mobile === input.phone.trim() && code.trim() !== ''
            ? { otp_token: mobileCode.token, otp: code.trim() }
            : {}),
        }),
      (result) => result.ok,
    );
    if (!answer) return;
    if (answer.ok) {
      keepSession(answer.data.result);
      rememberFoundOrders(answer.data.found_orders);
      toast(ACCOUNT_TEXTS.accountCreated, { duration: TOAST_AUTH_MS });
      void navigate('/customer/account/success', { replace: true });
      return;
    }
    const fromServer: FieldErrors<Field> = {};
    for (const [field, message] of Object.entries(answer.fields))
      if (field in LABELS) fromServer[field as Field] = serverFieldText(LABELS[field as Field], message);
    if (answer.reason === 'EMAIL_TAKEN') fromServer.email = ACCOUNT_TEXTS.emailTaken;
    if (answer.reason === 'PHONE_TAKEN') fromServer.phone = ACCOUNT_TEXTS.phoneTaken;
    form.refuse(
      fromServer,
      Object.keys(fromServer).length === 0
        ? failureText(answer, 'We could not create your account. Please check the form and try again.')
        : '',
    );
  };

  const field = (name: Field) => ({
    name,
    idPrefix: 'create',
    value: input[name],
    onChange: change,
    error: errors[name],
    required: true,
  });
  const emailHint =
    !errors.email && emailTaken ? (
      <>
        {ACCOUNT_TEXTS.emailTaken} <Link to="/login">Log in</Link>
      </>
    ) : undefined;
  return (
    <AccountPage
      eyebrow="Join Suvarna"
      title="Create an account"
      intro="Track your orders, keep a wishlist and check out faster."
      wide
      footer={
        <p>
          Already have an account? <Link to="/login">Log in</Link>
        </p>
      }
    >
      <StoreForm form={form} onSubmit={onSubmit} className="account-form account-form-grid">
        <FormField {...field('first_name')} label="First name" autoComplete="given-name" maxLength={60} />
        <FormField {...field('last_name')} label="Last name" autoComplete="family-name" maxLength={60} />
        <FormField
          {...field('phone')}
          label="Mobile number"
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          maxLength={20}
          hint="10 digits; we send order updates and login codes here."
        />
        <div className="create-mobile-code">
          <button type="button" className="button button-quiet" onClick={() => void sendCode()}>
            Verify this mobile now (optional)
          </button>
          {codeNote ? (
            <p className="field-hint" role="status">
              {codeNote}
            </p>
          ) : null}
          {mobileCode ? (
            <div className="form-field">
              <label htmlFor="create-otp">Code sent to your mobile</label>
              <input
                id="create-otp"
                name="otp"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            </div>
          ) : null}
        </div>
        <EmailField {...field('email')} maxLength={254} hint={emailHint} />
        <PasswordField {...field('password')} label="Password" kind="new" />
        <PasswordField {...field('c_password')} label="Confirm password" kind="again" />
        <div className="form-check">
          <input
            id="create-subscription"
            name="subscription"
            type="checkbox"
            checked={subscription}
            onChange={(e) => setSubscription(e.target.checked)}
          />
          <label htmlFor="create-subscription">Send me news of new collections and offers</label>
        </div>
        <SubmitButton sending={sending} busy="Creating your account…">
          Create account
        </SubmitButton>
      </StoreForm>
    </AccountPage>
  );
}
