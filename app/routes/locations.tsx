// /locations: the store locator (docs/spec.md#second-2 route table; issue 13 "Store locator"): the three
// showrooms in Kerala as a list, the primary content, and a map of them drawn without a tile server.
import { Link } from '../lib/link';
import type { Route } from './+types/locations';
import { STORE_LOCATIONS, storePath } from '../../domain/stores/stores';
import { storeMap } from '../../domain/stores/store-map';
import { jewelryStoreJsonLd } from '../../domain/seo/store-json-ld';
import { StoreMap } from '../components/locations/store-map';
import { StoreAddress, StoreLinks } from '../components/locations/store-contacts';
import { HelpdeskNote } from '../components/locations/store-hours';
import { pageOrigin } from '../lib/page-origin.server';
import { rootOrigin, seoMeta } from '../lib/meta';
import { STORE_NAME } from '../lib/site';
import '../styles/locations.css';

export function loader({ context }: Route.LoaderArgs) {
  const origin = pageOrigin(context);
  return {
    stores: STORE_LOCATIONS,
    map: storeMap(STORE_LOCATIONS),
    // Built here, not in meta(): the schema.org builders stay out of the browser's bundle.
    jsonLd: STORE_LOCATIONS.map((s) => jewelryStoreJsonLd(s, origin)),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...seoMeta(
    {
      title: `Store Locator: Showrooms in Kochi, Kozhikode and Thrissur | ${STORE_NAME}`,
      description:
        'Visit a Suvarna jewellery showroom in Kerala: Kochi, Kozhikode and Thrissur. Addresses, opening hours, phone, WhatsApp and directions.',
      keyWords:
        'Suvarna store locator, jewellery showroom Kochi, jewellery shop Kozhikode, jewellery store Thrissur, Kerala jewellers',
    },
    '/locations',
    rootOrigin(matches),
  ),
  ...(loaderData?.jsonLd ?? []).map((data) => ({ 'script:ld+json': data })),
];

export default function Locations({ loaderData }: Route.ComponentProps) {
  const { stores, map } = loaderData;
  return (
    <div className="container loc-page">
      <header className="loc-head">
        <p className="eyebrow">Store locator</p>
        <h1 className="display">Our showrooms in Kerala</h1>
        <p className="muted loc-intro">
          Try a piece on, have a ring sized, or pick up an order placed online: {stores.length} showrooms, open every
          day.
        </p>
      </header>
      <div className="loc-layout">
        <section aria-labelledby="loc-list-title">
          <h2 id="loc-list-title" className="visually-hidden">
            Stores
          </h2>
          <ul className="loc-list" role="list">
            {stores.map((s) => (
              <li key={s.id} className="loc-card">
                <h3 className="loc-card-title">
                  <Link to={storePath(s)}>{s.name}</Link>
                </h3>
                <StoreAddress store={s} />
                <p className="loc-card-hours">
                  <span className="visually-hidden">Opening hours: </span>
                  {s.hours}
                </p>
                <StoreLinks store={s} />
              </li>
            ))}
          </ul>
          <HelpdeskNote />
        </section>
        <StoreMap map={map} />
      </div>
    </div>
  );
}
