// The Fair Pricing box linking to /fair-pricing, and the help contacts: call, chat on WhatsApp, mail
// (docs/spec.md#second-2). Static: no JavaScript of their own.
import { Link } from '../../lib/link';
import { whatsappUrl, type StoreContacts } from '../../lib/contacts';
import { HELP_HOURS } from '../../lib/site';
import { ChatIcon } from '../ui/icons';
import { MailIcon, PhoneIcon, ScaleIcon } from './icons';

export function FairPricingBox() {
  return (
    <aside className="pp-fair" aria-labelledby="pp-fair-title">
      <ScaleIcon size={28} />
      <div>
        <h2 id="pp-fair-title" className="pp-fair-title">
          Fair Pricing
        </h2>
        <p>
          Every rupee accounted for: metal by weight, stones by grade, making and GST shown openly in the price breakup.
        </p>
        <Link to="/fair-pricing" className="text-link">
          How we price our jewellery
        </Link>
      </div>
    </aside>
  );
}

/** Call, chat and mail: the store's own contacts (configuration, app/lib/contacts.ts). */
export function HelpContacts({ contacts }: { contacts: StoreContacts }) {
  return (
    <section className="pp-help" aria-labelledby="pp-help-title">
      <h2 id="pp-help-title" className="pp-option-label">
        Need help choosing?
      </h2>
      <p className="muted">Our jewellery experts answer from {HELP_HOURS}.</p>
      <ul>
        <li>
          <a href={`tel:${contacts.phone}`}>
            <PhoneIcon size={18} /> Call us
          </a>
        </li>
        <li>
          <a href={whatsappUrl(contacts.whatsapp)} target="_blank" rel="noopener noreferrer">
            <ChatIcon size={18} /> Chat on WhatsApp
          </a>
        </li>
        <li>
          <a href={`mailto:${contacts.email}`}>
            <MailIcon size={18} /> Mail us
          </a>
        </li>
      </ul>
    </section>
  );
}
