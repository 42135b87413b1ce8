// The shared placeholder of pages a later issue fills (each route in routes.ts has its own id).
import { Link } from 'react-router';
import type { Route } from './+types/coming-soon';
import { STORE_NAME } from '../lib/site';

export const meta: Route.MetaFunction = () => [{ title: `Coming soon | ${STORE_NAME}` }, { name: 'robots', content: 'noindex' }];

export default function ComingSoon() {
  return (
    <section className="page-message container">
      <p className="eyebrow">Coming soon</p>
      <h1 className="display">This page is on its way</h1>
      <p>We are polishing this part of the store. In the meantime, our collections are waiting for you.</p>
      <p className="actions">
        <Link className="button" to="/">
          Back to the home page
        </Link>
      </p>
    </section>
  );
}
