// /admin/merchandising/menu (owner, catalogue): the promotional strip above the header, then the
// header's menu items in order, each moved up or down, shown or hidden, and edited (a link's label,
// address and ribbon; a category's item is named as the category is), added (a link or a category's
// dropdown, last) and removed after a confirmation. Refusals sit beside their fields.
import { useState } from 'react';
import { Link } from '../../lib/link';
import { LINK_MAX_LENGTH } from '../../../domain/merchandising/links';
import {
  MENU_LIMITS,
  STRIP_LIMITS,
  type MenuAnswer,
  type MenuItem,
  type StripAnswer,
} from '../../../domain/merchandising/shop-copy';
import { AdminError } from '../../components/admin/admin-error';
import { AdminOk } from '../../components/admin/admin-ok';
import { AdminTable, type AdminColumn } from '../../components/admin/admin-table';
import { formText, MerchFields, namesOf, type MerchFieldSpec } from '../../components/admin/merch-field';
import { movedIds } from '../../components/admin/merch-moves';
import { ConfirmRemoval } from '../../components/admin/merch-remove';
import { MerchRowActions, shownColumn } from '../../components/admin/merch-rows';
import { useMerchDesk } from '../../components/admin/use-merch-desk';
import { AdminBack } from '../../components/admin/admin-back';
import { ADMIN_HEADERS, adminMeta } from './admin-layout';
import '../../styles/admin-merch.css';

export const headers = () => ADMIN_HEADERS;
export const meta = adminMeta('Menu and promotional strip');

const STRIP_FIELDS: readonly MerchFieldSpec[] = [
  { name: 'text', label: 'Message', max: STRIP_LIMITS.text },
  { name: 'link_text', label: 'Link text', max: STRIP_LIMITS.link_text },
  { name: 'link', label: 'Link', max: LINK_MAX_LENGTH, hint: 'a shop path such as /trending, or https://…' },
];

const KIND_LABELS: Record<MenuItem['kind'], string> = {
  all_jewellery: 'All jewellery dropdown',
  category: 'Category dropdown',
  link: 'Link',
  whatsapp: 'WhatsApp video call',
};

export default function AdminMerchMenu() {
  return (
    <>
      <AdminBack to="/admin/merchandising">Merchandising</AdminBack>
      <h1>Menu and promotional strip</h1>
      <StripEditor />
      <MenuEditor />
    </>
  );
}

function StripEditor() {
  const { answer, error, note, problems, busy, send } = useMerchDesk<StripAnswer>(
    'admin/merchandising/strip',
    'answer',
  );
  const strip = answer?.strip ?? null;
  // Bumped after a save, so the form starts again from what was saved.
  const [version, setVersion] = useState(0);

  async function save(form: HTMLFormElement) {
    const body = {
      ...formText(form, namesOf(STRIP_FIELDS)),
      visible: new FormData(form).get('visible') === 'on',
    };
    const saved = await send('admin/merchandising/strip', body, (a) =>
      a.strip.visible ? 'Saved: every page now shows this message.' : 'Saved: the strip is hidden.',
    );
    if (saved) setVersion((v) => v + 1);
  }

  return (
    <section className="admin-panel" aria-labelledby="strip-title">
      <h2 id="strip-title">Promotional strip</h2>
      <p className="admin-note">The message with its link above the header of every page.</p>
      <AdminError>{error}</AdminError>
      <AdminOk>{note}</AdminOk>
      {strip ? (
        <form
          key={version}
          className="admin-form merch-form"
          aria-label="Promotional strip"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save(e.currentTarget);
          }}
        >
          <MerchFields fields={STRIP_FIELDS} values={strip} problems={problems} />
          <label className="merch-check">
            <input type="checkbox" name="visible" defaultChecked={strip.visible} /> Shown on every page
          </label>
          <button type="submit" className="button" disabled={busy}>
            Save strip
          </button>
        </form>
      ) : null}
    </section>
  );
}

function MenuEditor() {
  const desk = useMerchDesk<MenuAnswer>('admin/merchandising/menu', 'answer');
  const { answer, error, note, problems, busy, send, clearProblems } = desk;
  const [editing, setEditing] = useState<MenuItem | null>(null);
  const [adding, setAdding] = useState<'link' | 'category' | null>(null);
  const [removing, setRemoving] = useState<MenuItem | null>(null);

  const nameOf = (item: MenuItem) =>
    item.kind === 'category'
      ? (answer?.categories.find((c) => c.slug === item.category_slug)?.name ?? item.category_slug ?? '')
      : item.label;
  const edits = (item: MenuItem, visible: boolean) =>
    item.kind === 'category'
      ? { visible }
      : item.kind === 'link'
        ? { label: item.label, href: item.href ?? '', ribbon: item.ribbon, visible }
        : { label: item.label, visible };
  const items = answer?.items ?? null;
  const ids = items?.map((i) => i.id) ?? [];
  const move = (id: number, by: -1 | 1) =>
    void send('admin/merchandising/menu/order', { ids: movedIds(ids, id, by) }, 'Order saved.');

  const columns: AdminColumn<MenuItem>[] = [
    { key: 'label', header: 'Item', cell: (i) => nameOf(i) },
    { key: 'kind', header: 'Kind', wide: true, cell: (i) => KIND_LABELS[i.kind] },
    { key: 'href', header: 'Link', wide: true, cell: (i) => i.href ?? '' },
    shownColumn(),
    {
      key: 'acts',
      header: 'Change',
      cell: (i) => (
        <MerchRowActions
          name={nameOf(i)}
          first={ids[0] === i.id}
          last={ids.at(-1) === i.id}
          visible={i.visible}
          busy={busy}
          onMove={(by) => move(i.id, by)}
          onToggle={() =>
            void send(
              `admin/merchandising/menu/${i.id}`,
              edits(i, !i.visible),
              i.visible ? `“${nameOf(i)}” is hidden.` : `“${nameOf(i)}” is shown.`,
            )
          }
          onEdit={
            i.kind !== 'category'
              ? () => {
                  setEditing(i);
                  setAdding(null);
                  setRemoving(null);
                  clearProblems();
                }
              : undefined
          }
          onRemove={() => {
            setRemoving(i);
            setEditing(null);
            setAdding(null);
          }}
        />
      ),
    },
  ];

  return (
    <section className="admin-panel" aria-labelledby="menu-title">
      <h2 id="menu-title">Menu</h2>
      <p className="admin-note">
        The header’s items, first to last. A category’s dropdown is named as the category is:{' '}
        <Link to="/admin/merchandising/categories">rename it there</Link>.
      </p>
      <AdminError>{error}</AdminError>
      <AdminOk>{note}</AdminOk>
      <AdminTable caption="Menu items" columns={columns} rows={items} rowKey={(i) => String(i.id)} />
      {removing ? (
        <ConfirmRemoval
          what={nameOf(removing)}
          busy={busy}
          onCancel={() => setRemoving(null)}
          onConfirm={() =>
            void send(`admin/merchandising/menu/${removing.id}/remove`, {}, `“${nameOf(removing)}” is removed.`).then(
              () => setRemoving(null),
            )
          }
        />
      ) : null}
      <div className="merch-row-actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            setAdding('link');
            setEditing(null);
            clearProblems();
          }}
        >
          Add a link
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            setAdding('category');
            setEditing(null);
            clearProblems();
          }}
        >
          Add a category
        </button>
      </div>
      {adding ? (
        <NewMenuItem
          kind={adding}
          categories={(answer?.categories ?? []).filter(
            (c) => !items?.some((i) => i.kind === 'category' && i.category_slug === c.slug),
          )}
          problems={problems}
          busy={busy}
          onCancel={() => setAdding(null)}
          onSave={(body) =>
            void send('admin/merchandising/menu', body, 'Item added at the end of the menu.').then(
              (ok) => ok && setAdding(null),
            )
          }
        />
      ) : null}
      {editing ? (
        <div className="merch-editor">
          <h3>Edit “{nameOf(editing)}”</h3>
          <form
            key={editing.id}
            className="admin-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              const text = formText(
                e.currentTarget,
                namesOf(editing.kind === 'link' ? [...LABEL_FIELD, ...LINK_FIELDS] : LABEL_FIELD),
              );
              const visible = new FormData(e.currentTarget).get('visible') === 'on';
              void send(`admin/merchandising/menu/${editing.id}`, { ...text, visible }, 'Menu item saved.').then(
                (ok) => ok && setEditing(null),
              );
            }}
          >
            <MerchFields fields={LABEL_FIELD} values={editing} problems={problems} />
            {editing.kind === 'link' ? <MerchFields fields={LINK_FIELDS} values={editing} problems={problems} /> : null}
            <label className="merch-check">
              <input type="checkbox" name="visible" defaultChecked={editing.visible} /> Shown in the menu
            </label>
            <div className="merch-row-actions">
              <button type="submit" className="button" disabled={busy}>
                Save item
              </button>
              <button type="button" className="button" onClick={() => setEditing(null)}>
                Cancel
              </button>
            </div>
          </form>
        </div>
      ) : null}
    </section>
  );
}

/** The form of a new item: a link's label, address and ribbon, or the category whose dropdown to add. */
function NewMenuItem({
  kind,
  categories,
  problems,
  busy,
  onSave,
  onCancel,
}: {
  kind: 'link' | 'category';
  categories: { slug: string; name: string }[];
  problems: Record<string, string>;
  busy: boolean;
  onSave: (body: Record<string, unknown>) => void;
  onCancel: () => void;
}) {
  return (
    <div className="merch-editor">
      <h3>{kind === 'link' ? 'New link' : 'New category dropdown'}</h3>
      <form
        key={kind}
        className="admin-form"
        aria-label={kind === 'link' ? 'New link' : 'New category dropdown'}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const data = new FormData(e.currentTarget);
          const visible = data.get('visible') === 'on';
          onSave(
            kind === 'link'
              ? { kind, ...formText(e.currentTarget, namesOf([...LABEL_FIELD, ...LINK_FIELDS])), visible }
              : { kind, category_slug: String(data.get('category_slug') ?? ''), visible },
          );
        }}
      >
        {kind === 'link' ? (
          <>
            <MerchFields fields={[...LABEL_FIELD, ...LINK_FIELDS]} problems={problems} />
          </>
        ) : categories.length > 0 ? (
          <div className="merch-field">
            <label htmlFor="new-menu-category">Category</label>
            <select
              id="new-menu-category"
              name="category_slug"
              aria-invalid={problems.category_slug ? true : undefined}
              aria-describedby={problems.category_slug ? 'new-menu-category-problem' : undefined}
            >
              {categories.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </select>
            {problems.category_slug ? (
              <small id="new-menu-category-problem" className="admin-error">
                {problems.category_slug}
              </small>
            ) : null}
          </div>
        ) : (
          <p className="admin-note">Every top-level category already has a dropdown in the menu.</p>
        )}
        <label className="merch-check">
          <input type="checkbox" name="visible" defaultChecked /> Shown in the menu
        </label>
        <div className="merch-row-actions">
          <button type="submit" className="button" disabled={busy || (kind === 'category' && categories.length === 0)}>
            Add to the menu
          </button>
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </div>
  );
}

/** A link's address and ribbon, as the new link's form and a link's own form both ask for them. */
const LINK_FIELDS: readonly MerchFieldSpec[] = [
  {
    name: 'href',
    label: 'Link',
    max: LINK_MAX_LENGTH,
    hint: 'a shop path such as /gifts, or https://… (opens in a new tab)',
  },
  {
    name: 'ribbon',
    label: 'Ribbon',
    max: MENU_LIMITS.ribbon,
    hint: 'a short word beside the label, such as New; empty for none',
    optional: true,
  },
];
const LABEL_FIELD: readonly MerchFieldSpec[] = [{ name: 'label', label: 'Label', max: MENU_LIMITS.label }];
