// /admin and its pages: the back office's frame around each (app/components/admin/admin-frame.tsx).
// Never indexed, never cached: every answer under /admin is private to the member at the counter.
import { Outlet } from 'react-router';
import { AdminFrame } from '../../components/admin/admin-frame';
import '../../styles/admin.css';

export const ADMIN_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };
export const headers = () => ADMIN_HEADERS;

/** A back office page's meta: its title, and kept out of search engines as its headers say. */
export const adminMeta = (title: string) => () => [
  { title: `${title} | Suvarna back office` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function AdminLayout() {
  return (
    <AdminFrame>
      <Outlet />
    </AdminFrame>
  );
}
