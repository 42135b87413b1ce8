// /locations/{id}: one showroom (docs/spec.md#second-2 route table). An id that is no store's is a real
// 404 with the not-found page (the root boundary), not a 200.
import { data } from 'react-router';
import { Link } from '../lib/link';
import type { Route } from './+types/location';
import { findStoreLocation, STORE_LOCATIONS, storePath } from '../../domain/stores/stores';
import { storeMap } from '../../domain/stores/store-map';
import { jewelryStoreJsonLd } from '../../domain/seo/store-json-ld';
import { StoreMap } from '../components/locations/store-map';
import { StoreAddress, StoreLinks } from '../components/locations/store-contacts';
import { HelpdeskNote, StoreHours } from '../components/locations/store-hours';
import { NotFoundBoundary } from '../components/pages/not-found-boundary';
import { Breadcrumb } from '../components/ui/breadcrumb';
import { pageOrigin } from '../lib/page-origin.server';
import { whatsappUrl } from '../lib/contacts';
import { NOT_FOUND_META, rootOrigin, seoMeta } from '../lib/meta';
import { STORE_NAME } from '../lib/site';
import '../styles/locations.css';

export function loader({ params, context }: Route.LoaderArgs) {
  const store = findStoreLocation(params.id);
  if (!store) throw data(null, { status: 404 });
  return {
    store,
    others: STORE_LOCATIONS.filter((s) => s.id !== store.id).map((s) => ({ id: s.id, name: s.name, city: s.city })),
    map: storeMap(STORE_LOCATIONS),
    jsonLd: [jewelryStoreJsonLd(store, pageOrigin(context))],
  };
}

// Its own boundary, so meta() above still runs for an unknown store: the not-found title, noindex.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <NotFoundBoundary error={error} />;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return NOT_FOUND_META;
  const { store } = loaderData;
  return [
    ...seoMeta(
      {
        title: `${store.name}: Jewellery Showroom in ${store.city}, Kerala | ${STORE_NAME}`,
        description: `${store.name}, ${store.address}, ${store.city} ${store.pincode}. Opening hours, phone, WhatsApp and directions to our diamond and gold jewellery showroom.`,
        keyWords: `${store.name}, jewellery showroom ${store.city}, jewellers in ${store.city}, diamond jewellery ${store.city}, gold jewellery Kerala`,
      },
      storePath(store),
      rootOrigin(matches),
    ),
    ...loaderData.jsonLd.map((d) => ({ 'script:ld+json': d })),
  ];
};

export default function Location({ loaderData }: Route.ComponentProps) {
  const { store, others, map } = loaderData;
  return (
    <div className="container loc-page">
      <Breadcrumb
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'Store locator', path: '/locations' },
          { name: store.city, path: storePath(store) },
        ]}
      />
      <header className="loc-head">
        <p className="eyebrow">Showroom</p>
        <h1 className="display">{store.name}</h1>
      </header>
      <div className="loc-layout">
        <div className="loc-store">
          <section className="loc-card" aria-labelledby="loc-visit-title">
            <h2 id="loc-visit-title" className="loc-card-title">
              Visit us
            </h2>
            <StoreAddress store={store} />
            <StoreLinks store={store} />
          </section>
          <StoreHours week={store.week} caption="Opening hours" />
          <section className="loc-card" aria-labelledby="loc-sizing-title">
            <h2 id="loc-sizing-title" className="loc-card-title">
              Sizing and pick-up
            </h2>
            <p>
              Not sure of a ring or bangle size? Our staff measure it in a minute with the Metal Rod and Steel Ring
              gauges of our <Link to="/education/size-guide/rings-size-guide">ring size guide</Link>. Orders placed
              online can be picked up here too.
            </p>
            <p>
              <a
                className="button"
                href={whatsappUrl(store.whatsapp, `Hello ${store.name}, I would like to book an in-store sizing.`)}
                target="_blank"
                rel="noopener noreferrer"
              >
                Book a sizing on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </p>
          </section>
          <HelpdeskNote />
          <nav aria-labelledby="loc-others-title" className="loc-others">
            <h2 id="loc-others-title" className="loc-card-title">
              Our other showrooms
            </h2>
            <ul role="list">
              {others.map((o) => (
                <li key={o.id}>
                  <Link to={storePath(o)}>{o.name}</Link>
                </li>
              ))}
              <li>
                <Link to="/locations">All stores</Link>
              </li>
            </ul>
          </nav>
        </div>
        <StoreMap map={map} current={store.id} />
      </div>
    </div>
  );
}
