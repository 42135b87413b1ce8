// /cart (docs/spec.md#second-2, #second-8 "Cart page text"): the device cart with quantity controls, line removal
// and the subtotal, a notice on a line whose price changed since it was added, and 'Your cart is
// currently empty.' when empty. The cart lives on the device, so the server renders the frame and
// the lines appear once the stored cart has been read.
import { Link } from '../lib/link';
import type { Route } from './+types/cart';
import { STORE_NAME } from '../lib/site';
import { CartPage } from '../components/cart/cart-page';

export const meta: Route.MetaFunction = () => [
  { title: `Shopping Cart | ${STORE_NAME}` },
  { name: 'description', content: `The pieces in your ${STORE_NAME} cart.` },
  { name: 'robots', content: 'noindex' },
];

export default function Cart() {
  return (
    <div className="container cart-page">
      <nav aria-label="Breadcrumb" className="cart-trail">
        <Link to="/">Home</Link> <span aria-hidden="true">/</span> <span aria-current="page">Cart</span>
      </nav>
      <h1 className="display cart-title">Shopping Cart</h1>
      <CartPage />
    </div>
  );
}
