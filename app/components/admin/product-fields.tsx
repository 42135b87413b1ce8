// The catalogue desk's fields, shared by a piece's page and the new piece's (app/routes/admin/
// admin-product.tsx, admin-product-new.tsx): the piece's own fields and one fieldset per variant, all
// controlled text (domain/catalog/desk-form.ts turns them into the call's body). A server refusal
// naming a field (`variants.0.making_charge`) shows beside it.
import type { ReactNode } from 'react';
import { DESK_METALS, DESK_PURITIES } from '../../../domain/catalog/desk-schemas';
import { GENDERS, METAL_COLORS } from '../../../domain/catalog/constants';
import type { ProductForm, VariantForm, VariantFormField } from '../../../domain/catalog/desk-form';
import { categoryOptions, type DeskCategory } from './use-categories';

type Problems = Record<string, string>;

function Field({
  label,
  name,
  problems,
  wide = false,
  children,
}: {
  label: string;
  name: string;
  problems: Problems;
  /** Long text: the whole row. */
  wide?: boolean;
  children: ReactNode;
}) {
  const problem = problems[name];
  // The problem sits beside the field, outside its label, so it never becomes part of the field's name.
  return (
    <div className={wide ? 'admin-field admin-span' : 'admin-field'}>
      <label>
        {label}
        {children}
      </label>
      {problem ? (
        <small className="admin-field-problem" role="alert">
          {name.replace(/^variants\.\d+\./, '').replaceAll('_', ' ')}: {problem}
        </small>
      ) : null}
    </div>
  );
}

const COLOR_LABELS: Record<string, string> = {
  'yellow-gold': 'Yellow gold',
  'rose-gold': 'Rose gold',
  'white-gold': 'White gold',
};

export function PieceFields({
  form,
  set,
  categories,
  problems,
  children,
}: {
  form: Omit<ProductForm, 'variants'>;
  set(field: keyof Omit<ProductForm, 'variants'>, value: string | boolean): void;
  categories: readonly DeskCategory[];
  problems: Problems;
  /** Fields only one page has (the new piece's SKU), first. */
  children?: ReactNode;
}) {
  const options = categoryOptions(categories);
  const text = (field: 'name' | 'occasion' | 'seo_title', label: string, max: number) => (
    <Field label={label} name={field} problems={problems} wide={field === 'seo_title'}>
      <input name={field} value={form[field]} maxLength={max} onChange={(e) => set(field, e.target.value)} />
    </Field>
  );
  return (
    <>
      <fieldset className="admin-product-fields">
        <legend>The piece</legend>
        {children}
        {text('name', 'Name', 120)}
        <Field label="Category" name="category" problems={problems}>
          <select name="category" value={form.category} onChange={(e) => set('category', e.target.value)}>
            {form.category === '' ? <option value="">Choose</option> : null}
            {options
              .filter((c) => c.parent === null)
              .map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.label}
                </option>
              ))}
          </select>
        </Field>
        <Field label="Sub-category" name="sub_category" problems={problems}>
          <select name="sub_category" value={form.sub_category} onChange={(e) => set('sub_category', e.target.value)}>
            <option value="">None</option>
            {options
              .filter((c) => c.parent !== null && c.parent === form.category)
              .map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.label}
                </option>
              ))}
          </select>
        </Field>
        <Field label="For" name="gender" problems={problems}>
          <select name="gender" value={form.gender} onChange={(e) => set('gender', e.target.value)}>
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {g}
              </option>
            ))}
          </select>
        </Field>
        {text('occasion', 'Occasion', 60)}
        <Field label="Stock (pieces)" name="stock" problems={problems}>
          <input
            name="stock"
            inputMode="numeric"
            value={form.stock}
            onChange={(e) => set('stock', e.target.value)}
            size={6}
          />
        </Field>
        <label className="admin-check">
          <input
            type="checkbox"
            name="made_to_order"
            checked={form.made_to_order}
            onChange={(e) => set('made_to_order', e.target.checked)}
          />
          Made to order
        </label>
      </fieldset>
      <fieldset className="admin-product-fields">
        <legend>Search and sharing</legend>
        {text('seo_title', 'Page title', 160)}
        <Field label="Page description" name="seo_description" problems={problems} wide>
          <textarea
            name="seo_description"
            rows={3}
            maxLength={400}
            value={form.seo_description}
            onChange={(e) => set('seo_description', e.target.value)}
          />
        </Field>
        <Field label="Tags (comma-separated)" name="seo_keywords" problems={problems} wide>
          <input
            name="seo_keywords"
            maxLength={400}
            value={form.seo_keywords}
            onChange={(e) => set('seo_keywords', e.target.value)}
          />
        </Field>
      </fieldset>
    </>
  );
}

const NUMBER_INPUTS: { field: VariantFormField; label: string }[] = [
  { field: 'metal_weight', label: 'Metal weight (g)' },
  { field: 'gross_weight', label: 'Gross weight (g)' },
  { field: 'making_charge', label: 'Making charge ₹' },
  { field: 'diamond_count', label: 'Diamonds' },
  { field: 'diamond_carat', label: 'Diamond carats' },
  { field: 'diamond_price', label: 'Diamond price ₹' },
  { field: 'gemstone_count', label: 'Gemstones' },
  { field: 'gemstone_carat', label: 'Gemstone carats' },
  { field: 'gemstone_price', label: 'Gemstone price ₹' },
];
const TEXT_INPUTS: { field: VariantFormField; label: string }[] = [
  { field: 'size', label: 'Size' },
  { field: 'diamond_cut', label: 'Stone shape' },
  { field: 'diamond_clarity', label: 'Clarity' },
  { field: 'diamond_color', label: 'Diamond colour' },
  { field: 'gemstone_type', label: 'Gemstone' },
];

export function VariantFields({
  index,
  variant,
  set,
  problems,
  legend,
  children,
}: {
  index: number;
  variant: Omit<VariantForm, 'id'>;
  set(field: VariantFormField, value: string): void;
  problems: Problems;
  legend: ReactNode;
  /** What the page shows of the variant besides its fields (its prices). */
  children?: ReactNode;
}) {
  const name = (field: string) => `variants.${index}.${field}`;
  const select = (field: 'color' | 'metal_type' | 'metal_purity', label: string, options: readonly string[]) => (
    <Field label={label} name={name(field)} problems={problems}>
      <select name={name(field)} value={variant[field]} onChange={(e) => set(field, e.target.value)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {COLOR_LABELS[o] ?? o}
          </option>
        ))}
      </select>
    </Field>
  );
  return (
    <fieldset className="admin-product-fields admin-variant">
      <legend>{legend}</legend>
      {children}
      {select('color', 'Colour', METAL_COLORS)}
      {select('metal_type', 'Metal', DESK_METALS)}
      {select('metal_purity', 'Purity', DESK_PURITIES)}
      {TEXT_INPUTS.map(({ field, label }) => (
        <Field key={field} label={label} name={name(field)} problems={problems}>
          <input
            name={name(field)}
            value={variant[field]}
            maxLength={40}
            onChange={(e) => set(field, e.target.value)}
          />
        </Field>
      ))}
      {NUMBER_INPUTS.map(({ field, label }) => (
        <Field key={field} label={label} name={name(field)} problems={problems}>
          <input
            name={name(field)}
            inputMode="decimal"
            value={variant[field]}
            onChange={(e) => set(field, e.target.value)}
          />
        </Field>
      ))}
      <Field label="Description" name={name('short_description')} problems={problems} wide>
        <textarea
          name={name('short_description')}
          rows={3}
          maxLength={1_000}
          value={variant.short_description}
          onChange={(e) => set('short_description', e.target.value)}
        />
      </Field>
      <Field label="Picture text (alt)" name={name('alt')} problems={problems} wide>
        <input name={name('alt')} maxLength={200} value={variant.alt} onChange={(e) => set('alt', e.target.value)} />
      </Field>
    </fieldset>
  );
}
