// /admin/merchandising/categories/:slug (owner, catalogue): a category's name, SEO record and banner
// copy. The whole record is saved at once; a refused save shows each field's problem beside it and
// changes nothing. The shop shows a saved change at once.
import { useState } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../lib/link';
import { CATEGORY_LIMITS, type DeskCategoryAnswer } from '../../../domain/merchandising/category-edit';
import { AdminError } from '../../components/admin/admin-error';
import { AdminOk } from '../../components/admin/admin-ok';
import { formText, MerchFields, namesOf, type MerchFieldSpec } from '../../components/admin/merch-field';
import { useMerchDesk } from '../../components/admin/use-merch-desk';
import { ADMIN_HEADERS, adminMeta } from './admin-layout';
import '../../styles/admin-merch.css';

export const headers = () => ADMIN_HEADERS;
export const meta = adminMeta('Category');

const FIELDS: readonly MerchFieldSpec[] = [
  { name: 'name', label: 'Name', max: CATEGORY_LIMITS.name },
  { name: 'seo_title', label: 'SEO title', max: CATEGORY_LIMITS.seo_title },
  { name: 'seo_description', label: 'SEO description', max: CATEGORY_LIMITS.seo_description, long: true },
  { name: 'seo_keywords', label: 'SEO keywords', max: CATEGORY_LIMITS.seo_keywords, long: true, optional: true },
  { name: 'banner_title', label: 'Banner title', max: CATEGORY_LIMITS.banner_title },
  { name: 'banner_content', label: 'Banner copy', max: CATEGORY_LIMITS.banner_content, long: true },
];

export default function AdminMerchCategory() {
  const { slug = '' } = useParams();
  const desk = useMerchDesk<DeskCategoryAnswer>(`admin/merchandising/categories/${encodeURIComponent(slug)}`, 'answer');
  const { answer, error, note: saved, problems, busy, send } = desk;
  const category = answer?.category ?? null;
  // A new key after each save remounts the fields with what the server kept (trimmed, cleaned).
  const [version, setVersion] = useState(0);

  async function save(form: HTMLFormElement) {
    const done = await send(
      `admin/merchandising/categories/${encodeURIComponent(slug)}`,
      formText(form, namesOf(FIELDS)),
      (a) => `Saved. The shop now shows “${a.category.name}”.`,
    );
    if (done) setVersion((v) => v + 1);
  }

  const path = category ? (category.parent ? `/jewellery/${category.parent}/${slug}` : `/jewellery/${slug}`) : '';
  return (
    <>
      <p>
        <Link to="/admin/merchandising/categories">← Categories</Link>
      </p>
      <h1>{category ? category.name : 'Category'}</h1>
      {category ? (
        <p className="admin-note">
          Its listing: <a href={path}>{path}</a>
        </p>
      ) : null}
      <AdminError>{error}</AdminError>
      <AdminOk>{saved}</AdminOk>
      {category ? (
        <form
          key={version}
          className="admin-form merch-form"
          aria-label="The category's words"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save(e.currentTarget);
          }}
        >
          <MerchFields fields={FIELDS} values={category} problems={problems} />
          <button type="submit" className="button" disabled={busy}>
            Save category
          </button>
        </form>
      ) : null}
    </>
  );
}
