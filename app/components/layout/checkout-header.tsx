// The checkout's own header: the wordmark (home), "Secure checkout" and the store's help line, and
// nothing else. A shopper about to pay is not offered the promotion bar, the search, the trust strip,
// the bottom bar or the chat button (root.tsx leaves them out on /checkout): fewer ways out, and
// nothing over the fields and the pay button.
import { Link } from '../../lib/link';
import { useStoreContacts } from '../../lib/contacts';
import { STORE_NAME } from '../../lib/site';
import { LockIcon, PhoneIcon } from '../ui/icons';
import { ThemeToggle } from './theme-toggle';

export function CheckoutHeader() {
  const contacts = useStoreContacts();
  return (
    <header className="site-header checkout-header">
      <div className="container checkout-header-bar">
        <Link to="/" className="wordmark" aria-label={`${STORE_NAME}, home`}>
          {STORE_NAME}
        </Link>
        <p className="checkout-secure">
          <LockIcon size={16} />
          <span>Secure checkout</span>
        </p>
        <div className="checkout-header-end">
          {contacts ? (
            <a className="checkout-help" href={`tel:${contacts.phone.replace(/[^\d+]/g, '')}`}>
              <PhoneIcon size={16} />
              <span>
                <span className="checkout-help-label">Help: </span>
                {contacts.phone}
              </span>
            </a>
          ) : null}
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
