// /login (docs/spec.md#first-2): email and password; afterwards to /{redirect} or /dashboard. Links to the
// one-time-code login, the forgotten password and sign-up. The form and what sends it
// (components/account/login-form.tsx) come when the shopper first touches the form
// (app/lib/touch-lazy.tsx).
import { useSearchParams } from 'react-router';
import { Link } from '../lib/link';
import type { Route } from './+types/login';
import { AccountPage } from '../components/account/account-page';
import { accountMeta } from '../components/account/account-meta';
import { touchLazy } from '../lib/touch-lazy';

const LoginForm = touchLazy(
  'login',
  () => import('../components/account/login-form'),
  (m) => m.LoginForm,
);

export async function loader() {
  if (import.meta.env.SSR) await LoginForm.ready();
  return null;
}

export const meta: Route.MetaFunction = (args) =>
  accountMeta(args, 'Log in', 'Log in to your account to track orders and check out faster.', '/login');

export default function Login() {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const withRedirect = (path: string) => (redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path);
  return (
    <AccountPage
      eyebrow="Welcome back"
      title="Log in"
      intro="Track your orders, keep your wishlist and check out faster."
      footer={
        <>
          <p>
            New to Suvarna? <Link to="/create">Create an account</Link>
          </p>
        </>
      }
    >
      <LoginForm />
      <div className="account-divider" role="presentation">
        <span>or</span>
      </div>
      <Link to={withRedirect('/new_login')} className="button button-quiet account-submit">
        Log in with a one-time code
      </Link>
    </AccountPage>
  );
}
