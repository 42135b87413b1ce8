// The back office's filter tabs (a list's status, kind or state): links that keep the rest of the
// list's address, the one shown marked as the current page. One line in a row on a phone (admin.css).
import type { ReactNode } from 'react';
import { Link } from '../../lib/link';

export interface AdminTab {
  key: string;
  text: ReactNode;
  to: string;
  current: boolean;
}

export function AdminTabs({ label, tabs }: { label: string; tabs: readonly AdminTab[] }) {
  return (
    <ul className="admin-tabs" aria-label={label}>
      {tabs.map((t) => (
        <li key={t.key}>
          <Link to={t.to} aria-current={t.current ? 'page' : undefined}>
            {t.text}
          </Link>
        </li>
      ))}
    </ul>
  );
}
