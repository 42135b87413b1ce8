// /customer/account/success (docs/spec.md#first-2 "Shown after registration"): a welcome with the way on.
import { Link } from '../lib/link';
import type { Route } from './+types/account-success';
import { AccountPage } from '../components/account/account-page';
import { accountMeta } from '../components/account/account-meta';
import { useSession } from '../state/session';

export const meta: Route.MetaFunction = (args) =>
  accountMeta(args, 'Welcome', 'Your account has been created.', '/customer/account/success');

export default function AccountSuccess() {
  const session = useSession();
  return (
    <AccountPage
      eyebrow="Account created"
      title={session ? `Welcome, ${session.user_name}` : 'Welcome to Suvarna'}
      intro="Your account is ready. We have sent a welcome mail to your address."
    >
      <div className="account-actions-row">
        <Link to="/dashboard" className="button">
          Go to Dashboard
        </Link>
        <Link to="/trending" className="button button-quiet">
          Start shopping
        </Link>
      </div>
    </AccountPage>
  );
}
