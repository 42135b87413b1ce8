// The login form of /login (docs/spec.md#first-2) and what sends it: its code comes when the shopper
// first touches the form (app/lib/touch-lazy.tsx), so the page's first load carries none of it. The
// fields are read from the form itself when it is sent, so what was typed before the code came counts.
// The password travels base64. After a few failed logins on an account the server asks for the
// store's captcha (CAPTCHA_REQUIRED, nothing checked): the form then shows the security check, solves
// it (app/lib/captcha.ts, loaded only now) and sends the login again with it, and every later try from
// this page carries a fresh one.
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../lib/link';
import { ACCOUNT_TEXTS } from '../../../domain/accounts/messages';
import { encodePassword } from '../../../domain/accounts/encode-password';
import { loginFailureToast } from '../../../domain/accounts/login-failure';
import { redirectTarget } from '../../../domain/accounts/redirect-target';
import type { StoredSession } from '../../../domain/accounts/stored-session';
import { requiredProblem, type FieldErrors } from '../../../domain/accounts/account-form-rules';
import { failureText } from './failure-text';
import { EmailField, PasswordField } from './form-field';
import { useFormState } from '../forms/use-form-state';
import { StoreForm, SubmitButton } from '../forms/store-form';
import { apiPost } from '../../lib/authed-fetch';
import { solveCaptcha } from '../../lib/captcha';
import { TOAST_AUTH_MS } from '../../lib/site';
import { toast } from '../../lib/toast';
import { keepSession } from '../../state/session-actions';

type Field = 'email' | 'password';

export function LoginForm() {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const target = redirectTarget(redirect);
  const navigate = useNavigate();
  const form = useFormState<Field>();
  const { errors, sending } = form;
  /** The server asked for the captcha: shown, and solved before each try from now on. */
  const [checking, setChecking] = useState<'no' | 'needed' | 'solving'>('no');

  /** One try: with a solved captcha once the server asked for it; asked now, it is solved and the try sent again once. */
  const tryLogin = async (email: string, password: string, withCaptcha: boolean) => {
    let captcha: string | undefined;
    if (withCaptcha) {
      setChecking('solving');
      captcha = (await solveCaptcha()) ?? undefined;
      setChecking('needed');
    }
    const answer = await apiPost<{ result: StoredSession }>('login', {
      email,
      password: encodePassword(password),
      ...(captcha ? { captcha } : {}),
    });
    if (!answer.ok && answer.reason === 'CAPTCHA_REQUIRED' && !withCaptcha) {
      setChecking('needed');
      return tryLogin(email, password, true);
    }
    return answer;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const found: FieldErrors<Field> = {};
    // Like the server, login does not judge the email's shape: an unknown one is just a failed login.
    const emailError = requiredProblem(email, 'your email address');
    if (emailError) found.email = emailError;
    if (password === '') found.password = 'Please enter your password.';
    if (!form.judge(found)) return;
    const answer = await form.send(
      () => tryLogin(email, password, checking !== 'no'),
      (result) => result.ok,
    );
    if (!answer) return;
    if (answer.ok) {
      keepSession(answer.data.result);
      toast(ACCOUNT_TEXTS.loggedIn, { duration: TOAST_AUTH_MS });
      void navigate(target, { replace: true });
      return;
    }
    toast(loginFailureToast(answer.reason), { kind: 'error', duration: TOAST_AUTH_MS });
    form.refuse(
      {},
      answer.reason === 'LOGIN_FAILED'
        ? `${ACCOUNT_TEXTS.loginFailed} The email or the password is not correct.`
        : failureText(answer, ACCOUNT_TEXTS.userLoginFailed),
    );
  };

  return (
    <StoreForm form={form} onSubmit={onSubmit}>
      <EmailField idPrefix="login" error={errors.email} />
      <PasswordField idPrefix="login" name="password" label="Password" error={errors.password} kind="current" />
      {checking !== 'no' ? (
        <p className="account-captcha" role="status">
          {checking === 'solving'
            ? 'Running the security check on this device…'
            : 'Security check: several logins to this account failed, so this device solves a small puzzle before each try.'}
        </p>
      ) : null}
      <p className="account-aside">
        <Link to="/forgot-password">Forgot your password?</Link>
      </p>
      <SubmitButton sending={sending} busy="Logging in…">
        Log in
      </SubmitButton>
    </StoreForm>
  );
}
