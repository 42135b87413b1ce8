// A product card (issue 3 "Product cards"; docs/spec.md#second-2): a square picture at 361 px, the name, the
// price in rupees with Indian grouping, and the wishlist heart, add-to-cart and compare icons, which add
// the card's variant to the device's cart, wishlist and compare list (app/state) unless the caller
// hands other actions.
import type { ReactNode } from 'react';
import { Link } from '../../lib/link';
import { formatINR } from '../../../domain/money/inr';
import { productPath } from '../../../domain/product/product-path';
import type { CartItem } from '../../../domain/cart/cart-rules';
import { cartActions } from '../../state/cart';
import { isOnList, listActions, useList } from '../../state/lists';
import { markupShelf, storedMarkup } from '../layout/server-markup';
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
  /** The rest of what a cart line keeps (domain/cart/cart-rules.ts), when the source has it. */
  cart?: CardCartFacts;
}

export interface CardCartFacts {
  made_to_order: string;
  stock: number;
  variant_id: string;
  color: string;
  size: string | null;
}

interface CardSource {
  value: string;
  name: string;
  price: number;
  sku?: string;
  made_to_order?: string;
  stock?: number;
  /** The shown variant: for search hits the filtered colour, else rose-gold first (server/search/record.ts). */
  variant: { image: string; alt: string; id?: number; variant_id?: string; color?: string; size?: string | null };
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
  const { variant } = hit;
  if (
    hit.made_to_order !== undefined &&
    hit.stock !== undefined &&
    variant.variant_id !== undefined &&
    variant.color !== undefined
  ) {
    card.cart = {
      made_to_order: hit.made_to_order,
      stock: hit.stock,
      variant_id: variant.variant_id,
      color: variant.color,
      size: variant.size ?? null,
    };
  }
  return card;
}

/** The card's variant as the cart and the lists take it; null when the card lacks the facts. */
export function cardToItem(card: ProductCardData): CartItem | null {
  if (card.sku === undefined || card.variantId === undefined || !card.cart) return null;
  const { made_to_order, stock, variant_id, color, size } = card.cart;
  // The card's own picture without its size: a cart line and a list entry show only the first
  // picture (cart/line-links.ts, lists/entry-links.ts), so the card's data carries no other (the
  // variant's whole list was a fifth of a listing's loader data).
  const sized = card.picture.lastIndexOf(`?resize=${CARD_PICTURE_SIZE}`);
  const image = sized < 0 ? card.picture : card.picture.slice(0, sized);
  return {
    sku: card.sku,
    value: card.value,
    name: card.name,
    made_to_order,
    stock,
    selectedVariant: { id: card.variantId, variant_id, offerprice: card.price, color, size, image, alt: card.alt },
  };
}

const withItem = (run: (item: CartItem) => unknown) => (card: ProductCardData) => {
  const item = cardToItem(card);
  if (item) void run(item);
};
const DEFAULT_ACTIONS = {
  onWishlist: withItem((item) => listActions.add('wishlist', item)),
  onAddToCart: withItem((item) => cartActions.add(item)),
  onCompare: withItem((item) => listActions.add('compare', item)),
};

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

type CardLinkProps = { to: string; className: string; prefetch: 'intent'; children: ReactNode };

/**
 * Exactly what <Link> renders on the server, without its hooks (`data-discover` lets the browser's
 * router learn the page's route ahead of a click); the browser hydrates <Link> over it.
 */
export function ServerCardLink({ to, className, children }: CardLinkProps) {
  return (
    <a className={className} href={to} data-discover="true">
      {children}
    </a>
  );
}

const CardLink: (props: CardLinkProps) => ReactNode = import.meta.env.SSR ? ServerCardLink : Link;

function LiveProductCard({
  product,
  eager = false,
  onWishlist = DEFAULT_ACTIONS.onWishlist,
  onAddToCart = DEFAULT_ACTIONS.onAddToCart,
  onCompare = DEFAULT_ACTIONS.onCompare,
}: ProductCardProps) {
  const wished = isOnList(useList('wishlist'), product.sku, product.variantId);
  // The three icons are drawn by CSS on the buttons themselves (listing.css, .card-action::before),
  // not as <svg><use> elements: six elements fewer a card, a third of a card's elements, on pages of
  // 12 to 52 cards (docs/decisions/2026-12-02-leaner-pages.md).
  return (
    <article className="product-card">
      {/* The card shows one variant (rose gold first, or the filtered colour): open the page on that
          one, not on the piece's first. The page's canonical URL leaves variant_id out. */}
      <CardLink
        to={productPath(product.value, product.cart?.variant_id)}
        className="product-card-link"
        prefetch="intent"
      >
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
      </CardLink>
      <div className="product-card-foot">
        <p className="price">{formatINR(product.price)}</p>
        <div className="product-card-actions">
          <button
            type="button"
            className="card-action card-action-bag"
            aria-label={`Add ${product.name} to cart`}
            onClick={() => onAddToCart(product)}
          />
          <button
            type="button"
            className="card-action card-action-compare"
            aria-label={`Compare ${product.name}`}
            onClick={() => onCompare(product)}
          />
        </div>
      </div>
      <button
        type="button"
        className={wished ? 'card-action card-wishlist is-on' : 'card-action card-wishlist'}
        // The name stays one action; aria-pressed says what the filled heart shows: on the wishlist.
        aria-label={`Add ${product.name} to wishlist`}
        aria-pressed={wished}
        onClick={() => onWishlist(product)}
      />
    </article>
  );
}

/**
 * Cards the server keeps as HTML (server-markup.ts): enough for every piece a catalogue's busiest
 * pages show (a listing's first page, the rails, home's trending), about 1 KiB each.
 */
const CARDS = import.meta.env.SSR ? markupShelf('c', 4096) : undefined;
const ARTICLE_OPEN = '<article class="product-card">';
const ARTICLE_CLOSE = '</article>';

/** Everything a stored card's HTML is made of: a change in any of it is another card. */
export const cardMarkupKey = (p: ProductCardData) =>
  [p.value, p.cart?.variant_id ?? '', p.name, p.price, p.picture, p.alt].join('\n');

/**
 * The server's card (issue 25, render cost): the live card's HTML, made once per piece and kept,
 * since cards are most of what a listing or a product page renders and the same on every page that
 * shows the piece. The browser hydrates the live card over it as over any server HTML. A card of the
 * first row is rendered afresh: its picture loads eagerly, and React puts that picture's preload into
 * the page's head only while it renders the page itself. The server's card is never on the wishlist
 * (the device's lists are read after hydration), so one copy serves every page.
 */
function ServerProductCard(props: ProductCardProps) {
  const html = props.eager
    ? null
    : storedMarkup(cardMarkupKey(props.product), () => <LiveProductCard product={props.product} />, CARDS);
  if (html === null || !html.startsWith(ARTICLE_OPEN) || !html.endsWith(ARTICLE_CLOSE))
    return <LiveProductCard {...props} />;
  return (
    <article
      className="product-card"
      dangerouslySetInnerHTML={{ __html: html.slice(ARTICLE_OPEN.length, -ARTICLE_CLOSE.length) }}
    />
  );
}

export const ProductCard = import.meta.env.SSR ? ServerProductCard : LiveProductCard;
