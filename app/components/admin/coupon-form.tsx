// A coupon's terms as the catalogue team sets them (create and edit share it): kind and value, the
// cap a percentage needs, the minimum, the days, the limits, the categories and whether the checkout
// lists it. The server judges everything; each field shows its own problem from the answer's `fields`,
// through the store's one form field (FormField: label, hint and problem tied to the input; ids `coupon-<name>`).
import { useEffect, useState, type FormEvent } from 'react';
import type { CouponAnswer } from '../../../domain/coupons/desk-schemas';
import { adminCall } from '../../lib/admin-api';
import { FormField } from '../account/form-field';

export interface CouponCategory {
  slug: string;
  name: string;
  parent: string | null;
}

type Coupon = CouponAnswer['coupon'];

/** The categories a coupon may be limited to, read once per page. */
export function useCategories(): CouponCategory[] {
  const [categories, setCategories] = useState<CouponCategory[]>([]);
  useEffect(() => {
    void adminCall<{ categories: CouponCategory[] }>('GET', 'admin/coupons/categories').then((a) => {
      if (a.ok) setCategories(a.data.categories);
    });
  }, []);
  return categories;
}

/** A number field's value: empty is null (no limit, no cap), anything else a number the server judges. */
const numberOrNull = (v: FormDataEntryValue | null): number | null => {
  const text = String(v ?? '').trim();
  return text === '' ? null : Number(text);
};

export function readCouponForm(form: HTMLFormElement, withCode: boolean): Record<string, unknown> {
  const data = new FormData(form);
  const text = (k: string) => String(data.get(k) ?? '').trim();
  const kind = text('kind');
  return {
    ...(withCode ? { code: text('code') } : {}),
    label: text('label'),
    description: text('description'),
    kind,
    // Left empty: absent, so the answer says it is required.
    value: numberOrNull(data.get('value')) ?? undefined,
    max_discount: kind === 'PERCENTAGE' ? numberOrNull(data.get('max_discount')) : null,
    min_subtotal: numberOrNull(data.get('min_subtotal')) ?? 0,
    starts_on: text('starts_on') || null,
    ends_on: text('ends_on') || null,
    total_limit: numberOrNull(data.get('total_limit')),
    per_customer_limit: numberOrNull(data.get('per_customer_limit')),
    categories: data.getAll('categories').map(String),
    listed: data.get('listed') === 'on',
  };
}

export function CouponForm({
  coupon,
  withCode,
  busy,
  problems,
  submitLabel,
  onSubmit,
}: {
  coupon?: Coupon;
  withCode: boolean;
  busy: boolean;
  problems: Record<string, string>;
  submitLabel: string;
  onSubmit(body: Record<string, unknown>): void;
}) {
  const categories = useCategories();
  const [kind, setKind] = useState<'PERCENTAGE' | 'FLAT'>(coupon?.kind ?? 'PERCENTAGE');
  const chosen = new Set(coupon?.categories ?? []);
  const p = (k: string) => problems[k];
  /** What every field shares: its id prefix, name and problem. */
  const field = (name: string) => ({ idPrefix: 'coupon', name, error: p(name) });

  return (
    <form
      className="admin-form admin-coupon-form"
      aria-label={submitLabel}
      noValidate
      onSubmit={(e: FormEvent<HTMLFormElement>) => {
        e.preventDefault();
        onSubmit(readCouponForm(e.currentTarget, withCode));
      }}
    >
      {withCode ? (
        <FormField
          {...field('code')}
          label="Code"
          hint="3 to 20 letters and digits; kept in capitals"
          required
          maxLength={20}
          autoComplete="off"
          autoCapitalize="characters"
        />
      ) : null}
      <FormField
        {...field('label')}
        label="Label"
        hint="What the shopper sees at checkout"
        required
        maxLength={80}
        defaultValue={coupon?.label}
      />
      <FormField
        {...field('description')}
        label="Conditions (optional)"
        maxLength={300}
        defaultValue={coupon?.description}
      />
      <fieldset className="admin-coupon-kind">
        <legend>Kind</legend>
        <label>
          <input
            type="radio"
            name="kind"
            value="PERCENTAGE"
            checked={kind === 'PERCENTAGE'}
            onChange={() => setKind('PERCENTAGE')}
          />
          Percentage with a cap
        </label>
        <label>
          <input type="radio" name="kind" value="FLAT" checked={kind === 'FLAT'} onChange={() => setKind('FLAT')} />
          Flat amount
        </label>
      </fieldset>
      <div className="admin-coupon-row">
        <FormField
          {...field('value')}
          label={kind === 'PERCENTAGE' ? 'Percent off' : 'Rupees off (₹)'}
          required
          inputMode="numeric"
          defaultValue={coupon?.value}
        />
        {kind === 'PERCENTAGE' ? (
          <FormField
            {...field('max_discount')}
            label="Cap (₹)"
            hint="The most it takes off"
            required
            inputMode="numeric"
            defaultValue={coupon?.max_discount ?? undefined}
          />
        ) : null}
        <FormField
          {...field('min_subtotal')}
          label="Minimum subtotal (₹)"
          inputMode="numeric"
          defaultValue={coupon?.min_subtotal ?? 0}
        />
      </div>
      <div className="admin-coupon-row">
        <FormField
          {...field('starts_on')}
          label="First day (optional)"
          type="date"
          defaultValue={coupon?.starts_on ?? undefined}
        />
        <FormField
          {...field('ends_on')}
          label="Last day (optional)"
          hint="Included; India time"
          type="date"
          defaultValue={coupon?.ends_on ?? undefined}
        />
      </div>
      <div className="admin-coupon-row">
        <FormField
          {...field('total_limit')}
          label="Uses in all"
          hint="Empty: no limit"
          inputMode="numeric"
          defaultValue={coupon?.total_limit ?? undefined}
        />
        <FormField
          {...field('per_customer_limit')}
          label="Uses per customer"
          hint="Empty: no limit"
          inputMode="numeric"
          defaultValue={coupon?.per_customer_limit ?? undefined}
        />
      </div>
      <fieldset
        className="admin-coupon-categories"
        aria-describedby={p('categories') ? 'categories-problem' : undefined}
      >
        <legend>Applies to (none ticked: every piece)</legend>
        {categories.map((c) => (
          <label key={c.slug} className={c.parent ? 'admin-coupon-sub' : undefined}>
            <input type="checkbox" name="categories" value={c.slug} defaultChecked={chosen.has(c.slug)} />
            {c.name}
          </label>
        ))}
        {p('categories') ? (
          <small id="categories-problem" className="admin-field-problem">
            {p('categories')}
          </small>
        ) : null}
      </fieldset>
      <label className="admin-check">
        <input type="checkbox" name="listed" defaultChecked={coupon?.listed ?? true} />
        Show it in the checkout&rsquo;s &lsquo;View coupons&rsquo; list
      </label>
      <div className="admin-actions">
        <button type="submit" className="button" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
