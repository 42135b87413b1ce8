// /admin/merchandising/categories (owner, catalogue): every category in the menu's order, with the
// words the shop shows; a name opens its editor.
import { useEffect, useState } from 'react';
import { Link } from '../../lib/link';
import type { DeskCategoriesAnswer, DeskCategory } from '../../../domain/merchandising/category-edit';
import { AdminError } from '../../components/admin/admin-error';
import { AdminTable, type AdminColumn } from '../../components/admin/admin-table';
import { adminCall, problemOf } from '../../lib/admin-api';
import { AdminBack } from '../../components/admin/admin-back';
import { ADMIN_HEADERS, adminMeta } from './admin-layout';
import '../../styles/admin-merch.css';

export const headers = () => ADMIN_HEADERS;
export const meta = adminMeta('Categories');

const COLUMNS: AdminColumn<DeskCategory>[] = [
  {
    key: 'name',
    header: 'Name',
    cell: (c) => <Link to={`/admin/merchandising/categories/${encodeURIComponent(c.slug)}`}>{c.name}</Link>,
  },
  {
    key: 'slug',
    header: 'Address',
    cell: (c) => (c.parent ? `/jewellery/${c.parent}/${c.slug}` : `/jewellery/${c.slug}`),
  },
  { key: 'seo', header: 'SEO title', wide: true, cell: (c) => c.seo_title },
  { key: 'banner', header: 'Banner title', wide: true, cell: (c) => c.banner_title },
];

export default function AdminMerchCategories() {
  const [rows, setRows] = useState<DeskCategory[] | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    void adminCall<DeskCategoriesAnswer>('GET', 'admin/merchandising/categories').then((a) => {
      if (a.ok) setRows(a.data.categories);
      else setError(problemOf(a));
    });
  }, []);
  return (
    <>
      <AdminBack to="/admin/merchandising">Merchandising</AdminBack>
      <h1>Categories</h1>
      <AdminError>{error}</AdminError>
      <AdminTable caption="Categories" columns={COLUMNS} rows={rows} rowKey={(c) => c.slug} empty="No categories." />
    </>
  );
}
