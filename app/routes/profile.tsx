// /user/profile (docs/spec.md#first-3 "Profile: first_name, last_name"): the profile from profile/get2, the
// names editable through profile/update; 'You have successfully updated your profile.' or
// 'Profile Update Failed'. The header greets with the new first name at once.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import type { Route } from './+types/profile';
import { ACCOUNT_TEXTS } from '../../domain/accounts/messages';
import type { Profile } from '../../domain/accounts/api-schemas';
import { nameProblem, serverFieldText, type FieldErrors } from '../../domain/accounts/account-form-rules';
import { AccountPage } from '../components/account/account-page';
import { accountMeta } from '../components/account/account-meta';
import { failureText } from '../components/account/failure-text';
import { focusFirstError, FormAlert, FormField } from '../components/account/form-field';
import { useMember } from '../components/account/use-member';
import { apiPost } from '../lib/authed-fetch';
import { toast } from '../lib/toast';
import { setSession } from '../state/session';

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'My profile', 'Your name, email and mobile number.', '/user/profile');

type Field = 'first_name' | 'last_name';
const LABELS: Record<Field, string> = { first_name: 'first name', last_name: 'last name' };

export default function ProfilePage() {
  const session = useMember();
  const formRef = useRef<HTMLFormElement>(null);
  const [profile, setProfile] = useState<Profile | null>(null);
  const [loadError, setLoadError] = useState('');
  const [names, setNames] = useState({ first_name: '', last_name: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [alert, setAlert] = useState('');
  const [sending, setSending] = useState(false);
  const token = session?.token;

  useEffect(() => {
    if (!token) return;
    let current = true;
    void apiPost<{ result: Profile }>('profile/get2', { token }, { auth: true }).then((answer) => {
      if (!current) return;
      if (answer.ok) {
        setProfile(answer.data.result);
        setNames({ first_name: answer.data.result.first_name, last_name: answer.data.result.last_name });
      } else setLoadError(failureText(answer, 'We could not load your profile. Please try again.'));
    });
    return () => {
      current = false;
    };
  }, [token]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!session) return;
    const found: FieldErrors<Field> = {};
    for (const field of ['first_name', 'last_name'] as const) {
      const problem = nameProblem(names[field], LABELS[field]);
      if (problem) found[field] = problem;
    }
    flushSync(() => {
      setErrors(found);
      setAlert('');
    });
    if (Object.keys(found).length > 0) return focusFirstError(formRef.current);
    setSending(true);
    const answer = await apiPost<{ result: Profile }>('profile/update', { user_id: session.user_id, first_name: names.first_name.trim(), last_name: names.last_name.trim() }, { auth: true });
    setSending(false);
    if (answer.ok) {
      setProfile(answer.data.result);
      setSession({ ...session, user_name: answer.data.result.first_name });
      toast(ACCOUNT_TEXTS.profileUpdated);
      return;
    }
    toast(ACCOUNT_TEXTS.profileUpdateFailed, { kind: 'error' });
    const fromServer: FieldErrors<Field> = {};
    for (const [field, message] of Object.entries(answer.fields)) if (field in LABELS) fromServer[field as Field] = serverFieldText(LABELS[field as Field], message);
    flushSync(() => {
      setErrors(fromServer);
      setAlert(failureText(answer, ACCOUNT_TEXTS.profileUpdateFailed));
    });
    focusFirstError(formRef.current);
  };

  const footer = (
    <p>
      <Link to="/dashboard">Back to the dashboard</Link> · <Link to="/change-password">Change password</Link>
    </p>
  );
  return (
    <AccountPage eyebrow="My account" title="My profile" intro="The name we use on your orders and in our mails." footer={footer}>
      {loadError ? <FormAlert>{loadError}</FormAlert> : null}
      {!profile && !loadError ? <p className="account-loading">Loading your profile…</p> : null}
      {profile ? (
        <form ref={formRef} className="account-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={sending}>
          <FormAlert>{alert}</FormAlert>
          {(['first_name', 'last_name'] as const).map((field) => (
            <FormField
              key={field}
              idPrefix="profile"
              name={field}
              label={field === 'first_name' ? 'First name' : 'Last name'}
              autoComplete={field === 'first_name' ? 'given-name' : 'family-name'}
              maxLength={60}
              required
              value={names[field]}
              onChange={(e) => setNames({ ...names, [field]: e.target.value })}
              error={errors[field]}
            />
          ))}
          <dl className="profile-facts">
            <div>
              <dt>Email address</dt>
              <dd>{profile.email}</dd>
            </div>
            <div>
              <dt>Mobile number</dt>
              <dd>{profile.phone}</dd>
            </div>
          </dl>
          <button type="submit" className="button account-submit" disabled={sending}>
            {sending ? 'Saving…' : 'Save changes'}
          </button>
        </form>
      ) : null}
    </AccountPage>
  );
}
