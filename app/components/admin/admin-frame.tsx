// The back office's frame: the store's name, who is signed in, the sections their role may open and
// the page. The session lives in this tab (app/state/admin-session.ts): the server renders the frame,
// the browser checks the session with GET /api/admin/me and sends anyone without one to the sign-in.
import { createContext, useContext, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Link, NavLink } from '../../lib/link';
import { sectionsFor, type StaffRole } from '../../../domain/staff/roles';
import { adminCall } from '../../lib/admin-api';
import { getAdminSession, setAdminSession } from '../../state/admin-session';

export interface AdminMe {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  totp_enrolled: boolean;
}

const MeContext = createContext<{ me: AdminMe | null; reload(): void }>({ me: null, reload: () => {} });
export const useAdminMe = () => useContext(MeContext);

export function AdminFrame({ children }: { children: React.ReactNode }) {
  const [me, setMe] = useState<AdminMe | null>(null);
  const [tick, setTick] = useState(0);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    if (!getAdminSession()) {
      navigate(`/admin/login?next=${encodeURIComponent(pathname)}`, { replace: true });
      return;
    }
    let live = true;
    void adminCall<{ staff: AdminMe }>('GET', 'admin/me').then((answer) => {
      if (live && answer.ok) setMe(answer.data.staff);
    });
    return () => {
      live = false;
    };
    // The frame checks the session once per mount, and again when a page asks (reload).
  }, [tick]);

  async function signOut() {
    await adminCall('POST', 'admin/logout');
    setAdminSession(null);
    navigate('/admin/login', { replace: true });
  }

  const sections = me ? sectionsFor(me.role) : [];
  return (
    <MeContext.Provider value={{ me, reload: () => setTick((t) => t + 1) }}>
      <header className="admin-top">
        <Link to="/admin" className="admin-brand">
          Suvarna · Back office
        </Link>
        <span className="admin-who" data-testid="admin-who">
          {me ? `${me.name} · ${me.role}` : ''}
        </span>
        {me ? (
          <button type="button" className="button button-quiet" onClick={() => void signOut()}>
            Sign out
          </button>
        ) : null}
      </header>
      <div className="admin-shell">
        <nav className="admin-nav" aria-label="Back office">
          <ul>
            <li>
              <NavLink to="/admin" end>
                Home
              </NavLink>
            </li>
            {sections.map((s) => (
              <li key={s.key}>
                <NavLink to={s.path}>{s.label}</NavLink>
              </li>
            ))}
            <li>
              <NavLink to="/admin/account">My account</NavLink>
            </li>
          </ul>
        </nav>
        <main className="admin-main" id="main">
          {me ? (
            children
          ) : (
            <>
              <h1>Back office</h1>
              <p className="admin-note">Checking your session…</p>
            </>
          )}
        </main>
      </div>
    </MeContext.Provider>
  );
}
