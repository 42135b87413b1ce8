// A product card (issue 3 "Product cards"; checkout spec §2): a square picture at 361 px, the name, the
// price in rupees with Indian grouping, and the wishlist heart, add-to-cart and compare icons. The
// icons are real buttons from now on; the cart issue hands them their actions (the optional handlers
// below) — until then they do nothing rather than pretend.
import { Link } from 'react-router';
import { formatINR } from '../../../domain/money/inr';
import { BagIcon, CompareIcon, HeartIcon } from '../ui/icons';
import '../../styles/listing.css';

export const CARD_PICTURE_SIZE = 361;

/** What a card shows; loaders build it from a search hit so the page carries no more than this. */
export interface ProductCardData {
  value: string;
  name: string;
  price: number;
  picture: string;
  alt: string;
  /** For the cart, wishlist and compare actions (search hits carry both). */
  sku?: string;
  variantId?: number;
}

interface CardSource {
  value: string;
  name: string;
  price: number;
  sku?: string;
  /** The shown variant: for search hits the filtered colour, else rose-gold first (server/search/record.ts). */
  variant: { image: string; alt: string; id?: number };
}

/** The first picture of the shown variant (spec: `image` is comma-separated), sized for a card. */
export function toProductCard(hit: CardSource): ProductCardData {
  const first = hit.variant.image.split(',')[0]?.trim() || '/images/no-image';
  const card: ProductCardData = {
    value: hit.value,
    name: hit.name,
    price: hit.price,
    picture: `${first}?resize=${CARD_PICTURE_SIZE}&compress=50`,
    alt: hit.variant.alt || hit.name,
  };
  if (hit.sku !== undefined) card.sku = hit.sku;
  if (hit.variant.id !== undefined) card.variantId = hit.variant.id;
  return card;
}

export interface ProductCardActions {
  onWishlist?: (product: ProductCardData) => void;
  onAddToCart?: (product: ProductCardData) => void;
  onCompare?: (product: ProductCardData) => void;
}

interface ProductCardProps extends ProductCardActions {
  product: ProductCardData;
  /** The first row of a listing: load at once, it is what the shopper sees first. */
  eager?: boolean;
}

export function ProductCard({ product, eager = false, onWishlist, onAddToCart, onCompare }: ProductCardProps) {
  return (
    <article className="product-card">
      <Link to={`/${product.value}`} className="product-card-link" prefetch="intent">
        <span className="product-card-picture">
          <img
            src={product.picture}
            alt={product.alt}
            width={CARD_PICTURE_SIZE}
            height={CARD_PICTURE_SIZE}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        </span>
        <span className="product-card-name">{product.name}</span>
      </Link>
      <div className="product-card-foot">
        <p className="price">{formatINR(product.price)}</p>
        <div className="product-card-actions">
          <button type="button" className="card-action" aria-label={`Add ${product.name} to cart`} onClick={() => onAddToCart?.(product)}>
            <BagIcon size={18} />
          </button>
          <button type="button" className="card-action" aria-label={`Compare ${product.name}`} onClick={() => onCompare?.(product)}>
            <CompareIcon size={18} />
          </button>
        </div>
      </div>
      <button type="button" className="card-action card-wishlist" aria-label={`Add ${product.name} to wishlist`} onClick={() => onWishlist?.(product)}>
        <HeartIcon size={18} />
      </button>
    </article>
  );
}
