// /change-password (docs/spec.md#first-3 "Change password: user_id, email, oldPassword, newPassword,
// confirmPassword (base64)"): 'Password Change Successfully', then the dashboard. The server signs
// out the account's other sessions (this one stays) unless the member unticks "Sign out other
// devices", which is ticked by default; open reset links are voided either way.
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../lib/link';
import type { Route } from './+types/change-password';
import { ACCOUNT_TEXTS } from '../../domain/accounts/messages';
import { encodePassword } from '../../domain/accounts/encode-password';
import { serverFieldText, type FieldErrors } from '../../domain/accounts/account-form-rules';
import { confirmationProblem, newPasswordProblem } from '../../domain/accounts/password-form-rules';
import { AccountPage } from '../components/account/account-page';
import { accountMeta } from '../components/account/account-meta';
import { failureText } from '../components/account/failure-text';
import { PasswordField } from '../components/account/form-field';
import { useFormState } from '../components/forms/use-form-state';
import { StoreForm, SubmitButton } from '../components/forms/store-form';
import { useMember } from '../components/account/use-member';
import { apiPost } from '../lib/authed-fetch';
import { toast } from '../lib/toast';

export const meta: Route.MetaFunction = (args) =>
  accountMeta(args, 'Change password', 'Choose a new password for your account.', '/change-password');

type Field = 'oldPassword' | 'newPassword' | 'confirmPassword';
const LABELS: Record<Field, string> = {
  oldPassword: 'current password',
  newPassword: 'new password',
  confirmPassword: 'confirmation',
};

export default function ChangePassword() {
  const session = useMember();
  const navigate = useNavigate();
  const form = useFormState<Field>();
  const { errors, sending } = form;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!session) return;
    const data = new FormData(event.currentTarget);
    const value = (f: Field) => String(data.get(f) ?? '');
    const found: FieldErrors<Field> = {};
    if (value('oldPassword') === '') found.oldPassword = 'Please enter your current password.';
    const problem = newPasswordProblem(value('newPassword'), session.email);
    if (problem) found.newPassword = problem;
    const mismatch = confirmationProblem(value('newPassword'), value('confirmPassword'));
    if (mismatch) found.confirmPassword = mismatch;
    if (!form.judge(found)) return;
    const answer = await form.send(
      () =>
        apiPost(
          'changepassword',
          {
            user_id: session.user_id,
            email: session.email,
            oldPassword: encodePassword(value('oldPassword')),
            newPassword: encodePassword(value('newPassword')),
            confirmPassword: encodePassword(value('confirmPassword')),
            signOutOtherDevices: data.get('signOutOtherDevices') === 'on',
          },
          { auth: true },
        ),
      (result) => result.ok,
    );
    if (!answer) return;
    if (answer.ok) {
      toast(ACCOUNT_TEXTS.passwordChanged);
      void navigate('/dashboard');
      return;
    }
    const fromServer: FieldErrors<Field> = {};
    for (const [field, message] of Object.entries(answer.fields))
      if (field in LABELS) fromServer[field as Field] = serverFieldText(LABELS[field as Field], message);
    if (answer.reason === 'WRONG_PASSWORD') fromServer.oldPassword = ACCOUNT_TEXTS.wrongPassword;
    form.refuse(
      fromServer,
      Object.keys(fromServer).length === 0
        ? failureText(answer, 'We could not change your password. Please try again.')
        : '',
    );
  };

  return (
    <AccountPage
      eyebrow="My account"
      title="Change password"
      intro="This device stays logged in."
      footer={
        <p>
          <Link to="/dashboard">Back to the dashboard</Link>
        </p>
      }
    >
      <StoreForm form={form} onSubmit={onSubmit}>
        {/* The account's email, for password managers (WCAG 3.3.8 and the browser's autofill). */}
        <input type="text" name="username" autoComplete="username" value={session?.email ?? ''} readOnly hidden />
        <PasswordField
          idPrefix="cp"
          name="oldPassword"
          label="Current password"
          error={errors.oldPassword}
          kind="current"
        />
        <PasswordField idPrefix="cp" name="newPassword" label="New password" error={errors.newPassword} kind="new" />
        <PasswordField
          idPrefix="cp"
          name="confirmPassword"
          label="Confirm new password"
          error={errors.confirmPassword}
          kind="again"
        />
        <div className="form-check">
          <input id="cp-signOutOtherDevices" name="signOutOtherDevices" type="checkbox" defaultChecked />
          <label htmlFor="cp-signOutOtherDevices">Sign out other devices</label>
        </div>
        <SubmitButton sending={sending} busy="Changing…" disabled={!session}>
          Change password
        </SubmitButton>
      </StoreForm>
    </AccountPage>
  );
}
