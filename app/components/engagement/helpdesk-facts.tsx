// The helpdesk's facts beside the enquiry forms: hours (policy: 9:00 am to 7:00 pm), phone, WhatsApp
// and mail from the configuration (app/lib/contacts.ts), and the three showrooms.
import { Link } from '../../lib/link';
import { useStoreContacts, whatsappUrl } from '../../lib/contacts';
import { HELP_HOURS } from '../../lib/site';
import { STORES } from '../../../domain/stores/stores';

export function HelpdeskFacts() {
  const contacts = useStoreContacts();
  return (
    <aside className="helpdesk" aria-labelledby="helpdesk-title">
      <h2 id="helpdesk-title" className="helpdesk-title">
        Our helpdesk
      </h2>
      <p>
        We answer every day from <strong>{HELP_HOURS}</strong>.
      </p>
      {contacts ? (
        <ul className="helpdesk-contacts">
          <li>
            Call <a href={`tel:${contacts.phone}`}>{contacts.phone}</a>
          </li>
          <li>
            WhatsApp{' '}
            <a href={whatsappUrl(contacts.whatsapp)} target="_blank" rel="noopener noreferrer">
              +{contacts.whatsapp}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
          <li>
            Mail <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
          </li>
        </ul>
      ) : null}
      <h3 className="helpdesk-subtitle">Visit a showroom</h3>
      <ul className="helpdesk-stores">
        {STORES.map((store) => (
          <li key={store.id}>
            <strong>{store.name}</strong>
            <span>
              {store.address}, {store.city} {store.pincode}
            </span>
            <span>
              <a href={`tel:${store.phone.replace(/\s/g, '')}`}>{store.phone}</a> · {store.hours}
            </span>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/locations">Find a store</Link>
      </p>
    </aside>
  );
}
