// The unsubscribe link of the newsletter's confirmation mail (/newsletter/unsubscribe/:token): one of
// our tokens unsubscribes its address (again is harmless) and brings the shopper home with ?t=1&c=2,
// which the home page answers with 'Successfully Unsubscribed' (docs/spec.md#second-2 "Home page reads query
// t and c"). A token we never made shows a short message instead.
import { redirect } from 'react-router';
import type { Route } from './+types/newsletter-unsubscribe';
import { PageMessage } from '../components/layout/page-message';
import { STORE_NAME } from '../lib/site';

export async function loader({ params, context }: Route.LoaderArgs) {
  if (await context.services.subscription.unsubscribe(params.token))
    throw redirect('/?t=1&c=2', { headers: { 'Cache-Control': 'no-store' } });
  return null;
}

export const meta: Route.MetaFunction = () => [
  { title: `Unsubscribe | ${STORE_NAME}` },
  { name: 'robots', content: 'noindex' },
];

export default function NewsletterUnsubscribe() {
  return (
    <PageMessage eyebrow="Newsletter" title="This link is not valid">
      We could not find a subscription for this link. If you still receive our newsletter, use the link in the latest
      mail, or write to us.
    </PageMessage>
  );
}
