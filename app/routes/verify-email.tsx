// /verify-email?token=… (docs/decisions/2026-11-27-email-proofs.md): the link mailed on registration proves
// the member's email, on the server, once. The page says so, and once how many earlier guest orders
// placed with that email joined the account; a link unknown, used or run out says which and offers
// a new one. Never indexed, never cached, and the token is not sent on as a referrer.
import { Link } from '../lib/link';
import type { Route } from './+types/verify-email';
import { EMAIL_PROOF_TEXTS } from '../../domain/accounts/email-proof';
import { foundOrdersText } from '../../domain/orders/guest-orders';
import { AccountPage } from '../components/account/account-page';
import { accountMeta } from '../components/account/account-meta';
import { SendLinkButton } from '../components/account/email-proof-notice';
import { FormAlert } from '../components/account/form-field';

export const headers = () => ({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' });

export async function loader({ url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get('token') ?? '';
  const outcome = await context.services.accounts.verifyEmail(token);
  return outcome.ok
    ? {
        verified: true as const,
        email: outcome.value.email,
        changed: outcome.value.changed,
        foundOrders: outcome.value.foundOrders,
      }
    : { verified: false as const, reason: outcome.reason, message: outcome.message };
}

export const meta: Route.MetaFunction = (args) => [
  ...accountMeta(args, 'Verify your email', 'The link we mailed you proves your email.', '/verify-email'),
  { name: 'referrer', content: 'no-referrer' },
];

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  if (!loaderData.verified)
    return (
      <AccountPage eyebrow="My account" title="We could not verify your email">
        <FormAlert>{loaderData.message}</FormAlert>
        <SendLinkButton label={EMAIL_PROOF_TEXTS.newLinkButton} />
      </AccountPage>
    );
  return (
    <AccountPage
      eyebrow="My account"
      title={loaderData.changed ? EMAIL_PROOF_TEXTS.changed : EMAIL_PROOF_TEXTS.verified}
      intro={loaderData.email}
    >
      {loaderData.foundOrders > 0 ? (
        <FormAlert kind="success">{foundOrdersText(loaderData.foundOrders, 'email')}</FormAlert>
      ) : null}
      <p className="actions">
        <Link className="button" to="/my-orders">
          My orders
        </Link>{' '}
        <Link className="button button-quiet" to="/dashboard">
          My account
        </Link>
      </p>
    </AccountPage>
  );
}
