// /customer-service: the enquiry form (docs/spec.md#first-7 customerservice, enquiry/types, occasion/type/list)
// beside the helpdesk's hours, contacts and showrooms.
import { Link } from '../lib/link';
import type { Route } from './+types/customer-service';
import { HelpdeskFacts } from '../components/engagement/helpdesk-facts';
import { rootOrigin, seoMeta } from '../lib/meta';
import { touchLazy } from '../lib/touch-lazy';
import { STORE_NAME } from '../lib/site';
import { ENQUIRY_TYPES } from '../../domain/engagement/enquiry-types';
import '../styles/account.css';
import '../styles/engagement.css';

// The form's code comes when the shopper first touches it (app/lib/touch-lazy.tsx).
const EnquiryForm = touchLazy(
  'enquiry',
  () => import('../components/engagement/enquiry-form'),
  (m) => m.EnquiryForm,
);

export async function loader({ context }: Route.LoaderArgs) {
  if (import.meta.env.SSR) await EnquiryForm.ready();
  const occasions = await context.services.catalog.listOccasions();
  return {
    types: ENQUIRY_TYPES.map((t) => ({ id: t.id, name: t.name })),
    occasions: occasions.map((o) => ({ slug: o.slug, name: o.name })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(
    {
      title: `Customer Service | ${STORE_NAME}`,
      description:
        'Questions about an order, a return, sizing, a custom design or a gift? Write to the Suvarna helpdesk or call us, every day from 9:00 am to 7:00 pm.',
      keyWords: 'customer service, helpdesk, contact Suvarna, jewellery enquiry, order help, returns, ring size',
    },
    '/customer-service',
    rootOrigin(matches),
  );

export default function CustomerService({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container engagement-page">
      <header className="engagement-head">
        <p className="eyebrow">Customer service</p>
        <h1 className="display">How can we help?</h1>
        <p className="engagement-intro">
          Tell us what you need and we will write back within one working day. Dreaming of a piece of your own? Use the{' '}
          <Link to="/custom-design-request">custom design request</Link>.
        </p>
      </header>
      <div className="engagement-layout">
        <section className="engagement-card" aria-label="Enquiry form">
          <EnquiryForm idPrefix="cs" types={loaderData.types} occasions={loaderData.occasions} />
        </section>
        <HelpdeskFacts />
      </div>
    </div>
  );
}
