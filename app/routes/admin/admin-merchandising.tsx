// /admin/merchandising (owner, catalogue): what the shop shows around its pieces, each on a page of
// its own: categories' words, banners, the navigation menu with the promotional strip, collections.
import { Link } from '../../lib/link';
import { ADMIN_HEADERS, adminMeta } from './admin-layout';
import '../../styles/admin-merch.css';

export const headers = () => ADMIN_HEADERS;
export const meta = adminMeta('Merchandising');

export const MERCH_PAGES = [
  {
    path: '/admin/merchandising/categories',
    label: 'Categories',
    note: 'Names in the menu and listings, SEO titles and descriptions, the banner copy over each listing.',
  },
  {
    path: '/admin/merchandising/banners',
    label: 'Banners',
    note: 'The home page’s slides and each listing’s banner: words, links, order, shown or hidden.',
  },
  {
    path: '/admin/merchandising/menu',
    label: 'Menu and promotional strip',
    note: 'The header’s menu items in order, and the message with its link above the header.',
  },
  {
    path: '/admin/merchandising/collections',
    label: 'Collections',
    note: 'The pieces each collection page shows first, in your order.',
  },
] as const;

export default function AdminMerchandising() {
  return (
    <>
      <h1>Merchandising</h1>
      <p className="admin-note">Every change shows in the shop as soon as it is saved, and is kept in the audit.</p>
      <ul className="merch-pages">
        {MERCH_PAGES.map((p) => (
          <li key={p.path}>
            <Link to={p.path}>{p.label}</Link>
            <p className="admin-note">{p.note}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
