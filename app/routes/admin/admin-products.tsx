// /admin/catalogue (owner, catalogue): the shop's pieces, hidden ones too, found by name or SKU and
// filtered by category, metal, purity, stock, made to order and hidden; every filter is in the
// address, so a search can be shared and survives a reload. 25 a page, newest first. "Download CSV"
// exports what the filters find; "Import CSV" changes existing pieces from a file, checked first.
import { useState } from 'react';
import { Link } from '../../lib/link';
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
import { DeskSearchForm, DeskSelect, DeskText } from '../../components/admin/desk-search-form';
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

const YES_NO = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];
const STOCK = [
  { value: 'in', label: 'In stock' },
  { value: 'out', label: 'Out of stock' },
];

export default function AdminProducts() {
  const list = useAdminList('admin/products', FILTERS, NO_PRODUCTS);
  const { params, answer, error, paging, reload } = list;
  const categories = useCategories();
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
      <DeskSearchForm list={list} label="Find pieces" submit="Find">
        <DeskText list={list} name="q" label="Search" type="search" placeholder="Name or SKU" />
        <DeskSelect
          list={list}
          name="category"
          label="Category"
          options={categoryOptions(categories).map((c) => ({ value: c.slug, label: c.label }))}
        />
        <DeskSelect list={list} name="metal" label="Metal" options={DESK_METALS.map((m) => ({ value: m, label: m }))} />
        <DeskSelect
          list={list}
          name="purity"
          label="Purity"
          options={DESK_PURITIES.map((m) => ({ value: m, label: m }))}
        />
        <DeskSelect list={list} name="stock" label="Stock" options={STOCK} />
        <DeskSelect list={list} name="made_to_order" label="Made to order" options={YES_NO} />
        <DeskSelect list={list} name="hidden" label="Hidden" options={YES_NO} />
      </DeskSearchForm>
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
