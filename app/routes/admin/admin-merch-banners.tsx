// /admin/merchandising/banners?page=home (owner, catalogue): a page's banners in the shop's order
// (the page in the address, so a link to a category's banners can be shared), each moved up or down,
// shown or hidden, edited in a form under the list whose refusals sit beside their fields, added
// (last, with a picture the image server draws) and removed after a confirmation.
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  BANNER_LIMITS,
  BANNER_PICTURES,
  bannerImage,
  type DeskBanner,
  type DeskBannersAnswer,
} from '../../../domain/merchandising/banner-edit';
import { LINK_MAX_LENGTH } from '../../../domain/merchandising/links';
import { AdminError } from '../../components/admin/admin-error';
import { AdminTable, type AdminColumn } from '../../components/admin/admin-table';
import { formText, MerchField } from '../../components/admin/merch-field';
import { movedIds } from '../../components/admin/merch-moves';
import { ConfirmRemoval } from '../../components/admin/merch-remove';
import { useCategories } from '../../components/admin/use-categories';
import { adminCall, problemOf } from '../../lib/admin-api';
import { ADMIN_HEADERS, adminMeta } from './admin-layout';
import '../../styles/admin-merch.css';

export const headers = () => ADMIN_HEADERS;
export const meta = adminMeta('Banners');

export default function AdminMerchBanners() {
  const [params, setParams] = useSearchParams();
  const page = params.get('page') ?? 'home';
  const [answer, setAnswer] = useState<DeskBannersAnswer | null>(null);
  const [error, setError] = useState('');
  const [note, setNote] = useState('');
  const [editing, setEditing] = useState<DeskBanner | null>(null);
  const [adding, setAdding] = useState(false);
  const [picture, setPicture] = useState<string>(BANNER_PICTURES[0]);
  const categories = useCategories();
  const [removing, setRemoving] = useState<DeskBanner | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    void adminCall<DeskBannersAnswer>('GET', `admin/merchandising/banners?page=${encodeURIComponent(page)}`).then(
      (a) => {
        if (a.ok) setAnswer(a.data);
        else setError(problemOf(a));
      },
    );
  }, [page]);
  useEffect(load, [load]);

  async function send(path: string, body: unknown, done: string) {
    setBusy(true);
    setError('');
    setNote('');
    setProblems({});
    const a = await adminCall<{ banner?: DeskBanner } & Partial<DeskBannersAnswer>>('POST', path, body);
    setBusy(false);
    if (!a.ok) {
      setProblems(a.fields);
      setError(Object.keys(a.fields).length > 0 ? 'Nothing was saved: fix the fields marked below.' : problemOf(a));
      return false;
    }
    setNote(done);
    load();
    return true;
  }

  const banners = answer?.banners ?? null;
  const ids = banners?.map((b) => b.id) ?? [];
  const move = (id: number, by: -1 | 1) =>
    void send('admin/merchandising/banners/order', { page, ids: movedIds(ids, id, by) }, 'Order saved.');
  const toggle = (b: DeskBanner) =>
    void send(
      `admin/merchandising/banners/${b.id}`,
      { title: b.title, sub_title: b.sub_title, link: b.link, alt: b.alt, visible: !b.visible },
      b.visible ? `“${b.title}” is hidden.` : `“${b.title}” is shown.`,
    );

  const columns: AdminColumn<DeskBanner>[] = [
    { key: 'title', header: 'Title', cell: (b) => b.title },
    { key: 'link', header: 'Link', wide: true, cell: (b) => b.link },
    {
      key: 'shown',
      header: 'Shown',
      cell: (b) => <span className="admin-pill">{b.visible ? 'Shown' : 'Hidden'}</span>,
    },
    {
      key: 'acts',
      header: 'Change',
      cell: (b) => (
        <div className="merch-row-actions">
          <button type="button" className="button" disabled={busy || ids[0] === b.id} onClick={() => move(b.id, -1)}>
            Up<span className="visually-hidden"> {b.title}</span>
          </button>
          <button type="button" className="button" disabled={busy || ids.at(-1) === b.id} onClick={() => move(b.id, 1)}>
            Down<span className="visually-hidden"> {b.title}</span>
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => toggle(b)}>
            {b.visible ? 'Hide' : 'Show'}
            <span className="visually-hidden"> {b.title}</span>
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              setEditing(b);
              setAdding(false);
              setRemoving(null);
              setProblems({});
            }}
          >
            Edit<span className="visually-hidden"> {b.title}</span>
          </button>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => {
              setRemoving(b);
              setEditing(null);
              setAdding(false);
            }}
          >
            Remove<span className="visually-hidden"> {b.title}</span>
          </button>
        </div>
      ),
    },
  ];

  return (
    <>
      <p>
        <Link to="/admin/merchandising">← Merchandising</Link>
      </p>
      <h1>Banners</h1>
      <form
        className="admin-form admin-form-inline merch-picker"
        aria-label="Choose a page"
        onSubmit={(e) => {
          e.preventDefault();
          const next = String(new FormData(e.currentTarget).get('page') ?? 'home');
          setEditing(null);
          setAdding(false);
          setRemoving(null);
          setParams(next === 'home' ? {} : { page: next });
        }}
      >
        <label>
          Page
          <select name="page" defaultValue={page} key={page}>
            {/* Pages with banners first, then every other category's listing, so a first banner can be added. */}
            {[...new Set(['home', ...(answer?.pages ?? []), page, ...categories.map((c) => c.slug)])].map((p) => (
              <option key={p} value={p}>
                {p === 'home' ? 'Home page' : `Listing: ${categories.find((c) => c.slug === p)?.name ?? p}`}
                {answer && !answer.pages.includes(p) ? ' (no banners yet)' : ''}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button">
          Show
        </button>
      </form>
      <AdminError>{error}</AdminError>
      {note ? (
        <p className="admin-ok" role="status">
          {note}
        </p>
      ) : null}
      <AdminTable caption={`Banners of ${page}`} columns={columns} rows={banners} rowKey={(b) => String(b.id)} />
      {removing ? (
        <ConfirmRemoval
          what={removing.title}
          busy={busy}
          onCancel={() => setRemoving(null)}
          onConfirm={() =>
            void send(`admin/merchandising/banners/${removing.id}/remove`, {}, `“${removing.title}” is removed.`).then(
              () => setRemoving(null),
            )
          }
        />
      ) : null}
      {adding ? (
        <section className="merch-editor" aria-labelledby="banner-new">
          <h2 id="banner-new">New banner on {page === 'home' ? 'the home page' : `the ${page} listing`}</h2>
          <form
            className="admin-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              const data = new FormData(e.currentTarget);
              const text = formText(e.currentTarget, ['title', 'sub_title', 'link', 'alt']);
              const body = {
                page,
                picture: String(data.get('picture') ?? ''),
                ...text,
                visible: data.get('visible') === 'on',
              };
              void send('admin/merchandising/banners', body, 'Banner added at the end of the page.').then(
                (ok) => ok && setAdding(false),
              );
            }}
          >
            <div className="merch-field">
              <label htmlFor="banner-picture">Picture</label>
              <select
                id="banner-picture"
                name="picture"
                value={picture}
                onChange={(e) => setPicture(e.currentTarget.value)}
                aria-invalid={problems.picture ? true : undefined}
                aria-describedby={problems.picture ? 'banner-picture-problem' : undefined}
              >
                {BANNER_PICTURES.map((p) => (
                  <option key={p} value={p}>
                    {p}
                  </option>
                ))}
              </select>
              {problems.picture ? (
                <small id="banner-picture-problem" className="admin-error">
                  {problems.picture}
                </small>
              ) : null}
              {/* The picture as the shop will show it (a small size the image server draws). */}
              <img
                className="merch-picture"
                src={`${bannerImage(picture)}?resize=800`}
                alt=""
                width={400}
                height={160}
              />
            </div>
            <MerchField name="title" label="Title" defaultValue="" max={BANNER_LIMITS.title} problem={problems.title} />
            <MerchField
              name="sub_title"
              label="Line under the title"
              defaultValue=""
              max={BANNER_LIMITS.sub_title}
              problem={problems.sub_title}
              long
              required={false}
            />
            <MerchField
              name="link"
              label="Link"
              defaultValue=""
              max={LINK_MAX_LENGTH}
              problem={problems.link}
              hint="a shop path such as /jewellery/rings, or https://…"
            />
            <MerchField
              name="alt"
              label="Picture description (for screen readers)"
              defaultValue=""
              max={BANNER_LIMITS.alt}
              problem={problems.alt}
            />
            <label className="merch-check">
              <input type="checkbox" name="visible" defaultChecked /> Shown in the shop
            </label>
            <div className="merch-row-actions">
              <button type="submit" className="button" disabled={busy}>
                Add banner
              </button>
              <button type="button" className="button" onClick={() => setAdding(false)}>
                Cancel
              </button>
            </div>
          </form>
        </section>
      ) : (
        <p>
          <button
            type="button"
            className="button"
            onClick={() => {
              setPicture((BANNER_PICTURES as readonly string[]).includes(page) ? page : BANNER_PICTURES[0]);
              setAdding(true);
              setEditing(null);
              setRemoving(null);
              setProblems({});
            }}
          >
            Add a banner
          </button>
        </p>
      )}
      {editing ? (
        <section className="merch-editor" aria-labelledby="banner-editor">
          <h2 id="banner-editor">Edit “{editing.title}”</h2>
          <form
            key={editing.id}
            className="admin-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              const text = formText(e.currentTarget, ['title', 'sub_title', 'link', 'alt']);
              const visible = new FormData(e.currentTarget).get('visible') === 'on';
              void send(`admin/merchandising/banners/${editing.id}`, { ...text, visible }, 'Banner saved.').then(
                (ok) => ok && setEditing(null),
              );
            }}
          >
            <MerchField
              name="title"
              label="Title"
              defaultValue={editing.title}
              max={BANNER_LIMITS.title}
              problem={problems.title}
            />
            <MerchField
              name="sub_title"
              label="Line under the title"
              defaultValue={editing.sub_title}
              max={BANNER_LIMITS.sub_title}
              problem={problems.sub_title}
              long
              required={false}
            />
            <MerchField
              name="link"
              label="Link"
              defaultValue={editing.link}
              max={LINK_MAX_LENGTH}
              problem={problems.link}
              hint="a shop path such as /jewellery/rings, or https://…"
            />
            <MerchField
              name="alt"
              label="Picture description (for screen readers)"
              defaultValue={editing.alt}
              max={BANNER_LIMITS.alt}
              problem={problems.alt}
            />
            <label className="merch-check">
              <input type="checkbox" name="visible" defaultChecked={editing.visible} /> Shown in the shop
            </label>
            <div className="merch-row-actions">
              <button type="submit" className="button" disabled={busy}>
                Save banner
              </button>
              <button type="button" className="button" onClick={() => setEditing(null)}>
                Cancel
              </button>
            </div>
          </form>
        </section>
      ) : null}
    </>
  );
}
