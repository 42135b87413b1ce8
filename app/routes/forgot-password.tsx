// /forgot-password (docs/spec.md#first-8): the email; 'Forgot Password sent Successfully' then /login after
// 1500 ms, or 'Sorry.., The User does not Exist'. The mail links to /reset-password?token=….
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/forgot-password';
import { ACCOUNT_TEXTS } from '../../domain/accounts/messages';
import { requiredProblem } from '../../domain/accounts/account-form-rules';
import { AccountPage } from '../components/account/account-page';
import { accountMeta } from '../components/account/account-meta';
import { failureText } from '../components/account/failure-text';
import { focusFirstError, FormAlert, FormField } from '../components/account/form-field';
import { apiPost } from '../lib/authed-fetch';
import { toast } from '../lib/toast';

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'Forgot password', 'We mail you a link to choose a new password.', '/forgot-password');

/** docs/spec.md#first-9: "1500 ms before the forgot-password redirect". */
export const FORGOT_REDIRECT_MS = 1500;

export default function ForgotPassword() {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => void navigate('/login'), FORGOT_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [sent, navigate]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    const problem = requiredProblem(email, 'your email address');
    flushSync(() => {
      setError(problem);
      setAlert('');
    });
    if (problem) return focusFirstError(formRef.current);
    setSending(true);
    const answer = await apiPost('forgotpassword', { email });
    if (answer.ok) {
      toast(ACCOUNT_TEXTS.forgotSent);
      setSent(true);
      return;
    }
    setSending(false);
    if (answer.reason === 'USER_NOT_FOUND') {
      toast(ACCOUNT_TEXTS.userNotFound, { kind: 'error' });
      flushSync(() => setError(ACCOUNT_TEXTS.userNotFound));
      focusFirstError(formRef.current);
    } else setAlert(failureText(answer, 'We could not send the mail. Please try again.'));
  };

  return (
    <AccountPage
      eyebrow="Account help"
      title="Forgot your password?"
      intro="Enter the email of your account and we will mail you a link to choose a new password."
      footer={
        <p>
          Remembered it? <Link to="/login">Log in</Link>
        </p>
      }
    >
      <form ref={formRef} className="account-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={sending}>
        <FormAlert kind={sent ? 'success' : 'error'}>{sent ? 'We have sent you a link. Taking you to the login page…' : alert}</FormAlert>
        <FormField idPrefix="forgot" name="email" label="Email address" type="email" autoComplete="email" inputMode="email" required error={error} />
        <button type="submit" className="button account-submit" disabled={sending}>
          {sending ? 'Sending…' : 'Send reset link'}
        </button>
      </form>
    </AccountPage>
  );
}
