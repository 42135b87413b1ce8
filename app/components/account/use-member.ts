// Pages for members only (docs/spec.md#first-6: "Orders and profile require a stored token"): once the page
// has hydrated and the device has no session, go to /login with a way back here.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { redirectParam } from '../../../domain/accounts/redirect-target';
import { useHydrated, useSession } from '../../state/session';

export function useMember() {
  const session = useSession();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    // Already leaving this page (logging out goes to /login first): no detour by /login?redirect=….
    if (window.location.pathname !== pathname) return;
    if (hydrated && !session)
      void navigate(`/login?redirect=${encodeURIComponent(redirectParam(pathname))}`, { replace: true });
  }, [hydrated, session, navigate, pathname]);
  return session;
}
