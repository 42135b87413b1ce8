// /admin/merchandising/categories/:slug (owner, catalogue): a category's name, SEO record and banner
// copy. The whole record is saved at once; a refused save shows each field's problem beside it and
// changes nothing. The shop shows a saved change at once.
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  CATEGORY_LIMITS,
  type DeskCategory,
  type DeskCategoryAnswer,
} from '../../../domain/merchandising/category-edit';
import { AdminError } from '../../components/admin/admin-error';
import { formText, MerchField } from '../../components/admin/merch-field';
import { adminCall, problemOf } from '../../lib/admin-api';
import { ADMIN_HEADERS, adminMeta } from './admin-layout';
import '../../styles/admin-merch.css';

export const headers = () => ADMIN_HEADERS;
export const meta = adminMeta('Category');

const FIELDS = Object.keys(CATEGORY_LIMITS) as (keyof typeof CATEGORY_LIMITS)[];
const LABELS: Record<(typeof FIELDS)[number], string> = {
  name: 'Name',
  seo_title: 'SEO title',
  seo_description: 'SEO description',
  seo_keywords: 'SEO keywords',
  banner_title: 'Banner title',
  banner_content: 'Banner copy',
};

export default function AdminMerchCategory() {
  const { slug = '' } = useParams();
  const [category, setCategory] = useState<DeskCategory | null>(null);
  const [error, setError] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState('');
  const [busy, setBusy] = useState(false);
  // A new key after each save remounts the fields with what the server kept (trimmed, cleaned).
  const [version, setVersion] = useState(0);

  useEffect(() => {
    void adminCall<DeskCategoryAnswer>('GET', `admin/merchandising/categories/${encodeURIComponent(slug)}`).then(
      (a) => {
        if (a.ok) setCategory(a.data.category);
        else setError(problemOf(a));
      },
    );
  }, [slug]);

  async function save(form: HTMLFormElement) {
    setBusy(true);
    setSaved('');
    setError('');
    setProblems({});
    const a = await adminCall<DeskCategoryAnswer>(
      'POST',
      `admin/merchandising/categories/${encodeURIComponent(slug)}`,
      formText(form, FIELDS),
    );
    setBusy(false);
    if (a.ok) {
      setCategory(a.data.category);
      setVersion((v) => v + 1);
      setSaved(`Saved. The shop now shows “${a.data.category.name}”.`);
    } else {
      setProblems(a.fields);
      setError(Object.keys(a.fields).length > 0 ? 'Nothing was saved: fix the fields marked below.' : problemOf(a));
    }
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
      {saved ? (
        <p className="admin-ok" role="status">
          {saved}
        </p>
      ) : null}
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
          {FIELDS.map((f) => (
            <MerchField
              key={f}
              name={f}
              label={LABELS[f]}
              defaultValue={category[f]}
              max={CATEGORY_LIMITS[f]}
              problem={problems[f]}
              long={f === 'seo_description' || f === 'banner_content' || f === 'seo_keywords'}
              required={f !== 'seo_keywords'}
            />
          ))}
          <button type="submit" className="button" disabled={busy}>
            Save category
          </button>
        </form>
      ) : null}
    </>
  );
}
