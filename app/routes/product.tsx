// /{product value}: the product page. This step answers only whether the product exists: a product
// that does not (or has no priced variant) sends the shopper home, as the spec says; the page itself
// comes with the next step of issue 3.
import { redirect } from 'react-router';
import type { Route } from './+types/product';
import { PageMessage } from '../components/layout/page-message';
import { STORE_NAME } from '../lib/site';

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await context.services.catalog.getProduct(params.productValue);
  if (!found.ok) throw redirect('/');
  return { name: found.value.name };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${loaderData?.name ?? 'Jewellery'} | ${STORE_NAME}` }];

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageMessage eyebrow="Coming soon" title={loaderData.name}>
      This piece's page is on its way. In the meantime, our collections are waiting for you.
    </PageMessage>
  );
}
