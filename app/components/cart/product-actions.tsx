// The product page's buttons (docs/spec.md#second-2 "Product page"): Buy now puts the chosen variant in the
// cart at the quantity shown (never on top of what the cart held of it) and goes to checkout; Add To Cart adds them; the Wishlist toggle and Compare work on the
// chosen variant. Toasts come from the stores' actions.
import { useNavigate } from 'react-router';
import { toCartItem } from '../../../domain/cart/cart-item';
import { CHOOSE_SIZE } from '../../../domain/product/size-choice';
import type { Product, Variant } from '../../../domain/catalog/product';
import { cartActions } from '../../state/cart';
import { isOnList, listActions, useList } from '../../state/lists';
import { CompareIcon, HeartIcon } from '../ui/icons';

interface Props {
  product: Pick<Product, 'sku' | 'value' | 'name' | 'made_to_order' | 'stock'>;
  variant: Variant;
  quantity: number;
  soldOut: boolean;
  /** A ring, bangle or bracelet whose size is not chosen yet: both buttons ask for it instead. */
  askSize?: (() => void) | null;
  /** 'bar': only Buy now and Add To Cart, for the sticky bar on a phone. */
  layout?: 'page' | 'bar';
}

export function ProductActions({ product, variant, quantity, soldOut, askSize = null, layout = 'page' }: Props) {
  const navigate = useNavigate();
  const item = toCartItem(product, variant);
  const wished = isOnList(useList('wishlist'), product.sku, variant.id);
  const compared = isOnList(useList('compare'), product.sku, variant.id);

  const buyNow = async () => {
    const out = await cartActions.buyNow(item, quantity);
    // Already at the stock is no reason to stay: the piece is in the cart.
    if (out.lines.some((l) => l.variant === variant.id)) navigate('/checkout');
  };

  const buttons = (
    <>
      <button
        type="button"
        className="button pp-buy"
        disabled={soldOut}
        onClick={() => (askSize ? askSize() : void buyNow())}
      >
        {askSize ? CHOOSE_SIZE : 'Buy now'}
      </button>
      <button
        type="button"
        className="button button-quiet pp-add"
        disabled={soldOut}
        onClick={() => (askSize ? askSize() : void cartActions.add(item, quantity))}
      >
        {askSize ? CHOOSE_SIZE : 'Add To Cart'}
      </button>
    </>
  );
  if (layout === 'bar') return <div className="pp-buybar-actions">{buttons}</div>;

  return (
    <div className="pp-actions" data-sku={product.sku} data-variant-id={variant.variant_id} data-quantity={quantity}>
      {buttons}
      <div className="pp-list-actions">
        <button
          type="button"
          className={wished ? 'pp-text-action is-on' : 'pp-text-action'}
          aria-pressed={wished}
          onClick={() => void listActions.toggle('wishlist', item)}
        >
          <HeartIcon size={18} /> Wishlist
        </button>
        <button
          type="button"
          className={compared ? 'pp-text-action is-on' : 'pp-text-action'}
          onClick={() => void listActions.add('compare', item)}
        >
          <CompareIcon size={18} /> Compare
        </button>
      </div>
    </div>
  );
}
