// /checkout (docs/spec.md#second-2 "Checkout", #second-4, #second-8): the shopper's details, delivery, billing, coupon
// and payment, saved to the server's draft as they type, then the order placed by a code to the
// phone (cash on delivery) or the card window. The cart lives on the device, so the server renders
// the frame and the page fills once the stored cart has been read and synced.
import { Link } from '../lib/link';
import type { Route } from './+types/checkout';
import { STORE_NAME } from '../lib/site';
import { CheckoutPage } from '../components/checkout/checkout-page';
import { CheckoutHeader } from '../components/layout/checkout-header';
import '../styles/account.css';
import '../styles/checkout.css';
import '../styles/modal.css';

/** The layout shows this page's own header in place of the shop's (root.tsx, useOwnHeader). */
export const handle = { header: CheckoutHeader };

export const meta: Route.MetaFunction = () => [
  { title: `Checkout | ${STORE_NAME}` },
  {
    name: 'description',
    content: `Place your ${STORE_NAME} order: free shipping across India, cash on delivery or card.`,
  },
  { name: 'robots', content: 'noindex' },
];

export default function Checkout() {
  return (
    <div className="container co-page">
      <nav aria-label="Breadcrumb" className="cart-trail">
        <Link to="/">Home</Link> <span aria-hidden="true">/</span> <Link to="/cart">Cart</Link>{' '}
        <span aria-hidden="true">/</span> <span aria-current="page">Checkout</span>
      </nav>
      <h1 className="display cart-title">Checkout</h1>
      <CheckoutPage />
    </div>
  );
}
