// /change-email (ours: the specs have no email change): the member gives the new address and their
// password; a link goes to the new address and a notice to the current one, and the account keeps its
// email until the link is opened (/verify-email). See docs/decisions/2026-11-27-email-proofs.md.
import { useState, type FormEvent } from 'react';
import { Link } from '../lib/link';
import type { Route } from './+types/change-email';
import { ACCOUNT_TEXTS } from '../../domain/accounts/messages';
import { encodePassword } from '../../domain/accounts/encode-password';
import { emailProblem, serverFieldText, type FieldErrors } from '../../domain/accounts/account-form-rules';
import { AccountPage } from '../components/account/account-page';
import { accountMeta } from '../components/account/account-meta';
import { failureText } from '../components/account/failure-text';
import { EmailField, FormAlert, PasswordField } from '../components/account/form-field';
import { useFormState } from '../components/forms/use-form-state';
import { StoreForm, SubmitButton } from '../components/forms/store-form';
import { useMember } from '../components/account/use-member';
import { apiPost } from '../lib/authed-fetch';

export const meta: Route.MetaFunction = (args) =>
  accountMeta(args, 'Change email', 'Move your account to another email address.', '/change-email');

type Field = 'email' | 'password';
const LABELS: Record<Field, string> = { email: 'new email', password: 'password' };

export default function ChangeEmail() {
  const session = useMember();
  const form = useFormState<Field>();
  const { errors, sending } = form;
  const [sent, setSent] = useState('');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!session) return;
    const data = new FormData(event.currentTarget);
    const value = (f: Field) => String(data.get(f) ?? '');
    const found: FieldErrors<Field> = {};
    const problem = emailProblem(value('email'));
    if (problem) found.email = problem;
    if (value('password') === '') found.password = 'Please enter your password.';
    if (!form.judge(found)) return;
    const answer = await form.send(
      () =>
        apiPost<{ message: string }>(
          'profile/email/change',
          { user_id: session.user_id, email: value('email'), password: encodePassword(value('password')) },
          { auth: true },
        ),
      (result) => result.ok,
    );
    if (!answer) return;
    if (answer.ok) {
      setSent(answer.data.message);
      return;
    }
    const fromServer: FieldErrors<Field> = {};
    for (const [field, message] of Object.entries(answer.fields))
      if (field in LABELS) fromServer[field as Field] = serverFieldText(LABELS[field as Field], message);
    if (answer.reason === 'WRONG_PASSWORD') fromServer.password = ACCOUNT_TEXTS.wrongPassword;
    if (answer.reason === 'EMAIL_TAKEN' || answer.reason === 'EMAIL_UNCHANGED') fromServer.email = answer.message;
    form.refuse(
      fromServer,
      Object.keys(fromServer).length === 0 ? failureText(answer, 'We could not send the link. Please try again.') : '',
    );
  };

  return (
    <AccountPage
      eyebrow="My account"
      title="Change email"
      intro={session ? `Your account's email is ${session.email}.` : undefined}
      footer={
        <p>
          <Link to="/user/profile">Back to my profile</Link>
        </p>
      }
    >
      {sent ? (
        <FormAlert kind="success">{sent}</FormAlert>
      ) : (
        <StoreForm form={form} onSubmit={onSubmit}>
          <EmailField
            idPrefix="ce"
            label="New email address"
            error={errors.email}
            hint="We send a link there; your email changes when you open it."
          />
          <PasswordField idPrefix="ce" name="password" label="Password" error={errors.password} kind="current" />
          <SubmitButton sending={sending} busy="Sending…" disabled={!session}>
            Send the link
          </SubmitButton>
        </StoreForm>
      )}
    </AccountPage>
  );
}
