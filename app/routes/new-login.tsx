// /new_login: log in with a one-time code sent by SMS to the account's mobile (docs/spec.md#first-4, #first-8 and
// docs/spec.md#first-9). Keeps /login's `redirect` parameter.
import { useSearchParams } from 'react-router';
import { Link } from '../lib/link';
import type { Route } from './+types/new-login';
import { redirectTarget } from '../../domain/accounts/redirect-target';
import { AccountPage } from '../components/account/account-page';
import { accountMeta } from '../components/account/account-meta';
import { OtpLogin } from '../components/account/otp-login';

export const meta: Route.MetaFunction = (args) =>
  accountMeta(args, 'Log in with a code', 'Log in with a one-time code sent to your mobile.', '/new_login');

export default function NewLogin() {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return (
    <AccountPage
      eyebrow="Welcome back"
      title="Log in with a code"
      intro="No password needed: we send a one-time code to the mobile number of your account."
      footer={
        <p>
          <Link to={redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'}>
            Log in with your password
          </Link>{' '}
          · <Link to="/create">Create an account</Link>
        </p>
      }
    >
      <OtpLogin target={redirectTarget(redirect)} />
    </AccountPage>
  );
}
