// /dashboard (docs/spec.md#first-2 "Account dashboard"): a greeting and the ways into the account. Members
// only: without a session on the device it goes to /login?redirect=dashboard once hydrated.
import { Link } from '../lib/link';
import type { Route } from './+types/dashboard';
import { AccountPage } from '../components/account/account-page';
import { accountMeta } from '../components/account/account-meta';
import { LogOutButton } from '../components/layout/account-panel';
import { useMember } from '../components/account/use-member';
import { FoundOrdersNotice } from '../components/orders/found-orders-notice';
import { EmailProofNotice } from '../components/account/email-proof-notice';

export const meta: Route.MetaFunction = (args) =>
  accountMeta(args, 'My account', 'Your orders, profile and password.', '/dashboard');

const LINKS = [
  { to: '/user/profile', title: 'My profile', text: 'Your name, email and mobile number.' },
  { to: '/change-password', title: 'Change password', text: 'Choose a new password for your account.' },
  { to: '/my-orders', title: 'My orders', text: 'Your orders, their status and what they came to.' },
  { to: '/my-savings-plan', title: 'My savings plan', text: 'Your Diamond for Everyone passbook and instalments.' },
  { to: '/sales/guest/form', title: 'Track an order', text: 'Where your order is right now.' },
] as const;

export default function Dashboard() {
  const session = useMember();
  if (!session)
    return (
      <AccountPage eyebrow="My account" title="Your dashboard" intro="Loading your account…">
        {null}
      </AccountPage>
    );
  return (
    <AccountPage
      eyebrow="My account"
      title={`Hello, ${session.user_name}`}
      intro="Track your orders, manage your payments and edit your profile."
      wide
    >
      <FoundOrdersNotice />
      <EmailProofNotice />
      <ul className="dashboard-links">
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="dashboard-link">
              <span className="dashboard-link-title">{link.title}</span>
              <span className="dashboard-link-text">{link.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="account-signed-in">
        Logged in as <strong>{session.email}</strong>
      </p>
      <LogOutButton className="button button-quiet" />
    </AccountPage>
  );
}
