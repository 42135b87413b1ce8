// /admin/merchandising/banners?page=home (owner, catalogue): a page's banners in the shop's order
// (the page in the address, so a link to a category's banners can be shared), each moved up or down,
// shown or hidden, edited in a form under the list whose refusals sit beside their fields, added
// (last, with a picture the image server draws) and removed after a confirmation.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  BANNER_LIMITS,
  BANNER_PICTURES,
  bannerImage,
  type DeskBanner,
  type DeskBannersAnswer,
} from '../../../domain/merchandising/banner-edit';
import { LINK_MAX_LENGTH } from '../../../domain/merchandising/links';
import { AdminError } from '../../components/admin/admin-error';
import { AdminOk } from '../../components/admin/admin-ok';
import { AdminTable, type AdminColumn } from '../../components/admin/admin-table';
import { formText, MerchFields, namesOf, type MerchFieldSpec } from '../../components/admin/merch-field';
import { movedIds } from '../../components/admin/merch-moves';
import { ConfirmRemoval } from '../../components/admin/merch-remove';
import { MerchRowActions, shownColumn } from '../../components/admin/merch-rows';
import { useMerchDesk } from '../../components/admin/use-merch-desk';
import { useCategories } from '../../components/admin/use-categories';
import { AdminBack } from '../../components/admin/admin-back';
import { ADMIN_HEADERS, adminMeta } from './admin-layout';
import '../../styles/admin-merch.css';

export const headers = () => ADMIN_HEADERS;
export const meta = adminMeta('Banners');

/** A banner's words and link, as the new banner's form and a banner's own form both ask for them. */
const BANNER_FIELDS: readonly MerchFieldSpec[] = [
  { name: 'title', label: 'Title', max: BANNER_LIMITS.title },
  { name: 'sub_title', label: 'Line under the title', max: BANNER_LIMITS.sub_title, long: true, optional: true },
  { name: 'link', label: 'Link', max: LINK_MAX_LENGTH, hint: 'a shop path such as /jewellery/rings, or https://…' },
  { name: 'alt', label: 'Picture description (for screen readers)', max: BANNER_LIMITS.alt },
];

function BannerFields({ banner, problems }: { banner?: DeskBanner; problems: Record<string, string> }) {
  return (
    <>
      <MerchFields fields={BANNER_FIELDS} values={banner} problems={problems} />
      <label className="merch-check">
        <input type="checkbox" name="visible" defaultChecked={banner?.visible ?? true} /> Shown in the shop
      </label>
    </>
  );
}

export default function AdminMerchBanners() {
  const [params, setParams] = useSearchParams();
  const page = params.get('page') ?? 'home';
  // A change answers with the banner alone: the page's list is read again after it.
  const desk = useMerchDesk<DeskBannersAnswer>(
    `admin/merchandising/banners?page=${encodeURIComponent(page)}`,
    'reload',
  );
  const { answer, error, note, problems, busy, send, clearProblems } = desk;
  const [editing, setEditing] = useState<DeskBanner | null>(null);
  const [adding, setAdding] = useState(false);
  const [picture, setPicture] = useState<string>(BANNER_PICTURES[0]);
  const categories = useCategories();
  const [removing, setRemoving] = useState<DeskBanner | null>(null);

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
    shownColumn(),
    {
      key: 'acts',
      header: 'Change',
      cell: (b) => (
        <MerchRowActions
          name={b.title}
          first={ids[0] === b.id}
          last={ids.at(-1) === b.id}
          visible={b.visible}
          busy={busy}
          onMove={(by) => move(b.id, by)}
          onToggle={() => toggle(b)}
          onEdit={() => {
            setEditing(b);
            setAdding(false);
            setRemoving(null);
            clearProblems();
          }}
          onRemove={() => {
            setRemoving(b);
            setEditing(null);
            setAdding(false);
          }}
        />
      ),
    },
  ];

  return (
    <>
      <AdminBack to="/admin/merchandising">Merchandising</AdminBack>
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
      <AdminOk>{note}</AdminOk>
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
              const text = formText(e.currentTarget, namesOf(BANNER_FIELDS));
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
            <BannerFields problems={problems} />
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
              clearProblems();
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
              const text = formText(e.currentTarget, namesOf(BANNER_FIELDS));
              const visible = new FormData(e.currentTarget).get('visible') === 'on';
              void send(`admin/merchandising/banners/${editing.id}`, { ...text, visible }, 'Banner saved.').then(
                (ok) => ok && setEditing(null),
              );
            }}
          >
            <BannerFields banner={editing} problems={problems} />
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
