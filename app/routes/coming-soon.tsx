// The shared placeholder of pages a later issue fills (each route in routes.ts has its own id).
import type { Route } from './+types/coming-soon';
import { PageMessage } from '../components/layout/page-message';
import { STORE_NAME } from '../lib/site';

export const meta: Route.MetaFunction = () => [{ title: `Coming soon | ${STORE_NAME}` }, { name: 'robots', content: 'noindex' }];

export default function ComingSoon() {
  return (
    <PageMessage eyebrow="Coming soon" title="This page is on its way">
      We are polishing this part of the store. In the meantime, our collections are waiting for you.
    </PageMessage>
  );
}
