// A showroom's address and ways to reach it: call (tel:), WhatsApp, and directions in Google Maps
// (a new tab, a plain link).
import { directionsUrl, telHref, type StoreLocation } from '../../../domain/stores/stores';
import { whatsappUrl } from '../../lib/contacts';

export function StoreAddress({ store }: { store: Pick<StoreLocation, 'name' | 'address' | 'city' | 'pincode'> }) {
  return (
    <address className="store-address">
      {store.address}
      <br />
      {store.city} {store.pincode}, Kerala
    </address>
  );
}

export function StoreLinks({ store }: { store: StoreLocation }) {
  return (
    <ul className="store-links" role="list">
      <li>
        <a href={telHref(store.phone)}>
          <span className="visually-hidden">Call {store.name} on </span>
          {store.phone}
        </a>
      </li>
      <li>
        <a
          href={whatsappUrl(store.whatsapp, `Hello ${store.name}, I have a question.`)}
          target="_blank"
          rel="noopener noreferrer"
        >
          WhatsApp<span className="visually-hidden"> {store.name} (opens in a new tab)</span>
        </a>
      </li>
      <li>
        <a className="store-directions" href={directionsUrl(store)} target="_blank" rel="noopener noreferrer">
          Directions<span className="visually-hidden"> to {store.name} in Google Maps (opens in a new tab)</span>
        </a>
      </li>
    </ul>
  );
}
