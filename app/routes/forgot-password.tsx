// /forgot-password (docs/spec.md#first-8): the email; 'Forgot Password sent Successfully' then /login after
// 1500 ms, or 'Sorry.., The User does not Exist'. The mail links to /reset-password?token=….
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../lib/link';
import type { Route } from './+types/forgot-password';
import { ACCOUNT_TEXTS } from '../../domain/accounts/messages';
import { requiredProblem } from '../../domain/accounts/account-form-rules';
import { AccountPage } from '../components/account/account-page';
import { accountMeta } from '../components/account/account-meta';
import { failureText } from '../components/account/failure-text';
import { EmailField, FormAlert } from '../components/account/form-field';
import { useFormState } from '../components/forms/use-form-state';
import { StoreForm, SubmitButton } from '../components/forms/store-form';
import { apiPost } from '../lib/authed-fetch';
import { toast } from '../lib/toast';

export const meta: Route.MetaFunction = (args) =>
  accountMeta(args, 'Forgot password', 'We mail you a link to choose a new password.', '/forgot-password');

/** docs/spec.md#first-9: "1500 ms before the forgot-password redirect". */
export const FORGOT_REDIRECT_MS = 1500;

export default function ForgotPassword() {
  const navigate = useNavigate();
  const form = useFormState<'email'>();
  const { alert, sending } = form;
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
    if (!form.judge(problem ? { email: problem } : {})) return;
    // Sent, the button stays disabled until the login page opens.
    const answer = await form.send(
      () => apiPost('forgotpassword', { email }),
      (result) => result.ok,
    );
    if (!answer) return;
    if (answer.ok) {
      toast(ACCOUNT_TEXTS.forgotSent);
      setSent(true);
      return;
    }
    if (answer.reason === 'USER_NOT_FOUND') {
      toast(ACCOUNT_TEXTS.userNotFound, { kind: 'error' });
      form.refuse({ email: ACCOUNT_TEXTS.userNotFound });
    } else form.refuse({}, failureText(answer, 'We could not send the mail. Please try again.'));
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
      <StoreForm
        form={form}
        onSubmit={onSubmit}
        alert={
          <FormAlert kind={sent ? 'success' : 'error'}>
            {sent ? 'We have sent you a link. Taking you to the login page…' : alert}
          </FormAlert>
        }
      >
        <EmailField idPrefix="forgot" error={form.errors.email} />
        <SubmitButton sending={sending} busy="Sending…">
          Send reset link
        </SubmitButton>
      </StoreForm>
    </AccountPage>
  );
}
