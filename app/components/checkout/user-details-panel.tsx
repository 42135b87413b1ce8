// User Details (docs/spec.md#second-2, #second-3): first and last name, email and phone, saved 2000 ms after the last edit
// (docs/spec.md#second-4 "Auto-save"); the server's marks show under each field (docs/spec.md#second-5). A member's profile fills the
// fields the first time (docs/spec.md#second-6 "profile pre-fills user and shipping details"). The mobile's
// country (India unless chosen) goes as `phone_country` when it is another: the server reads a number
// written without its +prefix as one of that country (docs/decisions/2026-11-27-international-orders.md).
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { Profile } from '../../../domain/accounts/api-schemas';
import { COUNTRIES, INDIA } from '../../../domain/checkout/countries';
import { dialCode, phoneCountryOf } from '../../../domain/checkout/dial-codes';
import { apiPost } from '../../lib/authed-fetch';
import { getSession } from '../../state/session';
import { FormField } from '../account/form-field';
import { useAutosave, useCheckout, usePanelMark } from './checkout-state';
import { profileKey, shownError, type FieldErrors } from './field-errors';
import { Panel } from './panel';

export const USER_SAVE_MS = 2000;

const FIELDS = ['first_name', 'last_name', 'email', 'phone'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field | 'phone_country', string>;

export function UserDetailsPanel() {
  const { draft, save } = useCheckout();
  const saved = draft.user_details;
  const [values, setValues] = useState<Values>({
    first_name: saved?.virtual_order_profile_first_name ?? '',
    last_name: saved?.virtual_order_profile_last_name ?? '',
    email: saved?.virtual_order_profile_email ?? '',
    phone: saved?.virtual_order_profile_phone ?? '',
    phone_country: phoneCountryOf(saved?.virtual_order_profile_phone ?? '').code,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [saving, setSaving] = useState(false);
  const current = useRef(values);
  current.current = values;

  const saveNow = async () => {
    setSaving(true);
    const { phone_country, ...details } = current.current;
    const body = phone_country === INDIA.code ? details : { ...details, phone_country };
    const answer = await save('virtual_order_set_user_details', body);
    setSaving(false);
    setErrors(answer.ok ? {} : answer.fields);
  };
  const autosave = useAutosave('user', USER_SAVE_MS, saveNow);

  // Pointed at: every field's problem shows (nothing was waiting: ask the server which are missing).
  const ref = usePanelMark('user', () => {
    setShowAll(true);
    void autosave.flush().then((ran) => (ran ? undefined : saveNow()));
  });

  // A member's profile, once, when the draft has no details yet.
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || saved) return;
    prefilled.current = true;
    const session = getSession();
    if (!session) return;
    void apiPost<{ result: Profile }>('profile/get2', { token: session.token }, { auth: true }).then((answer) => {
      if (!answer.ok) return;
      const p = answer.data.result;
      const filled = { ...current.current };
      for (const f of FIELDS) if (filled[f] === '' && p[f]) filled[f] = p[f];
      setValues(filled);
      current.current = filled;
      autosave.schedule();
    });
  }, [saved, autosave]);

  const onChange = (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const { name, value } = e.target;
    setValues((v) => ({ ...v, [name]: value }));
    current.current = { ...current.current, [name]: value };
    autosave.schedule();
  };
  const onBlur = (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const { name } = e.target;
    setTouched((t) => (t.has(name) ? t : new Set(t).add(name)));
  };
  const err = (f: Field) => shownError(errors, profileKey(f), f, touched, showAll);
  /** What every field shares: its name, value, problem and handlers. */
  const field = (name: Field) => ({
    onChange,
    onBlur,
    idPrefix: 'co-user',
    required: true,
    name,
    value: values[name],
    error: err(name),
  });

  return (
    <Panel ref={ref} id="co-user" title="User Details" step={1} saving={saving}>
      <div className="co-grid">
        <FormField {...field('first_name')} label="First name" autoComplete="given-name" maxLength={60} />
        <FormField {...field('last_name')} label="Last name" autoComplete="family-name" maxLength={60} />
        <FormField
          {...field('email')}
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={254}
          hint="Your order confirmation is sent here."
        />
        <div className="form-field">
          <label htmlFor="co-user-phone_country">Mobile number's country</label>
          <select
            id="co-user-phone_country"
            name="phone_country"
            value={values.phone_country}
            onChange={onChange}
            onBlur={onBlur}
          >
            {COUNTRIES.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name} ({dialCode(c.code)})
              </option>
            ))}
          </select>
        </div>
        <FormField
          {...field('phone')}
          label="Mobile number"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={20}
          hint={
            values.phone_country === INDIA.code
              ? 'For delivery updates and the cash-on-delivery code.'
              : `For delivery updates: a number of ${COUNTRIES.find((c) => c.code === values.phone_country)?.name ?? 'that country'}, with or without ${dialCode(values.phone_country) ?? 'its code'}.`
          }
        />
      </div>
    </Panel>
  );
}
