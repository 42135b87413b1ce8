// /custom-design-request (docs/spec.md#second-2 "Custom Design Request (banner says to fill in a form to get a
// quote)"): the customer service enquiry with its type fixed to 'Custom design'.
import type { Route } from './+types/custom-design-request';
import { EnquiryForm } from '../components/engagement/enquiry-form';
import { HelpdeskFacts } from '../components/engagement/helpdesk-facts';
import { rootOrigin, seoMeta } from '../lib/meta';
import { STORE_NAME } from '../lib/site';
import { CUSTOM_DESIGN_TYPE, ENQUIRY_TYPES } from '../../domain/engagement/enquiry-types';
import '../styles/account.css';
import '../styles/engagement.css';

export async function loader({ context }: Route.LoaderArgs) {
  const occasions = await context.services.catalog.listOccasions();
  return { occasions: occasions.map((o) => ({ slug: o.slug, name: o.name })) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(
    {
      title: `Custom Design Request | ${STORE_NAME}`,
      description:
        "Have a ring, pendant or bangle in mind? Describe your design and the occasion, and Suvarna's designers will send you a quote.",
      keyWords: 'custom jewellery, custom design, bespoke ring, made to order jewellery, jewellery quote, Suvarna',
    },
    '/custom-design-request',
    rootOrigin(matches),
  );

export default function CustomDesignRequest({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container engagement-page">
      <header className="engagement-banner">
        <p className="eyebrow">Custom design</p>
        <h1 className="display">Your design, made by our craftsmen</h1>
        <p className="engagement-intro">
          Fill in the form to get a quote. Tell us the piece, the metal, the stones and your budget; a sketch in words
          is enough.
        </p>
      </header>
      <div className="engagement-layout">
        <section className="engagement-card" aria-label="Custom design request form">
          <EnquiryForm
            idPrefix="cd"
            types={ENQUIRY_TYPES}
            occasions={loaderData.occasions}
            fixedType={CUSTOM_DESIGN_TYPE}
            messageLabel="Describe your design"
            messageHint="The piece, metal and colour, stones, size and budget. Custom pieces take 10 to 15 business days to make."
            submitLabel="Request a quote"
          />
        </section>
        <HelpdeskFacts />
      </div>
    </div>
  );
}
