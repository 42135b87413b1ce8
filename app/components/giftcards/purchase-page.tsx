// /gifts-purchase/{id}: the chosen design large beside the purchase form (under it on a phone).
import type { GiftCardTemplate, TemplatesAnswer } from '../../../domain/giftcards/api-schemas';
import { Breadcrumb } from '../ui/breadcrumb';
import { touchLazy } from '../../lib/touch-lazy';

// The form's code comes when the shopper first touches it (app/lib/touch-lazy.tsx); the route's
// loader awaits it on the server.
export const PurchaseForm = touchLazy(
  'gift-purchase',
  () => import('./purchase-form'),
  (m) => m.PurchaseForm,
);

export function PurchasePage({
  template,
  amounts,
}: {
  template: GiftCardTemplate;
  amounts: TemplatesAnswer['amounts'];
}) {
  return (
    <div className="container gift-page">
      <Breadcrumb
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'Gift Cards', path: '/gifts' },
          { name: template.title, path: `/gifts-purchase/${template.id}` },
        ]}
      />
      <div className="gift-purchase">
        <figure className="gift-purchase-design">
          <img
            src={template.image}
            alt={`The ${template.title} gift card`}
            width={856}
            height={540}
            decoding="async"
            fetchPriority="high"
          />
          <figcaption>
            <p className="eyebrow">{template.occasion}</p>
            <h1 className="display">{template.title}</h1>
            <p>{template.description}</p>
          </figcaption>
        </figure>
        <PurchaseForm templateId={template.id} amounts={amounts} />
      </div>
    </div>
  );
}
