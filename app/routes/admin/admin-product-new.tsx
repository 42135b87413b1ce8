// /admin/catalogue/new (owner, catalogue): a new piece with at least one variant. Staff type what a
// jeweller knows (metal, purity, weight, stones and their price, making charge); the metal price,
// GST and offer price are computed by the server at today's rate. Saved, it opens its own page.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { newProductBody, type ProductForm, type VariantForm } from '../../../domain/catalog/desk-form';
import type { ProductDeskAnswer } from '../../../domain/catalog/desk-schemas';
import { AdminError } from '../../components/admin/admin-error';
import { PieceFields, VariantFields } from '../../components/admin/product-fields';
import { useCategories } from '../../components/admin/use-categories';
import { adminCall } from '../../lib/admin-api';
import { AdminBack } from '../../components/admin/admin-back';
import { ADMIN_HEADERS, adminMeta } from './admin-layout';

export const headers = () => ADMIN_HEADERS;
export const meta = adminMeta('New piece');

type NewVariant = Omit<VariantForm, 'id'>;
const BLANK_VARIANT: NewVariant = {
  color: 'yellow-gold',
  size: '',
  metal_type: 'Gold',
  metal_purity: '18K',
  metal_weight: '',
  gross_weight: '',
  diamond_count: '',
  diamond_carat: '',
  diamond_cut: '',
  diamond_clarity: '',
  diamond_color: '',
  gemstone_type: '',
  gemstone_count: '',
  gemstone_carat: '',
  diamond_price: '',
  gemstone_price: '',
  making_charge: '',
  short_description: '',
  alt: '',
};
const BLANK: Omit<ProductForm, 'variants'> & { sku: string } = {
  sku: '',
  name: '',
  category: '',
  sub_category: '',
  seo_title: '',
  seo_description: '',
  seo_keywords: '',
  occasion: '',
  gender: 'women',
  stock: '1',
  made_to_order: false,
  hidden: false,
};

export default function AdminProductNew() {
  const categories = useCategories();
  const navigate = useNavigate();
  const [form, setForm] = useState(BLANK);
  const [variants, setVariants] = useState<NewVariant[]>([BLANK_VARIANT]);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function save() {
    setBusy(true);
    setError('');
    setProblems({});
    const a = await adminCall<ProductDeskAnswer>('POST', 'admin/products', newProductBody({ ...form, variants }));
    setBusy(false);
    if (a.ok) void navigate(`/admin/catalogue/${a.data.product.id}`);
    else {
      setProblems(a.fields);
      setError(a.message);
    }
  }

  return (
    <>
      <AdminBack to="/admin/catalogue">Catalogue</AdminBack>
      <h1>A new piece</h1>
      <form
        className="admin-form admin-product-form"
        aria-label="The new piece"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <PieceFields
          form={form}
          set={(field, value) => setForm({ ...form, [field]: value })}
          categories={categories}
          problems={problems}
        >
          <div className="admin-field admin-span">
            <label>
              SKU
              <input
                name="sku"
                required
                maxLength={40}
                value={form.sku}
                onChange={(e) => setForm({ ...form, sku: e.target.value.toUpperCase() })}
                aria-describedby="sku-note"
              />
            </label>
            <small id="sku-note">Capital letters, digits and dashes; it names the page and the variants.</small>
            {problems.sku ? (
              <small className="admin-field-problem" role="alert">
                sku: {problems.sku}
              </small>
            ) : null}
          </div>
        </PieceFields>
        <label className="admin-check">
          <input
            type="checkbox"
            checked={form.hidden}
            onChange={(e) => setForm({ ...form, hidden: e.target.checked })}
          />
          Keep it hidden from the shop for now
        </label>
        <h2>Variants</h2>
        {problems.variants ? (
          <p className="admin-field-problem" role="alert">
            {problems.variants}
          </p>
        ) : null}
        {variants.map((v, i) => (
          <VariantFields
            key={i}
            index={i}
            variant={v}
            problems={problems}
            set={(field, value) => setVariants(variants.map((x, j) => (j === i ? { ...x, [field]: value } : x)))}
            legend={`Variant ${i + 1}`}
          >
            {variants.length > 1 ? (
              <button
                type="button"
                className="button button-quiet"
                onClick={() => setVariants(variants.filter((_x, j) => j !== i))}
              >
                Remove this variant
              </button>
            ) : null}
          </VariantFields>
        ))}
        <div className="admin-actions">
          <button
            type="button"
            className="button button-quiet"
            onClick={() => setVariants([...variants, { ...variants.at(-1)!, size: '' }])}
          >
            Add a variant
          </button>
        </div>
        <p className="admin-note">The metal price, GST and offer price are computed at today’s rate when saved.</p>
        <AdminError>{error}</AdminError>
        <div className="admin-actions admin-save-bar">
          <button type="submit" className="button" disabled={busy}>
            Add the piece
          </button>
        </div>
      </form>
    </>
  );
}
