// /{product value}: the product page (docs/spec.md#second-2 "Product page", #second-4, #second-5, #second-8, #second-9;
// docs/spec.md#first-4 "Product not found or no priced variant"). The loader reads the piece from the in-memory
// catalogue and the suggestion blocks from the search engine; the variant is the page's URL state
// (?variant_id=), switched in the browser without asking the server again.
import { Suspense, useEffect, useState } from 'react';
import { redirect, useRouteLoaderData, type ShouldRevalidateFunction } from 'react-router';
import type { Route } from './+types/product';
import type { loader as rootLoader } from '../root';
import { chooseVariant, colorLabel } from '../../domain/product/variant-choice';
import { isSoldOut } from '../../domain/product/quantity';
import { needsSize, restoreSize } from '../../domain/product/size-choice';
import { hasSizeChoice } from '../../domain/product/variant-choice';
import { keepSize, rememberedSize } from '../state/size-memory';
import { completeTheLookFilters, pickLook, trendingSlice, TRENDING_FETCH } from '../../domain/product/suggestions';
import { breakupTable } from '../../domain/product/breakup-lines';
import { breadcrumbJsonLd, productJsonLd } from '../../domain/seo/json-ld';
import { toProductCard } from '../components/product/product-card';
import { Breadcrumb } from '../components/product-page/breadcrumb';
import { pictureUrl } from '../components/product-page/picture-url';
import { earlyPresses } from '../lib/early-press';
import { fromJsonText, jsonTextOf } from '../lib/json-text';
import { StarRating } from '../components/product-page/rating';
import { PriceBlock } from '../components/product-page/price-block';
import { VariantPicker } from '../components/product-page/variant-picker';
import { useVariantParam } from '../components/product-page/use-variant-param';
import { QuantityControl } from '../components/product-page/quantity-control';
import { productToCard, productTrail } from '../components/product-page/page-data';
import { ProductActions } from '../components/cart/product-actions';
import { BuyBar } from '../components/product-page/buy-bar';
import { pageMeta } from '../lib/meta';
import { readyLazy } from '../lib/ready-lazy';
import { STORE_NAME } from '../lib/site';
import '../styles/product.css';

const RELATED_COUNT = 8;
const LOOK_CANDIDATES = 48;
/** The og:image and the first slide: the spec's 498 px picture (the slideshow's SLIDE). */
const SHARE_PICTURE = 498;

// Below the first screen: its own chunk, hydrated when it arrives (see deferred.tsx).
const deferred = () => import('../components/product-page/deferred');
const InfoExtras = readyLazy(deferred, (m) => m.InfoExtras);
// A pincode check sent before that chunk's code arrives is held, and sent again once it is live.
const extrasLive = earlyPresses('.pp-cod');
const LowerSections = readyLazy(deferred, (m) => m.LowerSections);
// The facts beside the price are text and links (links work before hydration): their code comes with
// the same chunk, and the server's HTML shows them until it has.
const TrustFacts = readyLazy(deferred, (m) => m.TrustFacts);
const TrustList = readyLazy(deferred, (m) => m.TrustList);
// The slideshow's code (track, arrows, thumbnails, autoplay) is its own chunk too: the server's
// HTML shows the pictures at once, the rest of the page hydrates without waiting for it, and React
// hydrates the slideshow when its code arrives; a press on it before that is made again then.
// Presses on the slideshow before its code arrives, replayed once it is live (early-press.ts).
const galleryLive = earlyPresses('.gallery');
// readyLazy: the server's HTML holds the slideshow itself, its first picture with it, from the first view on.
const Gallery = readyLazy(
  () => import('../components/product-page/gallery'),
  (m) => m.Gallery,
);

/**
 * The slideshow's stand-in: its first slide exactly as the slideshow draws it (same src, srcSet, sizes
 * and priority), so when the slideshow replaces it the browser already has that picture and the slide
 * never goes blank. React may send it first even on a server render: a finished boundary after a large
 * shell is streamed just after it, and the stand-in is what paints until then.
 */
function GalleryStandIn({ picture, alt }: { picture: string; alt: string }) {
  const srcSet = [SHARE_PICTURE, Math.round(SHARE_PICTURE * 1.5), SHARE_PICTURE * 2]
    .map((w) => `${pictureUrl(picture, w)} ${w}w`)
    .join(', ');
  return (
    <section className="gallery" aria-label="Product pictures">
      <div className="gallery-stage">
        <ul className="gallery-track">
          <li className="gallery-slide">
            <img
              src={pictureUrl(picture, SHARE_PICTURE)}
              srcSet={srcSet}
              sizes="(min-width: 960px) 560px, 100vw"
              alt={alt}
              width={SHARE_PICTURE}
              height={SHARE_PICTURE}
              loading="eager"
              fetchPriority="high"
              decoding="sync"
            />
          </li>
        </ul>
      </div>
    </section>
  );
}

const firstPicture = (list: string) => list.split(',')[0]?.trim() || '/images/no-image';
const picturesOf = (list: string) => {
  const all = list
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  return all.length > 0 ? all : ['/images/no-image'];
};

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { services } = context;
  const { catalog, search, visits, logger } = services;
  const found = await catalog.getProduct(params.productValue);
  if (!found.ok || found.value.variants.length === 0) {
    // docs/spec.md#first-4: a 404 visit is logged, the shopper goes home. Same marker as the client's
    // userlog calls for a 404: the visited page is /404 with where it came from.
    const from = url.pathname;
    try {
      // Counted against the IP's visit-log limit like the browser's logs (beyond it, not logged).
      await visits.record(
        { visited_page: `/404?from=${from}`.slice(0, 2_048), not_found: true, data: { reason: 'PRODUCT_NOT_FOUND' } },
        { ip: context.clientIp, memberId: null },
      );
    } catch (err) {
      logger.warn({ err }, 'could not log the 404 visit');
    }
    throw redirect('/');
  }
  const product = found.value;
  // The slideshow and the lower sections render in the server's first pass (ready-lazy.ts).
  if (import.meta.env.SSR)
    await Promise.all([
      Gallery.ready(),
      InfoExtras.ready(),
      LowerSections.ready(),
      TrustFacts.ready(),
      TrustList.ready(),
    ]);
  const pick = chooseVariant(product.variants, url.searchParams.get('variant_id'));

  const [related, category, reviewPage] = await Promise.all([
    catalog.listRelated(product.sku, { page: 0, limit: RELATED_COUNT }),
    catalog.getCategory(product.category),
    services.reviews.page(product.sku, 1),
  ]);
  // The piece is shown (the mirror had it a moment ago), so its reviews are found; an empty page is
  // the answer for a piece hidden in between.
  const reviews = reviewPage.ok
    ? reviewPage.value
    : {
        reviews: [],
        total: 0,
        average: 0,
        counts: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
        page: 1,
        hasMore: false,
      };
  const trending = search.engine.search({
    facetFilters: ['trending:true'],
    hitsPerPage: TRENDING_FETCH,
    sortBy: 'Popular',
  }).hits;
  const lookFilters = completeTheLookFilters(product);
  const look = lookFilters
    ? pickLook(
        search.engine.search({ facetFilters: lookFilters, hitsPerPage: LOOK_CANDIDATES, sortBy: 'Popular' }).hits,
      )
    : [];

  const origin = services.origin;
  const trail = productTrail(product, category.ok ? [category.value] : []);
  return {
    product,
    trail,
    // Built here, not in meta(): the schema.org builders then stay out of the browser's bundle.
    jsonLd: [productJsonLd(product, origin, reviews), breadcrumbJsonLd(trail, origin)],
    reviews,
    /** Each variant's Price Breakup by variant_id (null: withheld, see breakup-lines), for the same reason. */
    breakups: Object.fromEntries(product.variants.map((v) => [v.variant_id, breakupTable(v)])),
    /** The server's pick, for the first paint; the browser picks again from the same URL. */
    variantMatched: pick.matched,
    // The three rows of cards as JSON texts: about half the values of the page's data, for React
    // Router's turbo-stream to encode one by one otherwise (app/lib/json-text.ts).
    related: jsonTextOf(related.ok ? related.value.result.map(productToCard) : []),
    trending: jsonTextOf(trendingSlice(trending, product.value).map(toProductCard)),
    look: jsonTextOf(look.map(toProductCard)),
  };
}

// Switching the variant only changes ?variant_id=: the piece, its suggestions and meta stay the same.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = matches[0]?.loaderData;
  const origin = root?.origin || 'http://localhost';
  if (!loaderData) return [{ title: `Jewellery | ${STORE_NAME}` }];
  const { product } = loaderData;
  const low = Math.min(...product.variants.map((v) => v.offerprice));
  return [
    // The canonical address leaves ?variant_id= out: every colour and size is one piece to a search engine.
    ...pageMeta({
      title: product.seo.title || `${product.name} | ${STORE_NAME}`,
      description: product.seo.description,
      path: `/${product.value}`,
      origin,
      image: pictureUrl(firstPicture(product.pictures), SHARE_PICTURE),
      type: 'product',
    }),
    { property: 'product:price:amount', content: String(low) },
    { property: 'product:price:currency', content: 'INR' },
    ...loaderData.jsonLd.map((data) => ({ 'script:ld+json': data })),
  ];
};

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  // A new piece is a new page: quantity and checks start again.
  return <ProductView key={loaderData.product.value} {...loaderData} />;
}

function ProductView({
  product,
  trail,
  breakups,
  related,
  trending,
  look,
  reviews,
}: Route.ComponentProps['loaderData']) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const [variantId, setVariantParam] = useVariantParam();
  const pick = chooseVariant(product.variants, variantId);
  const variant = pick.variant;
  const [quantity, setQuantity] = useState({ quantity: 1, outOfStock: false });
  // After the member's review, its answer's count and average, until the next load reads them.
  const [rated, setRated] = useState({ average: variant.rating, total: reviews.total });

  // A variant_id that is not this piece's was ignored by the page: drop it from the address too.
  useEffect(() => {
    if (!pick.matched) setVariantParam(null);
  }, [pick.matched]);

  // The size is asked for, never assumed (domain/product/size-choice.ts): the shopper's remembered
  // size for this kind of piece is put forward once the page is live.
  const sized = hasSizeChoice(product.category) && variant.size !== null;
  const [chosenSize, setChosenSize] = useState<string | null>(null);
  useEffect(() => {
    if (!hasSizeChoice(product.category)) return;
    const restored = restoreSize(product.variants, variant, rememberedSize(product.category));
    if (!restored) return;
    setChosenSize(restored.chosenSize);
    if (restored.variant.variant_id !== variant.variant_id) setVariantParam(restored.variant.variant_id);
    // Once, when the page comes alive: later changes are the shopper's own.
  }, []);
  const askSize = needsSize({ sized, shownSize: variant.size, chosenSize })
    ? () => {
        const select = document.getElementById('pp-size');
        select?.scrollIntoView({ block: 'center', behavior: 'smooth' });
        select?.focus({ preventScroll: true });
      }
    : null;

  const categoryName = trail[2]!.name;
  const pictures = picturesOf(variant.image);
  const soldOut = isSoldOut(product);
  /** The buttons' facts, the same in the page's column and in the phone's buy bar. */
  const actions = { product, variant, quantity: quantity.quantity, soldOut, askSize };
  const origin = root?.origin || 'http://localhost';
  const stars = rated.average > 0 ? <StarRating rating={rated.average} count={rated.total} /> : null;

  return (
    <div className="container pp">
      <Breadcrumb trail={trail} />
      <div className="pp-main">
        <Suspense fallback={<GalleryStandIn picture={pictures[0]!} alt={variant.alt || product.name} />}>
          {/* Keyed by its pictures: another colour's are new <img>s, so a pick never shows the old colour's picture while the new one loads. */}
          <Gallery
            key={variant.image}
            pictures={pictures}
            alt={variant.alt || product.name}
            pictureUrl={pictureUrl}
            onLive={galleryLive}
          />
        </Suspense>

        <div className="pp-info">
          <p className="eyebrow">{categoryName}</p>
          <h1 className="pp-name">{product.name.toUpperCase()}</h1>
          <p className="pp-sku">
            SKU: <span>{product.sku}</span>
          </p>
          {stars}

          <PriceBlock variant={variant} table={breakups[variant.variant_id] ?? null} />
          <Suspense fallback={null}>
            <TrustFacts variant={variant} />
          </Suspense>

          <VariantPicker
            category={product.category}
            hasMetal={variant.metal_type !== 'None'}
            variants={product.variants}
            current={variant}
            onChange={(v) => setVariantParam(v.variant_id)}
            chosenSize={chosenSize}
            onSizeChosen={(v, size) => {
              setChosenSize(size);
              keepSize(product.category, size);
              setVariantParam(v.variant_id);
            }}
          />

          <QuantityControl
            product={product}
            quantity={quantity.quantity}
            outOfStock={quantity.outOfStock}
            onChange={setQuantity}
          />

          <ProductActions {...actions} />
          <Suspense fallback={null}>
            <TrustList piece={variant} />
          </Suspense>

          <Suspense fallback={null}>
            <InfoExtras
              origin={origin}
              value={product.value}
              name={product.name}
              variantId={variantId !== null && pick.matched ? variant.variant_id : null}
              picture={pictureUrl(pictures[0]!, SHARE_PICTURE)}
              offerprice={variant.offerprice}
              quantity={quantity.quantity}
              madeToOrder={product.made_to_order === 'true'}
              contacts={root?.contacts ?? null}
              onLive={extrasLive}
            />
          </Suspense>
        </div>
      </div>

      <BuyBar price={variant.offerprice} name={product.name}>
        <ProductActions {...actions} layout="bar" />
      </BuyBar>

      <Suspense fallback={null}>
        <LowerSections
          variant={variant}
          sku={product.sku}
          categoryName={categoryName}
          occasion={product.occasion}
          reviews={reviews}
          onRated={(average, total) => setRated({ average, total })}
          label={colorLabel}
          look={fromJsonText(look)}
          related={fromJsonText(related)}
          trending={fromJsonText(trending)}
        />
      </Suspense>
    </div>
  );
}
