// The shipping address a member keeps on their profile (the checkout spec's "Profile supplies …
// country, ship_pincode, ship_state, ship_city, ship_address"), judged by the very rules of the
// checkout's shipping address (domain/checkout/field-rules.ts) so that an address the profile accepts
// is one the checkout accepts too: a country of the checkout's list (domain/checkout/countries.ts),
// in India a six-digit pincode and one of its states, abroad the country's postal code and a free-text
// region (docs/decisions/2026-11-27-international-orders.md).
//
// The five fields travel together: none of them in an update leaves the stored address as it is; all
// of them blank clears it; otherwise each must be valid, and the whole address is stored at once.
import { checkAddress, type CheckedAddress } from '../checkout/field-rules.ts';

export const PROFILE_ADDRESS_FIELDS = ['country', 'ship_pincode', 'ship_state', 'ship_city', 'ship_address'] as const;
export type ProfileAddressField = (typeof PROFILE_ADDRESS_FIELDS)[number];
export type ProfileAddressInput = Partial<Record<ProfileAddressField, string | null | undefined>>;

/** The profile's field for each of the checkout's names (the error keys the checkout's rules give). */
const FROM_CHECKOUT: Record<string, ProfileAddressField> = {
  virtual_order_address_country: 'country',
  virtual_order_address_zipcode: 'ship_pincode',
  virtual_order_address_state: 'ship_state',
  virtual_order_address_city: 'ship_city',
  virtual_order_address_address: 'ship_address',
};

export type ProfileAddressCheck =
  /** `keep`: no address field was sent; `clear`: all were blank; `set`: a valid address. */
  | { ok: true; action: 'keep' }
  | { ok: true; action: 'clear' }
  | { ok: true; action: 'set'; address: CheckedAddress }
  | { ok: false; fields: Partial<Record<ProfileAddressField, string>> };

export function checkProfileAddress(input: ProfileAddressInput): ProfileAddressCheck {
  if (PROFILE_ADDRESS_FIELDS.every((f) => input[f] === undefined)) return { ok: true, action: 'keep' };
  // The country alone (a form's default, India) is no address.
  const given = PROFILE_ADDRESS_FIELDS.filter((f) => f !== 'country').some((f) => (input[f] ?? '').trim() !== '');
  if (!given) return { ok: true, action: 'clear' };
  const checked = checkAddress(
    {
      address_country: (input.country ?? '').trim() || 'India',
      address_zipcode: input.ship_pincode,
      address_state: input.ship_state,
      address_city: input.ship_city,
      address_address: input.ship_address,
    },
    'shipping',
  );
  if (checked.ok) return { ok: true, action: 'set', address: checked.value };
  const fields: Partial<Record<ProfileAddressField, string>> = {};
  for (const [key, message] of Object.entries(checked.fields)) fields[FROM_CHECKOUT[key] ?? 'ship_address'] = message;
  return { ok: false, fields };
}
