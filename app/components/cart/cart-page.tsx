// The cart page's body: one row per line (picture, name, colour and size, unit price, quantity
// stepper, sum, remove), the notice when the server's price differs from the price at adding, the
// subtotal and the way to checkout. Every change goes through the cart's actions (toasts, sync).
import { Link } from '../../lib/link';
import { cartSubtotal, priceChanged, type CartLine } from '../../../domain/cart/cart-rules';
import { formatINR } from '../../../domain/money/inr';
import { cartActions, useCart, useCartLoaded } from '../../state/cart';
import { CloseIcon } from '../ui/icons';
import { linePicture, productLink } from './line-links';

export const EMPTY_CART_TEXT = 'Your cart is currently empty.';

const colourName = (c: string) =>
  c.replace(/(^|-)([a-z])/g, (_, dash: string, ch: string) => (dash ? ' ' : '') + ch.toUpperCase());

function CartRow({ line }: { line: CartLine }) {
  const facts = [
    colourName(line.selectedVariant.color),
    line.selectedVariant.size ? `Size ${line.selectedVariant.size}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="cart-line">
      <Link to={productLink(line)} className="cart-line-picture" tabIndex={-1} aria-hidden="true">
        <img src={linePicture(line, 116)} alt="" width={96} height={96} loading="lazy" decoding="async" />
      </Link>
      <div className="cart-line-main">
        <Link to={productLink(line)} className="cart-line-name">
          {line.name}
        </Link>
        <p className="cart-line-facts">
          {facts} · SKU {line.sku}
        </p>
        <p className="cart-line-unit">{formatINR(line.selectedVariant.offerprice)} each</p>
        {priceChanged(line) && (
          <p className="cart-line-notice" role="note">
            The price has changed since you added this piece: it was {formatINR(line.addedPrice)}, it is now{' '}
            {formatINR(line.selectedVariant.offerprice)}.
          </p>
        )}
      </div>
      <div className="cart-line-qty" role="group" aria-label={`Quantity of ${line.name}`}>
        <button
          type="button"
          aria-label={`One less ${line.name}`}
          onClick={() => void cartActions.decrement(line.variant)}
        >
          −
        </button>
        <output aria-live="polite">{line.qty}</output>
        <button
          type="button"
          aria-label={`One more ${line.name}`}
          onClick={() => void cartActions.increment(line.variant)}
        >
          +
        </button>
      </div>
      <p className="price cart-line-sum">{formatINR(line.sum)}</p>
      <button
        type="button"
        className="cart-line-remove"
        aria-label={`Remove ${line.name} from cart`}
        onClick={() => void cartActions.remove(line.variant)}
      >
        <CloseIcon size={18} />
      </button>
    </li>
  );
}

export function CartPage() {
  const loaded = useCartLoaded();
  const { lines, syncing, error } = useCart();
  if (!loaded) {
    return (
      <p className="cart-status" aria-busy="true">
        Loading your cart…
      </p>
    );
  }
  if (lines.length === 0) {
    return (
      <div className="cart-empty">
        <p>{EMPTY_CART_TEXT}</p>
        <Link to="/jewellery" className="button">
          Continue shopping
        </Link>
      </div>
    );
  }
  return (
    <div className="cart-layout">
      <ul className="cart-lines" aria-label="Pieces in your cart">
        {lines.map((line) => (
          <CartRow key={`${line.sku}:${line.variant}`} line={line} />
        ))}
      </ul>
      <aside className="cart-summary" aria-label="Order summary">
        <p className="cart-summary-row">
          <span>Subtotal</span>
          <span className="price cart-subtotal">{formatINR(cartSubtotal(lines))}</span>
        </p>
        <p className="cart-summary-note">Shipping is free across India. GST is included in every price.</p>
        <p className="cart-sync" role="status">
          {syncing
            ? 'Checking today’s prices…'
            : error
              ? 'We could not reach the store just now; your cart is kept on this device and will be checked again.'
              : ''}
        </p>
        <Link to="/checkout" className="button cart-checkout">
          Checkout
        </Link>
        <Link to="/jewellery" className="button button-quiet cart-continue">
          Continue shopping
        </Link>
      </aside>
    </div>
  );
}
