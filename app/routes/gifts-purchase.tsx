// /gifts-purchase/{id}: one design and its purchase form. An id that names no design is the store's
// 404 (its own boundary draws the not-found page, so the head says so too).
import { data } from 'react-router';
import type { Route } from './+types/gifts-purchase';
import { PurchaseForm, PurchasePage } from '../components/giftcards/purchase-page';
import { NotFoundBoundary } from '../components/pages/not-found-boundary';
import { NOT_FOUND_META, pageMeta, rootOrigin } from '../lib/meta';
import { STORE_NAME } from '../lib/site';
import '../styles/account.css';
import '../styles/form-controls.css';
import '../styles/modal.css';
import '../styles/giftcards.css';

export async function loader({ params, context }: Route.LoaderArgs) {
  if (import.meta.env.SSR) await PurchaseForm.ready();
  const { result, amounts } = await context.services.giftcards.templates();
  const template = result.find((t) => t.id === params.id);
  if (!template) throw data(null, { status: 404 });
  return { template, amounts };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <NotFoundBoundary error={error} />;
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) => {
  if (error || !loaderData) return NOT_FOUND_META;
  const { template } = loaderData;
  return [
    ...pageMeta({
      title: `${template.title} Gift Card | ${STORE_NAME}`,
      description: `${template.description} A ${STORE_NAME} gift card, sent by SMS and mail, valid a year.`,
      path: `/gifts-purchase/${template.id}`,
      origin: rootOrigin(matches) || 'http://localhost',
      image: template.image,
    }),
    // A step of a purchase, not a page to land on from a search: /gifts is the one for search engines.
    { name: 'robots', content: 'noindex, follow' },
  ];
};

export default function GiftsPurchase({ loaderData }: Route.ComponentProps) {
  return <PurchasePage template={loaderData.template} amounts={loaderData.amounts} />;
}
