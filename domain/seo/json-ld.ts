// schema.org structured data for product pages: the Product with its offer, and the breadcrumb trail.
import type { Product } from '../catalog/product.ts';
import { JSON_LD_REVIEWS } from '../reviews/review-rules.ts';

export const BRAND_NAME = 'Suvarna';
export const CURRENCY = 'INR';

export type JsonLd = Record<string, unknown>;

/** The fields of a product the structured data reads. */
export type JsonLdProduct = Pick<Product, 'name' | 'sku' | 'value' | 'made_to_order' | 'stock' | 'seo' | 'pictures'> & {
  variants: readonly Pick<Product['variants'][number], 'offerprice' | 'image'>[];
};

const SCHEMA = 'https://schema.org';

const trimOrigin = (origin: string) => origin.replace(/\/+$/, '');

/** An absolute URL for a path (or the URL itself when it already is one). */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${trimOrigin(origin)}/${pathOrUrl.replace(/^\/+/, '')}`;
}

export type Availability =
  'https://schema.org/InStock' | 'https://schema.org/PreOrder' | 'https://schema.org/OutOfStock';

/** Made to order reads as PreOrder whatever the stock; otherwise InStock unless the stock is 0 or less. */
export function productAvailability(product: Pick<Product, 'made_to_order' | 'stock'>): Availability {
  if (product.made_to_order === 'true') return `${SCHEMA}/PreOrder`;
  return product.stock > 0 ? `${SCHEMA}/InStock` : `${SCHEMA}/OutOfStock`;
}

const splitPictures = (list: string) =>
  list
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p.length > 0);

/** What the structured data says of a piece's reviews: their count and average, and the newest few. */
export interface JsonLdReviews {
  total: number;
  average: number;
  reviews: readonly { author_name: string; rating: number; title: string; body: string; created_at: string }[];
}

/**
 * schema.org Product: one Offer when every priced variant costs the same, else an AggregateOffer;
 * with reviews, their AggregateRating and the first JSON_LD_REVIEWS of them (none without reviews:
 * a rating with no review behind it is what search engines call misleading markup).
 */
export function productJsonLd(product: JsonLdProduct, origin: string, reviews?: JsonLdReviews): JsonLd {
  const url = absoluteUrl(`/${product.value}`, origin);
  const pictures = splitPictures(product.pictures);
  const images = (pictures.length > 0 ? pictures : splitPictures(product.variants[0]?.image ?? '')).map((p) =>
    absoluteUrl(p, origin),
  );
  const prices = product.variants.map((v) => v.offerprice).filter((p) => p > 0);
  const availability = productAvailability(product);

  const data: JsonLd = {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    url,
    image: images,
    description: product.seo.description,
    brand: { '@type': 'Brand', name: BRAND_NAME },
  };
  if (prices.length > 0) {
    const low = Math.min(...prices);
    const high = Math.max(...prices);
    data.offers =
      low === high
        ? { '@type': 'Offer', priceCurrency: CURRENCY, price: low, availability, url }
        : {
            '@type': 'AggregateOffer',
            priceCurrency: CURRENCY,
            lowPrice: low,
            highPrice: high,
            offerCount: prices.length,
            availability,
            url,
          };
  }
  if (reviews && reviews.total > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: reviews.average,
      reviewCount: reviews.total,
      bestRating: 5,
      worstRating: 1,
    };
    data.review = reviews.reviews.slice(0, JSON_LD_REVIEWS).map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.author_name },
      datePublished: r.created_at.slice(0, 10),
      name: r.title,
      reviewBody: r.body,
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    }));
  }
  return data;
}

/** schema.org BreadcrumbList, positions from 1, items as absolute URLs. */
export function breadcrumbJsonLd(items: readonly { name: string; path: string }[], origin: string): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absoluteUrl(item.path, origin),
    })),
  };
}
