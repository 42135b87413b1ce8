// /user/profile (docs/spec.md#first-3 "Profile: first_name, last_name"; the checkout spec's profile also
// carries the shipping address: country, ship_pincode, ship_state, ship_city, ship_address): the
// profile from profile/get2, the names and the address editable through profile/update with the
// checkout's own address fields and rules (the checkout starts from this address);
// 'You have successfully updated your profile.' or 'Profile Update Failed'. The header greets with
// the new first name at once.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from '../lib/link';
import type { Route } from './+types/profile';
import { ACCOUNT_TEXTS } from '../../domain/accounts/messages';
import type { Profile } from '../../domain/accounts/api-schemas';
import { nameProblem, serverFieldText, type FieldErrors } from '../../domain/accounts/account-form-rules';
import { checkProfileAddress, type ProfileAddressField } from '../../domain/accounts/profile-address';
import { AccountPage } from '../components/account/account-page';
import { accountMeta } from '../components/account/account-meta';
import { failureText } from '../components/account/failure-text';
import { FormAlert, FormField } from '../components/account/form-field';
import { useFormState } from '../components/forms/use-form-state';
import { StoreForm, SubmitButton } from '../components/forms/store-form';
import { useMember } from '../components/account/use-member';
import {
  AddressFields,
  EMPTY_ADDRESS,
  type AddressField,
  type AddressValues,
} from '../components/checkout/address-fields';
import { addressKey } from '../components/checkout/field-errors';
import { apiPost } from '../lib/authed-fetch';
import { toast } from '../lib/toast';
import { keepSessionEmail, setSession } from '../state/session';
import '../styles/form-controls.css';

export const meta: Route.MetaFunction = (args) =>
  accountMeta(args, 'My profile', 'Your name, email, mobile number and shipping address.', '/user/profile');

type Field = 'first_name' | 'last_name';
const LABELS: Record<Field, string> = { first_name: 'first name', last_name: 'last name' };

/** The profile's address fields under the names of the checkout's address form. */
const FORM_NAME: Record<ProfileAddressField, AddressField> = {
  country: 'address_country',
  ship_pincode: 'address_zipcode',
  ship_state: 'address_state',
  ship_city: 'address_city',
  ship_address: 'address_address',
};
const addressOf = (p: Profile): AddressValues => ({
  address_country: p.country ?? 'India',
  address_zipcode: p.ship_pincode ?? '',
  address_state: p.ship_state ?? '',
  address_city: p.ship_city ?? '',
  address_address: p.ship_address ?? '',
});
const asProfileFields = (v: AddressValues) => ({
  country: v.address_country,
  ship_pincode: v.address_zipcode,
  ship_state: v.address_state,
  ship_city: v.address_city,
  ship_address: v.address_address,
});
/** Problems by profile name, as the address form reads them (under the checkout's keys). */
const asAddressErrors = (fields: Partial<Record<string, string>>) => {
  const out: Record<string, string> = {};
  for (const [name, message] of Object.entries(fields))
    if (name in FORM_NAME && message) out[addressKey(FORM_NAME[name as ProfileAddressField])] = message;
  return out;
};
const NOTHING_TOUCHED: ReadonlySet<string> = new Set();

/** Whether the member proved an address: a link followed for the email, a code typed back for the mobile. */
function ProvedMark({ proved }: { proved: boolean }) {
  return <span className={proved ? 'profile-proved' : 'profile-unproved'}>{proved ? 'Verified' : 'Not verified'}</span>;
}

export default function ProfilePage() {
  const session = useMember();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [loadError, setLoadError] = useState('');
  const [names, setNames] = useState({ first_name: '', last_name: '' });
  // The names' problems by name, the address's under the address form's keys (the checkout's): one map.
  const form = useFormState<string>();
  const { errors, sending } = form;
  const [address, setAddress] = useState<AddressValues>(EMPTY_ADDRESS);
  const lookup = useRef<Promise<void> | null>(null);
  const token = session?.token;
  // The address as typed this instant (a pincode's lookup fills the city and state between renders).
  const addressNow = useRef(address);
  addressNow.current = address;
  const changeAddress = (changed: Partial<AddressValues>) => {
    addressNow.current = { ...addressNow.current, ...changed };
    setAddress(addressNow.current);
  };

  useEffect(() => {
    if (!token) return;
    let current = true;
    void apiPost<{ result: Profile }>('profile/get2', { token }, { auth: true }).then((answer) => {
      if (!current) return;
      if (answer.ok) {
        keepSessionEmail(answer.data.result.email);
        setProfile(answer.data.result);
        setNames({ first_name: answer.data.result.first_name, last_name: answer.data.result.last_name });
        setAddress(addressOf(answer.data.result));
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
    // A pincode being looked up brings the city and state: judge and send the address with them.
    await lookup.current;
    const typed = asProfileFields(addressNow.current);
    const checked = checkProfileAddress(typed);
    const foundInAddress = checked.ok ? {} : asAddressErrors(checked.fields);
    if (!form.judge({ ...found, ...foundInAddress })) return;
    const answer = await form.send(() =>
      apiPost<{ result: Profile }>(
        'profile/update',
        { user_id: session.user_id, first_name: names.first_name.trim(), last_name: names.last_name.trim(), ...typed },
        { auth: true },
      ),
    );
    if (!answer) return;
    if (answer.ok) {
      setProfile(answer.data.result);
      setAddress(addressOf(answer.data.result));
      setSession({ ...session, user_name: answer.data.result.first_name });
      toast(ACCOUNT_TEXTS.profileUpdated);
      return;
    }
    toast(ACCOUNT_TEXTS.profileUpdateFailed, { kind: 'error' });
    const fromServer: FieldErrors<Field> = {};
    for (const [field, message] of Object.entries(answer.fields))
      if (field in LABELS) fromServer[field as Field] = serverFieldText(LABELS[field as Field], message);
    form.refuse(
      { ...fromServer, ...asAddressErrors(answer.fields) },
      failureText(answer, ACCOUNT_TEXTS.profileUpdateFailed),
    );
  };

  const footer = (
    <p>
      <Link to="/dashboard">Back to the dashboard</Link> · <Link to="/change-password">Change password</Link>
    </p>
  );
  return (
    <AccountPage
      wide
      eyebrow="My account"
      title="My profile"
      intro="The name we use on your orders and in our mails, and where we ship them."
      footer={footer}
    >
      {loadError ? <FormAlert>{loadError}</FormAlert> : null}
      {!profile && !loadError ? <p className="account-loading">Loading your profile…</p> : null}
      {profile ? (
        <StoreForm form={form} onSubmit={onSubmit}>
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
              <dd>
                {profile.email} <ProvedMark proved={profile.email_verified} /> · <Link to="/change-email">Change</Link>
              </dd>
            </div>
            <div>
              <dt>Mobile number</dt>
              <dd>
                {profile.phone} <ProvedMark proved={profile.phone_verified} />
                {profile.phone_verified ? null : (
                  <span className="profile-prove">
                    {' '}
                    Log in once <Link to="/new_login">with a code to this mobile</Link> to verify it.
                  </span>
                )}
              </dd>
            </div>
          </dl>
          <fieldset className="profile-address">
            <legend>Shipping address</legend>
            <p className="account-aside">
              The checkout starts from this address. Leave it empty to type one at each order.
            </p>
            <AddressFields
              idPrefix="shipping"
              values={address}
              errors={errors as Record<string, string>}
              touched={NOTHING_TOUCHED}
              showAll
              onChange={changeAddress}
              onBlur={() => undefined}
              lookup={lookup}
            />
          </fieldset>
          <SubmitButton sending={sending} busy="Saving…">
            Save changes
          </SubmitButton>
        </StoreForm>
      ) : null}
    </AccountPage>
  );
}
