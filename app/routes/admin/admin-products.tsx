// /admin/catalogue (owner, catalogue): the shop's pieces, hidden ones too, found by name or SKU and
// filtered by category, metal, purity, stock, made to order and hidden; every filter is in the
// address, so a search can be shared and survives a reload. 25 a page, newest first. "Download CSV"
// exports what the filters find; "Import CSV" changes existing pieces from a file, checked first.
import { useState } from 'react';
import { Link } from 'react-router';
import {
  DESK_METALS,
  DESK_PURITIES,
  type ProductDeskListAnswer,
  type ProductDeskRow,
} from '../../../domain/catalog/desk-schemas';
import { formatINR } from '../../../domain/money/inr';
import { AdminError } from '../../components/admin/admin-error';
import { CatalogueImport } from '../../components/admin/catalogue-import';
import { AdminTable, type AdminColumn } from '../../components/admin/admin-table';
import { categoryOptions, useCategories } from '../../components/admin/use-categories';
import { useAdminList } from '../../components/admin/use-admin-list';
import { adminDownload } from '../../lib/admin-api';
import { ADMIN_HEADERS, adminMeta } from './admin-layout';

export const headers = () => ADMIN_HEADERS;
export const meta = adminMeta('Catalogue');

/** A loose stone's variant has metal and purity 'None': say what it is rather than 'None None'. */
const metalLabel = (metal: string) => (metal === 'None None' ? 'No metal' : metal);

const FILTERS = ['q', 'category', 'metal', 'purity', 'stock', 'made_to_order', 'hidden', 'page'] as const;
const NO_PRODUCTS: ProductDeskListAnswer = { success: true, products: [], total: 0, page: 1, per_page: 25 };

const COLUMNS: AdminColumn<ProductDeskRow>[] = [
  {
    key: 'name',
    header: 'Piece',
    cell: (p) => (
      <>
        <Link to={`/admin/catalogue/${p.id}`}>{p.name}</Link>
        {p.hidden ? <span className="admin-pill"> Hidden</span> : null}
      </>
    ),
  },
  { key: 'sku', header: 'SKU', cell: (p) => p.sku },
  { key: 'category', header: 'Category', wide: true, cell: (p) => p.category },
  { key: 'metal', header: 'Metal', wide: true, cell: (p) => p.metals.map(metalLabel).join(', ') },
  { key: 'price', header: 'From', numeric: true, cell: (p) => (p.from_price === null ? '—' : formatINR(p.from_price)) },
  {
    key: 'stock',
    header: 'Stock',
    numeric: true,
    cell: (p) =>
      p.made_to_order
        ? 'Made to order'
        : p.available <= 0
          ? 'Out of stock'
          : p.available === p.stock
            ? p.stock
            : `${p.available} of ${p.stock}`,
  },
];

/** A select that writes its filter into the address (empty: any). */
function FilterSelect({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <label>
      {label}
      <select name={name} defaultValue={value} key={value}>
        <option value="">Any</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

const YES_NO = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

export default function AdminProducts() {
  const { params, setParams, answer, error, paging, reload } = useAdminList('admin/products', FILTERS, NO_PRODUCTS);
  const categories = useCategories();
  const value = (k: string) => params.get(k) ?? '';
  const [exportNote, setExportNote] = useState('');
  /** The pieces these filters find, every page, one line per variant. */
  const download = () => {
    const filters = new URLSearchParams(params);
    filters.delete('page');
    setExportNote('');
    void adminDownload(`admin/products/export.csv${filters.size > 0 ? `?${filters}` : ''}`, 'catalogue.csv').then(
      (ok) => setExportNote(ok ? '' : 'The download failed. Please try again.'),
    );
  };

  return (
    <>
      <h1>Catalogue</h1>
      <p className="admin-actions">
        <Link className="button" to="/admin/catalogue/new">
          Add a piece
        </Link>
        <button type="button" className="button button-quiet" onClick={download}>
          Download CSV
        </button>
      </p>
      <AdminError>{exportNote}</AdminError>
      <form
        className="admin-form admin-form-inline"
        aria-label="Find pieces"
        onSubmit={(e) => {
          e.preventDefault();
          const data = new FormData(e.currentTarget);
          const next = new URLSearchParams();
          for (const k of FILTERS) {
            const v = String(data.get(k) ?? '').trim();
            if (v && k !== 'page') next.set(k, v);
          }
          setParams(next);
        }}
      >
        <label>
          Search
          <input name="q" type="search" defaultValue={value('q')} key={value('q')} placeholder="Name or SKU" />
        </label>
        <FilterSelect
          name="category"
          label="Category"
          value={value('category')}
          options={categoryOptions(categories).map((c) => ({ value: c.slug, label: c.label }))}
        />
        <FilterSelect
          name="metal"
          label="Metal"
          value={value('metal')}
          options={DESK_METALS.map((m) => ({ value: m, label: m }))}
        />
        <FilterSelect
          name="purity"
          label="Purity"
          value={value('purity')}
          options={DESK_PURITIES.map((m) => ({ value: m, label: m }))}
        />
        <FilterSelect
          name="stock"
          label="Stock"
          value={value('stock')}
          options={[
            { value: 'in', label: 'In stock' },
            { value: 'out', label: 'Out of stock' },
          ]}
        />
        <FilterSelect name="made_to_order" label="Made to order" value={value('made_to_order')} options={YES_NO} />
        <FilterSelect name="hidden" label="Hidden" value={value('hidden')} options={YES_NO} />
        <button type="submit" className="button">
          Find
        </button>
      </form>
      <AdminError>{error}</AdminError>
      {answer ? (
        <p className="admin-note" role="status">
          {answer.total.toLocaleString('en-IN')} {answer.total === 1 ? 'piece' : 'pieces'}
        </p>
      ) : null}
      <AdminTable
        caption="Pieces of the catalogue"
        columns={COLUMNS}
        rows={answer?.products ?? null}
        rowKey={(p) => String(p.id)}
        empty="No pieces match."
        paging={paging}
      />
      <CatalogueImport onImported={reload} />
    </>
  );
}
