// A back office list's search form (catalogue, coupons, gift cards, orders, inbox, audit), one for all:
// its fields start from the address, and a submit writes them there (`searchAddress`), keeping the
// filters the page's tabs set. The list follows the address (useAdminList), so a search can be shared
// and survives a reload. A field's `key` is its value in the address, so a tab or the back button that
// changes the address shows the new value.
import type { ReactNode } from 'react';
import { searchAddress } from './desk-search';
import type { AdminList } from './use-admin-list';

type AddressOf = Pick<AdminList<object>, 'params' | 'setParams'>;

export function DeskSearchForm({
  list,
  label,
  keep = [],
  submit,
  children,
}: {
  list: AddressOf;
  /** The form's accessible name ('Find a coupon'). */
  label: string;
  /** The filters set outside the form (the tabs') that a search keeps. */
  keep?: readonly string[];
  /** The button's words. */
  submit: string;
  children: ReactNode;
}) {
  return (
    <form
      className="admin-form admin-form-inline"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        list.setParams(searchAddress(list.params, keep, new FormData(e.currentTarget)));
      }}
    >
      {children}
      <button type="submit" className="button">
        {submit}
      </button>
    </form>
  );
}

/** A text field of the search ('Search', a date, an amount), starting from the address. */
export function DeskText({
  list,
  name,
  label,
  type,
  placeholder,
  numeric = false,
}: {
  list: AddressOf;
  name: string;
  label: string;
  type?: 'search' | 'date';
  placeholder?: string;
  /** Whole rupees: the number pad on a phone, a short box. */
  numeric?: boolean;
}) {
  const value = list.params.get(name) ?? '';
  return (
    <label>
      {label}
      <input
        name={name}
        type={type}
        defaultValue={value}
        key={value}
        placeholder={placeholder}
        inputMode={numeric ? 'numeric' : undefined}
        // A search box is as wide as its hint, so the hint is never cut ("Plan id, mobile, email or name").
        size={numeric ? 8 : placeholder ? Math.max(20, placeholder.length + 2) : undefined}
      />
    </label>
  );
}

/** A select of the search: its first option (no value) means any. */
export function DeskSelect({
  list,
  name,
  label,
  any = 'Any',
  options,
}: {
  list: AddressOf;
  name: string;
  label: string;
  any?: string;
  options: readonly { value: string; label: string }[];
}) {
  const value = list.params.get(name) ?? '';
  return (
    <label>
      {label}
      <select name={name} defaultValue={value} key={value}>
        <option value="">{any}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
