// A section of the back office that is planned but not built yet: said plainly, not hidden.
import { useLocation } from 'react-router';
import { ADMIN_SECTIONS } from '../../../domain/staff/roles';
import { ADMIN_HEADERS } from './admin-layout';

export const headers = () => ADMIN_HEADERS;
export const meta = () => [
  { title: 'Not built yet | Suvarna back office' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function AdminNotBuilt() {
  const { pathname } = useLocation();
  const section = ADMIN_SECTIONS.find((s) => pathname.startsWith(s.path));
  return (
    <>
      <h1>{section?.label ?? 'This section'}</h1>
      <p>
        Not built yet. This part of the back office is planned; until it is here, nothing on this page can be done from
        the back office.
      </p>
    </>
  );
}
