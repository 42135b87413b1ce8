// The five address fields of the shipping and billing blocks (docs/spec.md#second-3 "Address": country, default
// India; pincode; state; city; address). In India the state is one of India's and a complete pincode
// fills an empty city and state from India Post's directory; abroad (issue 21 §4) the postal code is
// the country's (checked by the server) and the region is optional free text.
import { useRef, type ChangeEvent } from 'react';
import { placeFromPincodeAnswer } from '../../../domain/checkout/address-fill';
import { COUNTRIES, findCountry } from '../../../domain/checkout/countries';
import { INDIAN_STATES } from '../../../domain/checkout/indian-states';
import { FormField } from '../account/form-field';
import { addressKey, shownError, type FieldErrors } from './field-errors';

export const ADDRESS_FIELDS = [
  'address_country',
  'address_zipcode',
  'address_state',
  'address_city',
  'address_address',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;

export const EMPTY_ADDRESS: AddressValues = {
  address_country: 'India',
  address_zipcode: '',
  address_state: '',
  address_city: '',
  address_address: '',
};

/** The draft's saved address as form values. */
export function addressValues(saved: Record<`virtual_order_${AddressField}`, string> | null): AddressValues {
  if (!saved) return EMPTY_ADDRESS;
  return {
    address_country: saved.virtual_order_address_country || 'India',
    address_zipcode: saved.virtual_order_address_zipcode,
    address_state: saved.virtual_order_address_state,
    address_city: saved.virtual_order_address_city,
    address_address: saved.virtual_order_address_address,
  };
}

interface AddressFieldsProps {
  idPrefix: string;
  values: AddressValues;
  errors: FieldErrors;
  touched: ReadonlySet<string>;
  showAll: boolean;
  /** One or more fields changed (the pincode's city and state arrive together). */
  onChange: (changed: Partial<AddressValues>) => void;
  onBlur: (field: string) => void;
  /** Under the pincode: India Post's place for it, in green (docs/spec.md#second-2). */
  place?: { Name: string; Block: string } | null;
  /** The pincode lookup under way, so a save can wait for the city and state it brings. */
  lookup?: { current: Promise<void> | null };
}

export function AddressFields({
  idPrefix,
  values,
  errors,
  touched,
  showAll,
  onChange,
  onBlur,
  place,
  lookup,
}: AddressFieldsProps) {
  const looked = useRef('');
  const err = (f: AddressField) => shownError(errors, addressKey(f), f, touched, showAll);
  const abroad = (findCountry(values.address_country)?.code ?? 'IN') !== 'IN';

  async function fillFromPincode(pincode: string, current: AddressValues) {
    if (
      abroad ||
      !/^\d{6}$/.test(pincode) ||
      looked.current === pincode ||
      (current.address_city && current.address_state)
    )
      return;
    looked.current = pincode;
    try {
      const res = await fetch(`/api/pincode/${pincode}`, { headers: { accept: 'application/json' } });
      const found = res.ok ? placeFromPincodeAnswer(await res.json()) : null;
      if (found)
        onChange({
          ...(current.address_city ? {} : { address_city: found.city }),
          ...(current.address_state ? {} : { address_state: found.state }),
        });
    } catch {
      // Offline: the shopper types them.
    }
  }

  const change = (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const name = e.target.name as AddressField;
    if (name === 'address_country') {
      // Another country: its own postal code and region, so the Indian ones go.
      onChange({ address_country: e.target.value, address_zipcode: '', address_state: '' });
      return;
    }
    const value =
      name === 'address_zipcode' && !abroad ? e.target.value.replace(/\D/g, '').slice(0, 6) : e.target.value;
    onChange({ [name]: value });
    if (name === 'address_zipcode') {
      // Never rejects; once settled, awaiting it costs nothing.
      const filling = fillFromPincode(value, { ...values, address_zipcode: value });
      if (lookup) lookup.current = filling;
    }
  };
  const blur = (e: { target: { name: string } }) => onBlur(e.target.name);
  const id = (f: string) => `${idPrefix}-${f}`;
  const stateError = err('address_state');
  const addressError = err('address_address');

  return (
    <div className="co-grid">
      <div className="form-field co-span">
        <label htmlFor={id('address_address')}>Address</label>
        <textarea
          id={id('address_address')}
          name="address_address"
          rows={2}
          maxLength={300}
          autoComplete={`${idPrefix} street-address`}
          required
          value={values.address_address}
          onChange={change}
          onBlur={blur}
          aria-invalid={addressError ? true : undefined}
          aria-describedby={addressError ? `${id('address_address')}-error` : undefined}
        />
        {addressError ? (
          <p id={`${id('address_address')}-error`} className="field-error">
            {addressError}
          </p>
        ) : null}
      </div>
      <FormField
        idPrefix={idPrefix}
        name="address_zipcode"
        label={abroad ? 'Postal code' : 'Pincode'}
        inputMode={abroad ? 'text' : 'numeric'}
        autoComplete={`${idPrefix} postal-code`}
        pattern={abroad ? undefined : '[0-9]{6}'}
        maxLength={abroad ? 10 : 6}
        required
        value={values.address_zipcode}
        onChange={change}
        onBlur={blur}
        error={err('address_zipcode')}
        hint={
          !abroad && place && values.address_zipcode.length === 6 ? (
            <span className="co-pin-place">
              {place.Name}, {place.Block}
            </span>
          ) : undefined
        }
      />
      <FormField
        idPrefix={idPrefix}
        name="address_city"
        label="City"
        autoComplete={`${idPrefix} address-level2`}
        maxLength={80}
        required
        value={values.address_city}
        onChange={change}
        onBlur={blur}
        error={err('address_city')}
      />
      {abroad ? (
        <FormField
          idPrefix={idPrefix}
          name="address_state"
          label="State, county or region (if any)"
          autoComplete={`${idPrefix} address-level1`}
          maxLength={60}
          value={values.address_state}
          onChange={change}
          onBlur={blur}
          error={stateError}
        />
      ) : (
        <div className="form-field">
          <label htmlFor={id('address_state')}>State</label>
          <select
            id={id('address_state')}
            name="address_state"
            autoComplete={`${idPrefix} address-level1`}
            required
            value={values.address_state}
            onChange={change}
            onBlur={blur}
            aria-invalid={stateError ? true : undefined}
            aria-describedby={stateError ? `${id('address_state')}-error` : undefined}
          >
            <option value="">Choose a state</option>
            {INDIAN_STATES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
          {stateError ? (
            <p id={`${id('address_state')}-error`} className="field-error">
              {stateError}
            </p>
          ) : null}
        </div>
      )}
      <div className="form-field">
        <label htmlFor={id('address_country')}>Country</label>
        <select
          id={id('address_country')}
          name="address_country"
          autoComplete={`${idPrefix} country-name`}
          value={values.address_country}
          onChange={change}
          onBlur={blur}
        >
          {COUNTRIES.map((c) => (
            <option key={c.code} value={c.name}>
              {c.name}
            </option>
          ))}
        </select>
        {err('address_country') ? <p className="field-error">{err('address_country')}</p> : null}
      </div>
    </div>
  );
}
