// /admin/catalogue/:id (owner, catalogue): one piece, hidden or not: its fields, its variants with
// their price parts and computed prices, saved by sending only what changed (the server prices a
// variant again when its parts move, and refuses a save over someone else's), and its uploaded
// pictures (components/admin/product-pictures.tsx). Hiding takes the
// piece out of the shop (search, listings, its page) after a confirmation; the desk keeps it.
import { useState } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../lib/link';
import { changedBody, productForm, type ProductForm } from '../../../domain/catalog/desk-form';
import type { ProductDeskAnswer } from '../../../domain/catalog/desk-schemas';
import { formatINR } from '../../../domain/money/inr';
import { AdminError } from '../../components/admin/admin-error';
import { PieceFields, VariantFields } from '../../components/admin/product-fields';
import { ProductPictures } from '../../components/admin/product-pictures';
import { useCategories } from '../../components/admin/use-categories';
import { adminCall } from '../../lib/admin-api';
import { getAdminSession } from '../../state/admin-session';
import { AdminBack } from '../../components/admin/admin-back';
import { useAdminRecord } from '../../components/admin/use-admin-record';
import { AdminOk } from '../../components/admin/admin-ok';
import { ADMIN_HEADERS, adminMeta } from './admin-layout';

export const headers = () => ADMIN_HEADERS;
export const meta = adminMeta('Piece');

type Product = ProductDeskAnswer['product'];

const COLOR_WORDS: Record<string, string> = {
  'yellow-gold': 'yellow gold',
  'rose-gold': 'rose gold',
  'white-gold': 'white gold',
};

export default function AdminProduct() {
  const { id = '' } = useParams();
  const categories = useCategories();
  const { data, error, setError, keep } = useAdminRecord<ProductDeskAnswer>(`admin/products/${encodeURIComponent(id)}`);
  const product = data?.product ?? null;
  // The form as edited, for the product it was made from: a product loaded or saved anew (a new
  // object) starts it again from its fields.
  const [edited, setEdited] = useState<{ of: Product; form: ProductForm } | null>(null);
  const form = product ? (edited?.of === product ? edited.form : productForm(product)) : null;
  const setForm = (next: ProductForm) => product && setEdited({ of: product, form: next });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirmHide, setConfirmHide] = useState(false);
  // The audit is the owner's page (domain/staff/roles.ts).
  const isOwner = getAdminSession()?.staff.role === 'owner';

  async function send(body: Record<string, unknown>, done: string) {
    if (!product) return;
    setBusy(true);
    setError('');
    setProblems({});
    setSaved('');
    const a = await adminCall<ProductDeskAnswer>('POST', `admin/products/${product.id}`, {
      ...body,
      expected_updated_at: product.updated_at,
    });
    setBusy(false);
    if (a.ok) {
      keep(a.data);
      setSaved(done);
    } else {
      setProblems(a.fields);
      setError(a.message);
    }
  }

  if (!product || !form)
    return (
      <>
        <AdminBack to="/admin/catalogue">Catalogue</AdminBack>
        <AdminError>{error}</AdminError>
      </>
    );

  const original = productForm(product);
  const body = changedBody(original, form);
  const changes = body ? Object.keys(body).length + ((body.variants as unknown[] | undefined)?.length ?? 1) - 1 : 0;

  return (
    <>
      <AdminBack to="/admin/catalogue">Catalogue</AdminBack>
      <h1>
        {product.name} {product.hidden ? <span className="admin-pill">Hidden from the shop</span> : null}
      </h1>
      <dl className="admin-facts">
        <dt>SKU</dt>
        <dd>{product.sku}</dd>
        <dt>In the shop</dt>
        <dd>
          {product.hidden ? (
            'Hidden: not in search, listings or at its address'
          ) : (
            <a href={`/${product.value}`} target="_blank" rel="noreferrer">
              /{product.value}
            </a>
          )}
        </dd>
        {isOwner ? (
          <>
            <dt>History</dt>
            <dd>
              <Link to={`/admin/audit?entity=product&id=${product.id}`}>Every change, with before and after</Link>
            </dd>
          </>
        ) : null}
        {product.reserved > 0 ? (
          <>
            <dt>Held</dt>
            <dd>{product.reserved} held by unpaid orders</dd>
          </>
        ) : null}
      </dl>
      <form
        className="admin-form admin-product-form"
        aria-label="The piece"
        onSubmit={(e) => {
          e.preventDefault();
          if (body) void send(body, `Saved ${changes} ${changes === 1 ? 'change' : 'changes'}.`);
        }}
      >
        <PieceFields
          form={form}
          set={(field, value) => setForm({ ...form, [field]: value })}
          categories={categories}
          problems={problems}
        />
        <h2>Variants</h2>
        {form.variants.map((v, i) => {
          const shown = product.variants[i]!;
          return (
            <VariantFields
              key={v.id}
              index={i}
              variant={v}
              problems={problems}
              set={(field, value) =>
                setForm({ ...form, variants: form.variants.map((x, j) => (j === i ? { ...x, [field]: value } : x)) })
              }
              legend={
                <>
                  {shown.variant_id} · {COLOR_WORDS[shown.color] ?? shown.color}
                  {shown.size ? `, size ${shown.size}` : ''}
                </>
              }
            >
              <p className="admin-note admin-variant-price">
                {shown.offerprice > 0 ? (
                  <>
                    <strong>{formatINR(shown.offerprice)}</strong>
                    {shown.price > shown.offerprice ? <s> {formatINR(shown.price)}</s> : null} · metal{' '}
                    {formatINR(shown.metal_price)} · GST {shown.gst}%
                  </>
                ) : (
                  'Not priced: not on sale'
                )}
                . Prices follow the parts and today’s rate when saved.
              </p>
            </VariantFields>
          );
        })}
        <AdminError>{error}</AdminError>
        <AdminOk>{saved}</AdminOk>
        <div className="admin-actions admin-save-bar">
          <button type="submit" className="button" disabled={busy || !body}>
            {body ? `Save ${changes} ${changes === 1 ? 'change' : 'changes'}` : 'No changes'}
          </button>
          {body ? (
            <button type="button" className="button button-quiet" onClick={() => setForm(original)}>
              Undo changes
            </button>
          ) : null}
        </div>
      </form>
      <ProductPictures
        productId={product.id}
        productName={product.name}
        colors={[...new Set(product.variants.map((v) => v.color))]}
      />
      <section className="admin-panel" aria-labelledby="visibility">
        <h2 id="visibility">{product.hidden ? 'Hidden from the shop' : 'Shown in the shop'}</h2>
        {product.hidden ? (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void send({ hidden: false }, 'Shown in the shop again.')}
          >
            Show in the shop
          </button>
        ) : confirmHide ? (
          <div role="group" aria-label="Confirm hiding">
            <p>
              Hide {product.name} from the shop? It leaves search and listings and its page stops answering at once; it
              stays here, and can be shown again.
            </p>
            <div className="admin-actions">
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() => {
                  setConfirmHide(false);
                  void send({ hidden: true }, 'Hidden from the shop.');
                }}
              >
                Hide it
              </button>
              <button type="button" className="button button-quiet" onClick={() => setConfirmHide(false)}>
                Keep it shown
              </button>
            </div>
          </div>
        ) : (
          <button type="button" className="button button-quiet" onClick={() => setConfirmHide(true)}>
            Hide from the shop
          </button>
        )}
      </section>
    </>
  );
}
