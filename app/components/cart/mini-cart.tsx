// The mini-cart's content: the lines newest first with picture, name, quantity and sum, the subtotal
// in rupees, and the View Cart and Checkout links. Loaded on the first open of the header's cart.
import { Link } from '../../lib/link';
import { cartSubtotal, newestFirst } from '../../../domain/cart/cart-rules';
import { formatINR } from '../../../domain/money/inr';
import { cartActions, useCart } from '../../state/cart';
import { CloseIcon } from '../ui/icons';
import { linePicture, productLink } from './line-links';

export function MiniCart({ onNavigate }: { onNavigate: () => void }) {
  const { lines } = useCart();
  if (lines.length === 0) {
    return (
      <>
        <p className="mini-cart-empty">Your cart is currently empty.</p>
        <Link to="/jewellery" className="button button-quiet mini-cart-button" onClick={onNavigate}>
          Explore jewellery
        </Link>
      </>
    );
  }
  return (
    <>
      <ul className="mini-cart-lines">
        {newestFirst(lines).map((line) => (
          <li key={`${line.sku}:${line.variant}`} className="mini-cart-line">
            <img src={linePicture(line, 88)} alt="" width={64} height={64} loading="lazy" decoding="async" />
            <div className="mini-cart-text">
              <Link to={productLink(line)} className="mini-cart-name" onClick={onNavigate}>
                {line.name}
              </Link>
              <span className="mini-cart-qty">
                Qty {line.qty} × {formatINR(line.selectedVariant.offerprice)}
              </span>
              <span className="price mini-cart-sum">{formatINR(line.sum)}</span>
            </div>
            <button
              type="button"
              className="mini-cart-remove"
              aria-label={`Remove ${line.name} from cart`}
              onClick={() => void cartActions.remove(line.variant)}
            >
              <CloseIcon size={16} />
            </button>
          </li>
        ))}
      </ul>
      <p className="mini-cart-subtotal">
        <span>Subtotal</span>
        <span className="price">{formatINR(cartSubtotal(lines))}</span>
      </p>
      <div className="mini-cart-actions">
        <Link to="/cart" className="button button-quiet mini-cart-button" onClick={onNavigate}>
          View Cart
        </Link>
        <Link to="/checkout" className="button mini-cart-button" onClick={onNavigate}>
          Checkout
        </Link>
      </div>
    </>
  );
}
