// /wishlists (docs/spec.md#first-4): the wishlist kept on this device, with Move to cart and Remove.
// The list lives on the device, so the server renders the frame and the entries appear once the
// stored list has been read. A personal page: not for search engines.
import type { Route } from './+types/wishlists';
import { Breadcrumb } from '../components/ui/breadcrumb';
import { pageMeta } from '../lib/meta';
import { STORE_NAME } from '../lib/site';
import { WishlistPage } from '../components/lists/wishlist-page';
import '../styles/lists.css';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: `My Wishlist | ${STORE_NAME}`,
    description: `The pieces you have saved at ${STORE_NAME}.`,
    path: '/wishlists',
    origin: matches[0]?.loaderData?.origin || 'http://localhost',
  }),
  { name: 'robots', content: 'noindex' },
];

export default function Wishlists() {
  return (
    <div className="container lists-page">
      <Breadcrumb
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'Wishlist', path: '/wishlists' },
        ]}
      />
      <h1 className="display lists-title">My Wishlist</h1>
      <WishlistPage />
    </div>
  );
}
