// A product card (issue 3 "Product cards"): a square picture at 361 px, the name and the price in
// rupees with Indian grouping. The wishlist, cart and compare icons come with the cart issue.
import { Link } from 'react-router';
import { formatINR } from '../../../domain/money/inr';

export const CARD_PICTURE_SIZE = 361;

/** What a card shows; loaders build it from a search hit so the page carries no more than this. */
export interface ProductCardData {
  value: string;
  name: string;
  price: number;
  picture: string;
  alt: string;
}

interface CardSource {
  value: string;
  name: string;
  price: number;
  variant: { image: string; alt: string };
}

/** The first picture of the shown variant (spec: `image` is comma-separated), sized for a card. */
export function toProductCard(hit: CardSource): ProductCardData {
  const first = hit.variant.image.split(',')[0]?.trim() || '/images/no-image';
  return {
    value: hit.value,
    name: hit.name,
    price: hit.price,
    picture: `${first}?resize=${CARD_PICTURE_SIZE}&compress=50`,
    alt: hit.variant.alt || hit.name,
  };
}

export function ProductCard({ product }: { product: ProductCardData }) {
  return (
    <article className="product-card">
      <Link to={`/${product.value}`} className="product-card-link" prefetch="intent">
        <span className="product-card-picture">
          <img src={product.picture} alt={product.alt} width={CARD_PICTURE_SIZE} height={CARD_PICTURE_SIZE} loading="lazy" decoding="async" />
        </span>
        <span className="product-card-name">{product.name}</span>
      </Link>
      <p className="price">{formatINR(product.price)}</p>
    </article>
  );
}
