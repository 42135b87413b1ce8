// Home (spec: "/ Home, with banners"): hero banners, category tiles, a trending slider, the
// collections by occasion, and the subscription toasts of the newsletter mail links (?t=1&c=1
// subscribed, ?t=1&c=2 unsubscribed).
import { useEffect, useRef } from 'react';
import { preload } from 'react-dom';
import { useSearchParams, type ShouldRevalidateFunction } from 'react-router';
import { Link } from '../lib/link';
import type { Route } from './+types/home';
import { Carousel } from '../components/carousel/carousel';
import { ProductCard, toProductCard } from '../components/product/product-card';
import { fromJsonText, jsonTextOf } from '../lib/json-text';
import { pageMeta } from '../lib/meta';
import { STORE_DESCRIPTION, STORE_NAME, STORE_TAGLINE } from '../lib/site';
import { toast } from '../lib/toast';
import '../styles/home.css';

const BANNER_WIDTH = 1600;
const BANNER_HEIGHT = 640;
/** Phones show the banners at 4:3 (app.css, max-width 720px), a centre crop the server makes too. */
const PHONE_BANNER_MEDIA = '(max-width: 720px)';
const WIDE_BANNER_MEDIA = '(min-width: 720.02px)';

/**
 * A banner's pictures: at 4:3 for phones (what the page shows there; 1080 px covers a 3× screen),
 * at 2.5:1 for wider screens. A phone loading the 1600 px banner downloaded three times the bytes.
 * 768, not 720: a 412 px phone at 1.75× (Lighthouse's, and many Androids) needs 721 device pixels,
 * and one pixel over 720 it took the 1080 px picture, twice the bytes.
 */
function bannerSources(image: string) {
  const phone = [480, 768, 1080].map((w) => `${image}?resize=${w}x${(w * 3) / 4} ${w}w`).join(', ');
  const wide = [800, 1200, BANNER_WIDTH].map((w) => `${image}?resize=${w} ${w}w`).join(', ');
  return { phone, wide, fallback: `${image}?resize=${BANNER_WIDTH}` };
}
const TILE_SIZE = 302;
const TRENDING_COUNT = 12;
const COLLECTION_TILE_SIZE = 240;

export async function loader({ context }: Route.LoaderArgs) {
  const { catalog, search } = context.services;
  const [banners, categories, occasions] = await Promise.all([
    catalog.listBanners('home'),
    catalog.listCategories(),
    catalog.listOccasions(),
  ]);
  const trending = search.engine.search({ facetFilters: ['trending:true'], hitsPerPage: TRENDING_COUNT });
  return {
    banners: banners.map((b) => ({
      id: b.id,
      title: b.title,
      subTitle: b.subTitle,
      link: b.link,
      alt: b.alt,
      image: b.image,
    })),
    categories: categories.filter((c) => c.parent === null).map((c) => ({ slug: c.slug, name: c.name })),
    // One JSON text: half the values of the page's data otherwise (app/lib/json-text.ts).
    trending: jsonTextOf(trending.hits.map(toProductCard)),
    collections: occasions.map((o) => ({
      slug: o.slug,
      name: o.name,
      image: `${o.image}?resize=${COLLECTION_TILE_SIZE}`,
    })),
  };
}

const SUBSCRIPTION_TOASTS: Record<string, string> = {
  '1': 'Successfully Subscribed',
  '2': 'Successfully Unsubscribed',
};
const TOAST_PARAMS = ['t', 'c'];

function withoutToastParams(url: URL) {
  const params = new URLSearchParams(url.search);
  for (const p of TOAST_PARAMS) params.delete(p);
  return params.toString();
}

// Removing ?t=&c= from the address is not a new page: keep the loaded banners and products.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) => {
  if (
    currentUrl.pathname === nextUrl.pathname &&
    withoutToastParams(currentUrl) === withoutToastParams(nextUrl) &&
    currentUrl.search !== nextUrl.search
  )
    return false;
  return defaultShouldRevalidate;
};

/** Toasts the outcome a newsletter mail link carries, then drops the parameters (history replace). */
function useSubscriptionToast() {
  const [params, setParams] = useSearchParams();
  const handled = useRef(false);
  const t = params.get('t');
  const c = params.get('c');
  useEffect(() => {
    if (t === null && c === null) {
      handled.current = false;
      return;
    }
    if (!handled.current) {
      handled.current = true;
      // Own keys only: `c` comes from the URL, and "constructor" is on every object's prototype.
      const text =
        t === '1' && c !== null && Object.hasOwn(SUBSCRIPTION_TOASTS, c) ? SUBSCRIPTION_TOASTS[c] : undefined;
      if (text) toast(text);
    }
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const p of TOAST_PARAMS) next.delete(p);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [t, c, setParams]);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const origin = matches[0]?.loaderData?.origin ?? '';
  return pageMeta({
    title: `${STORE_NAME} | ${STORE_TAGLINE}`,
    description: STORE_DESCRIPTION,
    path: '/',
    origin: origin || 'http://localhost',
    image: loaderData?.banners[0] ? bannerSources(loaderData.banners[0].image).fallback : undefined,
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { banners, categories, collections } = loaderData;
  const trending = fromJsonText(loaderData.trending);
  // The first banner is the page's largest paint: ask for it from the <head>, before the styles and
  // scripts, rather than when the parser reaches the <img>; each screen fetches only its own size.
  const first = banners[0] ? bannerSources(banners[0].image) : null;
  if (first) {
    preload(first.fallback, {
      as: 'image',
      fetchPriority: 'high',
      imageSrcSet: first.phone,
      imageSizes: '100vw',
      media: PHONE_BANNER_MEDIA,
    });
    preload(first.fallback, {
      as: 'image',
      fetchPriority: 'high',
      imageSrcSet: first.wide,
      imageSizes: '100vw',
      media: WIDE_BANNER_MEDIA,
    });
  }
  useSubscriptionToast();
  return (
    <>
      <h1 className="visually-hidden">{STORE_NAME}: diamond and gold jewellery</h1>
      {banners.length > 0 && (
        <section className="hero" aria-label="Featured collections">
          <ul className="hero-track">
            {banners.map((b, i) => (
              <li key={b.id} className="hero-slide">
                <Link to={b.link} className="hero-link">
                  <BannerPicture image={b.image} alt={b.alt} first={i === 0} />
                  <span className="hero-caption">
                    <span className="hero-title">{b.title}</span>
                    <span className="hero-text">{b.subTitle}</span>
                    <span className="hero-cta">Explore</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="section container" aria-labelledby="categories-title">
        <header className="section-head">
          <p className="eyebrow">Shop by category</p>
          <h2 id="categories-title" className="display">
            Find your piece
          </h2>
        </header>
        <ul className="category-tiles">
          {categories.map((c) => (
            <li key={c.slug}>
              <PictureTile
                to={`/jewellery/${c.slug}`}
                className="category-tile"
                image={`/images/categories/${c.slug}?resize=${TILE_SIZE}`}
                size={TILE_SIZE}
                name={c.name}
              />
            </li>
          ))}
        </ul>
      </section>

      {trending.length > 0 && (
        <section className="section container" aria-labelledby="trending-title">
          <header className="section-head section-head-row">
            <div>
              <p className="eyebrow">Loved this week</p>
              <h2 id="trending-title" className="display">
                Trending now
              </h2>
            </div>
            <Link to="/trending" className="text-link">
              View all trending
            </Link>
          </header>
          <Carousel label="Trending now" className="trending-slider">
            {trending.map((p) => (
              <ProductCard key={p.value} product={p} />
            ))}
          </Carousel>
        </section>
      )}

      {collections.length > 0 && (
        <section className="section container" aria-labelledby="collections-title">
          <header className="section-head">
            <p className="eyebrow">Collections</p>
            <h2 id="collections-title" className="display">
              For every occasion
            </h2>
          </header>
          <ul className="collection-tiles">
            {collections.map((c) => (
              <li key={c.slug}>
                <PictureTile
                  to={`/jewellery?occasion=${encodeURIComponent(c.slug)}`}
                  className="collection-tile"
                  image={c.image}
                  size={COLLECTION_TILE_SIZE}
                  name={c.name}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** A square picture with its name under it, leading to a listing (a category's, a collection's). */
function PictureTile(tile: { to: string; className: string; image: string; size: number; name: string }) {
  return (
    <Link to={tile.to} className={tile.className} prefetch="intent">
      <img src={tile.image} alt="" width={tile.size} height={tile.size} loading="lazy" decoding="async" />
      <span>{tile.name}</span>
    </Link>
  );
}

function BannerPicture({ image, alt, first }: { image: string; alt: string; first: boolean }) {
  const sources = bannerSources(image);
  return (
    <picture>
      <source media={PHONE_BANNER_MEDIA} srcSet={sources.phone} sizes="100vw" />
      <source media={WIDE_BANNER_MEDIA} srcSet={sources.wide} sizes="100vw" />
      <img
        src={sources.fallback}
        alt={alt}
        width={BANNER_WIDTH}
        height={BANNER_HEIGHT}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding={first ? 'sync' : 'async'}
      />
    </picture>
  );
}
