// /admin/merchandising/menu (owner, catalogue): the promotional strip above the header, then the
// header's menu items in order, each moved up or down, shown or hidden, and edited (a link's label,
// address and ribbon; a category's item is named as the category is), added (a link or a category's
// dropdown, last) and removed after a confirmation. Refusals sit beside their fields.
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { LINK_MAX_LENGTH } from '../../../domain/merchandising/links';
import {
  MENU_LIMITS,
  STRIP_LIMITS,
  type MenuAnswer,
  type MenuItem,
  type StripAnswer,
  type StripView,
} from '../../../domain/merchandising/shop-copy';
import { AdminError } from '../../components/admin/admin-error';
import { AdminTable, type AdminColumn } from '../../components/admin/admin-table';
import { formText, MerchField } from '../../components/admin/merch-field';
import { movedIds } from '../../components/admin/merch-moves';
import { ConfirmRemoval } from '../../components/admin/merch-remove';
import { adminCall, problemOf } from '../../lib/admin-api';
import { ADMIN_HEADERS, adminMeta } from './admin-layout';
import '../../styles/admin-merch.css';

export const headers = () => ADMIN_HEADERS;
export const meta = adminMeta('Menu and promotional strip');

const KIND_LABELS: Record<MenuItem['kind'], string> = {
  all_jewellery: 'All jewellery dropdown',
  category: 'Category dropdown',
  link: 'Link',
  whatsapp: 'WhatsApp video call',
};

export default function AdminMerchMenu() {
  return (
    <>
      <p>
        <Link to="/admin/merchandising">← Merchandising</Link>
      </p>
      <h1>Menu and promotional strip</h1>
      <StripEditor />
      <MenuEditor />
    </>
  );
}

function StripEditor() {
  const [strip, setStrip] = useState<StripView | null>(null);
  const [version, setVersion] = useState(0);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void adminCall<StripAnswer>('GET', 'admin/merchandising/strip').then((a) => {
      if (a.ok) setStrip(a.data.strip);
      else setError(problemOf(a));
    });
  }, []);

  async function save(form: HTMLFormElement) {
    setBusy(true);
    setError('');
    setNote('');
    setProblems({});
    const body = {
      ...formText(form, ['text', 'link_text', 'link']),
      visible: new FormData(form).get('visible') === 'on',
    };
    const a = await adminCall<StripAnswer>('POST', 'admin/merchandising/strip', body);
    setBusy(false);
    if (a.ok) {
      setStrip(a.data.strip);
      setVersion((v) => v + 1);
      setNote(a.data.strip.visible ? 'Saved: every page now shows this message.' : 'Saved: the strip is hidden.');
    } else {
      setProblems(a.fields);
      setError(Object.keys(a.fields).length > 0 ? 'Nothing was saved: fix the fields marked below.' : problemOf(a));
    }
  }

  return (
    <section className="admin-panel" aria-labelledby="strip-title">
      <h2 id="strip-title">Promotional strip</h2>
      <p className="admin-note">The message with its link above the header of every page.</p>
      <AdminError>{error}</AdminError>
      {note ? (
        <p className="admin-ok" role="status">
          {note}
        </p>
      ) : null}
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
          <MerchField
            name="text"
            label="Message"
            defaultValue={strip.text}
            max={STRIP_LIMITS.text}
            problem={problems.text}
          />
          <MerchField
            name="link_text"
            label="Link text"
            defaultValue={strip.link_text}
            max={STRIP_LIMITS.link_text}
            problem={problems.link_text}
          />
          <MerchField
            name="link"
            label="Link"
            defaultValue={strip.link}
            max={LINK_MAX_LENGTH}
            problem={problems.link}
            hint="a shop path such as /trending, or https://…"
          />
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
  const [answer, setAnswer] = useState<MenuAnswer | null>(null);
  const [error, setError] = useState('');
  const [note, setNote] = useState('');
  const [editing, setEditing] = useState<MenuItem | null>(null);
  const [adding, setAdding] = useState<'link' | 'category' | null>(null);
  const [removing, setRemoving] = useState<MenuItem | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    void adminCall<MenuAnswer>('GET', 'admin/merchandising/menu').then((a) => {
      if (a.ok) setAnswer(a.data);
      else setError(problemOf(a));
    });
  }, []);
  useEffect(load, [load]);

  async function send(path: string, body: unknown, done: string) {
    setBusy(true);
    setError('');
    setNote('');
    setProblems({});
    const a = await adminCall<MenuAnswer>('POST', path, body);
    setBusy(false);
    if (!a.ok) {
      setProblems(a.fields);
      setError(Object.keys(a.fields).length > 0 ? 'Nothing was saved: fix the fields marked below.' : problemOf(a));
      return false;
    }
    setAnswer(a.data);
    setNote(done);
    return true;
  }

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
    {
      key: 'shown',
      header: 'Shown',
      cell: (i) => <span className="admin-pill">{i.visible ? 'Shown' : 'Hidden'}</span>,
    },
    {
      key: 'acts',
      header: 'Change',
      cell: (i) => (
        <div className="merch-row-actions">
          <button type="button" className="button" disabled={busy || ids[0] === i.id} onClick={() => move(i.id, -1)}>
            Up<span className="visually-hidden"> {nameOf(i)}</span>
          </button>
          <button type="button" className="button" disabled={busy || ids.at(-1) === i.id} onClick={() => move(i.id, 1)}>
            Down<span className="visually-hidden"> {nameOf(i)}</span>
          </button>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() =>
              void send(
                `admin/merchandising/menu/${i.id}`,
                edits(i, !i.visible),
                i.visible ? `“${nameOf(i)}” is hidden.` : `“${nameOf(i)}” is shown.`,
              )
            }
          >
            {i.visible ? 'Hide' : 'Show'}
            <span className="visually-hidden"> {nameOf(i)}</span>
          </button>
          {i.kind !== 'category' ? (
            <button
              type="button"
              className="button"
              onClick={() => {
                setEditing(i);
                setAdding(null);
                setRemoving(null);
                setProblems({});
              }}
            >
              Edit<span className="visually-hidden"> {nameOf(i)}</span>
            </button>
          ) : null}
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => {
              setRemoving(i);
              setEditing(null);
              setAdding(null);
            }}
          >
            Remove<span className="visually-hidden"> {nameOf(i)}</span>
          </button>
        </div>
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
      {note ? (
        <p className="admin-ok" role="status">
          {note}
        </p>
      ) : null}
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
            setProblems({});
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
            setProblems({});
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
              const text = formText(e.currentTarget, editing.kind === 'link' ? ['label', 'href', 'ribbon'] : ['label']);
              const visible = new FormData(e.currentTarget).get('visible') === 'on';
              void send(`admin/merchandising/menu/${editing.id}`, { ...text, visible }, 'Menu item saved.').then(
                (ok) => ok && setEditing(null),
              );
            }}
          >
            <MerchField
              name="label"
              label="Label"
              defaultValue={editing.label}
              max={MENU_LIMITS.label}
              problem={problems.label}
            />
            {editing.kind === 'link' ? (
              <>
                <MerchField
                  name="href"
                  label="Link"
                  defaultValue={editing.href ?? ''}
                  max={LINK_MAX_LENGTH}
                  problem={problems.href}
                  hint="a shop path such as /gifts, or https://… (opens in a new tab)"
                />
                <MerchField
                  name="ribbon"
                  label="Ribbon"
                  defaultValue={editing.ribbon}
                  max={MENU_LIMITS.ribbon}
                  problem={problems.ribbon}
                  hint="a short word beside the label, such as New; empty for none"
                  required={false}
                />
              </>
            ) : null}
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
              ? { kind, ...formText(e.currentTarget, ['label', 'href', 'ribbon']), visible }
              : { kind, category_slug: String(data.get('category_slug') ?? ''), visible },
          );
        }}
      >
        {kind === 'link' ? (
          <>
            <MerchField name="label" label="Label" defaultValue="" max={MENU_LIMITS.label} problem={problems.label} />
            <MerchField
              name="href"
              label="Link"
              defaultValue=""
              max={LINK_MAX_LENGTH}
              problem={problems.href}
              hint="a shop path such as /gifts, or https://… (opens in a new tab)"
            />
            <MerchField
              name="ribbon"
              label="Ribbon"
              defaultValue=""
              max={MENU_LIMITS.ribbon}
              problem={problems.ribbon}
              hint="a short word beside the label, such as New; empty for none"
              required={false}
            />
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
