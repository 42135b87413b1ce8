// The Fair Pricing box linking to /fair-pricing, and the help contacts: call, chat on WhatsApp, mail
// (checkout spec §2). Static: no JavaScript of their own.
import { Link } from 'react-router';
import { WHATSAPP_NUMBER, WHATSAPP_URL } from '../../lib/site';
import { ChatIcon } from '../ui/icons';
import { MailIcon, PhoneIcon, ScaleIcon } from './icons';

/**
 * The spec names no phone number or mail address. Like WHATSAPP_NUMBER in lib/site.ts these are
 * placeholders for the store's own before launch (the call goes to the WhatsApp business number).
 */
const HELP_PHONE = `+${WHATSAPP_NUMBER}`;
const HELP_EMAIL = 'care@suvarna.example';
/** Checkout spec §9, policy constants: helpdesk hours. */
const HELP_HOURS = '9:00 am to 7:00 pm';

export function FairPricingBox() {
  return (
    <aside className="pp-fair" aria-labelledby="pp-fair-title">
      <ScaleIcon size={28} />
      <div>
        <h2 id="pp-fair-title" className="pp-fair-title">
          Fair Pricing
        </h2>
        <p>Every rupee accounted for: metal by weight, stones by grade, making and GST shown openly in the price breakup.</p>
        <Link to="/fair-pricing" className="text-link">
          How we price our jewellery
        </Link>
      </div>
    </aside>
  );
}

export function HelpContacts() {
  return (
    <section className="pp-help" aria-labelledby="pp-help-title">
      <h2 id="pp-help-title" className="pp-option-label">
        Need help choosing?
      </h2>
      <p className="muted">Our jewellery experts answer from {HELP_HOURS}.</p>
      <ul>
        <li>
          <a href={`tel:${HELP_PHONE}`}>
            <PhoneIcon size={18} /> Call us
          </a>
        </li>
        <li>
          <a href={WHATSAPP_URL} target="_blank" rel="noopener noreferrer">
            <ChatIcon size={18} /> Chat on WhatsApp
          </a>
        </li>
        <li>
          <a href={`mailto:${HELP_EMAIL}`}>
            <MailIcon size={18} /> Mail us
          </a>
        </li>
      </ul>
    </section>
  );
}
