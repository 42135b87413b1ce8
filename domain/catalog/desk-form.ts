// The catalogue desk's form (app/routes/admin/admin-product.tsx) as text fields, and the save's body
// built from what differs: a save sends only what changed (the server compares again under its lock).
// Numbers are sent as numbers when they read as one, else as typed, so the server names the problem.
import type { DeskProduct, DeskVariant } from './desk-schemas.ts';

export const PRODUCT_TEXT_FIELDS = [
  'name',
  'category',
  'sub_category',
  'seo_title',
  'seo_description',
  'seo_keywords',
  'occasion',
  'gender',
  'stock',
] as const;
export const PRODUCT_FLAG_FIELDS = ['made_to_order', 'hidden'] as const;
export const VARIANT_FORM_FIELDS = [
  'color',
  'size',
  'metal_type',
  'metal_purity',
  'metal_weight',
  'gross_weight',
  'diamond_count',
  'diamond_carat',
  'diamond_cut',
  'diamond_clarity',
  'diamond_color',
  'gemstone_type',
  'gemstone_count',
  'gemstone_carat',
  'diamond_price',
  'gemstone_price',
  'making_charge',
  'short_description',
  'alt',
] as const;
type ProductText = (typeof PRODUCT_TEXT_FIELDS)[number];
type ProductFlag = (typeof PRODUCT_FLAG_FIELDS)[number];
export type VariantFormField = (typeof VARIANT_FORM_FIELDS)[number];

/** The fields typed as numbers (the catalogue CSV reads its number columns by these too). */
export const NUMBER_FIELDS: ReadonlySet<string> = new Set<string>([
  'stock',
  'metal_weight',
  'gross_weight',
  'diamond_count',
  'diamond_carat',
  'gemstone_count',
  'gemstone_carat',
  'diamond_price',
  'gemstone_price',
  'making_charge',
]);
/** Optional text: empty is none. */
const NULLABLE_FIELDS = new Set<string>([
  'sub_category',
  'occasion',
  'size',
  'diamond_cut',
  'diamond_clarity',
  'diamond_color',
  'gemstone_type',
]);

export type VariantForm = { id: number } & Record<VariantFormField, string>;
export type ProductForm = Record<ProductText, string> & Record<ProductFlag, boolean> & { variants: VariantForm[] };

const asText = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

export function variantForm(v: DeskVariant): VariantForm {
  const form = { id: v.id } as VariantForm;
  for (const k of VARIANT_FORM_FIELDS) form[k] = asText(v[k]);
  return form;
}

export function productForm(p: DeskProduct): ProductForm {
  const form = { variants: p.variants.map(variantForm) } as ProductForm;
  for (const k of PRODUCT_TEXT_FIELDS) form[k] = asText(p[k]);
  for (const k of PRODUCT_FLAG_FIELDS) form[k] = p[k];
  return form;
}

/** A field's typed value as the call takes it. */
export function fieldValue(field: string, text: string): unknown {
  const t = text.trim();
  if (NUMBER_FIELDS.has(field)) return t !== '' && Number.isFinite(Number(t)) ? Number(t) : text;
  if (NULLABLE_FIELDS.has(field)) return t === '' ? null : t;
  return t;
}

/** The save's body: the fields that differ from `was`, and each variant's that differ, by id; null when nothing does. */
export function changedBody(was: ProductForm, now: ProductForm): Record<string, unknown> | null {
  const body: Record<string, unknown> = {};
  for (const k of PRODUCT_TEXT_FIELDS) if (was[k].trim() !== now[k].trim()) body[k] = fieldValue(k, now[k]);
  for (const k of PRODUCT_FLAG_FIELDS) if (was[k] !== now[k]) body[k] = now[k];
  const variants: Record<string, unknown>[] = [];
  for (const v of now.variants) {
    const old = was.variants.find((o) => o.id === v.id);
    if (!old) continue;
    const change: Record<string, unknown> = {};
    for (const k of VARIANT_FORM_FIELDS) if (old[k].trim() !== v[k].trim()) change[k] = fieldValue(k, v[k]);
    if (Object.keys(change).length > 0) variants.push({ id: v.id, ...change });
  }
  if (variants.length > 0) body.variants = variants;
  return Object.keys(body).length > 0 ? body : null;
}

/** A new piece's body from the same form (every field, typed). */
export function newProductBody(
  form: Omit<ProductForm, 'variants'> & { sku: string; variants: Omit<VariantForm, 'id'>[] },
) {
  const body: Record<string, unknown> = { sku: form.sku.trim().toUpperCase() };
  for (const k of PRODUCT_TEXT_FIELDS) {
    const value = fieldValue(k, form[k]);
    // Optional fields left empty take the server's default.
    if (value !== '' && value !== null) body[k] = value;
  }
  for (const k of PRODUCT_FLAG_FIELDS) body[k] = form[k];
  body.variants = form.variants.map((v) => {
    const out: Record<string, unknown> = {};
    for (const k of VARIANT_FORM_FIELDS) {
      const value = fieldValue(k, v[k]);
      if (value !== '' && value !== null) out[k] = value;
    }
    return out;
  });
  return body;
}
