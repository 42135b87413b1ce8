// A collection (/collections/{documentName}): the banner (title, subTitle, image) and introduction are
// the content file content/pages/collections/<documentName>.md; the pieces are the back office's: the
// ones staff chose, in their order (from the in-memory catalogue, so a hidden piece drops out), then
// the most popular pieces of the collection's occasions, searched in process
// (domain/content/collections.ts). A name with no file or no collection row is the not-found page, 404.
import { data } from 'react-router';
import { Link } from '../lib/link';
import type { Route } from './+types/collection';
import {
  COLLECTION_PIECES_SHOWN,
  collectionLineUp,
  collectionListingPath,
  collectionSearch,
} from '../../domain/content/collections';
import { contentIdOf } from '../../domain/content/page';
import { ContentHtml } from '../components/content/content-html';
import { PageHead } from '../components/pages/page-head';
import { ProductCard, toProductCard } from '../components/product/product-card';
import { NotFoundBoundary } from '../components/pages/not-found-boundary';
import { NOT_FOUND_META, seoMeta } from '../lib/meta';
import '../styles/content.css';
import '../styles/collection.css';

/** The first row of cards loads at once; the banner is above them. */
const EAGER_CARDS = 2;

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const id = contentIdOf(url.pathname);
  const page = id === null ? undefined : context.services.content.get(id);
  const pieces = await context.services.merch.shopCollection(params.documentName);
  if (!page || !pieces) throw data(null, { status: 404 });
  const { engine } = context.services.search;
  const popular =
    pieces.occasions.length > 0
      ? engine.search(collectionSearch(pieces, COLLECTION_PIECES_SHOWN + pieces.chosen.length))
      : { hits: [], nbHits: 0 };
  const chosen = pieces.chosen.flatMap((value) => {
    const held = context.services.search.findByValue(value);
    return held ? [held] : [];
  });
  const cards = collectionLineUp(chosen.map(toCardSource), popular.hits);
  return {
    page,
    products: cards.map(toProductCard),
    total: Math.max(popular.nbHits, cards.length),
    listing: collectionListingPath(pieces),
  };
}

/** A piece from the in-memory catalogue as a card shows it: its first variant, at its offer price. */
function toCardSource(p: {
  value: string;
  name: string;
  sku: string;
  made_to_order: string;
  stock: number;
  variants: {
    image: string;
    alt: string;
    id: number;
    variant_id: string;
    color: string;
    size: string | null;
    offerprice: number;
  }[];
}) {
  const variant = p.variants[0]!;
  return {
    value: p.value,
    name: p.name,
    sku: p.sku,
    made_to_order: p.made_to_order,
    stock: p.stock,
    price: variant.offerprice,
    variant,
  };
}

/** Its own 404 draws the not-found page here, so the head says so too. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <NotFoundBoundary error={error} />;
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) => {
  if (error || !loaderData) return NOT_FOUND_META;
  return seoMeta(loaderData.page.seo, loaderData.page.path, matches[0]?.loaderData?.origin || 'http://localhost');
};

export default function CollectionPage({ loaderData }: Route.ComponentProps) {
  const { page, products, total, listing } = loaderData;
  const banner = page.banner;
  return (
    <div className="content-page container content-article collection-page">
      <PageHead page={page} trail={[{ name: 'Jewellery', path: '/jewellery' }]} />
      {banner ? (
        <section className="collection-banner" aria-labelledby="collection-banner-title">
          {banner.image ? (
            <picture>
              <source
                media="(max-width: 720px)"
                srcSet={`${banner.image}?resize=480x360 480w, ${banner.image}?resize=768x576 768w, ${banner.image}?resize=1080x810 1080w`}
                sizes="100vw"
              />
              <img
                src={`${banner.image}?resize=1200`}
                srcSet={`${banner.image}?resize=800 800w, ${banner.image}?resize=1200 1200w, ${banner.image}?resize=1600 1600w`}
                sizes="(max-width: 1280px) 100vw, 1280px"
                alt=""
                width={1200}
                height={480}
                fetchPriority="high"
              />
            </picture>
          ) : null}
          <div className="collection-banner-text">
            <p id="collection-banner-title" className="collection-banner-title">
              {banner.title}
            </p>
            {banner.subTitle ? <p className="collection-banner-sub">{banner.subTitle}</p> : null}
          </div>
        </section>
      ) : null}
      {page.html ? <ContentHtml html={page.html} className="collection-intro" /> : null}
      <section className="collection-pieces" aria-labelledby="collection-pieces-title">
        <h2 id="collection-pieces-title" className="collection-pieces-title">
          Pieces in this collection
        </h2>
        {products.length > 0 ? (
          <ul className="listing-grid">
            {products.map((p, i) => (
              <li key={p.value}>
                <ProductCard product={p} eager={i < EAGER_CARDS} />
              </li>
            ))}
          </ul>
        ) : (
          <p>New pieces for this collection are on their way; in the meantime, browse all our jewellery.</p>
        )}
        <p className="collection-more">
          <Link className="button button-quiet" to={total > products.length ? listing : '/jewellery'}>
            {total > products.length ? `See all ${total} pieces` : 'Browse all jewellery'}
          </Link>
        </p>
      </section>
    </div>
  );
}
