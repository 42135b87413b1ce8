// /reset-password?token=… (the link of the forgot-password mail, beyond the first spec): a new
// password, once. The server signs out every session of the account; the shopper logs in again.
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '../lib/link';
import type { Route } from './+types/reset-password';
import { ACCOUNT_TEXTS } from '../../domain/accounts/messages';
import { encodePassword } from '../../domain/accounts/encode-password';
import type { FieldErrors } from '../../domain/accounts/account-form-rules';
import { confirmationProblem, newPasswordProblem } from '../../domain/accounts/password-form-rules';
import { AccountPage } from '../components/account/account-page';
import { accountMeta } from '../components/account/account-meta';
import { failureText } from '../components/account/failure-text';
import { FormAlert, PasswordField } from '../components/account/form-field';
import { useFormState } from '../components/forms/use-form-state';
import { StoreForm, SubmitButton } from '../components/forms/store-form';
import { apiPost } from '../lib/authed-fetch';
import { toast } from '../lib/toast';
import { setSession } from '../state/session';

export const meta: Route.MetaFunction = (args) => [
  ...accountMeta(args, 'Choose a new password', 'Set a new password for your account.', '/reset-password'),
  { name: 'referrer', content: 'no-referrer' },
];

type Field = 'password' | 'c_password';

export default function ResetPassword() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const form = useFormState<Field>();
  const { errors, alert, sending } = form;
  /** The refusal was a link used or run out: the alert offers a new one. */
  const [invalidLink, setInvalidLink] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const password = String(data.get('password') ?? '');
    const confirmation = String(data.get('c_password') ?? '');
    const found: FieldErrors<Field> = {};
    const problem = newPasswordProblem(password);
    if (problem) found.password = problem;
    const mismatch = confirmationProblem(password, confirmation);
    if (mismatch) found.c_password = mismatch;
    setInvalidLink(false);
    if (!form.judge(found)) return;
    const answer = await form.send(
      () =>
        apiPost('resetpassword', {
          token,
          password: encodePassword(password),
          c_password: encodePassword(confirmation),
        }),
      (result) => result.ok,
    );
    if (!answer) return;
    if (answer.ok) {
      // Every session of the account ended, this device's too.
      setSession(null);
      toast(ACCOUNT_TEXTS.passwordReset);
      void navigate('/login', { replace: true });
      return;
    }
    if (answer.fields.password) return form.refuse({ password: `The password ${answer.fields.password}.` });
    setInvalidLink(answer.reason === 'RESET_LINK_INVALID');
    form.refuse(
      {},
      answer.reason === 'RESET_LINK_INVALID' || answer.fields.token
        ? ACCOUNT_TEXTS.resetLinkInvalid
        : failureText(answer, 'We could not set your password. Please try again.'),
    );
  };

  if (!token) {
    return (
      <AccountPage
        eyebrow="Account help"
        title="Choose a new password"
        intro="This page opens from the link in the mail we send when you forget your password."
      >
        <Link to="/forgot-password" className="button account-submit">
          Ask for a reset link
        </Link>
      </AccountPage>
    );
  }
  return (
    <AccountPage
      eyebrow="Account help"
      title="Choose a new password"
      intro="The link works once. Afterwards, log in with the new password."
      footer={
        <p>
          <Link to="/login">Back to log in</Link>
        </p>
      }
    >
      <StoreForm
        form={form}
        onSubmit={onSubmit}
        alert={
          <FormAlert>
            {alert ? (
              <>
                {alert}
                {invalidLink ? (
                  <>
                    {' '}
                    <Link to="/forgot-password">Ask for a new link</Link>
                  </>
                ) : null}
              </>
            ) : null}
          </FormAlert>
        }
      >
        <PasswordField idPrefix="reset" name="password" label="New password" error={errors.password} kind="new" />
        <PasswordField
          idPrefix="reset"
          name="c_password"
          label="Confirm new password"
          error={errors.c_password}
          kind="again"
        />
        <SubmitButton sending={sending} busy="Saving…">
          Set new password
        </SubmitButton>
      </StoreForm>
    </AccountPage>
  );
}
