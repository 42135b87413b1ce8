// A coupon's terms as the catalogue team sets them (create and edit share it): kind and value, the
// cap a percentage needs, the minimum, the days, the limits, the categories and whether the checkout
// lists it. The server judges everything; each field shows its own problem from the answer's `fields`.
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import type { CouponAnswer } from '../../../domain/coupons/desk-schemas';
import { adminCall } from '../../lib/admin-api';

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

function Field({
  name,
  label,
  hint,
  problem,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  problem?: string;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}) {
  const ids = [hint ? `${name}-hint` : '', problem ? `${name}-problem` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <label className="admin-field">
      <span>{label}</span>
      {children(ids, Boolean(problem))}
      {hint ? (
        <small id={`${name}-hint`} className="admin-note">
          {hint}
        </small>
      ) : null}
      {problem ? (
        <small id={`${name}-problem`} className="admin-field-problem">
          {problem}
        </small>
      ) : null}
    </label>
  );
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
        <Field name="code" label="Code" hint="3 to 20 letters and digits; kept in capitals" problem={p('code')}>
          {(d, bad) => (
            <input
              name="code"
              required
              maxLength={20}
              autoComplete="off"
              autoCapitalize="characters"
              aria-describedby={d}
              aria-invalid={bad || undefined}
            />
          )}
        </Field>
      ) : null}
      <Field name="label" label="Label" hint="What the shopper sees at checkout" problem={p('label')}>
        {(d, bad) => (
          <input
            name="label"
            required
            maxLength={80}
            defaultValue={coupon?.label}
            aria-describedby={d}
            aria-invalid={bad || undefined}
          />
        )}
      </Field>
      <Field name="description" label="Conditions (optional)" problem={p('description')}>
        {(d, bad) => (
          <input
            name="description"
            maxLength={300}
            defaultValue={coupon?.description}
            aria-describedby={d}
            aria-invalid={bad || undefined}
          />
        )}
      </Field>
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
        <Field name="value" label={kind === 'PERCENTAGE' ? 'Percent off' : 'Rupees off (₹)'} problem={p('value')}>
          {(d, bad) => (
            <input
              name="value"
              required
              inputMode="numeric"
              defaultValue={coupon?.value}
              aria-describedby={d}
              aria-invalid={bad || undefined}
            />
          )}
        </Field>
        {kind === 'PERCENTAGE' ? (
          <Field name="max_discount" label="Cap (₹)" hint="The most it takes off" problem={p('max_discount')}>
            {(d, bad) => (
              <input
                name="max_discount"
                required
                inputMode="numeric"
                defaultValue={coupon?.max_discount ?? undefined}
                aria-describedby={d}
                aria-invalid={bad || undefined}
              />
            )}
          </Field>
        ) : null}
        <Field name="min_subtotal" label="Minimum subtotal (₹)" problem={p('min_subtotal')}>
          {(d, bad) => (
            <input
              name="min_subtotal"
              inputMode="numeric"
              defaultValue={coupon?.min_subtotal ?? 0}
              aria-describedby={d}
              aria-invalid={bad || undefined}
            />
          )}
        </Field>
      </div>
      <div className="admin-coupon-row">
        <Field name="starts_on" label="First day (optional)" problem={p('starts_on')}>
          {(d, bad) => (
            <input
              name="starts_on"
              type="date"
              defaultValue={coupon?.starts_on ?? undefined}
              aria-describedby={d}
              aria-invalid={bad || undefined}
            />
          )}
        </Field>
        <Field name="ends_on" label="Last day (optional)" hint="Included; India time" problem={p('ends_on')}>
          {(d, bad) => (
            <input
              name="ends_on"
              type="date"
              defaultValue={coupon?.ends_on ?? undefined}
              aria-describedby={d}
              aria-invalid={bad || undefined}
            />
          )}
        </Field>
      </div>
      <div className="admin-coupon-row">
        <Field name="total_limit" label="Uses in all" hint="Empty: no limit" problem={p('total_limit')}>
          {(d, bad) => (
            <input
              name="total_limit"
              inputMode="numeric"
              defaultValue={coupon?.total_limit ?? undefined}
              aria-describedby={d}
              aria-invalid={bad || undefined}
            />
          )}
        </Field>
        <Field
          name="per_customer_limit"
          label="Uses per customer"
          hint="Empty: no limit"
          problem={p('per_customer_limit')}
        >
          {(d, bad) => (
            <input
              name="per_customer_limit"
              inputMode="numeric"
              defaultValue={coupon?.per_customer_limit ?? undefined}
              aria-describedby={d}
              aria-invalid={bad || undefined}
            />
          )}
        </Field>
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
